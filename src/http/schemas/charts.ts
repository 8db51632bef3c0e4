// /horo_chart/:chartId and /horo_chart_image/:chartId: path parameter, bodies and answers.
import { Type } from 'typebox';
import { CHART_IDS, type ChartId } from '../../vedic/horo-chart.js';
import { BirthDetailsBody, EXAMPLE_BIRTH } from './birth.js';
import { CSS_COLOUR_PATTERN } from './css-colours.js';

export const ChartParams = Type.Object({
  chartId: Type.Unsafe<ChartId>({
    type: 'string',
    enum: [...CHART_IDS],
    'x-case': 'upper',
    description: 'Divisional chart D1 … D60, CHALIT (bhava chalit), SUN or MOON; any letter case (chalit, Chalit, d9)',
  }),
});

/** The SDK sends it on some chart calls; Lahiri is the only zodiac served. */
const ayanamsha = Type.Optional(Type.String({ enum: ['LAHIRI'], 'x-case': 'upper', description: 'Only LAHIRI (the default) is served' }));

export const HoroChartBody = Type.Object({ ...BirthDetailsBody.properties, ayanamsha }, {
  description: 'Birth moment and place (as /planets), and optionally the SDK’s ayanamsha. Numbers may be sent as numeric strings; other fields are ignored.',
  examples: [EXAMPLE_BIRTH],
});

export const HoroChartResponse = Type.Array(
  Type.Object({
    sign: Type.Integer({ minimum: 1, maximum: 12, description: 'Sign of this house, Aries 1 … Pisces 12' }),
    sign_name: Type.String(),
    planet: Type.Array(Type.String(), { description: 'Grahas in this house (Sun … Ketu order), names in capitals' }),
    planet_small: Type.Array(Type.String(), { description: 'Parallel to planet: two-letter abbreviation and a space, e.g. "Su "' }),
    planet_degree: Type.Array(Type.Number(), { description: 'Parallel to planet: degree within this chart’s sign (the varga degree: the part stretched to 30°)' }),
  }),
  { minItems: 12, maxItems: 12, description: 'Houses 1 … 12; house 1 holds the ascendant (the Sun or the Moon in those charts)' },
);

export const colourSchema = {
  maxLength: 64,
  pattern: CSS_COLOUR_PATTERN,
  'x-case': 'lower',
  'x-hint': 'a CSS colour: #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or a CSS colour name',
} as const;
const colour = (what: string, fallback: string) =>
  Type.Optional(Type.String({ ...colourSchema, description: `Colour of the ${what} (default ${fallback})`, default: fallback }));

export const CHART_IMAGE_DEFAULT_COLOURS = { planet: 'navy', sign: 'firebrick', line: 'black' } as const;

export const HoroChartImageBody = Type.Object(
  {
    ...HoroChartBody.properties,
    chartType: Type.Optional(Type.String({ enum: ['north', 'south', 'east'], 'x-case': 'lower', description: 'Layout: North Indian (default), South Indian or East Indian' })),
    chart_style: Type.Optional(Type.String({
      enum: ['NORTH_INDIAN', 'SOUTH_INDIAN', 'EAST_INDIAN'],
      'x-case': 'upper',
      description: 'The PDF endpoints’ name for the layout, accepted here too; chartType wins when both are sent',
    })),
    planetColor: colour('planet abbreviations', CHART_IMAGE_DEFAULT_COLOURS.planet),
    ascendantColor: Type.Optional(Type.String({ ...colourSchema, description: 'Colour of the ascendant’s mark "Asc" (default: planetColor); some clients send it' })),
    signColor: colour('sign numbers and the chart name', CHART_IMAGE_DEFAULT_COLOURS.sign),
    lineColor: colour('lines', CHART_IMAGE_DEFAULT_COLOURS.line),
  },
  { description: 'Birth moment and place, and the drawing’s layout and colours. image_type is ignored: the image is always SVG.', examples: [{ ...EXAMPLE_BIRTH, chartType: 'south' }] },
);

export const HoroChartImageResponse = Type.Object({
  svg: Type.String({ description: 'A standalone SVG document (viewBox 0 0 350 350, no fonts, scripts or links)' }),
});
