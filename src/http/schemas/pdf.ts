// Bodies and answers of the PDF report endpoints (the hosted service's PDF host, served under /v1 here).
import { Type } from 'typebox';
import { BIRTH_FIELDS, birthBodyWith } from './birth.js';
import { HoroChartImageBody } from './charts.js';

/** Short texts printed on a report: bounded, so a body cannot make a report of megabytes of name. */
const text = (description: string, maxLength = 200) => Type.Optional(Type.String({ maxLength, description }));

export const PDF_LANGUAGES = ['en', 'hi'] as const;

export const BRANDING_FIELDS = {
  footer_link: text('Printed at the foot of every page (a URL or any short text)'),
  logo_url: text('A PNG or JPEG logo for the cover, fetched from a public address (at most 1 MiB); one that cannot be fetched or is not a PNG or JPEG is left out, and the report is made without it', 2000),
  company_name: text('Your company’s name, on the cover'),
  company_info: text('A short description of your company, on the cover', 500),
  domain_url: text('Your site, on the cover'),
  company_email: text('On the cover'),
  company_landline: text('On the cover'),
  company_mobile: text('On the cover'),
};

const LANGUAGE = Type.Optional(Type.String({
  description: 'Report language: en or hi (Hindi); any other value gives English. Sent in the body by the official SDK; when absent, Accept-Language decides',
  maxLength: 20,
}));

export const HoroscopePdfBody = birthBodyWith({
  name: text('The person’s name, printed on the cover (the SDK does not send it; "Horoscope" then)'),
  gender: text('male or female, as printed', 20),
  place: text('The place of birth as printed; lat and lon are what count'),
  language: LANGUAGE,
  chart_style: Type.Optional({ ...HoroChartImageBody.properties.chart_style, description: 'Chart layout: NORTH_INDIAN (default), SOUTH_INDIAN or EAST_INDIAN' }),
  ...BRANDING_FIELDS,
});

export const PdfResponse = Type.Object({
  status: Type.Boolean(),
  pdf_url: Type.String({ description: 'A signed GET link to the PDF, valid for IMAGE_LINK_TTL_SECONDS; the report is kept for PDF_RETENTION_DAYS' }),
});

export const PdfLink = {
  params: Type.Object({ id: Type.String({ description: 'The report’s id, as pdf_url gives it' }) }),
  querystring: Type.Object({
    expires: Type.Optional(Type.String()),
    signature: Type.Optional(Type.String()),
  }),
};

/** One person of match_making_pdf: the PDF host's long names (`m_minute`, `m_latitude`, …), unlike the JSON match endpoints. */
function matchPerson<P extends 'm_' | 'f_'>(p: P, who: string) {
  const F = BIRTH_FIELDS;
  return {
    [`${p}first_name`]: text(`The ${who}’s first name`),
    [`${p}last_name`]: text(`The ${who}’s last name`),
    [`${p}day`]: F.day, [`${p}month`]: F.month, [`${p}year`]: F.year, [`${p}hour`]: F.hour,
    [`${p}minute`]: F.min, [`${p}latitude`]: F.lat, [`${p}longitude`]: F.lon, [`${p}timezone`]: F.tzone,
    [`${p}place`]: text(`The ${who}’s place of birth as printed`),
  } as const;
}

const flag = (description: string) => Type.Optional(Type.Union([Type.Boolean(), Type.String({ enum: ['true', 'false'] })], { description }));

const EXAMPLE_COUPLE = {
  m_first_name: 'Rohan', m_last_name: 'Mehta', m_day: 15, m_month: 5, m_year: 1990, m_hour: 10, m_minute: 30, m_latitude: 28.6139, m_longitude: 77.209, m_timezone: 5.5, m_place: 'New Delhi',
  f_first_name: 'Asha', f_last_name: 'Verma', f_day: 20, f_month: 8, f_year: 1992, f_hour: 14, f_minute: 15, f_latitude: 19.076, f_longitude: 72.8777, f_timezone: 5.5, f_place: 'Mumbai',
};

export const MatchPdfBody = Type.Object(
  {
    ...matchPerson('m_', 'groom'),
    ...matchPerson('f_', 'bride'),
    language: LANGUAGE,
    ashtakoot: flag('Print the ashtakoot table (default true)'),
    dashakoot: flag('Print the dashakoot table too (default true)'),
    papasyam: flag('Print both people’s papasamyam (papa points from the lagna, the Moon and Venus, as papasamyam_details gives them); default true'),
    chart_style: Type.Optional({ ...HoroChartImageBody.properties.chart_style, description: 'Chart layout: NORTH_INDIAN (default), SOUTH_INDIAN or EAST_INDIAN' }),
    ...BRANDING_FIELDS,
  },
  { description: 'Both people’s birth details (m_ the groom, f_ the bride) and the report’s options. Numbers may be sent as numeric strings.', examples: [EXAMPLE_COUPLE] },
);

/** natal_horoscope_report/tropical: the PDF host's Western names (minute, latitude, longitude, timezone), no chart_style or gender. */
export const NatalPdfBody = Type.Object(
  {
    name: text('The person’s name, printed on the cover'),
    day: BIRTH_FIELDS.day, month: BIRTH_FIELDS.month, year: BIRTH_FIELDS.year, hour: BIRTH_FIELDS.hour,
    minute: BIRTH_FIELDS.min, latitude: BIRTH_FIELDS.lat, longitude: BIRTH_FIELDS.lon, timezone: BIRTH_FIELDS.tzone,
    place: text('The place of birth as printed; latitude and longitude are what count'),
    ...BRANDING_FIELDS,
    language: Type.Optional(Type.String({ maxLength: 20, description: 'Accepted; the Western report is printed in English' })),
  },
  {
    description: 'Birth moment and place in the PDF host’s Western names, and the branding. Numbers may be sent as numeric strings.',
    examples: [{ name: 'Asha Verma', day: 15, month: 5, year: 1990, hour: 10, minute: 30, latitude: 28.6139, longitude: 77.209, timezone: 5.5, place: 'New Delhi' }],
  },
);
