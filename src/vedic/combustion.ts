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

/** True when the planet lies within its orb of the Sun. Never for the Sun, Rahu or Ketu. */
export function isCombust(id: GrahaId, longitude: number, speed: number, sunLongitude: number): boolean {
  const orb = ORBS[id];
  if (!orb) return false;
  return angularDistance(longitude, sunLongitude) <= (speed < 0 ? orb.retrograde : orb.direct);
}
