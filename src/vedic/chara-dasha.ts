// Jaimini Chara dasha by K. N. Rao's method, as his student Shalini Dhasmana sets it out ("An
// Introduction to Jaimini System", All India Federation of Astrologers' Societies, ch. 6-8) and as
// Rao's own chapter on Scorpio and Aquarius gives the dual lordship (astrojyoti.com, "Calculation of
// Chara dasha for Scorpio and Aquarius"). The rules, in full:
//
// - Signs of the direct (savya) group by their foot: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius;
//   the others (Cancer, Leo, Virgo, Capricorn, Aquarius, Pisces) are indirect (apasavya).
// - Order of the mahadashas: from the lagna's sign, forward through the zodiac when the 9th sign from
//   the lagna is of the direct group, backward otherwise.
// - Years of a sign: count from the sign to its lord's sign, inclusive, forward for a direct-group
//   sign and backward for an indirect one, and take one away; a lord in its own sign gives 12.
//   Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu): both lords in the sign give 12; one in it and
//   the other outside, count to the one outside; both outside, count to the stronger: the one with
//   more grahas in its sign, then the one further advanced in its sign (degrees, minutes, seconds).
//   Rao rejects the commentators' extra year for an exalted lord and the year taken off for a
//   debilitated one ("it has given me incorrect results"), so neither is applied.
// - Antardashas: twelve equal parts of the mahadasha (N years → N months each), starting with the sign
//   after the dasha sign and ending with the dasha sign itself, forward when that sign, taken as a
//   lagna, would run its dashas forward (its 9th sign in the direct group: Aries, Leo, Virgo, Libra,
//   Aquarius, Pisces), backward otherwise. Pratyantardashas divide an antardasha the same way.
// - The first mahadasha starts at birth with its full length (no balance). After the twelve, the
//   second cycle gives each sign 12 minus its first-cycle years (a sign with 12 is skipped), and the
//   cycles alternate from then on.
import { PlanetId, SIGN_LORD, type GrahaId } from './zodiac.js';

/** A graha's sign (Aries 0) and degree within it. */
export interface SignPlacement {
  sign: number;
  normDegree: number;
}

/** The birth chart as Chara dasha reads it: the nine grahas by id, and the lagna's sign. */
export interface CharaChart {
  grahas: readonly SignPlacement[];
  ascendantSign: number;
}

const DIRECT_GROUP: ReadonlySet<number> = new Set([0, 1, 2, 6, 7, 8]);
/** Scorpio and Aquarius: the second lord beside SIGN_LORD's. */
const CO_LORD: Readonly<Record<number, GrahaId>> = { 7: PlanetId.Ketu, 10: PlanetId.Rahu };

const isDirect = (sign: number) => DIRECT_GROUP.has(sign);
/** Whether dashas (or sub-periods) counted from this sign run forward: its 9th sign is of the direct group. */
export const runsForward = (sign: number) => isDirect((sign + 8) % 12);

/** Signs from `from` onward, one step at a time in a direction, `count` of them. */
const walk = (from: number, forward: boolean, count: number) => Array.from({ length: count }, (_, i) => (((from + (forward ? i : -i)) % 12) + 12) % 12);

/** Grahas other than `id` sharing its sign. */
function companions(chart: CharaChart, id: GrahaId): number {
  const sign = chart.grahas[id]!.sign;
  return chart.grahas.filter((g, other) => other !== id && g.sign === sign).length;
}

/** The lord counted to: the sign's lord, or for Scorpio and Aquarius the one the rules pick; null when the count gives 12. */
function countedLord(chart: CharaChart, sign: number): GrahaId | null {
  const lord = SIGN_LORD[sign]!;
  const coLord = CO_LORD[sign];
  const inSign = (id: GrahaId) => chart.grahas[id]!.sign === sign;
  if (coLord === undefined) return inSign(lord) ? null : lord;
  if (inSign(lord) && inSign(coLord)) return null;
  if (inSign(lord)) return coLord;
  if (inSign(coLord)) return lord;
  const [a, b] = [companions(chart, lord), companions(chart, coLord)];
  if (a !== b) return a > b ? lord : coLord;
  return chart.grahas[coLord]!.normDegree > chart.grahas[lord]!.normDegree ? coLord : lord;
}

/** Years of a sign's mahadasha in the first cycle, 1 … 12. */
export function charaYears(chart: CharaChart, sign: number): number {
  const lord = countedLord(chart, sign);
  if (lord === null) return 12;
  const lordSign = chart.grahas[lord]!.sign;
  const steps = isDirect(sign) ? lordSign - sign : sign - lordSign;
  return ((steps % 12) + 12) % 12 || 12; // inclusive count minus one
}

export interface CharaPeriod {
  sign: number;
  startJd: number;
  endJd: number;
  /** Mahadashas: whole years; antardashas: whole months (the mahadasha's years). */
  length: number;
}

/** The mahadasha signs in order from the lagna. */
export const mahadashaSigns = (chart: CharaChart) => walk(chart.ascendantSign, runsForward(chart.ascendantSign), 12);

/**
 * Mahadashas from birth: the first cycle's twelve, then as many further ones (second cycle, first
 * again, …) as needed to pass `untilJd`. `addYears` moves an instant by whole calendar years.
 */
export function mahadashas(chart: CharaChart, birthJd: number, addYears: (jd: number, years: number) => number, untilJd = birthJd): CharaPeriod[] {
  const signs = mahadashaSigns(chart);
  const firstYears = signs.map((s) => charaYears(chart, s));
  const periods: CharaPeriod[] = [];
  let start = birthJd;
  for (let cycle = 0; periods.length < 12 || start <= untilJd; cycle++) {
    signs.forEach((sign, i) => {
      const years = cycle % 2 === 0 ? firstYears[i]! : 12 - firstYears[i]!;
      if (years === 0) return;
      const end = addYears(start, years);
      periods.push({ sign, startJd: start, endJd: end, length: years });
      start = end;
    });
  }
  return periods;
}

/** The twelve equal sub-periods of a period, from the sign after its own, the period's sign last. */
export function subPeriods(parent: CharaPeriod): CharaPeriod[] {
  const signs = walk(parent.sign, runsForward(parent.sign), 13).slice(1);
  const part = (parent.endJd - parent.startJd) / 12;
  return signs.map((sign, i) => ({
    sign,
    startJd: parent.startJd + i * part,
    endJd: i === 11 ? parent.endJd : parent.startJd + (i + 1) * part,
    length: parent.length,
  }));
}

/** The period of a list running at an instant (the last one when the instant is at or past its end). */
export const runningAt = (periods: readonly CharaPeriod[], jd: number): CharaPeriod => periods.find((p) => jd < p.endJd) ?? periods[periods.length - 1]!;
