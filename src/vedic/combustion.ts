// Combustion (asta, "set"): a planet too close to the Sun. Orbs are the classical ones (Surya
// Siddhanta, as used by Parashari software); Mercury and Venus have narrower orbs when retrograde.
import type { GrahaId } from './zodiac.js';
import { angularDistance } from './zodiac.js';

interface Orb { direct: number; retrograde: number }

const ORBS: Partial<Record<GrahaId, Orb>> = {
  1: { direct: 12, retrograde: 12 },
  2: { direct: 17, retrograde: 17 },
  3: { direct: 14, retrograde: 12 },
  4: { direct: 11, retrograde: 11 },
  5: { direct: 10, retrograde: 8 },
  6: { direct: 15, retrograde: 15 },
};

/** The orb in force for that motion (speed sign), degrees; null for the Sun, Rahu and Ketu. */
export function combustionOrb(id: GrahaId, speed: number): number | null {
  const orb = ORBS[id];
  return orb ? (speed < 0 ? orb.retrograde : orb.direct) : null;
}

/** True when the planet lies within its orb of the Sun. Never for the Sun, Rahu or Ketu. */
export function isCombust(id: GrahaId, longitude: number, speed: number, sunLongitude: number): boolean {
  const orb = combustionOrb(id, speed);
  return orb !== null && angularDistance(longitude, sunLongitude) <= orb;
}
