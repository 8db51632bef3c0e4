// The one error envelope (design.md §3) and the mapping of every failure onto it.
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** 400 listing every bad field; `missing_field` when any required field is absent. */
export function invalidFields(issues: FieldIssue[]): ApiError {
  const missing = issues.some((i) => i.message === 'is required');
  const message = issues.map((i) => `${i.field} ${i.message}`).join('; ');
  return new ApiError(400, missing ? 'missing_field' : 'invalid_field', message, issues);
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

/** Turns any thrown error into the envelope; only unexpected errors are logged as errors. */
export function toEnvelope(err: Error, request: FastifyRequest): { status: number; body: ErrorEnvelope; headers?: Record<string, string> } {
  if (err instanceof ApiError) return { status: err.statusCode, body: envelope(err.code, err.message, request.id, err.errors), headers: err.headers };
  const known = 'code' in err && typeof err.code === 'string' ? FASTIFY_CODES[err.code] : undefined;
  if (known) return { status: known.status, body: envelope(known.code, known.message, request.id) };
  // JSON.parse errors surface from the content-type parser as 400 SyntaxErrors.
  if (err instanceof SyntaxError || ('statusCode' in err && err.statusCode === 400)) {
    return { status: 400, body: envelope('invalid_json', 'The body could not be parsed', request.id) };
  }
  request.log.error({ err }, 'unhandled error');
  return { status: 500, body: envelope('internal_error', 'Something went wrong on our side; quote the request_id if you report it', request.id) };
}

export function sendError(reply: FastifyReply, status: number, body: ErrorEnvelope, headers?: Record<string, string>): FastifyReply {
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
