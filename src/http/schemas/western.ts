// Western (tropical) endpoints: the birth body with `house_type` and a clock-style tzone, and the
// answers' records (spec western.md §1.2–§5: WP planet, WH house, WA aspect).
import { Type, type TProperties } from 'typebox';
import { HOUSE_TYPES } from '../../western/houses.js';
import { WHEEL_DEFAULT_COLOURS } from '../presenters/western-wheel/svg.js';
import { BirthDetailsBody, EXAMPLE_BIRTH } from './birth.js';
import { colourSchema } from './charts.js';

/** The Vedic tzone's range, also taking "+05:30" as 5.5 (the hosted service would read 5: docs/western.md). */
const tzone = Type.Number({
  minimum: -12,
  maximum: 14,
  'x-clock-offset': true,
  'x-hint': 'or a clock offset such as "+05:30" or "-03:00"',
  description: 'Offset of local time from UT: hours, fractions allowed (5.5), or a clock offset "+05:30" (= 5.5). Applied as given: no daylight-saving rules',
});

const houseType = Type.Optional(Type.Unsafe<keyof typeof HOUSE_TYPES>({
  type: 'string',
  enum: Object.keys(HOUSE_TYPES),
  'x-case': 'lower',
  default: 'placidus',
  description:
    'House system (default placidus); poryphry is the hosted service\'s spelling of porphyry. Inside the polar circles, where Placidus and Koch are undefined, Porphyry is used instead.',
}));

/** The Western birth body (and an endpoint's own fields). */
export const westernBody = <P extends TProperties>(fields: P, description = 'Birth moment and place, and the house system.') =>
  Type.Object({ ...BirthDetailsBody.properties, tzone, house_type: houseType, ...fields }, {
    description: `${description} Numbers may be sent as numeric strings; other fields are ignored.`,
    examples: [{ ...EXAMPLE_BIRTH, house_type: 'placidus' }],
  });

export const WesternBody = westernBody({});

const degrees4 = (what: string) => Type.Number({ description: `${what}, degrees, rounded to 4 decimals` });

export const WesternPlanet = Type.Object({
  name: Type.String({ description: 'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Uranus, Neptune, Pluto, Node (true node), Chiron, Part of Fortune; or Lilith' }),
  full_degree: degrees4('Tropical ecliptic longitude, 0 to 360'),
  norm_degree: degrees4('Longitude within the sign, 0 to 30'),
  speed: Type.Number({ description: 'Longitude speed in degrees a day, 4 decimals; negative when retrograde; 0 for the Part of Fortune' }),
  is_retro: Type.String({ enum: ['true', 'false'], description: '"true" exactly when speed is negative (a string, as the hosted service sends)' }),
  sign_id: Type.Integer({ minimum: 1, maximum: 12, description: 'Aries 1 … Pisces 12' }),
  sign: Type.String({ description: 'English sign name' }),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'House by the cusps of the chosen system' }),
}, { additionalProperties: false });

export const WesternHouse = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  sign: Type.String({ description: 'Sign of the cusp' }),
  sign_id: Type.Integer({ minimum: 1, maximum: 12 }),
  degree: Type.Number({ description: 'Cusp longitude, degrees, 5 decimals' }),
}, { additionalProperties: false });

export const WesternAspect = Type.Object({
  aspecting_planet: Type.String(),
  aspected_planet: Type.String(),
  aspecting_planet_id: Type.Integer({ minimum: 0, maximum: 11, description: 'Sun 0, Moon 1, Mars 2, Mercury 3, Jupiter 4, Venus 5, Saturn 6, Uranus 7, Neptune 8, Pluto 9, Ascendant 10, Midheaven 11' }),
  aspected_planet_id: Type.Integer({ minimum: 0, maximum: 11, description: 'Greater than aspecting_planet_id' }),
  aspect_type: Type.Integer({ minimum: 1, maximum: 9, description: '1 Conjunction, 2 Opposition, 3 Trine, 4 Square, 5 Sextile; western_chart_data also 6 Semi Sextile, 7 Semi Square, 8 Quincunx, 9 Quintile' }),
  type: Type.String({ description: 'Aspect name' }),
  orb: Type.Number({ description: 'Distance from the exact angle, degrees, 2 decimals' }),
  diff: Type.Number({ description: 'Angular separation 0 to 180, degrees, 2 decimals' }),
}, { additionalProperties: false });

const angle = (what: string) => Type.Number({ description: `${what}: tropical longitude, degrees, full precision` });
const ANGLES = { ascendant: angle('Ascendant'), midheaven: angle('Midheaven (MC)'), vertex: angle('Vertex') };

export const PlanetsTropicalResponse = Type.Array(WesternPlanet, { minItems: 13, maxItems: 13, description: 'Sun … Pluto, Node, Chiron, Part of Fortune, in that order' });

export const HouseCuspsTropicalResponse = Type.Object({
  houses: Type.Array(WesternHouse, { minItems: 12, maxItems: 12 }),
  ...ANGLES,
  house_system: Type.String({ description: 'The system the cusps are in: the requested house_type (porphyry for poryphry), or porphyry where Placidus or Koch is undefined (inside the polar circles)' }),
}, { additionalProperties: false });

export const WesternHoroscopeResponse = Type.Object({
  planets: PlanetsTropicalResponse,
  houses: Type.Array(WesternHouse, { minItems: 12, maxItems: 12 }),
  ...ANGLES,
  lilith: WesternPlanet,
  aspects: Type.Array(WesternAspect, { description: 'Major aspects among Sun … Pluto, the Ascendant and the Midheaven, each pair once, sorted by the two ids' }),
}, { additionalProperties: false });

export const WesternChartDataResponse = Type.Object({
  houses: Type.Array(Type.Object({
    start_degree: Type.Number({ description: 'Cusp of this house, degrees, 5 decimals' }),
    end_degree: Type.Number({ description: 'Cusp of the next house, degrees, 5 decimals' }),
    sign: Type.String({ description: 'Sign of the cusp' }),
    house_id: Type.Integer({ minimum: 1, maximum: 12 }),
    planets: Type.Array(WesternPlanet, { description: 'Points of the planet list in this house, in that list\'s order' }),
  }, { additionalProperties: false }), { minItems: 12, maxItems: 12 }),
  aspects: Type.Array(WesternAspect, { description: 'Major and minor aspects (semi sextile, semi square, quincunx, quintile) among Sun … Pluto, the Ascendant and the Midheaven' }),
}, { additionalProperties: false });

const wheelColour = (what: string, fallback: string) =>
  Type.Optional(Type.String({ ...colourSchema, description: `Colour of the ${what} (default ${fallback})` }));

export const NatalWheelBody = westernBody({
  planet_icon_color: wheelColour('planet symbols, their degrees and leader lines', WHEEL_DEFAULT_COLOURS.planet),
  inner_circle_background: wheelColour('inner circle (behind the aspect lines)', WHEEL_DEFAULT_COLOURS.innerCircle),
  sign_icon_color: wheelColour('sign symbols', WHEEL_DEFAULT_COLOURS.sign),
  sign_background: wheelColour('zodiac ring', WHEEL_DEFAULT_COLOURS.signBackground),
  chart_size: Type.Optional(Type.Integer({ minimum: 100, maximum: 2000, default: 500, description: 'Width and height of the image in pixels (default 500)' })),
  image_type: Type.Optional(Type.String({ enum: ['svg', 'png'], 'x-case': 'lower', default: 'svg', description: 'svg (default) or png' })),
  theme_name: Type.Optional(Type.String({ maxLength: 64, description: 'Accepted and ignored: one drawing style is served' })),
}, 'Birth moment and place, the house system, and the drawing\'s colours, size and format.');

export const NatalWheelResponse = Type.Object({
  status: Type.Boolean({ description: 'true' }),
  chart_url: Type.String({ description: 'Signed link to the image (GET, no credentials needed), valid for IMAGE_LINK_TTL_SECONDS; ends in .svg or .png' }),
  msg: Type.String({ description: 'A short sentence saying the chart was drawn' }),
}, { additionalProperties: false });
