// natal_wheel_chart: answers a signed link to the wheel, as the hosted service answers a link to a
// stored image. Nothing is stored: the link carries the validated request itself (base64url JSON) and
// an HMAC, and a GET of it draws the wheel again, so links work on every node and cost no storage.
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { UrlSigner } from '../../palm-readings/signed-urls.js';
import { MAJOR_ASPECTS } from '../../western/aspect-kinds.js';
import { natalAspects } from '../../western/natal-aspects.js';
import { ApiError } from '../errors.js';
import { svgToPng } from '../presenters/western-wheel/png.js';
import { renderWheelSvg, WHEEL_DEFAULT_COLOURS } from '../presenters/western-wheel/svg.js';
import { NatalWheelBody, NatalWheelResponse } from '../schemas/western.js';
import { chartOfBody, westernEndpoint } from './western.js';

type WheelBody = Static<typeof NatalWheelBody>;
// The request travels in the query string (path parameters are capped at 100 characters).
const CHART = /^[A-Za-z0-9_-]{1,4000}$/;
const FILES = { 'natal_wheel.svg': 'svg', 'natal_wheel.png': 'png' } as const;
const subject = (chart: string, file: string) => `western-wheel\n${chart}\n${file}`;

export const natalWheelChart = westernEndpoint({
  name: 'natal_wheel_chart',
  path: '/v1/natal_wheel_chart',
  summary: 'The natal chart drawn as a wheel: a link to the image',
  description:
    'Zodiac ring, house cusps (the Ascendant at nine o\'clock), the points of western_horoscope and Lilith (spread apart where they crowd, with leader lines), ' +
    'and the major aspects as chords. chart_url is a signed GET link to an SVG or PNG (image_type), valid for IMAGE_LINK_TTL_SECONDS.',
  body: NatalWheelBody,
  response: NatalWheelResponse,
  cacheable: false, // each answer is a link signed with a fresh expiry
  handle(body, ctx) {
    const chart = Buffer.from(JSON.stringify(body)).toString('base64url');
    const file = `natal_wheel.${body.image_type ?? 'svg'}`;
    const { expires, signature } = ctx.links.signSubject(subject(chart, file), ctx.now.getTime());
    return { status: true, chart_url: `${ctx.baseUrl}/western/wheels/${file}?chart=${chart}&expires=${expires}&signature=${signature}`, msg: 'Natal wheel chart created.' };
  },
});

/** The wheel of a request that natal_wheel_chart validated, as SVG text or PNG bytes. */
export function drawWheel(body: WheelBody): { type: string; image: string | Buffer } {
  const chart = chartOfBody(body);
  const size = body.chart_size ?? 500;
  const svg = renderWheelSvg(chart, natalAspects(chart, MAJOR_ASPECTS), {
    planet: body.planet_icon_color ?? WHEEL_DEFAULT_COLOURS.planet,
    innerCircle: body.inner_circle_background ?? WHEEL_DEFAULT_COLOURS.innerCircle,
    sign: body.sign_icon_color ?? WHEEL_DEFAULT_COLOURS.sign,
    signBackground: body.sign_background ?? WHEEL_DEFAULT_COLOURS.signBackground,
  }, size);
  return body.image_type === 'png' ? { type: 'image/png', image: svgToPng(svg, size) } : { type: 'image/svg+xml', image: svg };
}

const WheelLink = {
  params: Type.Object({ file: Type.String({ enum: Object.keys(FILES), description: 'natal_wheel.svg or natal_wheel.png' }) }),
  querystring: Type.Object({
    chart: Type.Optional(Type.String({ description: 'The drawn request, as natal_wheel_chart wrote it' })),
    expires: Type.Optional(Type.String()),
    signature: Type.Optional(Type.String()),
  }),
};

/** GET of a signed wheel link: the signature is the credential, checked before anything is drawn. */
export function registerWheelImages(app: FastifyInstance, links: UrlSigner, clock: () => Date): void {
  app.get<{ Params: Static<typeof WheelLink.params>; Querystring: Static<typeof WheelLink.querystring> }>(
    '/western/wheels/:file',
    { schema: { tags: ['astrology'], summary: 'A natal wheel by its signed link (from natal_wheel_chart)', ...WheelLink } },
    async (request, reply) => {
      const { file } = request.params;
      const { chart, expires, signature } = request.query;
      const now = clock().getTime();
      const check = chart && CHART.test(chart) ? links.checkSubject(subject(chart, file), expires, signature, now) : 'invalid';
      if (check === 'expired') throw new ApiError(403, 'link_expired', 'This chart link has expired; call natal_wheel_chart for a fresh one');
      if (check === 'invalid') throw new ApiError(403, 'invalid_link', 'This chart link is not valid; use the links natal_wheel_chart answers, unaltered');
      const { type, image } = drawWheel(JSON.parse(Buffer.from(chart!, 'base64url').toString()) as WheelBody);
      const remaining = Math.max(0, Number(expires) - Math.floor(now / 1000));
      return reply.type(type).header('cache-control', `private, max-age=${remaining}`).header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'") // an SVG opened alone may run nothing
        .send(image);
    },
  );
}
