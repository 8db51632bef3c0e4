import { Type } from 'typebox';

export const PlanetRecord = Type.Object(
  {
    id: Type.Integer({ description: 'Sun 0, Moon 1, Mars 2, Mercury 3, Jupiter 4, Venus 5, Saturn 6, Rahu 7, Ketu 8, Ascendant 9' }),
    name: Type.String(),
    fullDegree: Type.Number({ description: 'Sidereal (Lahiri) longitude, degrees 0 to 360, unrounded' }),
    normDegree: Type.Number({ description: 'Degree within the sign, 0 to 30' }),
    speed: Type.Number({ description: 'Degrees per day; negative when retrograde; 0 for the Ascendant' }),
    // A type list rather than anyOf: the serializer picks the branch by typeof instead of running a validator.
    isRetro: Type.Unsafe<string | boolean>({
      type: ['string', 'boolean'],
      description: 'The string "true" or "false" for planets (always "true" for the mean nodes); the boolean false for the Ascendant',
    }),
    sign: Type.String(),
    signLord: Type.String(),
    nakshatra: Type.String(),
    nakshatraLord: Type.String(),
    nakshatra_pad: Type.Integer({ minimum: 1, maximum: 4 }),
    house: Type.Integer({ minimum: 1, maximum: 12, description: 'Whole-sign house counted from the Ascendant' }),
    is_planet_set: Type.Boolean({ description: 'Combust: within its orb of the Sun (never for Sun, Rahu, Ketu, Ascendant)' }),
    planet_awastha: Type.String({ description: 'Baladi state by 6° bands of normDegree; "--" for the Ascendant' }),
  },
);

export const PlanetsResponse = Type.Array(PlanetRecord, { minItems: 10, maxItems: 10, description: 'Sun … Ketu, then the Ascendant' });

export const ExtendedPlanetsResponse = Type.Array(
  Type.Object({
    ...PlanetRecord.properties,
    id: Type.Integer({ description: 'Sun 0 … Ketu 8 as in /planets, Uranus 9, Neptune 10, Pluto 11, Ascendant 12' }),
  }),
  { minItems: 13, maxItems: 13, description: 'Sun … Ketu, Uranus, Neptune, Pluto, then the Ascendant; the same record as /planets' },
);
