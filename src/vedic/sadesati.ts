// Sade Sati: Saturn's transit of the signs before, on and after the natal Moon sign. Sign changes
// are found by root finding on Saturn's sidereal longitude, retrograde re-entries included.
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

// Saturn moves at most ~0.13°/day, so a 30-day step crosses at most one sign boundary, and its
// retrograde and direct spells (months) cannot start and end inside one step. Near a station its
// speed changes by at most ~0.002°/day², so within a step it travels under 1° back and forth: only a
// step whose ends lie within STATION_REACH of a boundary can hide a crossing there and back.
const STEP_DAYS = 30;
const STATION_REACH = 1;
const TOLERANCE_DAYS = 1 / 86400;

const saturn = (jd: number) => siderealPosition(jd, PlanetId.Saturn);

/** Bisection for the instant in [a, b] where f changes sign (f(a) and f(b) of opposite signs). */
function bisect(f: (jd: number) => number, a: number, b: number): number {
  let fa = f(a);
  while (b - a > TOLERANCE_DAYS) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) { a = m; fa = fm; } else b = m;
  }
  return (a + b) / 2;
}

interface Sample { jd: number; longitude: number; speed: number }

const sample = (jd: number): Sample => ({ jd, ...saturn(jd) });
const nearBoundary = (lon: number) => Math.min(lon % 30, 30 - (lon % 30)) < STATION_REACH;

/** The crossing of one sign boundary between two samples of one-way motion, if any. */
function crossing(a: Sample, b: Sample): SaturnSignChange | null {
  const from = signIndex(a.longitude);
  const to = signIndex(b.longitude);
  if (from === to) return null;
  const forward = (to - from + 12) % 12 === 1;
  const boundary = (forward ? to : from) * 30;
  // Signed distance past the boundary, continuous across 0°/360°.
  const past = (jd: number) => normalizeDegrees(saturn(jd).longitude - boundary + 180) - 180;
  return { jdUt: bisect(past, a.jd, b.jd), from, to, retrograde: !forward };
}

/** Every change of Saturn's sidereal sign between two instants, in time order. */
export function saturnSignChanges(fromJd: number, toJd: number): SaturnSignChange[] {
  const changes: SaturnSignChange[] = [];
  let a = sample(fromJd);
  while (a.jd < toJd) {
    const b = sample(Math.min(a.jd + STEP_DAYS, toJd));
    const pieces = [a];
    // A station inside the step splits it into two pieces of one-way motion, where it matters.
    if (Math.sign(a.speed) !== Math.sign(b.speed) && (nearBoundary(a.longitude) || nearBoundary(b.longitude))) {
      pieces.push(sample(bisect((jd) => saturn(jd).speed, a.jd, b.jd)));
    }
    pieces.push(b);
    for (let i = 0; i + 1 < pieces.length; i++) {
      const change = crossing(pieces[i]!, pieces[i + 1]!);
      if (change) changes.push(change);
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

export function sadeSatiEvents(moonSign: number, fromJd: number, toJd: number): SadeSatiEvent[] {
  return saturnSignChanges(fromJd, toJd).flatMap((c) => eventOf(c, moonSign) ?? []);
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
  for (const c of saturnSignChanges(from, to)) {
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
