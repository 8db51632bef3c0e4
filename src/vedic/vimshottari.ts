// Vimshottari dasha: a 120-year cycle of nine lords, entered at birth by the Moon's nakshatra.
import { containing, divide, rotate, YEAR_DAYS, type Period } from './periods.js';
import { nakshatraLord, nakshatraOf, VIMSHOTTARI_ORDER, type GrahaId } from './zodiac.js';

export const VIMSHOTTARI_YEARS: Readonly<Record<GrahaId, number>> = { 8: 7, 5: 20, 0: 6, 1: 10, 2: 7, 7: 18, 4: 16, 6: 19, 3: 17 };
export const CYCLE_YEARS = 120;
const CYCLE_DAYS = CYCLE_YEARS * YEAR_DAYS;

export type VimshottariPeriod = Period<GrahaId>;

/**
 * The nine major periods of the cycle that starts with the birth period. The birth period began
 * before birth: the Moon had already crossed `elapsed` of its nakshatra, and so of its lord's years.
 * `cycle` shifts whole 120-year cycles (1 = the cycle after that, for long lives).
 */
export function majorPeriods(moonLongitude: number, birthJdUt: number, cycle = 0): VimshottariPeriod[] {
  const nak = nakshatraOf(moonLongitude);
  const first = nakshatraLord(nak.index);
  const start = birthJdUt - nak.elapsed * VIMSHOTTARI_YEARS[first] * YEAR_DAYS + cycle * CYCLE_DAYS;
  return divide({ lord: first, start, end: start + CYCLE_DAYS }, rotate(VIMSHOTTARI_ORDER, first), (l) => VIMSHOTTARI_YEARS[l], CYCLE_YEARS);
}

/** The nine sub-periods of a period, starting with its own lord, each parent × years / 120. */
export function subPeriods(parent: VimshottariPeriod): VimshottariPeriod[] {
  return divide(parent, rotate(VIMSHOTTARI_ORDER, parent.lord), (l) => VIMSHOTTARI_YEARS[l], CYCLE_YEARS);
}

/**
 * The nine periods inside the one `lords` names, followed down from the majors of the birth cycle:
 * [] gives the majors, [md] the antardashas of that major, [md, ad] the pratyantardashas of that antardasha, ….
 */
export function periodsWithin(moonLongitude: number, birthJdUt: number, lords: readonly GrahaId[]): VimshottariPeriod[] {
  return lords.reduce((periods, lord) => subPeriods(periods.find((p) => p.lord === lord)!), majorPeriods(moonLongitude, birthJdUt));
}

export interface CurrentDasha {
  /** For each level, the nine periods listed at that level (majors, then the subs of the current one, …). */
  levels: VimshottariPeriod[][];
  /** The running period at each level. */
  running: VimshottariPeriod[];
}

/** The running periods at `depth` levels (1 = major only) at instant `nowJdUt`, which must not precede the birth period. */
export function currentDasha(moonLongitude: number, birthJdUt: number, nowJdUt: number, depth: number): CurrentDasha {
  const firstStart = majorPeriods(moonLongitude, birthJdUt)[0]!.start;
  if (nowJdUt < firstStart) throw new RangeError('the instant precedes the birth period');
  const cycle = Math.floor((nowJdUt - firstStart) / CYCLE_DAYS);
  const levels: VimshottariPeriod[][] = [majorPeriods(moonLongitude, birthJdUt, cycle)];
  const running: VimshottariPeriod[] = [];
  for (let level = 0; level < depth; level++) {
    const current = containing(levels[level]!, nowJdUt);
    running.push(current);
    if (level + 1 < depth) levels.push(subPeriods(current));
  }
  return { levels, running };
}
