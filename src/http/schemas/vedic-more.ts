// Bodies, path parameters and answers of the ayanamsha, ghatak chakra, extended chart, ashtakavarga,
// Chara dasha and biorhythm endpoints (shared/spec/more-computations.md §1-§6, §14).
import { Type, type TSchema } from 'typebox';
import { CONTRIBUTORS } from '../../vedic/ashtakavarga-tables.js';

export const AyanamshaResponse = Type.Object({
  type: Type.String({ enum: ['LAHIRI'], description: 'The ayanamsha system: Lahiri (Chitrapaksha), the only one served' }),
  degree: Type.Number({ description: 'Mean Lahiri ayanamsha at the birth moment, degrees (the value /birth_details gives)' }),
  formatted: Type.String({ description: 'The same as degrees, minutes and whole seconds, e.g. "23° 43\' 21\\""' }),
});

const text = (description: string) => Type.String({ description });
export const GhatChakraResponse = Type.Object({
  month: text('Lunar month harmful to the janma rashi (the natal Moon’s sign)'),
  tithi: text('Its tithis: the three of one class in either paksha, comma-separated (the 15th named as Purnima and as Amavasya)'),
  day: text('Weekday'),
  nakshatra: text('Nakshatra'),
  yog: text('Yoga (of the 27 of the Sun and Moon)'),
  karan: text('Karana'),
  pahar: text('Prahara of the day (a quarter of daytime), "1" … "4"'),
  moon: text('Sign the transiting Moon is harmful in'),
});

export const SIGN_PATH_NAMES = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;

export const AshtakPlanetParams = Type.Object({
  planet: Type.String({
    enum: ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'],
    'x-case': 'lower',
    description: 'The graha whose Bhinnashtakavarga is asked for (any case). Parashara gives tables for the seven grahas only',
  }),
});

const int = (description: string, minimum = 0, maximum = 8) => Type.Integer({ minimum, maximum, description });
const byPoints = (point: TSchema) => Type.Object(Object.fromEntries(SIGN_PATH_NAMES.map((s) => [s, point])), { description: 'The twelve signs, Aries … Pisces' });

export const PlanetAshtakResponse = Type.Object({
  ashtak_varga: Type.Object({
    type: Type.String({ enum: ['Bhinnashtak'] }),
    planet: text('The graha of the table, named in the answer language'),
    sign: text('Its sign at birth, lower case in English'),
    sign_id: Type.Integer({ minimum: 1, maximum: 12, description: 'That sign, Aries 1 … Pisces 12' }),
  }),
  ashtak_points: byPoints(
    Type.Object({
      ...Object.fromEntries(CONTRIBUTORS.map((c) => [c, int(`1 when ${c === 'ascendant' ? 'the lagna' : `the ${c}`} gives this sign a bindu, else 0`, 0, 1)])),
      total: int('Bindus of the sign, 0 … 8'),
    }),
  ),
});

export const SarvashtakResponse = Type.Object({
  ashtak_varga: Type.Object({ type: Type.String({ enum: ['Sarvashtak'] }) }),
  ashtak_points: byPoints(
    Type.Object({
      ...Object.fromEntries(CONTRIBUTORS.map((c) => [c, c === 'ascendant'
        ? int('Always 0: the lagna has no ashtakavarga of its own in Parashara’s scheme (its bindus are inside the seven)', 0, 0)
        : int(`Bindus of the ${c}’s Bhinnashtakavarga in this sign`)])),
      total: int('Sarvashtakavarga bindus of the sign', 0, 56),
    }),
  ),
});

// Chara dasha
const CharaSign = {
  sign_id: Type.Integer({ minimum: 0, maximum: 11, description: 'Dasha sign, Aries 0 … Pisces 11 (0-based, as the service numbers Chara dasha signs)' }),
  sign_name: text('Dasha sign, named in the answer language'),
};
const dates = { start_date: text('D-M-YYYY, in the request time zone'), end_date: text('D-M-YYYY, in the request time zone') };
const CharaMajor = Type.Object({ ...CharaSign, duration: text('"<n> Years"'), ...dates });
const CharaSub = Type.Object({ ...CharaSign, duration: text('"<n> Months" (a twelfth of the mahadasha)'), ...dates });
const CharaSubSub = Type.Object({ ...CharaSign, ...dates });
const CharaListed = Type.Object({
  ...CharaSign, ...dates,
  start_ms: Type.Integer({ description: 'Start instant, Unix milliseconds' }),
  end_ms: Type.Integer({ description: 'End instant, Unix milliseconds' }),
});
const twelve = (item: typeof CharaListed, description: string) => Type.Array(item, { minItems: 12, maxItems: 12, description });

export const MajorCharaResponse = Type.Array(CharaMajor, { minItems: 12, maxItems: 12, description: 'The twelve mahadashas of the first cycle, from the lagna’s sign, the first starting at birth' });
export const CurrentCharaResponse = Type.Object({
  dasha_date: text('The day evaluated (the day of the request in the request time zone), D-M-YYYY'),
  major_dasha: CharaMajor,
  sub_dasha: CharaSub,
  sub_sub_dasha: CharaSubSub,
});
export const SubCharaResponse = Type.Object({ major_dasha: CharaMajor, sub_dasha: twelve(CharaListed, 'The twelve antardashas') });
export const SubSubCharaResponse = Type.Object({ major_dasha: CharaMajor, sub_dasha: CharaSub, sub_sub_dasha: twelve(CharaListed, 'The twelve pratyantardashas') });

const signParam = (what: string) => Type.String({ enum: [...SIGN_PATH_NAMES], 'x-case': 'lower', description: `${what}: a sign name in English, any case` });
export const CharaSignParams = Type.Object({ sign: signParam('The mahadasha’s sign (first cycle)') });
export const CharaSignsParams = Type.Object({ majorSign: signParam('The mahadasha’s sign (first cycle)'), subSign: signParam('The antardasha’s sign') });

// Biorhythm
const CycleReading = Type.Object({
  percent: Type.Integer({ minimum: -100, maximum: 100, description: '100·sin(2π·t/P), rounded; t whole days since the day of birth' }),
  trend: Type.Integer({ minimum: -1, maximum: 1, description: '1 rising (tomorrow higher), -1 falling, 0 level' }),
});
export const BiorhythmResponse = Type.Object({
  physical: CycleReading,
  emotional: CycleReading,
  intellectual: CycleReading,
  average: CycleReading,
});

// Dashakoot (the ten poruthams)
const Porutham = (compared: string) =>
  Type.Object({
    description: text('The porutham’s name, in the answer language'),
    male_koot_attribute: text(`The boy’s ${compared}`),
    female_koot_attribute: text(`The girl’s ${compared}`),
    total_points: Type.Integer({ minimum: 1, maximum: 1 }),
    received_points: Type.Integer({ minimum: 0, maximum: 1, description: '1 when the porutham agrees' }),
  });
export const DashakootResponse = Type.Object({
  dina: Porutham('Moon nakshatra'),
  gana: Porutham('gana (from the Moon nakshatra)'),
  mahendra: Porutham('Moon nakshatra'),
  stree_deergha: Porutham('Moon nakshatra'),
  yoni: Porutham('yoni (from the Moon nakshatra)'),
  rasi: Porutham('Moon sign'),
  rasyadhipati: Porutham('Moon-sign lord'),
  vasya: Porutham('Moon sign'),
  rajju: Porutham('rajju (from the Moon nakshatra)'),
  vedha: Porutham('Moon nakshatra'),
  total: Type.Object({
    total_points: Type.Integer({ minimum: 10, maximum: 10 }),
    received_points: Type.Integer({ minimum: 0, maximum: 10, description: 'Poruthams that agree' }),
  }),
});
