// Sade Sati: Saturn's transit of the signs before, on and after the natal Moon sign. Sign changes
// are found by root finding on Saturn's sidereal longitude, retrograde re-entries included.
import { crossingBetween } from '../astro/crossing.js';
import { siderealPosition } from '../astro/ephemeris.js';
import { normalizeDegrees, PlanetId, signIndex } from './zodiac.js';

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';
export type SadeSatiEventType = 'RISING_START' | 'RISING_END' | 'PEAK_START' | 'SETTING_START' | 'SETTING_END';

export interface SaturnSignChange {
  jdUt: number;
  from: number;
  to: number;
  retrograde: boolean;
}

// Saturn moves at most 0.131°/day (sampled daily over the files' span, 1800–2400), so a 30-day step
// crosses at most one sign boundary, and its retrograde and direct spells (months) cannot start and end inside one step. Near a station its
// speed changes by at most ~0.002°/day², so within a step it travels under 1° back and forth: only a
// step whose ends lie within STATION_REACH of a boundary can hide a crossing there and back.
// Farther than MAX_SPEED × STEP_DAYS from every boundary that matters, Saturn cannot reach one before
// the distance divided by MAX_SPEED has passed, so the scan jumps that far at once.
const STEP_DAYS = 30;
const STATION_REACH = 1;
const MAX_SPEED = 0.14; // degrees per day, above the 0.131 seen

const saturn = (jd: number) => siderealPosition(jd, PlanetId.Saturn);

interface Sample { jd: number; longitude: number; speed: number }

const sample = (jd: number): Sample => ({ jd, ...saturn(jd) });

/** Degrees from `lon` to the nearest of `boundaries`, either way round. */
function distanceToBoundary(lon: number, boundaries: readonly number[]): number {
  return Math.min(...boundaries.map((b) => { const d = normalizeDegrees(lon - b); return Math.min(d, 360 - d); }));
}

/**
 * The station between two samples of opposite speed. Speed is far below 180°/day, so the angle
 * root finder's wrap-around never applies and it finds the zero of the (increasing) signed speed.
 */
function station(a: Sample, b: Sample): Sample {
  const direction = a.speed < 0 ? 1 : -1;
  return sample(crossingBetween((jd) => direction * saturn(jd).speed, 0, a.jd, b.jd));
}

/** The crossing of one sign boundary between two samples of one-way motion, if any. */
function crossing(a: Sample, b: Sample): SaturnSignChange | null {
  const from = signIndex(a.longitude);
  const to = signIndex(b.longitude);
  if (from === to) return null;
  const forward = (to - from + 12) % 12 === 1;
  const boundary = (forward ? to : from) * 30;
  // Going back, the negated longitude increases through the negated boundary; a sample exactly on
  // the boundary going back is itself the crossing (the root finder needs a strict bracket).
  const jdUt = forward ? crossingBetween((jd) => saturn(jd).longitude, boundary, a.jd, b.jd)
    : a.longitude === boundary ? a.jd : crossingBetween((jd) => -saturn(jd).longitude, -boundary, a.jd, b.jd);
  return { jdUt, from, to, retrograde: !forward };
}

const ALL_SIGNS = Array.from({ length: 12 }, (_, i) => i);

/**
 * Every change of Saturn's sidereal sign between two instants, in time order; with `signs`, only the
 * changes into or out of those signs (the rest are skipped over, not searched).
 */
export function saturnSignChanges(fromJd: number, toJd: number, signs: readonly number[] = ALL_SIGNS): SaturnSignChange[] {
  const watched = new Set(signs);
  const boundaries = ALL_SIGNS.filter((k) => watched.has(k) || watched.has((k + 11) % 12)).map((k) => k * 30);
  const changes: SaturnSignChange[] = [];
  let a = sample(fromJd);
  while (a.jd < toJd) {
    const distance = distanceToBoundary(a.longitude, boundaries);
    const reachable = distance < MAX_SPEED * STEP_DAYS;
    const b = sample(Math.min(a.jd + (reachable ? STEP_DAYS : distance / MAX_SPEED), toJd));
    if (reachable) {
      const pieces = [a];
      // A station inside the step splits it into two pieces of one-way motion, where it matters.
      if (a.speed * b.speed < 0 && Math.min(distance, distanceToBoundary(b.longitude, boundaries)) < STATION_REACH) pieces.push(station(a, b));
      pieces.push(b);
      for (let i = 0; i + 1 < pieces.length; i++) {
        const change = crossing(pieces[i]!, pieces[i + 1]!);
        if (change && (watched.has(change.from) || watched.has(change.to))) changes.push(change);
      }
    }
    a = b;
  }
  return changes;
}

/** The phase Saturn in `saturnSign` means for a Moon in `moonSign`, or null outside Sade Sati. */
export function phaseOf(saturnSign: number, moonSign: number): SadeSatiPhase | null {
  const relative = (saturnSign - moonSign + 12) % 12;
  return relative === 11 ? 'rising' : relative === 0 ? 'peak' : relative === 1 ? 'setting' : null;
}

export interface SadeSatiEvent {
  type: SadeSatiEventType;
  jdUt: number;
  /** Saturn's sign after the change. */
  saturnSign: number;
  retrograde: boolean;
}

/**
 * Entering a phase's sign (from either side) starts that phase; leaving the window ends the phase
 * it leaves from: SETTING_END going forward, RISING_END when retrograde motion takes Saturn back
 * out of the sign before the Moon's. PEAK_END is never emitted: leaving the peak starts another phase.
 */
export function eventOf(change: SaturnSignChange, moonSign: number): SadeSatiEvent | null {
  const entered = phaseOf(change.to, moonSign);
  const left = phaseOf(change.from, moonSign);
  const type: SadeSatiEventType | null =
    entered === 'rising' ? 'RISING_START' : entered === 'peak' ? 'PEAK_START' : entered === 'setting' ? 'SETTING_START'
      : left === 'setting' ? 'SETTING_END' : left === 'rising' ? 'RISING_END' : null;
  return type && { type, jdUt: change.jdUt, saturnSign: change.to, retrograde: change.retrograde };
}

/** The signs of the three phases: the 12th, 1st and 2nd from the Moon's. */
const windowOf = (moonSign: number) => [(moonSign + 11) % 12, moonSign, (moonSign + 1) % 12];

export function sadeSatiEvents(moonSign: number, fromJd: number, toJd: number): SadeSatiEvent[] {
  return saturnSignChanges(fromJd, toJd, windowOf(moonSign)).flatMap((c) => eventOf(c, moonSign) ?? []);
}

export interface SadeSatiStatus {
  saturnSign: number;
  retrograde: boolean;
  phase: SadeSatiPhase | null;
  /** The running Sade Sati's first entry and final exit (JD UT), when one is running. */
  span: { start: number; end: number } | null;
}

const YEAR = 365.25;
/** Stays in the window separated by less than this are one Sade Sati (a retrograde dip out and back). */
const MERGE_GAP_DAYS = YEAR;

/** Saturn's sign and the Sade Sati state at an instant; the span is searched 12 years either side. */
export function sadeSatiAt(moonSign: number, jdUt: number): SadeSatiStatus {
  const now = saturn(jdUt);
  const saturnSign = signIndex(now.longitude);
  const phase = phaseOf(saturnSign, moonSign);
  if (!phase) return { saturnSign, retrograde: now.speed < 0, phase, span: null };
  const from = jdUt - 12 * YEAR;
  const to = jdUt + 12 * YEAR;
  // Intervals inside the window, merged across short retrograde gaps.
  const intervals: { start: number; end: number }[] = [];
  let inside = phaseOf(signIndex(saturn(from).longitude), moonSign) !== null ? from : null;
  for (const c of saturnSignChanges(from, to, windowOf(moonSign))) {
    const nowInside = phaseOf(c.to, moonSign) !== null;
    if (nowInside && inside === null) inside = c.jdUt;
    if (!nowInside && inside !== null) { intervals.push({ start: inside, end: c.jdUt }); inside = null; }
  }
  if (inside !== null) intervals.push({ start: inside, end: to });
  const merged = intervals.reduce<{ start: number; end: number }[]>((acc, i) => {
    const last = acc[acc.length - 1];
    if (last && i.start - last.end < MERGE_GAP_DAYS) last.end = i.end; else acc.push({ ...i });
    return acc;
  }, []);
  const span = merged.find((i) => i.start <= jdUt && jdUt <= i.end) ?? null;
  return { saturnSign, retrograde: now.speed < 0, phase, span };
}
