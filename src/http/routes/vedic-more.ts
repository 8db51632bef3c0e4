// Ayanamsha, ghatak chakra, the extended house chart and Parashari ashtakavarga
// (shared/spec/more-computations.md §1-§5).
import { meanAyanamsha } from '../../astro/ephemeris.js';
import { julianDayUt } from '../../astro/time.js';
import { lunarDayVocabulary } from '../../i18n/lunar-day.js';
import { OUTER_PLANET_NAMES } from '../../i18n/outer-planets.js';
import { panchangVocabulary } from '../../i18n/panchang.js';
import { bhinnashtakavarga, sarvashtakavarga, type ContributorSigns } from '../../vedic/ashtakavarga.js';
import { ASHTAKAVARGA_GRAHAS, CONTRIBUTORS, type AshtakavargaGraha } from '../../vedic/ashtakavarga-tables.js';
import { computeChart, computeOuterPlanets, houseCuspsAtBirth, type Placement } from '../../vedic/chart.js';
import { GHATAK_CHAKRA } from '../../vedic/ghatak-tables.js';
import { houseChart } from '../../vedic/horo-chart.js';
import { outerOccupants } from '../../vedic/horo-chart-extended.js';
import { CHALIT } from '../../vedic/varga-rules.js';
import { PlanetId } from '../../vedic/zodiac.js';
import { presentHouseChart } from '../presenters/charts.js';
import { birthFromBody } from '../schemas/birth.js';
import { ChartParams, HoroChartBody, HoroChartResponse } from '../schemas/charts.js';
import { AshtakPlanetParams, AyanamshaResponse, GhatChakraResponse, PlanetAshtakResponse, SarvashtakResponse, SIGN_PATH_NAMES } from '../schemas/vedic-more.js';
import { birthEndpoint, chartFromBody } from './birth-endpoint.js';

/** Degrees as `D° M' S"`, whole seconds truncated. */
function formatDegrees(deg: number): string {
  const seconds = Math.floor(deg * 3600 + 1e-7);
  return `${Math.floor(seconds / 3600)}° ${Math.floor(seconds / 60) % 60}' ${seconds % 60}"`;
}

export const ayanamsha = birthEndpoint({
  name: 'ayanamsha',
  path: '/v1/ayanamsha',
  summary: 'The Lahiri ayanamsha at the birth moment',
  description: 'The mean Lahiri (Chitrapaksha) ayanamsha, the value /birth_details gives, as degrees and as D° M\' S" (seconds truncated).',
  response: AyanamshaResponse,
  cacheable: true,
  handle(body) {
    const degree = meanAyanamsha(julianDayUt(birthFromBody(body), body.tzone));
    return { type: 'LAHIRI', degree, formatted: formatDegrees(degree) };
  },
});

export const ghatChakra = birthEndpoint({
  name: 'ghat_chakra',
  path: '/v1/ghat_chakra',
  summary: 'The ghatak chakra of the natal Moon’s sign: the month, tithis, weekday, nakshatra, yoga, karana, prahara and Moon sign to avoid',
  description:
    'A fixed table keyed by the janma rashi (the sidereal sign of the Moon at birth), as North Indian almanacs print it; its sources and the ' +
    'columns checked against a second source are named in src/vedic/ghatak-tables.ts. Tithis are given as a class (e.g. 1, 6, 11) in either paksha.',
  response: GhatChakraResponse,
  cacheable: true,
  handle(body, ctx) {
    const moonSign = chartFromBody(body)[PlanetId.Moon]!.sign;
    const row = GHATAK_CHAKRA[moonSign]!;
    const p = panchangVocabulary(ctx.language);
    const l = lunarDayVocabulary(ctx.language);
    return {
      month: p.months[row.month]!,
      // The 15th is Purnima in the bright half and Amavasya in the dark one: both are named.
      tithi: row.tithis.flatMap((t) => (t === 15 ? [l.tithis[14], l.tithis[15]] : [l.tithis[t - 1]!])).join(', '),
      day: p.weekdays[row.weekday]!,
      nakshatra: ctx.vocabulary.nakshatras[row.nakshatra]!,
      yog: l.yogas[row.yoga]!,
      karan: l.karanas[row.karana]!,
      pahar: String(row.prahar),
      moon: ctx.vocabulary.signs[(moonSign + row.moonHouse - 1) % 12]!,
    };
  },
});

const OUTER_SMALL = ['Ur ', 'Ne ', 'Pl '];

export const horoChartExtended = birthEndpoint({
  name: 'horo_chart_extended',
  path: '/v1/horo_chart_extended/:chartId',
  summary: 'The houses of a chart of /horo_chart with Uranus, Neptune and Pluto placed in it as well',
  description:
    'As /horo_chart, each house’s lists continued with the outer planets it holds (after the grahas, Uranus, Neptune, Pluto order), placed by the chart’s ' +
    'own rule: the varga sign for D1 … D60, the Sripati bhava for CHALIT, the sign for SUN and MOON. Their abbreviations are "Ur ", "Ne ", "Pl ".',
  body: HoroChartBody,
  params: ChartParams,
  response: HoroChartResponse,
  cacheable: true,
  handle(body, ctx) {
    const birth = birthFromBody(body);
    const id = ctx.params.chartId;
    const chart = computeChart(birth);
    const cusps = id === 'CHALIT' ? houseCuspsAtBirth(birth, CHALIT.houseSystem) : undefined;
    const houses = houseChart(id, chart, cusps);
    const outer = outerOccupants(id, houses, computeOuterPlanets(birth, chart[PlanetId.Ascendant]!.sign).map((p) => p.fullDegree), cusps);
    const names = OUTER_PLANET_NAMES[ctx.language].map((n) => n.toUpperCase());
    return presentHouseChart(houses, ctx.vocabulary).map((h, i) => ({
      ...h,
      planet: [...h.planet, ...outer[i]!.map((o) => names[o.index]!)],
      planet_small: [...h.planet_small, ...outer[i]!.map((o) => OUTER_SMALL[o.index]!)],
      planet_degree: [...h.planet_degree, ...outer[i]!.map((o) => o.degree)],
    }));
  },
});

/** Sign of each ashtakavarga contributor at birth. */
function contributorSigns(chart: readonly Placement[]): ContributorSigns {
  return Object.fromEntries(CONTRIBUTORS.map((c, i) => [c, chart[i === 7 ? PlanetId.Ascendant : i]!.sign])) as unknown as ContributorSigns;
}

const byContributor = (values: readonly number[]) => ({
  ...Object.fromEntries(CONTRIBUTORS.map((c, i) => [c, values[i] ?? 0])),
  total: values.reduce((a, b) => a + b, 0),
});

const ASHTAK_SOURCE = 'Parashara’s tables (Brihat Parasara Hora Sastra, Ashtakavarga chapter; src/vedic/ashtakavarga-tables.ts), signs by whole-sign placement at birth.';

export const planetAshtak = birthEndpoint({
  name: 'planet_ashtak',
  path: '/v1/planet_ashtak/:planet',
  summary: 'One graha’s Bhinnashtakavarga: the bindu each of the eight contributors gives each sign',
  description: `${ASHTAK_SOURCE} The graha’s totals are constant: Sun 48, Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39.`,
  params: AshtakPlanetParams,
  response: PlanetAshtakResponse,
  cacheable: true,
  handle(body, ctx) {
    const chart = chartFromBody(body);
    const graha = ctx.params.planet as AshtakavargaGraha;
    const id = ASHTAKAVARGA_GRAHAS.indexOf(graha);
    const sign = chart[id]!.sign;
    const table = bhinnashtakavarga(graha, contributorSigns(chart));
    return {
      ashtak_varga: { type: 'Bhinnashtak', planet: ctx.vocabulary.planets[id]!, sign: ctx.vocabulary.signs[sign]!.toLowerCase(), sign_id: sign + 1 },
      ashtak_points: Object.fromEntries(SIGN_PATH_NAMES.map((name, s) => [name, byContributor(table[s]!)])),
    };
  },
});

export const sarvashtak = birthEndpoint({
  name: 'sarvashtak',
  path: '/v1/sarvashtak',
  summary: 'The Sarvashtakavarga: each graha’s bindus in each sign and their sum',
  description: `${ASHTAK_SOURCE} The sum over the twelve signs is always 337.`,
  response: SarvashtakResponse,
  cacheable: true,
  handle(body) {
    const table = sarvashtakavarga(contributorSigns(chartFromBody(body)));
    return {
      ashtak_varga: { type: 'Sarvashtak' },
      ashtak_points: Object.fromEntries(SIGN_PATH_NAMES.map((name, s) => [name, byContributor(table[s]!)])),
    };
  },
});
