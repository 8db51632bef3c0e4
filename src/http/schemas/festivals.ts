// Bodies and answers of the festival endpoints (shared/spec/western.md §13, more-computations §9):
// yearly_festivals' element keys are the ones a client of the hosted service shows; festival_muhurta's
// keys are those its pages read (festival_date, tithi_start, tithi_end, muhurta_start_time,
// muhurta_end_time, sankranti_moment, punya_kal, maha_punya_kal, hari_vasara, paran_muhurta); the
// rest (bhadra_start and bhadra_end among them), and every type, is ours (docs/festivals.md).
import { Type, type Static } from 'typebox';
import { FESTIVAL_KEYS, KALAS, REGIONS } from '../../vedic/festivals/rules.js';

/** New Delhi, where the calendar is computed when the body names no place. */
export const DEFAULT_PLACE = { lat: 28.6139, lon: 77.209, tzone: 5.5 } as const;

// Two lunar months before 1 January and one after 31 December must lie inside the ephemeris files.
export const FESTIVAL_YEARS = { first: 1801, last: 2398, why: 'the lunar months around the year must lie inside the ephemeris files' } as const;
const YEAR_HINT = `${FESTIVAL_YEARS.first} to ${FESTIVAL_YEARS.last}: ${FESTIVAL_YEARS.why}`;

const PLACE_FIELDS = {
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: `Latitude in degrees, north positive (${DEFAULT_PLACE.lat}, New Delhi, when neither lat nor latitude is sent)` })),
  lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: `Longitude in degrees, east positive (${DEFAULT_PLACE.lon}, New Delhi, by default)` })),
  tzone: Type.Optional(Type.Number({ minimum: -12, maximum: 14, 'x-clock-offset': true, description: `Hours east of UT, applied as given (${DEFAULT_PLACE.tzone} by default)` })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Same as lat (the name a client of the hosted service sends); lat wins when both are sent' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Same as lon; lon wins when both are sent' })),
  timezone: Type.Optional(Type.Number({ minimum: -12, maximum: 14, 'x-clock-offset': true, description: 'Same as tzone; tzone wins when both are sent' })),
};

const yearField = (description: string) => Type.Integer({ minimum: FESTIVAL_YEARS.first, maximum: FESTIVAL_YEARS.last, 'x-hint': YEAR_HINT, description });

export const YearlyFestivalsBody = Type.Object({
  year: yearField('Gregorian year whose festivals are listed'),
  ...PLACE_FIELDS,
}, {
  description: 'A year and, optionally, the place whose sunrises decide the days (New Delhi by default). Numbers may be sent as numeric strings; other fields are ignored.',
  examples: [{ year: 2025, lat: 28.6139, lon: 77.209, tzone: 5.5 }],
});
export type YearlyFestivalsBody = Static<typeof YearlyFestivalsBody>;

export const FestivalMuhurtaBody = Type.Object({
  festival_name: Type.String({ enum: FESTIVAL_KEYS, 'x-case': 'upper', description: 'The festival, by its festival_key in yearly_festivals (any case)' }),
  festival_date: Type.Optional(Type.String({
    pattern: '^\\s*(\\d{4}-\\d{1,2}-\\d{1,2})?\\s*$', 'x-hint': 'YYYY-M-D, or empty',
    description: 'A date YYYY-M-D whose year is searched for the festival (its month and day are not used); empty or absent: the year field',
  })),
  year: Type.Optional(yearField('Gregorian year searched when festival_date is empty or absent')),
  ...PLACE_FIELDS,
}, {
  description: 'A festival, the year to find it in, and optionally the place (New Delhi by default). Numbers may be sent as numeric strings; other fields are ignored.',
  examples: [{ festival_name: 'DIWALI', festival_date: '', year: 2025, lat: 28.6139, lon: 77.209, tzone: 5.5 }],
});
export type FestivalMuhurtaBody = Static<typeof FestivalMuhurtaBody>;

export const YearlyFestivalsResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on a 200 answer' }),
  festivals: Type.Array(Type.Object({
    id: Type.Integer({ description: 'The festival’s stable number' }),
    year: Type.Integer(),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    date: Type.Integer({ minimum: 1, maximum: 31, description: 'Day of the month' }),
    festival: Type.String({ description: 'Name, in English or Hindi', examples: ['Diwali / Lakshmi Puja'] }),
    festival_key: Type.String({ enum: FESTIVAL_KEYS, description: 'UPPER_SNAKE key, as festival_muhurta takes it' }),
    region: Type.String({ enum: [...REGIONS], description: 'Where it is chiefly kept' }),
  }), { description: 'In date order; a festival whose day cannot be fixed there (no sunrise: polar day or night) is left out' }),
});

export const PanchangFestivalResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on a 200 answer' }),
  festivals: Type.Array(Type.String(), { description: 'Names of the festivals held on the requested date at the place (English or Hindi); empty on most days' }),
});

const instant = (what: string) => Type.Union([Type.String({ description: `${what}: local "D-M-YYYY H:M" in the request’s time zone (truncated to the minute)` }), Type.Null()]);
const span = (what: string) => Type.Object({ start_time: Type.String({ description: `${what} begins, "D-M-YYYY H:M"` }), end_time: Type.String({ description: 'Ends, "D-M-YYYY H:M"' }) });

export const FestivalMuhurtaResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on a 200 answer' }),
  festival: Type.String({ description: 'Name, in English or Hindi' }),
  festival_key: Type.String({ enum: FESTIVAL_KEYS }),
  region: Type.String({ enum: [...REGIONS] }),
  festival_date: Type.Union([Type.String({ description: 'The day, "YYYY-M-D" (not zero-padded)' }), Type.Null({ description: 'The day cannot be fixed there that year (no sunrise)' })]),
  hindu_month: Type.Union([Type.Object({
    amanta: Type.String({ description: 'Month running new moon to new moon' }),
    purnimanta: Type.String({ description: 'Month running full moon to full moon (North-Indian usage): a month later in the Krishna paksha' }),
  }), Type.Null({ description: 'Solar festivals, and those fixed by another festival' })]),
  paksha: Type.Union([Type.String({ description: 'Shukla or Krishna, in the answer language' }), Type.Null()]),
  tithi: Type.Union([Type.String({ description: 'The tithi that fixes the day', examples: ['Amavasya'] }), Type.Null()]),
  karmakala: Type.String({ enum: [...KALAS, 'sankranti', 'day_after'], description: 'The part of the day the tithi must hold at, "sankranti" for an ingress of the Sun, "day_after" for a festival held the day after another' }),
  tithi_start: instant('The tithi begins'),
  tithi_end: instant('The tithi ends'),
  muhurta_start_time: instant('The festival’s span on its day begins (the kala while the tithi holds)'),
  muhurta_end_time: instant('It ends'),
  sankranti_moment: Type.Optional(instant('The Sun enters the sign (sankranti festivals only)')),
  punya_kal: Type.Optional(Type.Union([span('Punya kala: from the ingress (or sunrise) to sunset'), Type.Null()])),
  maha_punya_kal: Type.Optional(Type.Union([span('Maha punya kala: the first 96 minutes of the punya kala'), Type.Null()])),
  moonrise: Type.Optional(instant('The moonrise that ends the fast (moonrise festivals only)')),
  hari_vasara: Type.Optional(instant('Hari vasara (the first quarter of the dwadashi) ends (ekadashi fasts only)')),
  bhadra_start: Type.Optional(instant('Bhadra (Vishti karana, the Purnima’s first half) begins (Holika Dahan and Raksha Bandhan only)')),
  bhadra_end: Type.Optional(instant('Bhadra ends; muhurta_start_time/muhurta_end_time are then the window chosen after it')),
  paran_muhurta: Type.Optional(Type.Array(span('Parana, breaking the fast the morning after'), { description: 'One span, or none when the dwadashi ends before hari vasara allows a parana that morning' })),
});
