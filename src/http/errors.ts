// The one error envelope (design.md §3) and the mapping of every failure onto it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteLimit, overLimit } from '../bytes.js';

export interface FieldIssue {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Issues listed in one answer; a body with a thousand bad items gets these and a count of the rest. */
export const MAX_LISTED_ISSUES = 20;

/** 400 listing the bad fields (the first MAX_LISTED_ISSUES, then "and N more"); `missing_field` when any required field is absent. */
export function invalidFields(issues: FieldIssue[]): ApiError {
  const missing = issues.some((i) => i.message === 'is required');
  const listed = issues.slice(0, MAX_LISTED_ISSUES);
  const rest = issues.length - listed.length;
  const message = listed.map((i) => `${i.field} ${i.message}`).join('; ') + (rest > 0 ? `; and ${rest.toLocaleString('en-US')} more` : '');
  return new ApiError(400, missing ? 'missing_field' : 'invalid_field', message, listed);
}

export interface ErrorEnvelope {
  status: false;
  code: string;
  message: string;
  errors?: FieldIssue[];
  request_id: string;
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: 'The request body is larger than this endpoint accepts' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the body as application/json or application/x-www-form-urlencoded',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The body is empty but Content-Type says JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: 'The body is not valid JSON' },
};

function envelope(code: string, message: string, requestId: string, errors?: FieldIssue[]): ErrorEnvelope {
  // Key order as design.md §3 shows it: status, code, message, errors, request_id.
  return errors ? { status: false, code, message, errors, request_id: requestId } : { status: false, code, message, request_id: requestId };
}

/** Codes for the statuses Fastify and Node answer on their own, when no more precise one is known. */
export const STATUS_CODES: Record<number, string> = {
  400: 'bad_request', 404: 'not_found', 405: 'method_not_allowed', 406: 'not_acceptable', 408: 'request_timeout',
  411: 'length_required', 413: 'payload_too_large', 414: 'uri_too_long', 415: 'unsupported_media_type',
  429: 'rate_limited', 431: 'headers_too_large', 500: 'internal_error', 501: 'not_implemented', 503: 'unavailable',
};

/** The body-limit refusal to the byte, when the request said how long its body is. */
function bodyTooLarge(request: FastifyRequest): string {
  const limit = request.routeOptions.bodyLimit;
  const declared = Number(request.headers['content-length']);
  if (!limit) return FASTIFY_CODES.FST_ERR_CTP_BODY_TOO_LARGE!.message;
  return Number.isInteger(declared) && declared > limit ? `The request body is ${overLimit(declared, limit)}` : `The request body is larger than ${byteLimit(limit)}, the limit of this endpoint`;
}

/** Turns any thrown error into the envelope; only unexpected errors are logged as errors. */
export function toEnvelope(err: Error, request: FastifyRequest): { status: number; body: ErrorEnvelope; headers?: Record<string, string> } {
  if (err instanceof ApiError) return { status: err.statusCode, body: envelope(err.code, err.message, request.id, err.errors), headers: err.headers };
  const fastifyCode = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  if (fastifyCode === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, body: envelope('payload_too_large', bodyTooLarge(request), request.id) };
  const known = fastifyCode ? FASTIFY_CODES[fastifyCode] : undefined;
  if (known) return { status: known.status, body: envelope(known.code, known.message, request.id) };
  // JSON.parse errors surface from the content-type parser as 400 SyntaxErrors.
  if (err instanceof SyntaxError || ('statusCode' in err && err.statusCode === 400)) {
    return { status: 400, body: envelope('invalid_json', 'The body could not be parsed', request.id) };
  }
  // Any other refusal Fastify makes itself (a bad Content-Length, …) keeps its status, in our envelope.
  const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) return { status, body: envelope(STATUS_CODES[status] ?? 'bad_request', err.message, request.id) };
  request.log.error({ err }, 'unhandled error');
  return { status: 500, body: envelope('internal_error', 'Something went wrong on our side; quote the request_id if you report it', request.id) };
}

export function sendError(reply: FastifyReply, status: number, body: ErrorEnvelope, headers?: Record<string, string>): FastifyReply {
  // Every error message is in English, whatever language the answer would have been in.
  reply.header('content-language', 'en');
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
