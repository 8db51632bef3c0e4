// Sun-sign horoscopes assembled from the text bank by the rules of sun-sign-rules.ts: each
// section opens with the Moon's house counted from the sign, then the facts read in that section.
import { nextCrossing } from '../astro/crossing.js';
import { tropicalPosition } from '../astro/ephemeris.js';
import { localMidnightUt } from '../astro/time.js';
import type { CivilDate } from '../vedic/panchang.js';
import { normalizeDegrees } from '../vedic/zodiac.js';
import { houseFrom, localNoonUt, rulerOf, sunSignDay, tropicalSky, type Fact } from './sun-sign-facts.js';
import {
  ANGLE_SECTION, ASPECT_SECTION, MAX_FACTS_PER_SECTION, PASSAGE_SECTION, polarityOf, RETROGRADE_ANGLE_SECTION, RULER_RETROGRADE_SECTION, SECTIONS, SUN_SIGNS,
  type PlanetRuledSign, type Section,
} from './sun-sign-rules.js';
import type { SunSignTexts } from './texts/types.js';

export type SunSignPrediction = Readonly<Record<Section, string>>;

function sectionOf(fact: Fact): Section {
  if (fact.kind === 'aspect') return ASPECT_SECTION[fact.planet];
  if (fact.kind === 'angle') return ANGLE_SECTION[fact.planet][fact.house];
  return fact.angle ? RETROGRADE_ANGLE_SECTION[fact.planet][fact.angle] : RULER_RETROGRADE_SECTION[fact.planet];
}

function textOf(fact: Fact, sign: number, texts: SunSignTexts): string {
  if (fact.kind === 'aspect') return texts.aspect[fact.planet][fact.nature][polarityOf(sign)].replace('{ruler}', texts.rulerName[rulerOf(sign)]);
  if (fact.kind === 'angle') return texts.angle[fact.planet][fact.house];
  // A ruler is retrograde only for a sign a planet rules (Cancer's Moon and Leo's Sun never are).
  return fact.angle ? texts.retrogradeOnAngle[fact.planet][fact.angle] : texts.rulerRetrograde[SUN_SIGNS[sign] as PlanetRuledSign];
}

/** The day's prediction for a sign (0 = Aries): the sky at local noon of `date` in `tzone`. */
export function dailySunSignPrediction(sign: number, date: CivilDate, tzone: number, texts: SunSignTexts): SunSignPrediction {
  const day = sunSignDay(sign, tropicalSky(localNoonUt(date, tzone)));
  const house = day.moonHouse - 1;
  const extras = new Map<Section, string[]>(SECTIONS.map((s) => [s, []]));
  extras.get(PASSAGE_SECTION)!.push(texts.moonPassage[house]![day.moonPassage]);
  for (const fact of day.facts) extras.get(sectionOf(fact))!.push(textOf(fact, sign, texts));
  const section = (s: Section) => [texts.moonHouse[house]![s], ...extras.get(s)!.slice(0, MAX_FACTS_PER_SECTION)].join(' ');
  return Object.fromEntries(SECTIONS.map((s) => [s, section(s)])) as Record<Section, string>;
}

/** The six sections read as one text, in their order (sun_sign_consolidated). */
export const consolidated = (p: SunSignPrediction): string => SECTIONS.map((s) => p[s]).join(' ');

const elongationAt = (jd: number) => normalizeDegrees(tropicalPosition(jd, 'moon').longitude - tropicalPosition(jd, 'sun').longitude);
// The Moon−Sun elongation grows by at least 10° a day (panchang.ts, MIN_RATE).
const MIN_ELONGATION_RATE = 10;

/** The first full moon after `jd`; past a full moon, the search starts from the next new moon (a crossing is sought less than 180° ahead). */
function nextFullMoon(jd: number): number {
  const from = elongationAt(jd) > 180 ? nextCrossing(elongationAt, 0, jd, MIN_ELONGATION_RATE) : jd;
  return nextCrossing(elongationAt, 180, from, MIN_ELONGATION_RATE);
}

/**
 * The month's horoscope for a sign: the Sun's house at noon on the 15th, the planets on the sign's
 * angles and the retrogrades at that moment (the Sun's own house excepted: the theme has said it),
 * and the house of the first full moon from the month's first day, root-found on the elongation.
 */
export function monthlySunSignPrediction(sign: number, year: number, month: number, tzone: number, texts: SunSignTexts): string[] {
  const mid = localNoonUt({ year, month, day: 15 }, tzone);
  const sky = tropicalSky(mid);
  const facts = sunSignDay(sign, sky).facts.filter((f) => f.kind !== 'aspect' && !(f.kind === 'angle' && f.planet === 'sun'));
  const fullMoon = nextFullMoon(localMidnightUt(year, month, 1, tzone));
  const paragraphs = [texts.sunHouseMonth[houseFrom(sign, sky.sun.longitude) - 1]!];
  if (facts.length > 0) paragraphs.push(facts.map((f) => textOf(f, sign, texts)).join(' '));
  paragraphs.push(texts.fullMoonHouse[houseFrom(sign, tropicalPosition(fullMoon, 'moon').longitude) - 1]!);
  return paragraphs;
}
