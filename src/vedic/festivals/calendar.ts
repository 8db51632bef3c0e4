// The festivals of a Gregorian year at a place, by the rules of ./rules.ts: the lunar months of the
// year from their new moons, each tithi's span root-found on the Moon−Sun elongation, the day chosen
// by where the tithi stands at the festival's part of the day (kala), and the solar festivals by the
// Sun's sidereal ingress. Julian days and civil dates only; the HTTP layer formats them.
import { crossingNear, nextCrossing } from '../../astro/crossing.js';
import { riseSetOnDate } from '../../astro/sun.js';
import { civilFromJd, localMidnightUt } from '../../astro/time.js';
import { tithiOf, TITHI_SPAN } from '../lunar-day.js';
import { elongationAt, lunarMonth, moonAt, newMoonAfter, SYNODIC_MONTH, sunAt } from '../lunar-month.js';
import { vedicDay, type VedicDay } from '../muhurta.js';
import type { CivilDate, Period, Place } from '../panchang.js';
import { FESTIVAL_RULES, type FestivalRule, type Kala, type SankrantiRule, type TithiRule } from './rules.js';

export interface Occurrence {
  rule: FestivalRule;
  date: CivilDate;
  /** The tithi's span (null for sankrantis). */
  tithi: Period | null;
  /**
   * The festival's kala on its date while the tithi holds (the whole kala when the tithi covers none of
   * it; for moonrise festivals the fast, sunrise to moonrise; for sankrantis the punya kala).
   */
  muhurta: Period | null;
  sankranti: { moment: number; punya: Period; mahaPunya: Period } | null;
  /** JD UT of the moonrise that fixes a moonrise festival. */
  moonrise: number | null;
  /** Ekadashi fasts: the end of hari vasara and the parana the next morning. */
  fast: { hariVasaraEnd: number; parana: Period | null } | null;
  /** Rites kept out of Bhadra: its span (the Purnima's first half) and the window chosen after it. */
  bhadra: { span: Period; window: Period } | null;
}

const DAY = 1;
// A tithi boundary lies within about 1.6 days of its mean-rate estimate from the new moon (the
// Moon's and the Sun's equations of centre and the Moon's evection together move the elongation by
// less than 20°, under two days of its slowest rate); 3 days leaves margin and keeps the bracket
// within the 180° the crossing search needs.
const TITHI_SLACK = 3;
// The Sun moves 0.95-1.02° a day.
const SUN_RATE = { min: 0.95, max: 1.02 } as const;
/** Maha punya kala: the first four ghatis (96 minutes) of the punya kala (our choice, docs/festivals.md). */
const MAHA_PUNYA_DAYS = 96 / 1440;
/** A karana is half a tithi: 6° of elongation. */
const KARANA_SPAN = TITHI_SPAN / 2;
const GHATI = 24 / 1440;

const dateOf = (jd: number, tzone: number): CivilDate => { const c = civilFromJd(jd, tzone); return { year: c.year, month: c.month, day: c.day }; };

const shift = (date: CivilDate, days: number, tzone: number) => dateOf(localMidnightUt(date.year, date.month, date.day, tzone) + days + 0.5, tzone);

function part(start: number, end: number, from: number, to: number): Period {
  return { start: start + (end - start) * from, end: start + (end - start) * to };
}

/** The span of a kala on a day (sunrise: the whole daytime), or null for moonrise without a rise that date. */
function kalaSpan(kala: Kala, day: VedicDay, date: CivilDate, place: Place): Period | null {
  switch (kala) {
    case 'sunrise': return { start: day.sunrise, end: day.sunset };
    case 'purvahna': return part(day.sunrise, day.sunset, 0, 1 / 2);
    case 'madhyahna': return part(day.sunrise, day.sunset, 2 / 5, 3 / 5);
    case 'aparahna': return part(day.sunrise, day.sunset, 3 / 5, 4 / 5);
    case 'pradosh': return part(day.sunset, day.nextSunrise, 0, 1 / 5);
    case 'nishita': return part(day.sunset, day.nextSunrise, 7 / 15, 8 / 15);
    case 'moonrise': {
      const rise = moonriseOn(date, place);
      return rise === null ? null : { start: day.sunrise, end: rise };
    }
  }
}

function moonriseOn(date: CivilDate, place: Place): number | null {
  return riseSetOnDate('moon', date.year, date.month, date.day, place.lat, place.lon, place.tzone).rise;
}

const overlap = (a: Period, b: Period) => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** A day's Vedic day, memoised per call of festivalsOfYear (many rules ask for the same dates). */
type Days = (date: CivilDate) => VedicDay | null;

/**
 * The day a tithi span belongs to by the sunrise rule: the date whose sunrise falls inside it (the
 * first, when it holds at two sunrises); a tithi that holds at no sunrise (kshaya) belongs to the day
 * in which it begins. Null where sunrises are missing (polar day or night).
 */
function udayaDate(span: Period, days: Days, tzone: number): CivilDate | null {
  const first = dateOf(span.start, tzone);
  for (let i = 0; i <= 2; i++) {
    const d = shift(first, i, tzone);
    const v = days(d);
    if (!v) return null;
    if (v.sunrise >= span.start && v.sunrise < span.end) return d;
    if (v.sunrise >= span.end) break;
  }
  const v = days(first);
  if (!v) return null;
  return v.sunrise <= span.start ? first : shift(first, -1, tzone);
}

/** The day of a tithi festival: by sunrise, by moonrise, or the day whose kala the tithi covers most. */
function tithiDate(rule: TithiRule, span: Period, days: Days, place: Place): CivilDate | null {
  if (rule.kala === 'sunrise') return udayaDate(span, days, place.tzone);
  const first = dateOf(span.start, place.tzone);
  if (rule.kala === 'moonrise') {
    for (let i = -1; i <= 2; i++) {
      const d = shift(first, i, place.tzone);
      const rise = moonriseOn(d, place);
      if (rise !== null && rise >= span.start && rise < span.end) return d;
    }
    return udayaDate(span, days, place.tzone);
  }
  let best: { date: CivilDate; covered: number } | null = null;
  for (let i = -1; i <= 2; i++) {
    const d = shift(first, i, place.tzone);
    const v = days(d);
    if (!v) return null;
    const covered = overlap(kalaSpan(rule.kala, v, d, place)!, span);
    if (covered > 0 && (!best || covered > best.covered)) best = { date: d, covered };
  }
  return best ? best.date : udayaDate(span, days, place.tzone);
}

/** The instant the elongation reaches `target` degrees within the lunation that begins at `newMoon`. */
function elongationCrossing(newMoon: number, nextNewMoon: number, target: number): number {
  if (target === 0) return newMoon;
  if (target === 360) return nextNewMoon;
  return crossingNear(elongationAt, target, newMoon + (target / 360) * SYNODIC_MONTH, TITHI_SLACK, newMoon, nextNewMoon);
}

/** The lunations overlapping the year (with a month's margin either side): start, end, amanta month, adhik. */
function lunations(year: number, tzone: number) {
  const from = localMidnightUt(year, 1, 1, tzone) - 2 * SYNODIC_MONTH;
  const until = localMidnightUt(year + 1, 1, 1, tzone) + SYNODIC_MONTH;
  const starts: number[] = [newMoonAfter(from)];
  while (starts[starts.length - 1]! < until) starts.push(newMoonAfter(starts[starts.length - 1]! + DAY));
  return starts.slice(0, -1).map((start, i) => {
    const mid = start + 1;
    const month = lunarMonth(mid, tithiOf(sunAt(mid), moonAt(mid)));
    return { start, end: starts[i + 1]!, amanta: month.amanta, adhik: month.adhik };
  });
}

function sankrantiOccurrence(rule: SankrantiRule, year: number, place: Place, days: Days): Occurrence | null {
  const jan1 = localMidnightUt(year, 1, 1, place.tzone);
  // Search from a few days before the earliest the Sun can reach the sign, so the crossing is a few degrees ahead.
  const ahead = (((rule.sign * 30 - sunAt(jan1)) % 360) + 360) % 360;
  const moment = nextCrossing(sunAt, rule.sign * 30, jan1 + ahead / SUN_RATE.max - 5, SUN_RATE.min);
  const civil = dateOf(moment, place.tzone);
  const that = days(civil);
  if (!that) return null;
  // After sunset the ingress belongs to the next day (its punya kala is that day's daytime).
  const date = moment > that.sunset ? shift(civil, 1, place.tzone) : civil;
  const day = days(date);
  if (!day) return null;
  const punya = { start: Math.max(moment, day.sunrise), end: day.sunset };
  return {
    rule, date, tithi: null, muhurta: punya, moonrise: null, fast: null,
    bhadra: null,
    sankranti: { moment, punya, mahaPunya: { start: punya.start, end: Math.min(punya.end, punya.start + MAHA_PUNYA_DAYS) } },
  };
}

/** Hari vasara (the first quarter of the dwadashi) and the parana on the morning after the ekadashi. */
function fastOf(ekadashiDate: CivilDate, dwadashi: Period, days: Days, tzone: number): Occurrence['fast'] {
  const hariVasaraEnd = dwadashi.start + (dwadashi.end - dwadashi.start) / 4;
  const next = days(shift(ekadashiDate, 1, tzone));
  if (!next) return { hariVasaraEnd, parana: null };
  // Within the first fifth of the daytime (pratahkala), after hari vasara and before the dwadashi ends;
  // when hari vasara runs past it, until the end of aparahna (our reading, docs/festivals.md).
  const start = Math.max(next.sunrise, hariVasaraEnd);
  const daytime = next.sunset - next.sunrise;
  for (const until of [next.sunrise + daytime / 5, next.sunrise + (4 * daytime) / 5]) {
    const end = Math.min(until, dwadashi.end);
    if (end > start) return { hariVasaraEnd, parana: { start, end } };
  }
  return { hariVasaraEnd, parana: null };
}

const within = (a: Period, b: Period): Period | null => {
  const p = { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };
  return p.end > p.start ? p : null;
};

/** Among the days around the Purnima, the one whose kala holds most of the Bhadra-free Purnima. */
function freeKala(kala: Kala, free: Period, days: Days, place: Place): { date: CivilDate; window: Period } | null {
  let best: { date: CivilDate; window: Period } | null = null;
  const first = dateOf(free.start, place.tzone);
  for (let i = -1; i <= 1; i++) {
    const date = shift(first, i, place.tzone);
    const v = days(date);
    const k = v && kalaSpan(kala, v, date, place);
    const w = k && within(k, free);
    if (w && (!best || w.end - w.start > best.window.end - best.window.start)) best = { date, window: w };
  }
  return best;
}

/**
 * The day and window of a Purnima rite kept out of Bhadra (rules in docs/festivals.md, "Bhadra"), or
 * null to keep the plain kala rule (no sunrise data).
 * - Raksha Bandhan: the Bhadra-free Purnima at aparahna; else on the day of the Purnima's sunrise when
 *   it lasts at least 6 ghatis (3 muhurtas) after sunrise and Bhadra is over, from sunrise; else at pradosh.
 * - Holika Dahan: the Bhadra-free Purnima at pradosh; else after Bhadra ends, when that is before the
 *   night's midpoint; else at the next evening's pradosh (in the Pratipada) when the Purnima lasts 3½
 *   prahars (7/8 of the daytime) after that morning's sunrise; else in Bhadra's tail (puchha), its
 *   last 3 ghatis, in the night Bhadra ends.
 */
function afterBhadra(rule: TithiRule, span: Period, bhadraEnd: number, days: Days, place: Place): { date: CivilDate; window: Period } | null {
  const free = { start: bhadraEnd, end: span.end };
  const firstKala = freeKala(rule.kala, free, days, place);
  if (firstKala) return firstKala;
  const udaya = udayaDate(span, days, place.tzone);
  const morning = udaya && days(udaya);
  if (!udaya || !morning) return null;
  if (rule.bhadra === 'raksha') {
    if (span.end - morning.sunrise >= 6 * GHATI && bhadraEnd < span.end - 6 * GHATI) {
      return { date: udaya, window: { start: Math.max(morning.sunrise, bhadraEnd), end: Math.min(span.end, morning.sunset) } };
    }
    return freeKala('pradosh', free, days, place);
  }
  // The night in which Bhadra ends: the evening before the Purnima's sunrise, or that day's own evening.
  const eve = bhadraEnd < morning.sunrise ? shift(udaya, -1, place.tzone) : udaya;
  const night = days(eve);
  if (!night) return null;
  const midnight = (night.sunset + night.nextSunrise) / 2;
  if (bhadraEnd >= night.sunset && bhadraEnd <= midnight) return { date: eve, window: { start: bhadraEnd, end: Math.min(midnight, span.end) } };
  if (span.end - morning.sunrise >= (7 / 8) * (morning.sunset - morning.sunrise)) {
    return { date: udaya, window: kalaSpan('pradosh', morning, udaya, place)! };
  }
  const puchha = within({ start: bhadraEnd - 3 * GHATI, end: bhadraEnd }, { start: night.sunset, end: night.nextSunrise });
  return puchha ? { date: eve, window: puchha } : null;
}

function tithiOccurrences(rule: TithiRule, months: ReturnType<typeof lunations>, place: Place, days: Days): Occurrence[] {
  return months.filter((m) => m.amanta === rule.month && !m.adhik).flatMap((m) => {
    const span = { start: elongationCrossing(m.start, m.end, (rule.tithi - 1) * TITHI_SPAN), end: elongationCrossing(m.start, m.end, rule.tithi * TITHI_SPAN) };
    let date = tithiDate(rule, span, days, place);
    if (!date) return [];
    let fast: Occurrence['fast'] = null;
    if (rule.fast) {
      const dwadashi = { start: span.end, end: elongationCrossing(m.start, m.end, (rule.tithi + 1) * TITHI_SPAN) };
      // The fast is broken within the dwadashi: when it ends before the next sunrise, the fast is kept the day before.
      const next = days(shift(date, 1, place.tzone));
      if (next && dwadashi.end < next.sunrise) date = shift(date, -1, place.tzone);
      fast = fastOf(date, dwadashi, days, place.tzone);
    }
    let bhadra: Occurrence['bhadra'] = null;
    if (rule.bhadra) {
      // Vishti is the Purnima's first karana: the elongation from 168° to 174°.
      const bhadraSpan = { start: span.start, end: elongationCrossing(m.start, m.end, (rule.tithi - 1) * TITHI_SPAN + KARANA_SPAN) };
      const chosen = afterBhadra(rule, span, bhadraSpan.end, days, place);
      if (chosen) { date = chosen.date; bhadra = { span: bhadraSpan, window: chosen.window }; }
    }
    const day = days(date);
    if (!day) return [];
    const kala = kalaSpan(rule.kala, day, date, place);
    const covered = kala && within(kala, span);
    return [{
      rule, date, tithi: span, muhurta: bhadra ? bhadra.window : covered ?? kala,
      sankranti: null, moonrise: rule.kala === 'moonrise' ? moonriseOn(date, place) : null, fast, bhadra,
    }];
  });
}

const inYear = (o: Occurrence, year: number) => o.date.year === year;
const order = (a: CivilDate, b: CivilDate) => a.year - b.year || a.month - b.month || a.day - b.day;

/** Every festival of the rules falling in the Gregorian year at the place, in date order (then rule order). */
export function festivalsOfYear(year: number, place: Place, rules: readonly FestivalRule[] = FESTIVAL_RULES): Occurrence[] {
  const cache = new Map<string, VedicDay | null>();
  const days: Days = (d) => {
    const k = `${d.year}-${d.month}-${d.day}`;
    if (!cache.has(k)) cache.set(k, vedicDay(d, place));
    return cache.get(k)!;
  };
  const needsMonths = rules.some((r) => r.kind !== 'sankranti');
  const months = needsMonths ? lunations(year, place.tzone) : [];
  const found: Occurrence[] = [];
  const byKey = new Map<string, Occurrence[]>();
  // 'after' rules follow their base, which the table lists first.
  for (const rule of rules) {
    let list: Occurrence[];
    if (rule.kind === 'sankranti') list = [sankrantiOccurrence(rule, year, place, days)].filter((o): o is Occurrence => o !== null);
    else if (rule.kind === 'tithi') list = tithiOccurrences(rule, months, place, days);
    else {
      list = (byKey.get(rule.base) ?? []).map((b) => {
        const date = shift(b.date, rule.days, place.tzone);
        const day = days(date);
        const daytime = day ? { start: day.sunrise, end: day.sunset } : null;
        return { rule, date, tithi: null, muhurta: daytime, sankranti: null, moonrise: null, fast: null, bhadra: null };
      });
    }
    byKey.set(rule.key, list);
    found.push(...list.filter((o) => inYear(o, year)));
  }
  return found.sort((a, b) => order(a.date, b.date));
}

// panchang_festival asks for one date at a time: the year's list is kept for the last few places.
const RECENT_YEARS = 32;
const recent = new Map<string, Occurrence[]>();

/** festivalsOfYear with every rule, remembered for the most recently asked years and places. */
export function allFestivalsOfYear(year: number, place: Place): Occurrence[] {
  const key = `${year}|${place.lat}|${place.lon}|${place.tzone}`;
  let list = recent.get(key);
  if (list) recent.delete(key);
  else list = festivalsOfYear(year, place);
  recent.set(key, list);
  if (recent.size > RECENT_YEARS) recent.delete(recent.keys().next().value!);
  return list;
}

/** The first day of one festival in the year at the place (with the festival it follows, if any), or null. */
export function festivalInYear(key: string, year: number, place: Place): Occurrence | null {
  const rule = FESTIVAL_RULES.find((r) => r.key === key);
  if (!rule) throw new RangeError(`no festival ${key}`);
  const rules = rule.kind === 'after' ? FESTIVAL_RULES.filter((r) => r.key === rule.base || r === rule) : [rule];
  return festivalsOfYear(year, place, rules).find((o) => o.rule === rule) ?? null;
}
