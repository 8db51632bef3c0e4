// The PDF report endpoints (the hosted service's PDF host: a client points its PDF base URL at us) and the
// signed links they answer. A report is made in a renderer process, kept in the store and linked, as palm
// images are: the answer is {status, pdf_url}, the PDF itself a GET of pdf_url.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import type { Branding } from '../../pdf/document.js';
import { isEmbeddableImage } from '../../pdf/layout.js';
import type { PdfReports } from '../../pdf/kept-reports.js';
import { PdfRenderersBusy } from '../../pdf/renderers.js';
import { safeFetch, type FetchOptions } from '../../photo-fetch/safe-fetch.js';
import type { AnyEndpoint, EndpointContext, EndpointSpec } from '../endpoint.js';
import { ApiError } from '../errors.js';
import type { PdfTask } from '../pdf-reports/tasks.js';
import type { ChartLayout, HoroscopeKind, PdfLang, PersonRequest } from '../pdf-reports/vedic.js';
import { BRANDING_FIELDS, HoroscopePdfBody, MatchPdfBody, NatalPdfBody, PDF_LANGUAGES, PdfLink, PdfResponse } from '../schemas/pdf.js';
import { ENGLISH_ONLY } from '../../i18n/index.js';
import { dashaInputs } from './dasha.js';
import { chartOfBody } from './western.js';
import { forPerson, PEOPLE } from './match-endpoint.js';
import { moonLongitudeAtBirth } from '../../vedic/chart.js';
import { birthFromBody } from '../schemas/birth.js';

/** A logo is small: a larger file is left out rather than fetched whole. */
const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TIMEOUT_MS = 5000;

type BrandingBody = { [K in keyof typeof BRANDING_FIELDS]?: string };

/** Pixels a logo's header may claim: a 1 MiB PNG can claim a 100-megapixel canvas, which pdfkit would decode whole. */
const LOGO_MAX_PIXELS = 25_000_000;

/**
 * The logo when it can be fetched under the SSRF guard and is a PNG or JPEG: redrawn by sharp (libvips, off the
 * event loop) as a PNG of at most 600×300 px, so the renderer embeds a small image of one known kind whatever was
 * sent. Else none: the report goes on without it.
 */
async function logoOf(url: string | undefined, fetchOptions: FetchOptions): Promise<Uint8Array | undefined> {
  if (!url?.trim()) return undefined;
  try {
    const bytes = await safeFetch(url.trim(), { ...fetchOptions, maxBytes: LOGO_MAX_BYTES, timeoutMs: Math.min(fetchOptions.timeoutMs, LOGO_TIMEOUT_MS) });
    if (!isEmbeddableImage(bytes)) return undefined;
    const png = await sharp(bytes, { limitInputPixels: LOGO_MAX_PIXELS }).rotate().resize(600, 300, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return new Uint8Array(png);
  } catch {
    return undefined;
  }
}

async function brandingOf(body: BrandingBody, fetchOptions: FetchOptions): Promise<Branding> {
  const logo = await logoOf(body.logo_url, fetchOptions);
  const given = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);
  return {
    companyName: given(body.company_name), companyInfo: given(body.company_info), domainUrl: given(body.domain_url), email: given(body.company_email),
    landline: given(body.company_landline), mobile: given(body.company_mobile), footer: given(body.footer_link), logo,
  };
}

/** The body's `language` when it names one we print, else the negotiated one. */
export function pdfLanguage(given: string | undefined, ctx: EndpointContext<unknown>): PdfLang {
  const asked = given?.trim().toLowerCase().slice(0, 2);
  if (asked && (PDF_LANGUAGES as readonly string[]).includes(asked)) return asked as PdfLang;
  return given?.trim() ? 'en' : (ctx.language as PdfLang);
}

const LAYOUTS: Record<string, ChartLayout> = { NORTH_INDIAN: 'north', SOUTH_INDIAN: 'south', EAST_INDIAN: 'east' };

function busy(err: unknown): unknown {
  return err instanceof PdfRenderersBusy ? new ApiError(503, 'overloaded', `${err.message}; retry in a few seconds`, undefined, { 'retry-after': '5' }) : err;
}

const HOROSCOPES: { kind: HoroscopeKind; summary: string }[] = [
  { kind: 'mini', summary: 'Mini horoscope PDF: birth details, avakahada, lagna and navamsa charts, planets, Vimshottari dasha' },
  { kind: 'basic', summary: 'Basic horoscope PDF: the mini report with divisional charts, panchang, manglik, kalsarpa, Sade Sati and gemstones' },
  { kind: 'pro', summary: 'Pro horoscope PDF: the basic report with all sixteen vargas, ashtakavarga, and the ascendant and house readings' },
];

/** Names of the PDF endpoints, which are served only with a PdfReports service (so not in ENDPOINTS). */
export const PDF_ENDPOINT_NAMES: readonly string[] = [...HOROSCOPES.map(({ kind }) => `${kind}_horoscope_pdf`), 'match_making_pdf', 'natal_horoscope_report_tropical'];

/** A flag sent as a boolean or as the SDK's "true"/"false"; absent means true. */
const flagOn = (v: boolean | string | undefined) => v === undefined || v === true || v === 'true';

/** One person of a match body, in the JSON endpoints' field names. */
function matchPerson(body: Static<typeof MatchPdfBody>, p: 'm_' | 'f_', fallback: string): PersonRequest {
  const b = body as Record<string, unknown>;
  const n = (k: string) => b[p + k] as number;
  const name = [b[`${p}first_name`], b[`${p}last_name`]].map((s) => (typeof s === 'string' ? s.trim() : '')).filter(Boolean).join(' ');
  const place = typeof b[`${p}place`] === 'string' ? (b[`${p}place`] as string).trim() : '';
  return {
    birth: { day: n('day'), month: n('month'), year: n('year'), hour: n('hour'), min: n('minute'), lat: n('latitude'), lon: n('longitude'), tzone: n('timezone') },
    name: name || fallback,
    ...(place ? { place } : {}),
  };
}

export function pdfEndpoints(reports: PdfReports, fetchOptions: FetchOptions): AnyEndpoint[] {
  /** Makes the report in a renderer process and keeps it; answers the signed link. */
  const made = async (task: PdfTask, ctx: EndpointContext<unknown>) => {
    try {
      const id = await reports.make(ctx.userId, task, ctx.now.getTime());
      const { expires, signature } = reports.sign(id, ctx.now.getTime());
      return { status: true, pdf_url: `${ctx.baseUrl}/pdf/reports/${id}/report.pdf?expires=${expires}&signature=${signature}` };
    } catch (err) {
      throw busy(err);
    }
  };
  const spec = <B extends TSchema>(s: Omit<EndpointSpec<B>, 'group' | 'languages' | 'response' | 'cacheable' | 'errors'>): EndpointSpec<B> => ({
    ...s, group: 'astrology', languages: PDF_LANGUAGES, response: PdfResponse, cacheable: false, errors: [503],
  });
  const horoscopes = HOROSCOPES.map(({ kind, summary }) => spec({
    name: `${kind}_horoscope_pdf`,
    path: `/v1/${kind}_horoscope_pdf`,
    summary,
    description:
      'Answers {status, pdf_url}: a signed link to the PDF (A4, Noto Sans fonts embedded, charts as vectors). Sections of each report: docs/pdf-reports.md. ' +
      'The running dasha and Sade Sati are those of the moment of the request. 503 overloaded with Retry-After when every PDF renderer is busy and the queue is full.',
    body: HoroscopePdfBody,
    async handle(body: Static<typeof HoroscopePdfBody>, ctx) {
      dashaInputs(body, ctx.now); // the running dasha needs a past birth: refused here, naming year
      const language = pdfLanguage(body.language, ctx);
      const branding = await brandingOf(body, fetchOptions);
      const { day, month, year, hour, min, lat, lon, tzone } = body;
      return made({
        report: 'horoscope',
        request: {
          kind, language, layout: LAYOUTS[body.chart_style ?? 'NORTH_INDIAN']!, branding, nowMs: ctx.now.getTime(),
          birth: { day, month, year, hour, min, lat, lon, tzone },
          name: body.name?.trim() || (language === 'hi' ? 'कुंडली' : 'Horoscope'),
          ...(body.gender?.trim() ? { gender: body.gender.trim() } : {}),
          ...(body.place?.trim() ? { place: body.place.trim() } : {}),
        },
      }, ctx);
    },
  }));
  const matchMaking = spec({
    name: 'match_making_pdf',
    path: '/v1/match_making_pdf',
    summary: 'Match-making PDF: both people’s details and charts, the ashtakoot table with each koota explained, dashakoot, papasamyam, manglik of both, the conclusion',
    description:
      'The PDF host’s field names: m_minute, m_latitude, m_longitude, m_timezone (and f_…), not those of the JSON match endpoints. ' +
      'Answers {status, pdf_url} as the horoscope PDFs do; sections: docs/pdf-reports.md.',
    body: MatchPdfBody,
    async handle(body: Static<typeof MatchPdfBody>, ctx) {
      const language = pdfLanguage(body.language, ctx);
      const groom = matchPerson(body, 'm_', language === 'hi' ? 'वर' : 'Groom');
      const bride = matchPerson(body, 'f_', language === 'hi' ? 'वधू' : 'Bride');
      // Each birth inside the ephemeris files, checked here: a refusal names that person's year (not a renderer's failure).
      for (const [person, p] of [[PEOPLE[0], groom], [PEOPLE[1], bride]] as const) forPerson(person, () => moonLongitudeAtBirth(birthFromBody(p.birth)));
      const branding = await brandingOf(body, fetchOptions);
      return made({
        report: 'match',
        request: {
          groom, bride, language, layout: LAYOUTS[body.chart_style ?? 'NORTH_INDIAN']!, ashtakoot: flagOn(body.ashtakoot), dashakoot: flagOn(body.dashakoot), papasyam: flagOn(body.papasyam),
          branding, nowMs: ctx.now.getTime(),
        },
      }, ctx);
    },
  });
  const natal = { ...spec({
    name: 'natal_horoscope_report_tropical',
    path: '/v1/natal_horoscope_report/tropical',
    summary: 'Western natal chart PDF: the natal wheel, planets and points, Placidus house cusps, major aspects',
    description:
      'The PDF host’s Western field names: minute, latitude, longitude, timezone (not min, lat, lon, tzone). The figures are those of ' +
      'western_horoscope (Placidus) and the wheel that of natal_wheel_chart, drawn as vectors. Printed in English. Answers {status, pdf_url}.',
    body: NatalPdfBody,
    async handle(body: Static<typeof NatalPdfBody>, ctx) {
      const birth = { day: body.day, month: body.month, year: body.year, hour: body.hour, min: body.minute, lat: body.latitude, lon: body.longitude, tzone: body.timezone };
      // The chart once here (a millisecond): a birth it cannot be drawn for is refused naming its field, not failed in a renderer.
      chartOfBody({ ...birth, house_type: 'placidus' });
      const branding = await brandingOf(body, fetchOptions);
      return made({
        report: 'natal',
        request: { birth, name: body.name?.trim() || 'Natal Chart', ...(body.place?.trim() ? { place: body.place.trim() } : {}), branding, nowMs: ctx.now.getTime() },
      }, ctx);
    },
  }), languages: ENGLISH_ONLY };
  return [...horoscopes, matchMaking, natal];
}

/** GET of a signed report link: the signature is the credential, checked before anything is looked up. */
export function registerPdfLinks(app: FastifyInstance, reports: PdfReports, clock: () => Date): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/pdf/reports/:id/report.pdf',
    { schema: { tags: ['astrology'], summary: 'A PDF report by its signed link (from the *_pdf endpoints)', ...PdfLink } },
    async (request, reply) => {
      const { id } = request.params;
      const now = clock().getTime();
      const check = reports.check(id, request.query.expires, request.query.signature, now);
      if (check === 'expired') throw new ApiError(403, 'link_expired', 'This report link has expired; make the report again for a fresh one');
      if (check === 'invalid') throw new ApiError(403, 'invalid_link', 'This report link is not valid; use the links the PDF endpoints answer, unaltered');
      const pdf = await reports.bytes(id, now);
      if (!pdf) throw new ApiError(404, 'not_found', 'This report no longer exists');
      const remaining = Math.max(0, Number(request.query.expires) - Math.floor(now / 1000));
      return reply.type('application/pdf').header('cache-control', `private, max-age=${remaining}`).header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="report.pdf"').send(pdf);
    },
  );
}
