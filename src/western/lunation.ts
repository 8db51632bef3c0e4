// The Moon's phase at an instant, the principal phases of its lunation (root-found on the Moon−Sun
// elongation), and where it stands between the perigee and apogee of its orbit.
import { crossingBetween, crossingNear, type AngleOfTime } from '../astro/crossing.js';
import { moonDistance, moonIllumination, tropicalPosition } from '../astro/ephemeris.js';
import { normalizeDegrees } from '../vedic/zodiac.js';

/** Mean synodic month, days (Meeus, Astronomical Algorithms, 2nd ed., ch. 49). */
const SYNODIC_MONTH = 29.530588853;
// A principal phase lies within about a day of its mean-rate estimate (the equations of centre of
// the Moon and the Sun move it by up to ~14 hours each way); 3 days keeps a single crossing inside.
const PHASE_SLACK = 3;

/** Moon − Sun, tropical, [0, 360): 0 new, 90 first quarter, 180 full, 270 third quarter. */
export const elongationAt: AngleOfTime = (jd) => normalizeDegrees(tropicalPosition(jd, 'moon').longitude - tropicalPosition(jd, 'sun').longitude);

/** The eight phases, each the 45° of elongation starting at its own angle (the astrologers' lunation cycle). */
export const PHASE_NAMES = ['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Third Quarter', 'Waning Crescent'] as const;

/** The four principal phases: elongation and name. */
export const PRINCIPAL_PHASES = [
  { angle: 0, name: 'New Moon' }, { angle: 90, name: 'First Quarter' }, { angle: 180, name: 'Full Moon' }, { angle: 270, name: 'Third Quarter' },
] as const;

export interface Lunation {
  /** JD UT of the new moon at or before the instant, then its first quarter, full moon, third quarter, and the next new moon. */
  phases: [number, number, number, number];
  nextNewMoon: number;
}

/** The new moon at or before `jd`. */
export const newMoonAtOrBefore = (jd: number): number =>
  crossingNear(elongationAt, 0, jd - (elongationAt(jd) / 360) * SYNODIC_MONTH, PHASE_SLACK, -Infinity, jd);

/** The new moon that follows the one at `newMoon`. */
export const newMoonAfter = (newMoon: number): number => crossingNear(elongationAt, 0, newMoon + SYNODIC_MONTH, PHASE_SLACK, newMoon + 1);

/** The lunation holding `jd`: its new moon (at or before jd) and the principal phases after it. */
export function lunationAt(jd: number): Lunation {
  const newMoon = newMoonAtOrBefore(jd);
  const at = (angle: number, quarters: number) =>
    crossingNear(elongationAt, angle % 360, newMoon + (quarters * SYNODIC_MONTH) / 4, PHASE_SLACK, newMoon + 1);
  return { phases: [newMoon, at(90, 1), at(180, 2), at(270, 3)], nextNewMoon: newMoonAfter(newMoon) };
}

export interface PhaseEvent {
  name: (typeof PRINCIPAL_PHASES)[number]['name'];
  jdUt: number;
}

/** The principal phases in [from, to), in time order. */
export function principalPhasesBetween(from: number, to: number): PhaseEvent[] {
  const found: PhaseEvent[] = [];
  for (let lunation = lunationAt(from); lunation.phases[0] < to; lunation = lunationAt(lunation.nextNewMoon)) {
    lunation.phases.forEach((jdUt, i) => { if (jdUt >= from && jdUt < to) found.push({ name: PRINCIPAL_PHASES[i]!.name, jdUt }); });
  }
  return found;
}

export interface MoonPhase {
  elongation: number;
  /** 1 New Moon … 8 Waning Crescent. */
  id: number;
  name: (typeof PHASE_NAMES)[number];
  /** Illuminated fraction of the disc, 0–1. */
  illumination: number;
  /** Days since the new moon. */
  age: number;
  lunation: Lunation;
}

/** The phase of a Moon − Sun elongation in [0, 360): id 1 New Moon … 8 Waning Crescent. */
export function phaseOf(elongation: number): { id: number; name: (typeof PHASE_NAMES)[number] } {
  const id = Math.floor(elongation / 45) + 1;
  return { id, name: PHASE_NAMES[id - 1]! };
}

export function moonPhaseAt(jd: number): MoonPhase {
  const elongation = elongationAt(jd);
  const lunation = lunationAt(jd);
  return { elongation, ...phaseOf(elongation), illumination: moonIllumination(jd), age: jd - lunation.phases[0], lunation };
}

// Perigee and apogee: where the distance's rate changes sign. Sampled every day over a little more
// than an anomalistic month each way to bracket them, then root-found.
const ANOMALISTIC_REACH = 28;
const rate = (jd: number) => moonDistance(jd).kmPerDay / 1e3; // thousands of km a day, well inside ±180 for the root finder

interface Extreme { jdUt: number; km: number }

function extremesAround(jd: number): { perigees: Extreme[]; apogees: Extreme[] } {
  const perigees: Extreme[] = [];
  const apogees: Extreme[] = [];
  let ra = rate(jd - ANOMALISTIC_REACH);
  for (let a = jd - ANOMALISTIC_REACH; a < jd + ANOMALISTIC_REACH; a += 1) {
    const rb = rate(a + 1);
    if (ra < 0 && rb >= 0) perigees.push(extreme(crossingBetween(rate, 0, a, a + 1)));
    if (ra > 0 && rb <= 0) apogees.push(extreme(crossingBetween((t) => -rate(t), 0, a, a + 1)));
    ra = rb;
  }
  return { perigees, apogees };
}

const extreme = (jdUt: number): Extreme => ({ jdUt, km: moonDistance(jdUt).km });
const nearest = (list: Extreme[], jd: number) => list.reduce((best, e) => (Math.abs(e.jdUt - jd) < Math.abs(best.jdUt - jd) ? e : best));

export interface LunarDistance {
  km: number;
  perigee: Extreme;
  apogee: Extreme;
  /** Within the tenth of this orbit's perigee–apogee range nearest the perigee (Nolle's 90 % rule). */
  nearPerigee: boolean;
  /** Within the tenth nearest the apogee. */
  nearApogee: boolean;
}

/** The Moon's distance against the perigee and apogee nearest the instant (the orbit it is on). */
export function lunarDistanceAt(jd: number): LunarDistance {
  const { km } = moonDistance(jd);
  const { perigees, apogees } = extremesAround(jd);
  const perigee = nearest(perigees, jd);
  const apogee = nearest(apogees, jd);
  const tenth = (apogee.km - perigee.km) / 10;
  return { km, perigee, apogee, nearPerigee: km <= perigee.km + tenth, nearApogee: km >= apogee.km - tenth };
}
