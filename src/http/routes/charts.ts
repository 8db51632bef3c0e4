import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import { computeChart, houseCuspsAtBirth } from '../../vedic/chart.js';
import { houseChart, type ChartId, type HouseChart } from '../../vedic/horo-chart.js';
import { CHALIT } from '../../vedic/varga-rules.js';
import type { EndpointSpec } from '../endpoint.js';
import { presentHouseChart } from '../presenters/charts.js';
import { birthFromBody } from '../schemas/birth.js';
import { ChartParams, HoroChartBody, HoroChartResponse } from '../schemas/charts.js';
import { assertValidDates, calendarIssue } from '../validation.js';

function houseChartAtBirth(body: Record<string, number>, id: ChartId): HouseChart {
  assertValidDates(calendarIssue(body as { day: number; month: number; year: number }));
  const birth = birthFromBody(body);
  return houseChart(id, computeChart(birth), id === 'CHALIT' ? houseCuspsAtBirth(birth, CHALIT.houseSystem) : undefined);
}

export const horoChart: EndpointSpec<typeof HoroChartBody> = {
  name: 'horo_chart',
  path: '/v1/horo_chart/:chartId',
  group: 'astrology',
  languages: AVAILABLE_LANGUAGES,
  summary: 'The twelve houses of a divisional chart, the bhava chalit, or the Sun or Moon chart',
  description:
    'Parashari vargas (the rule of each chart is named in src/vedic/varga-rules.ts), Sripati bhava chalit, and charts counted from the Sun or the Moon. ' +
    'Grahas only; house 1 holds the ascendant except in the SUN and MOON charts.',
  body: HoroChartBody,
  params: ChartParams,
  cacheable: true,
  response: HoroChartResponse,
  handle(body, ctx) {
    return presentHouseChart(houseChartAtBirth(body as unknown as Record<string, number>, ctx.params.chartId as ChartId), ctx.vocabulary);
  },
};
