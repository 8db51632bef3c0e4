// The rules that pick the Western profile texts (src/western/texts/en/) from a chart: which placement
// each paragraph describes. Written down in docs/western-profiles.md (the natal aspects and the life
// forecast in docs/western-reports.md); the placements are the chart's
// own (chart.ts, solar-return.ts, lunation.ts, transits.ts), nothing is computed twice.
import { fill } from '../reports/texts/index.js';
import { signIndex } from '../vedic/zodiac.js';
import { MAJOR_ASPECTS } from './aspect-kinds.js';
import type { Aspect, AspectPoint } from './aspects.js';
import type { ChartPoint, WesternChart } from './chart.js';
import type { MoonPhase } from './lunation.js';
import { signCompatibility } from './sign-compatibility.js';
import { friendship } from './texts/en/friendship.js';
import { karma } from './texts/en/karma.js';
import { LIFE_POINTS, LIFE_TRANSITS, lifeForecastTexts, type LifeTransit } from './texts/en/life-forecast.js';
import { moonPhases } from './texts/en/moon-phases.js';
import { natalAspectTexts } from './texts/en/natal-aspects.js';
import { personality } from './texts/en/personality.js';
import { romance } from './texts/en/romance.js';
import { ROMANTIC_POINTS, ROMANTIC_TRANSITS, romanticForecast, type RomanticPoint, type RomanticTransit } from './texts/en/romantic-forecast.js';
import { signCompatibilityTexts } from './texts/en/sign-compatibility-text.js';
import { solarReturnTexts, type ReturnPoint } from './texts/en/solar-return.js';
import { natalAspectPoints } from './natal-aspects.js';
import { TRANSIT_BODIES, transitsBetween } from './transits.js';

// Indexes of the planet list (WESTERN_POINTS): Sun … Pluto are 0–9, in the order the ByPlanet banks use.
const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, VENUS = 5, SATURN = 6, NODE = 10;
const SUN_TO_PLUTO = 10;

const signOf = (p: ChartPoint) => signIndex(p.longitude);
/** Fire 0, earth 1, air 2, water 3: the signs cycle through the elements from Aries. */
const elementOf = (sign: number) => sign % 4;
/** The sign on the cusp of house n (1–12). */
const cuspSign = (chart: WesternChart, house: number) => signIndex(chart.houses.cusps[house - 1]!);

/** personality_report: the Sun's sign (character), the Moon's sign (feelings); lesson and key quality by the Sun's sign. */
export function personalityProfile(chart: WesternChart) {
  const sun = signOf(chart.planets[SUN]!);
  return {
    report: [personality.sun[sun]!, personality.moon[signOf(chart.planets[MOON]!)]!],
    spiritualLesson: personality.lesson[sun]!,
    keyQuality: personality.keyQuality[sun]!,
  };
}

/** romantic_personality_report: Venus's sign, Mars's sign, then the 7th and 5th cusps' signs. */
export function romanticProfile(chart: WesternChart): string[] {
  return [
    romance.venus[signOf(chart.planets[VENUS]!)]!,
    romance.mars[signOf(chart.planets[MARS]!)]!,
    romance.seventh[cuspSign(chart, 7)]!,
    romance.fifth[cuspSign(chart, 5)]!,
  ];
}

/** friendship_report: the 11th cusp's sign, Mercury's element, then each of Sun … Pluto in the 11th house, in list order. */
export function friendshipProfile(chart: WesternChart): string[] {
  const inEleventh = chart.planets.slice(0, SUN_TO_PLUTO).flatMap((p, i) => (p.house === 11 ? [friendship.inEleventh[i]!] : []));
  return [friendship.eleventh[cuspSign(chart, 11)]!, friendship.mercury[elementOf(signOf(chart.planets[MERCURY]!))]!, ...inEleventh];
}

/** karma_destiny_report: Saturn's sign, then the (true) north node's sign. */
export function karmaProfile(chart: WesternChart): string[] {
  return [karma.saturn[signOf(chart.planets[SATURN]!)]!, karma.northNode[signOf(chart.planets[NODE]!)]!];
}

/** moon_phase_report's prose: the figures in one sentence and the phase's paragraph. */
export function moonPhaseProse(phase: MoonPhase): { calc: string; description: string } {
  const calc = fill(moonPhases.calc, {
    angle: phase.elongation.toFixed(1), age: phase.age.toFixed(1), illumination: Math.round(phase.illumination * 100), name: phase.name,
  });
  return { calc, description: moonPhases.description[phase.id - 1]! };
}

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;

/** compatibility_report of two signs (0 Aries … 11 Pisces): named in zodiac order, so symmetric like the percentage. */
export function compatibilityProse(first: number, second: number): string {
  const [a, b] = first <= second ? [first, second] : [second, first];
  const t = signCompatibilityTexts;
  const relation = t.relation[signCompatibility(a, b).signsApart];
  const [ea, eb] = [elementOf(a), elementOf(b)].sort((x, y) => x - y) as [number, number];
  const element = t.elements[`${ELEMENTS[ea]}-${ELEMENTS[eb]}`]!;
  return [t.brings[a]!, ...(a === b ? [] : [t.brings[b]!]), relation, element].join(' ');
}

/** solar_return_planet_report: each of the return chart's Sun … Pluto, its year-theme filled with its return house's area and its sign's manner. */
export function solarReturnPlanetForecasts(returnChart: WesternChart) {
  const t = solarReturnTexts;
  return returnChart.planets.slice(0, SUN_TO_PLUTO).map((p, i) => ({
    name: p.name, sign: signOf(p), forecast: [fill(t.planet[i]!, { area: t.area[p.house - 1]!, manner: t.manner[signOf(p)]! })],
  }));
}

/** solar_return_aspects_report: an aspect's template filled with what the return point and the natal point stand for. */
export function solarReturnAspectForecast(a: Aspect): string {
  const t = solarReturnTexts;
  return fill(t.aspect[a.kind.id - 1]!, { first: t.stands[a.first.name as ReturnPoint], second: t.stands[a.second.name as ReturnPoint] });
}

/** natal_aspects_report: a natal aspect's template filled with what its two points stand for. */
export function natalAspectReport(a: Aspect): string {
  const stands = solarReturnTexts.stands;
  return fill(natalAspectTexts.aspect[a.kind.id - 1]!, { first: stands[a.first.name as ReturnPoint], second: stands[a.second.name as ReturnPoint] });
}

/** The natal points the romantic forecast watches: Venus, Mars, and the 5th and 7th cusps. */
function romanticPoints(chart: WesternChart): AspectPoint[] {
  const longitude: Record<RomanticPoint, number> = {
    Venus: chart.planets[VENUS]!.longitude, Mars: chart.planets[MARS]!.longitude, '5th house': chart.houses.cusps[4]!, '7th house': chart.houses.cusps[6]!,
  };
  return ROMANTIC_POINTS.map((name, id) => ({ id, name, longitude: longitude[name] }));
}

const ROMANTIC_BODIES = TRANSIT_BODIES.filter((b) => (ROMANTIC_TRANSITS as readonly string[]).includes(b.name));
const POSITION_OF: Record<RomanticPoint, string> = { Venus: 'natal Venus', Mars: 'natal Mars', '5th house': 'the 5th house cusp', '7th house': 'the 7th house cusp' };

export interface RomanticForecast { position: string; jdUt: number; forecast: string }

/** romantic_forecast_report: every exact major aspect in [from, to) of Sun, Mars, Venus, Jupiter … Pluto to the romantic points, in time order. */
export function romanticForecastBetween(chart: WesternChart, from: number, to: number): RomanticForecast[] {
  const t = romanticForecast;
  return transitsBetween(ROMANTIC_BODIES, romanticPoints(chart), MAJOR_ASPECTS, from, to).perfections.map((p) => {
    const point = p.natal.name as RomanticPoint;
    const forecast = fill(t.aspect[p.kind.id - 1]!, { planet: p.planet, influence: t.influence[p.planet as RomanticTransit], point: t.point[point] });
    return { position: `${p.planet} ${p.kind.name.toLowerCase()} ${POSITION_OF[point]}`, jdUt: p.jdUt, forecast };
  });
}

const LIFE_BODIES = TRANSIT_BODIES.filter((b) => (LIFE_TRANSITS as readonly string[]).includes(b.name));

export interface LifeForecast { position: string; jdUt: number; forecast: string }

/** life_forecast_report: every exact major aspect in [from, to) of Jupiter … Pluto to the natal Sun, Moon, Mercury, Venus, Mars, Ascendant and Midheaven, in time order. */
export function lifeForecastBetween(chart: WesternChart, from: number, to: number): LifeForecast[] {
  const t = lifeForecastTexts;
  const points = natalAspectPoints(chart).filter((p) => (LIFE_POINTS as readonly string[]).includes(p.name));
  return transitsBetween(LIFE_BODIES, points, MAJOR_ASPECTS, from, to).perfections.map((p) => {
    const forecast = fill(t.aspect[p.kind.id - 1]!, { planet: p.planet, influence: t.influence[p.planet as LifeTransit], point: solarReturnTexts.stands[p.natal.name as ReturnPoint] });
    return { position: `${p.planet} ${p.kind.name.toLowerCase()} natal ${p.natal.name}`, jdUt: p.jdUt, forecast };
  });
}

/** Every bank these rules read, by family: what the text tests and the copy check walk. */
export const PROFILE_TEXTS = {
  personality, romance, friendship, karma, romanticForecast, moonPhases, solarReturn: solarReturnTexts, signCompatibility: signCompatibilityTexts,
  natalAspects: natalAspectTexts, lifeForecast: lifeForecastTexts,
} as const;
