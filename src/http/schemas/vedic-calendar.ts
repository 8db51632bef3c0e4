// Answers of the muhurta endpoints (shared/spec/more-computations.md §10-§11).
import { Type } from 'typebox';

const HoraSpan = Type.Object({
  time: Type.String({ description: 'Start and end, 24-hour local clock "H:MM - H:MM"' }),
  hora: Type.String({ description: 'The graha ruling the hora (title case in English)' }),
});

export const HoraResponse = Type.Object({
  hora: Type.Union([
    Type.Object({
      day: Type.Array(HoraSpan, { minItems: 12, maxItems: 12, description: 'Twelve equal parts of sunrise → sunset' }),
      night: Type.Array(HoraSpan, { minItems: 12, maxItems: 12, description: 'Twelve equal parts of sunset → next sunrise' }),
    }),
    Type.Null({ description: 'The Sun does not rise, or set, or rise again within a day there (polar day or night)' }),
  ]),
});

const ChaughadiyaSpan = Type.Object({
  time: Type.String({ description: 'Start and end, local clock in the 12-hour look of /advanced_panchang’s periods, "H : MM : SS - H : MM : SS"' }),
  muhurta: Type.String({ description: 'Amrit, Shubh, Labh, Char, Rog, Kaal or Udveg (in the answer language)' }),
});

export const ChaughadiyaResponse = Type.Object({
  chaughadiya: Type.Union([
    Type.Object({
      day: Type.Array(ChaughadiyaSpan, { minItems: 8, maxItems: 8, description: 'Eight equal parts of sunrise → sunset' }),
      night: Type.Array(ChaughadiyaSpan, { minItems: 8, maxItems: 8, description: 'Eight equal parts of sunset → next sunrise' }),
    }),
    Type.Null({ description: 'The Sun does not rise, or set, or rise again within a day there (polar day or night)' }),
  ]),
});

export const GRAHA_FIELD_NAMES = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'] as const;

/** The gochara bodies: the date and place fields, and the graha. */
export const GocharaFields = {
  planet: Type.String({ enum: [...GRAHA_FIELD_NAMES], 'x-case': 'lower', examples: ['mars'], description: 'The graha whose transits are asked for, sun … ketu (any case)' }),
};

const when = {
  date: Type.String({ description: 'Local date and time of the instant, "D-M-YYYY H:M" (truncated to the minute)' }),
  time_ms: Type.Integer({ description: 'The exact instant (root-found), Unix milliseconds' }),
};

const gocharaResponse = (part: 'sign' | 'nakshatra', count: number) => Type.Object({
  planet: Type.String({ description: 'The graha' }),
  year: Type.Integer({ description: 'The calendar year searched, 1 January 00:00 to 1 January 00:00 in the request’s tzone' }),
  [`${part}_at_start`]: Type.String({ description: `The ${part} it occupies as the year begins` }),
  [`${part}_id_at_start`]: Type.Integer({ minimum: 1, maximum: count, description: `Its number, 1 … ${count}` }),
  transits: Type.Array(Type.Object({
    [part]: Type.String({ description: `The ${part} entered` }),
    [`${part}_id`]: Type.Integer({ minimum: 1, maximum: count, description: `Its number, 1 … ${count}` }),
    ...when,
    retrograde: Type.Boolean({ description: 'Entered moving backwards' }),
  }), { description: 'Every entry in the year, in time order' }),
});

export const SignGocharaResponse = gocharaResponse('sign', 12);
export const NakshatraGocharaResponse = gocharaResponse('nakshatra', 27);

export const PLANETARY_EVENT_CODES = { sign: 'SIGN_INGRESS', retrograde: 'RETROGRADE', direct: 'DIRECT', combustStart: 'COMBUST_START', combustEnd: 'COMBUST_END' } as const;

export const PlanetaryEventsResponse = Type.Array(Type.Object({
  planet: Type.String({ description: 'The graha' }),
  event: Type.String({ enum: Object.values(PLANETARY_EVENT_CODES), description: 'Sign ingress, retrograde or direct station, combustion start or end' }),
  sign: Type.String({ description: 'The graha’s sign at the instant (the sign entered, for an ingress)' }),
  ...when,
}), { description: 'The events of the year from the request’s instant, in time order' });

export const PlanetPanchangResponse = Type.Array(Type.Object({
  id: Type.Integer({ minimum: 0, maximum: 9, description: '0 … 8 Sun … Ketu, 9 the lagna' }),
  name: Type.String({ description: 'Sun … Ketu; the lagna is "Asc"' }),
  fullDegree: Type.Number({ description: 'Sidereal (Lahiri) longitude, degrees' }),
  normDegree: Type.Number({ description: 'Degrees within the sign' }),
  isRetro: Type.Union([Type.String({ enum: ['true', 'false'] }), Type.Boolean()], { description: '"true" / "false" for the grahas (Rahu and Ketu always "true"); false (boolean) for the lagna' }),
  sign: Type.String({ description: 'Sidereal sign' }),
  sign_lord: Type.String({ description: 'Lord of the sign' }),
  nakshatra: Type.String({ description: 'Nakshatra' }),
  nakshatra_lord: Type.String({ description: 'Vimshottari lord of the nakshatra' }),
}), { minItems: 10, maxItems: 10 });
