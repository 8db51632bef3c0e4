import type { Vocabulary } from '../../i18n/index.js';
import type { VimshottariPeriod, CurrentDasha } from '../../vedic/vimshottari.js';
import type { CurrentYogini, YoginiPeriod } from '../../vedic/yogini.js';
import { yoginiYears } from '../../vedic/yogini.js';
import { formatDateTime, printedMinute } from './dates.js';

const VIMSHOTTARI_SEPARATOR = '  ';
const YOGINI_SEPARATOR = ' ';

function vimshottariRecord(p: VimshottariPeriod, tzone: number, v: Vocabulary) {
  return {
    planet: v.planets[p.lord],
    planet_id: p.lord,
    start: formatDateTime(p.start, tzone, VIMSHOTTARI_SEPARATOR),
    end: formatDateTime(p.end, tzone, VIMSHOTTARI_SEPARATOR),
  };
}

export function presentVimshottari(periods: VimshottariPeriod[], tzone: number, v: Vocabulary) {
  return periods.map((p) => vimshottariRecord(p, tzone, v));
}

const LEVEL_KEYS = ['major', 'minor', 'sub_minor', 'sub_sub_minor', 'sub_sub_sub_minor'] as const;

/** The running period at each of the five levels, one record each. */
export function presentRunningVimshottari(running: VimshottariPeriod[], tzone: number, v: Vocabulary) {
  return Object.fromEntries(LEVEL_KEYS.map((key, level) => [key, vimshottariRecord(running[level]!, tzone, v)]));
}

/** Each level names the running periods above it and lists the periods within the one above. */
export function presentCurrentVimshottari(current: CurrentDasha, tzone: number, v: Vocabulary) {
  const out: Record<string, unknown> = {};
  LEVEL_KEYS.forEach((key, level) => {
    const enclosing = Object.fromEntries(current.running.slice(0, level).map((p, i): [string, string] => [LEVEL_KEYS[i]!, v.planets[p.lord]]));
    const dasha_period = presentVimshottari(current.levels[level]!, tzone, v);
    out[key] = level === 0 ? { dasha_period } : { planet: enclosing, dasha_period };
  });
  return out;
}

/** A Yogini period with its instants printed, each converted to the calendar once. */
function yoginiRecord(p: YoginiPeriod, tzone: number, v: Vocabulary) {
  const { start_ms: _start, end_ms: _end, ...record } = yoginiSpan(p, tzone, v);
  return record;
}

export function presentCurrentYogini(y: CurrentYogini, tzone: number, v: Vocabulary) {
  const major = yoginiRecord(y.major, tzone, v);
  return {
    major_dasha: { dasha_id: major.dasha_id, dasha_name: major.dasha_name, duration: `${yoginiYears(y.major.lord)} Years`, start_date: major.start_date, end_date: major.end_date },
    sub_dasha: yoginiRecord(y.sub, tzone, v),
    sub_sub_dasha: yoginiRecord(y.subSub, tzone, v),
  };
}

/** A Yogini period with its instants as Unix milliseconds of the printed minutes. */
function yoginiSpan(p: YoginiPeriod, tzone: number, v: Vocabulary) {
  const start = printedMinute(p.start, tzone, YOGINI_SEPARATOR);
  const end = printedMinute(p.end, tzone, YOGINI_SEPARATOR);
  return { dasha_id: p.lord, dasha_name: v.yoginis[p.lord], start_date: start.text, end_date: end.text, start_ms: start.ms, end_ms: end.ms };
}

function yoginiMajor(p: YoginiPeriod, tzone: number, v: Vocabulary) {
  return { ...yoginiSpan(p, tzone, v), duration: yoginiYears(p.lord) };
}

export function presentMajorYoginis(majors: YoginiPeriod[], tzone: number, v: Vocabulary) {
  return majors.map((p) => yoginiMajor(p, tzone, v));
}

/** A major with its eight sub-periods. */
export function presentSubYoginis(major: YoginiPeriod, subs: YoginiPeriod[], tzone: number, v: Vocabulary) {
  return { major_dasha: yoginiMajor(major, tzone, v), sub_dasha: subs.map((p) => yoginiSpan(p, tzone, v)) };
}
