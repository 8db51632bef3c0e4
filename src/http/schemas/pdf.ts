// Bodies and answers of the PDF report endpoints (the hosted service's PDF host, served under /v1 here).
import { Type } from 'typebox';
import { birthBodyWith } from './birth.js';
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
