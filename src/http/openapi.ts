// The parts of the OpenAPI document every API operation shares, added in one place so an endpoint
// declared through endpoint.ts gets them without saying so: the two ways to authenticate, the one error
// envelope with a response per status, and the Swagger UI's page (/docs).
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { Type } from 'typebox';
import { API_VERSION } from '../version.js';
import { LIMITS } from '../config.js';
import { mebibytes as mib } from '../bytes.js';

export const SECURITY_SCHEMES = {
  serviceKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-service-key',
    description:
      'An access token (ak-…) from the dashboard (/dashboard), billed from the wallet. API keys are not taken here: they go in HTTP Basic with the user ID. ' +
      'The reference service\'s header x-astrologyapi-key is accepted too.',
  },
  basicAuth: {
    type: 'http',
    scheme: 'basic',
    description: 'User ID as the user name and the API key (key-…, of a plan) as the password, as the reference service\'s clients send them.',
  },
} as const;

/** Either scheme authenticates (OpenAPI: alternatives are separate entries). */
export const API_SECURITY: { [scheme: string]: string[] }[] = [{ serviceKey: [] }, { basicAuth: [] }];

/** Body types every POST endpoint parses (design.md §2; anything else is a 415). */
export const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

export const ErrorEnvelope = Type.Object(
  {
    status: Type.Literal(false),
    code: Type.String({ description: 'Stable machine-readable code, e.g. invalid_field, unauthorized, rate_limited', examples: ['invalid_field'] }),
    message: Type.String({ description: 'What went wrong, in English, naming the fields', examples: ['lat must be a number from -90 to 90'] }),
    errors: Type.Optional(
      Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), { description: 'Every bad field (400 only)' }),
    ),
    request_id: Type.String({ description: 'Also sent as x-request-id; quote it when reporting a problem' }),
  },
  { description: 'The one shape of every error answer' },
);

/** When each status happens; a route lists its own beyond COMMON_ERRORS. */
export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'A field is missing or invalid (each named in errors), or the body is not valid JSON.' },
  401: { name: 'Unauthorized', description: 'No credentials, or a token, key or password that is unknown, revoked or expired.' },
  402: { name: 'PaymentRequired', description: 'The wallet holds fewer credits than the call costs, or the plan\'s monthly quota is used up.' },
  403: { name: 'Forbidden', description: 'The API key\'s plan does not include this endpoint (or, for image links, the link is invalid or expired).' },
  404: { name: 'NotFound', description: 'The thing asked for (a palm reading or image) does not exist for this account.' },
  413: { name: 'PayloadTooLarge', description: `The body is larger than this endpoint accepts (${mib(LIMITS.bodyMaxBytes)}; ${mib(LIMITS.palmBodyMaxBytes)} for get-palm-id, photos ${mib(LIMITS.photoMaxBytes)}).` },
  415: { name: 'UnsupportedMediaType', description: 'The body is neither application/json nor application/x-www-form-urlencoded.' },
  422: { name: 'UnprocessableImage', description: 'The photo cannot be read: not a JPEG or PNG, too small or too large, no hand found, or too blurred.' },
  429: { name: 'TooManyRequests', description: 'More requests per second than the credential may make; Retry-After says when to retry.' },
  500: { name: 'InternalError', description: 'A fault on our side; quote the request_id.' },
  503: { name: 'Unavailable', description: 'Overloaded or the account store is unreachable; retry after Retry-After seconds.' },
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** What any API operation can answer besides 200. */
export const COMMON_ERRORS: readonly ErrorStatus[] = [400, 401, 402, 403, 413, 415, 429, 500, 503];

/** Route-schema key through which a route lists its error statuses (read back by withSharedParts). */
export const ERRORS_KEY = 'x-error-statuses';

type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: ErrorStatus[] };

/**
 * @fastify/swagger's transformObject: adds the Error schema and a response per status, and turns each operation's listed
 * error statuses into references to one response per status, all carrying the Error envelope.
 */
/** The parts of the generated document that withSharedParts reads and extends. */
interface DocumentParts {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
}

export function withSharedParts(document: { openapiObject?: DocumentParts } | object) {
  const openapiObject = (document as { openapiObject: DocumentParts }).openapiObject;
  const components = (openapiObject.components ??= {});
  components.schemas = { ...components.schemas, Error: ErrorEnvelope };
  components.responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  for (const item of Object.values(openapiObject.paths ?? {})) {
    for (const op of Object.values(item)) {
      const statuses = op[ERRORS_KEY];
      if (!statuses) continue;
      delete op[ERRORS_KEY];
      for (const s of statuses) (op.responses ??= {})[s] = { $ref: `#/components/responses/${ERROR_RESPONSES[s].name}` };
    }
  }
  return openapiObject;
}

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40"><circle cx="20" cy="20" r="14" fill="none" stroke="#fff" stroke-width="3"/><circle cx="20" cy="20" r="4" fill="#fff"/><text x="42" y="27" font-family="sans-serif" font-size="20" fill="#fff">jyotish-api</text></svg>`;

/** @fastify/swagger-ui options: our name on the page, tokens kept across reloads, the document at /openapi.json. */
export const DOCS_UI: FastifySwaggerUiOptions = {
  routePrefix: '/docs',
  logo: { type: 'image/svg+xml', content: LOGO },
  theme: { title: `jyotish-api ${API_VERSION} — API documentation` },
  uiConfig: {
    persistAuthorization: true,
    // The page loads ./json (fixed by the plugin); this Swagger UI plugin makes the Explore box and the
    // download use the document's public address instead, the one to give a client generator. Written as
    // source text because the plugin serialises functions into the page, where no transpiler helpers exist.
    plugins: ([
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- deliberate: the page needs the function as source text (see above).
      new Function(
        'system',
        `const toPublic = (url) => (typeof url === 'string' ? url.replace(/\\/docs\\/json$/, '/openapi.json') : url);
         const wrap = (original) => (url, ...rest) => original(toPublic(url), ...rest);
         return { statePlugins: { spec: { wrapActions: { updateUrl: wrap, download: wrap } } } };`,
      ),
      // The page's default plugin list is replaced by this one, so the Explore box's own plugin is named again.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- deliberate: as above, source text for the page.
      new Function('system', 'return SwaggerUIBundle.plugins.DownloadUrl(system);'),
    ] as NonNullable<FastifySwaggerUiOptions['uiConfig']>['plugins']),
  },
};
