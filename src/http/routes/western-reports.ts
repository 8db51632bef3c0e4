// The Western natal prose reports (spec western.md §8): texts from src/western/texts/en chosen by the
// tropical chart of western_horoscope, in the requested house system.
import { fill } from '../../reports/texts/index.js';
import { MAJOR_ASPECTS } from '../../western/aspect-kinds.js';
import type { WesternChart } from '../../western/chart.js';
import { chartBalance } from '../../western/chart-balance.js';
import { elongationAt, phaseOf } from '../../western/lunation.js';
import { natalAspects } from '../../western/natal-aspects.js';
import { natalAspectReport } from '../../western/profiles.js';
import { REPORT_PLANETS, type ReportPlanet } from '../../western/report-planets.js';
import { SIGN_NAMES } from '../../western/signs.js';
import { ASCENDANTS } from '../../western/texts/en/ascendants.js';
import { HOUSE_MATTERS, HOUSE_ORDINALS, SIGN_ON_CUSP } from '../../western/texts/en/house-cusps.js';
import { HOUSE_PLACEMENTS } from '../../western/texts/en/house-placements.js';
import { NATAL_CHART_TEXTS as T } from '../../western/texts/en/natal-chart.js';
import { SIGN_PLACEMENTS } from '../../western/texts/en/sign-placements.js';
import { SIGN_LORD } from '../../vedic/zodiac.js';
import type { AnyEndpoint } from '../endpoint.js';
import { presentHoroscope, presentHouses, presentPoint } from '../presenters/western.js';
import {
  AscendantReportTropical, HouseCuspsReportTropical, HouseReportTropical, NatalAspectsReport, NatalChartInterpretation, NatalHouseCuspReport, PlanetSignReportTropical,
  ReportPlanetParams, SignReportTropical,
} from '../schemas/western-reports.js';
import { WesternBody } from '../schemas/western.js';
import { chartOfBody, westernEndpoint } from './western.js';

const TEXTS = 'Texts and their public-domain sources: src/western/texts/en, docs/western-reports.md.';

/** Sun … Pluto as the answers show them: sign and house from the WP record, so a report agrees with planets/tropical. */
const reportPlanets = (chart: WesternChart) => chart.planets.slice(0, REPORT_PLANETS.length).map(presentPoint);

/** The rising sign (0 Aries … 11 Pisces) as house 1's record gives it. */
const ascendantSign = (chart: WesternChart) => presentHouses(chart)[0]!.sign_id - 1;

export const generalAscendantReportTropical = westernEndpoint({
  name: 'general_ascendant_report_tropical',
  path: '/v1/general_ascendant_report/tropical',
  summary: 'A paragraph on the tropical rising sign',
  description: `One text per rising sign. ${TEXTS}`,
  body: WesternBody,
  response: AscendantReportTropical,
  handle(body) {
    const sign = ascendantSign(chartOfBody(body));
    return { ascendant: SIGN_NAMES[sign]!, report: ASCENDANTS[sign]! };
  },
});

/** The path planet's WP record in the body's chart. */
function planetOf(body: Parameters<typeof chartOfBody>[0], planetName: string) {
  const planet = planetName as ReportPlanet;
  return { planet, point: reportPlanets(chartOfBody(body))[REPORT_PLANETS.indexOf(planet)]! };
}

export const generalSignReportTropical = westernEndpoint({
  name: 'general_sign_report_tropical',
  path: '/v1/general_sign_report/tropical/:planetName',
  summary: 'A paragraph on a planet in its tropical sign',
  description: `Planets sun … pluto, any letter case. ${TEXTS}`,
  body: WesternBody,
  params: ReportPlanetParams,
  response: SignReportTropical,
  handle(body, ctx) {
    const { planet, point } = planetOf(body, ctx.params.planetName);
    return { planet, sign_report: SIGN_PLACEMENTS[planet][point.sign_id - 1]! };
  },
});

export const generalHouseReportTropical = westernEndpoint({
  name: 'general_house_report_tropical',
  path: '/v1/general_house_report/tropical/:planetName',
  summary: 'A paragraph on a planet in its house',
  description: `Planets sun … pluto, any letter case; the house in the house_type system (Placidus by default), as planets/tropical gives it. ${TEXTS}`,
  body: WesternBody,
  params: ReportPlanetParams,
  response: HouseReportTropical,
  handle(body, ctx) {
    const { planet, point } = planetOf(body, ctx.params.planetName);
    return { planet, house_report: HOUSE_PLACEMENTS[planet][point.house - 1]! };
  },
});

export const houseCuspsReportTropical = westernEndpoint({
  name: 'house_cusps_report_tropical',
  path: '/v1/house_cusps_report/tropical',
  summary: 'Each planet from the Sun to Pluto in its house, with a paragraph',
  description: `The texts of general_house_report/tropical for all ten planets at once. ${TEXTS}`,
  body: WesternBody,
  response: HouseCuspsReportTropical,
  handle: (body) =>
    reportPlanets(chartOfBody(body)).map((p, i) => ({ planet_name: p.name, house: p.house, report: HOUSE_PLACEMENTS[REPORT_PLANETS[i]!][p.house - 1]! })),
});

export const planetSignReportTropical = westernEndpoint({
  name: 'planet_sign_report_tropical',
  path: '/v1/planet_sign_report/tropical',
  summary: 'Each planet from the Sun to Pluto in its tropical sign, with a paragraph',
  description: `The texts of general_sign_report/tropical for all ten planets at once. ${TEXTS}`,
  body: WesternBody,
  response: PlanetSignReportTropical,
  handle: (body) =>
    reportPlanets(chartOfBody(body)).map((p, i) => ({ planet_name: p.name, sign_name: p.sign, report: SIGN_PLACEMENTS[REPORT_PLANETS[i]!][p.sign_id - 1]! })),
});

export const natalAspectsReport = westernEndpoint({
  name: 'natal_aspects_report',
  path: '/v1/natal_aspects_report',
  summary: 'Each major aspect of the natal chart, with a paragraph',
  description:
    'The aspects of western_horoscope (conjunction, opposition, trine, square, sextile among Sun … Pluto, the Ascendant and the Midheaven), in its order; ' +
    `each paragraph joins what the two points stand for by the aspect's nature (Ptolemy's). ${TEXTS}`,
  body: WesternBody,
  response: NatalAspectsReport,
  handle: (body) =>
    natalAspects(chartOfBody(body), MAJOR_ASPECTS).map((a) => ({ aspecting_planet: a.first.name, type: a.kind.name, aspected_planet: a.second.name, report: natalAspectReport(a) })),
});

const cuspText = (sign: number, house: number) => fill(SIGN_ON_CUSP[sign]!, { house: HOUSE_ORDINALS[house - 1]!, matters: HOUSE_MATTERS[house - 1]! });

export const natalHouseCuspReport = westernEndpoint({
  name: 'natal_house_cusp_report',
  path: '/v1/natal_house_cusp_report',
  summary: 'Each house cusp with its sign and a reading of that sign ruling the house',
  description: `Cusps of the house_type system (Placidus by default; Porphyry inside the polar circles where Placidus is undefined). ${TEXTS}`,
  body: WesternBody,
  response: NatalHouseCuspReport,
  handle: (body) => presentHouses(chartOfBody(body)).map((h) => ({ house: h.house, degree: h.degree, sign: h.sign, report: cuspText(h.sign_id - 1, h.house) })),
});

/** Per cent of `total`, truncated to 3 decimals (as the hosted answer's figures are). */
const percent = (count: number, total: number) => Math.trunc((100_000 * count) / total) / 1000;

const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
const MODES = ['Cardinal', 'Fixed', 'Mutable'] as const;

function interpretation(chart: WesternChart) {
  const planets = reportPlanets(chart);
  const asc = ascendantSign(chart);
  const lord: number = SIGN_LORD[asc]!;
  const ruler = planets[lord]!; // the traditional rulers (the Vedic lords), Sun … Saturn, hold the planet list's first seven places
  const elongation = elongationAt(chart.jdUt);
  const phase = phaseOf(elongation);
  const b = chartBalance(planets.map((p) => ({ name: p.name, sign: p.sign_id - 1, house: p.house })), asc);
  return {
    ...presentHoroscope(chart, natalAspects(chart, MAJOR_ASPECTS)),
    ascendant_ruler: fill(T.ascendantRuler, {
      sign: SIGN_NAMES[asc]!, ruler: T.rulers[lord]!, rulerSign: ruler.sign, house: HOUSE_ORDINALS[ruler.house - 1]!, matters: HOUSE_MATTERS[ruler.house - 1]!,
    }),
    moon_phase: {
      moon_phase_name: phase.name,
      moon_phase_id: phase.id,
      moon_phase_calc: fill(T.moonPhaseCalc, { angle: (Math.trunc(elongation * 10) / 10).toFixed(1), name: phase.name, from: (phase.id - 1) * 45, to: phase.id * 45 }),
      moon_phase_description: T.moonPhases[phase.id - 1]!,
    },
    hemisphere: {
      east_west: { description: T.hemisphere.eastWest[b.eastWest.dominant]!, id: b.eastWest.dominant + 1 },
      north_south: { description: T.hemisphere.northSouth[b.northSouth.dominant]!, id: b.northSouth.dominant + 1 },
    },
    elements: {
      elements: ELEMENTS.map((name, i) => ({ name, percentage: percent(b.elements.counts[i]!, b.total) })),
      description: T.elements[b.elements.dominant]!,
      dominant_element_id: b.elements.dominant + 1,
    },
    modes: {
      modes: MODES.map((name, i) => ({ name, percentage: percent(b.modes.counts[i]!, b.total) })),
      description: T.modes[b.modes.dominant]!,
      dominant_mode_id: b.modes.dominant + 1,
    },
    polarity: {
      positive: percent(b.positive, b.total),
      negative: percent(b.negative, b.total),
      report: b.positive > b.negative ? T.polarity.positive : T.polarity.negative,
    },
    dominant_sign: { sign_id: b.signs.dominant + 1, sign_name: SIGN_NAMES[b.signs.dominant]!, percentage: percent(b.signs.counts[b.signs.dominant]!, b.total) },
  };
}

export const natalChartInterpretation = westernEndpoint({
  name: 'natal_chart_interpretation',
  path: '/v1/natal_chart_interpretation',
  summary: 'The natal chart with its reading: the ascendant ruler, the Moon’s phase, hemispheres, elements, modes, polarity and dominant sign',
  description:
    'western_horoscope\'s chart and aspects, then the balance of the eleven points Sun … Pluto and the Ascendant (one share each; a tie goes to the class holding the Sun, else the Moon, the Ascendant, Mercury … Pluto), ' +
    `the hemispheres by the ten planets’ houses, the ruler by the traditional rulers. ${TEXTS}`,
  body: WesternBody,
  response: NatalChartInterpretation,
  handle: (body) => interpretation(chartOfBody(body)),
});

export const westernReportEndpoints: readonly AnyEndpoint[] = [
  natalChartInterpretation, generalAscendantReportTropical, generalSignReportTropical, generalHouseReportTropical, houseCuspsReportTropical, natalHouseCuspReport,
  planetSignReportTropical, natalAspectsReport,
];
