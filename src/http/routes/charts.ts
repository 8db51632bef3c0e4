import { AVAILABLE_LANGUAGES } from '../../i18n/index.js';
import { computeChart, houseCuspsAtBirth } from '../../vedic/chart.js';
import { houseChart, type ChartId, type HouseChart } from '../../vedic/horo-chart.js';
import { CHALIT } from '../../vedic/varga-rules.js';
import type { EndpointSpec } from '../endpoint.js';
import { chartImageHouses, presentHouseChart } from '../presenters/charts.js';
import { renderChartSvg } from '../presenters/chart-image/svg.js';
import { birthFromBody } from '../schemas/birth.js';
import { CHART_IMAGE_DEFAULT_COLOURS, ChartParams, HoroChartBody, HoroChartImageBody, HoroChartImageResponse, HoroChartResponse } from '../schemas/charts.js';
import type { BirthDetailsBody } from '../schemas/birth.js';

function houseChartAtBirth(body: BirthDetailsBody, id: ChartId): HouseChart {
  const birth = birthFromBody(body);
  return houseChart(id, computeChart(birth), id === 'CHALIT' ? houseCuspsAtBirth(birth, CHALIT.houseSystem) : undefined);
}

export const horoChart: EndpointSpec<typeof HoroChartBody, typeof ChartParams> = {
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
    return presentHouseChart(houseChartAtBirth(body, ctx.params.chartId), ctx.vocabulary);
  },
};

const LAYOUT_OF_STYLE = { NORTH_INDIAN: 'north', SOUTH_INDIAN: 'south', EAST_INDIAN: 'east' } as const;

export const horoChartImage: EndpointSpec<typeof HoroChartImageBody, typeof ChartParams> = {
  name: 'horo_chart_image',
  path: '/v1/horo_chart_image/:chartId',
  group: 'astrology',
  languages: AVAILABLE_LANGUAGES,
  summary: 'A chart of /horo_chart drawn as SVG: North, South or East Indian layout',
  description:
    'The same houses as /horo_chart, with sign numbers and two-letter planet abbreviations (Latin letters in every language) and "Asc" where the ascendant falls. ' +
    'A standalone SVG: a viewBox, the generic sans-serif font, no scripts or links.',
  body: HoroChartImageBody,
  params: ChartParams,
  cacheable: true,
  response: HoroChartImageResponse,
  handle(body, ctx) {
    const id = ctx.params.chartId;
    const chart = houseChartAtBirth(body, id);
    const svg = renderChartSvg({
      layout: (body.chartType as 'north' | 'south' | 'east' | undefined) ?? (body.chart_style ? LAYOUT_OF_STYLE[body.chart_style as keyof typeof LAYOUT_OF_STYLE] : 'north'),
      houses: chartImageHouses(chart),
      title: id,
      colours: {
        planet: body.planetColor ?? CHART_IMAGE_DEFAULT_COLOURS.planet,
        ascendant: body.ascendantColor ?? body.planetColor ?? CHART_IMAGE_DEFAULT_COLOURS.planet,
        sign: body.signColor ?? CHART_IMAGE_DEFAULT_COLOURS.sign,
        line: body.lineColor ?? CHART_IMAGE_DEFAULT_COLOURS.line,
      },
    });
    return { svg };
  },
};
