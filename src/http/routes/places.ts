import { ENGLISH_ONLY } from '../../i18n/index.js';
import { EPHEMERIS_SPAN } from '../../config.js';
import { gazetteer } from '../../places/gazetteer.js';
import { isKnownZone, localOffset, yearOffsets, zoneAt } from '../../places/time-zones.js';
import type { EndpointSpec } from '../endpoint.js';
import { invalidFields, type FieldIssue } from '../errors.js';
import { calendarIssue } from '../validation.js';
import {
  GEONAMES_ATTRIBUTION, GeoDetailsBody, GeoDetailsResponse, TimezoneBody, TimezoneResponse, TimezoneWithDstBody, TimezoneWithDstResponse,
} from '../schemas/places.js';

export const geoDetails: EndpointSpec<typeof GeoDetailsBody> = {
  name: 'geo_details',
  path: '/v1/geo_details',
  group: 'astrology',
  summary: 'Places matching a name, with coordinates and time zone',
  description:
    'Searches an embedded gazetteer (GeoNames’ cities1000: ~141,000 places of more than 1000 people and administrative seats) by name, ' +
    'ASCII spelling (no accents needed) or a Latin-script alternate name matched whole (Bombay, Benares). "City, Region" or "City, Country" ' +
    'narrows the search (region code or name; country ISO code or English name). An empty or unknown place gives an empty list. ' +
    GEONAMES_ATTRIBUTION,
  languages: ENGLISH_ONLY,
  body: GeoDetailsBody,
  cacheable: true,
  response: GeoDetailsResponse,
  handle(body) {
    return {
      geonames: gazetteer().search(body.place, body.maxRows ?? 6).map((p) => ({
        place_name: p.name,
        latitude: p.latitude,
        longitude: String(p.longitude),
        timezone_id: p.timeZone,
        country_code: p.countryCode,
      })),
    };
  },
};

/** A body in the official SDK's spelling (day, month, year, hour, min, lat, lon) has its missing fields named in it; an empty one is asked for latitude, longitude and date. */
const sdkStyle = (body: TimezoneWithDstBody) =>
  body.latitude === undefined && body.longitude === undefined && body.date === undefined && (['day', 'month', 'year', 'hour', 'min', 'lat', 'lon'] as const).some((f) => body[f] !== undefined);

interface LocalDate { year: number; month: number; day: number }

/** The M-D-YYYY date of the request, or its day, month and year fields; what is wrong goes to `issues`. */
function requestDate(body: TimezoneWithDstBody, issues: FieldIssue[]): LocalDate | undefined {
  if (body.date !== undefined) {
    const [month, day, year] = body.date.trim().split('-').map(Number) as [number, number, number];
    const { firstYear, lastYear } = EPHEMERIS_SPAN;
    if (month >= 1 && month <= 12 && day >= 1 && year >= firstYear && year <= lastYear && !calendarIssue({ day, month, year })) return { year, month, day };
    issues.push({ field: 'date', message: `must be a date M-D-YYYY that exists, in the years ${firstYear} to ${lastYear}` });
    return undefined;
  }
  const missing = (['day', 'month', 'year'] as const).filter((f) => body[f] === undefined);
  if (missing.length === 3 && !sdkStyle(body)) issues.push({ field: 'date', message: 'is required (M-D-YYYY), or day, month and year' });
  else issues.push(...missing.map((field) => ({ field, message: 'is required' })));
  return missing.length ? undefined : { year: body.year!, month: body.month!, day: body.day! };
}

function requestPoint(body: TimezoneWithDstBody, issues: FieldIssue[]): { latitude: number; longitude: number } | undefined {
  const latitude = body.latitude ?? body.lat;
  const longitude = body.longitude ?? body.lon;
  const [latName, lonName] = sdkStyle(body) ? ['lat', 'lon'] : ['latitude', 'longitude'];
  if (latitude === undefined) issues.push({ field: latName, message: 'is required' });
  if (longitude === undefined) issues.push({ field: lonName, message: 'is required' });
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

export const timezoneWithDst: EndpointSpec<typeof TimezoneWithDstBody> = {
  name: 'timezone_with_dst',
  path: '/v1/timezone_with_dst',
  group: 'astrology',
  summary: 'UTC offset at a point on a local date, daylight saving included',
  description:
    'The IANA zone of the point from timezone-boundary-builder’s boundaries (geo-tz, comprehensive set; data © OpenStreetMap contributors, ODbL): ' +
    'at sea the nautical zone Etc/GMT±N, on a border the first zone listed. The offset is the one in force there at the local date and time ' +
    '(12:00 when hour and min are absent), from the IANA database’s history as Node’s ICU data has it. A local time shown twice (clocks going back) ' +
    'or never (clocks going forward) gets the offset in force before the change.',
  languages: ENGLISH_ONLY,
  body: TimezoneWithDstBody,
  cacheable: true,
  response: TimezoneWithDstResponse,
  handle(body) {
    const issues: FieldIssue[] = [];
    const point = requestPoint(body, issues);
    const date = requestDate(body, issues);
    if (!point || !date) throw invalidFields(issues);
    const { latitude, longitude } = point;
    const seconds = localOffset(zoneAt(latitude, longitude), { ...date, hour: body.hour ?? 12, minute: body.min ?? 0 });
    return { status: true, timezone: seconds / 3600, timezone_in_ms: seconds * 1000, date: `${date.month}-${date.day}-${date.year}` };
  },
};

export const timezone: EndpointSpec<typeof TimezoneBody> = {
  name: 'timezone',
  path: '/v1/timezone',
  group: 'astrology',
  summary: 'Standard (or daylight-saving) offset of an IANA time zone',
  description:
    'The zone’s standard offset this year in hours east of UTC, as a decimal string; with isDst true, its daylight-saving offset ' +
    '(the standard one where it keeps none). Standard and daylight offsets are the lesser and the greater of those in force on 1 January and 1 July.',
  languages: ENGLISH_ONLY,
  body: TimezoneBody,
  cacheable: false,
  response: TimezoneResponse,
  handle(body, ctx) {
    const zone = body.country_code.trim();
    if (!isKnownZone(zone)) throw invalidFields([{ field: 'country_code', message: 'must be an IANA time-zone id such as Asia/Kolkata' }]);
    const { standard, daylight } = yearOffsets(zone, ctx.now.getUTCFullYear());
    return { timezone: String((body.isDst ? daylight : standard) / 3600) };
  },
};

export const placesEndpoints = [geoDetails, timezoneWithDst, timezone];
