// The relationship endpoints (spec western.md §10): the couple body (p_ primary, s_ secondary, each the
// Western birth fields) and the synastry, composite and sign-compatibility answers.
import { Type, type TSchema } from 'typebox';
import { SIGN_NAMES } from '../../western/signs.js';
import { EXAMPLE_BIRTH } from './birth.js';
import { PlanetsTropicalResponse, WesternAspect, WesternBody } from './western.js';

const { house_type: houseType, ...birthFields } = WesternBody.properties;
const prefixed = (prefix: string) => Object.fromEntries(Object.entries(birthFields).map(([k, v]) => [prefix + k, v])) as Record<string, TSchema>;
const withPrefix = (prefix: string, birth: object) => Object.fromEntries(Object.entries(birth).map(([k, v]) => [prefix + k, v]));

/** A second example person: Mumbai, 20 August 1992, 14:15 IST (invented). */
const EXAMPLE_PARTNER = { day: 20, month: 8, year: 1992, hour: 14, min: 15, lat: 19.076, lon: 72.8777, tzone: 5.5 };

export const CoupleBody = Type.Object({ ...prefixed('p_'), ...prefixed('s_'), house_type: houseType }, {
  description: 'Birth moment and place of the primary (p_) and the secondary (s_) person, fields as planets/tropical\'s, and the house system. Numbers may be sent as numeric strings; other fields are ignored.',
  examples: [{ ...withPrefix('p_', EXAMPLE_BIRTH), ...withPrefix('s_', EXAMPLE_PARTNER) }],
});
export type CoupleBody = Record<string, number> & { house_type?: string };

const Overlay = Type.Array(Type.Object({
  name: Type.String({ description: 'A point of the planet list' }),
  synastry_house: Type.Integer({ minimum: 1, maximum: 12, description: 'The other person\'s house it falls in' }),
}, { additionalProperties: false }), { minItems: 13, maxItems: 13 });

export const SynastryResponse = Type.Object({
  first: PlanetsTropicalResponse,
  second: PlanetsTropicalResponse,
  synastry: Type.Object({
    house_1: { ...Overlay, description: 'The primary person\'s points in the secondary person\'s houses' },
    house_2: { ...Overlay, description: 'The secondary person\'s points in the primary person\'s houses' },
    aspects: Type.Array(Type.Object({
      first: Type.String({ description: 'The primary person\'s point: the planet list, Ascendant, Descendant or Midheaven' }),
      second: Type.String({ description: 'The secondary person\'s point' }),
      type: Type.String({ description: 'Conjunction, Opposition, Trine, Square (10°), Sextile (9°), Semi Sextile, Semi Square, Quintile (2°), Quincunx (3°)' }),
      orb: Type.Number({ description: 'Distance from the exact angle, degrees, 2 decimals' }),
    }, { additionalProperties: false }), { description: 'Every primary point against every secondary point, grouped by the primary\'s in list order' }),
  }, { additionalProperties: false }),
}, { additionalProperties: false });

const CompositePlanet = Type.Object({
  name: Type.String(),
  full_degree: Type.Number({ description: 'Midpoint longitude, degrees, 4 decimals' }),
  norm_degree: Type.Number({ description: 'Within the sign, 4 decimals' }),
  sign_id: Type.Integer({ minimum: 1, maximum: 12 }),
  sign: Type.String(),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'Composite house by the composite cusps' }),
}, { additionalProperties: false });

const CompositeAspect = Type.Object({
  ...WesternAspect.properties,
  aspecting_planet_id: Type.Integer({ minimum: 0, maximum: 14, description: 'Sun 0 … Pluto 9 (the planet list\'s order), Node 10, Chiron 11, Part of Fortune 12, Ascendant 13, Midheaven 14' }),
  aspected_planet_id: Type.Integer({ minimum: 0, maximum: 14, description: 'Greater than aspecting_planet_id' }),
  aspect_type: Type.Integer({ minimum: 1, maximum: 5, description: '1 Conjunction, 2 Opposition, 3 Trine, 4 Square, 5 Sextile' }),
}, { additionalProperties: false });

export const CompositeResponse = Type.Object({
  first: PlanetsTropicalResponse,
  second: PlanetsTropicalResponse,
  composite: Type.Object({
    planets: Type.Array(CompositePlanet, { minItems: 13, maxItems: 13 }),
    houses: Type.Array(Type.Object({
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      sign: Type.String(),
      degree: Type.Number({ description: 'Composite cusp, degrees, 5 decimals' }),
    }, { additionalProperties: false }), { minItems: 12, maxItems: 12 }),
    ascendant: Type.Number({ description: 'Midpoint of the ascendants, 5 decimals' }),
    midheaven: Type.Number({ description: 'Midpoint of the midheavens, 5 decimals' }),
    aspects: Type.Array(CompositeAspect, { description: 'Major aspects (natal orbs) among the composite points, each pair once, sorted by the two ids' }),
  }, { additionalProperties: false }),
}, { additionalProperties: false });

const sign = (what: string) => Type.Unsafe<string>({
  type: 'string', enum: SIGN_NAMES.map((s) => s.toLowerCase()), 'x-case': 'lower', description: `${what}: aries … pisces, any letter case`,
});
export const ZodiacParams = Type.Object({ zodiac: sign('Your sign'), partnerZodiac: sign('Your partner\'s sign') });

export const EmptyBody = Type.Object({}, { description: 'Nothing: the signs are in the path. Fields sent are ignored.', examples: [{}] });

export const ZodiacCompatibilityResponse = Type.Object({
  your_sign: Type.String({ description: 'The first sign, title case' }),
  your_partner_sign: Type.String({ description: 'The second sign, title case' }),
  compatibility_report: Type.String({ minLength: 1, description: 'What each sign brings, their relation in the zodiac and their elements together; the signs named in zodiac order, so the same text for either order' }),
  compatibility_percentage: Type.Integer({ minimum: 0, maximum: 100, description: 'By the signs\' relation (Ptolemy, Tetrabiblos I): trine 90, sextile 80, same sign 75, opposition 60, square 50, semi sextile 45, quincunx 40' }),
}, { additionalProperties: false });
