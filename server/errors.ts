import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorAnswer, ApiErrorItem, RefusalParams } from '../streams/schemas/api-error.ts';

// One error shape for the whole API, JSON:API style (SPEC.md section 8, C17):
//   { "errors": [ { "status": "400", "code": "invalid_body", "title": "Invalid request body", "detail": "url: ..." } ] }
// `status` is a string as JSON:API says; the client joins the details by newline for display.

export class ApiError extends Error {
  readonly statusCode: number;
  readonly items: ApiErrorItem[];
  /** `params`: what the client needs to say the refusal in the player's language (dates, amounts left). */
  constructor(statusCode: number, code: string, title: string, details: string | string[] = [], params?: RefusalParams) {
    const list = Array.isArray(details) ? details : [details];
    super(list.length > 0 ? `${title}: ${list.join('; ')}` : title);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    const status = String(statusCode);
    this.items = (list.length > 0 ? list : [title]).map((detail) => ({ status, code, title, detail, ...(params ? { params } : {}) }));
  }
}

/**
 * "Try again later" (429): the seconds to wait go in the error item (`retryAfterSec`, for the page's countdown) and
 * in the Retry-After header.
 */
export class RetryLaterError extends ApiError {
  readonly retryAfterSec: number;
  constructor(code: string, title: string, retryAfterSec: number, detail: string) {
    super(429, code, title, detail);
    this.retryAfterSec = Math.min(86_400, Math.max(1, Math.ceil(retryAfterSec)));
    (this as { items: ApiErrorItem[] }).items = this.items.map((item) => ({ ...item, retryAfterSec: this.retryAfterSec }));
  }
}

export function errorBody(statusCode: number, code: string, title: string, detail: string = title): ApiErrorAnswer {
  return { errors: [{ status: String(statusCode), code, title, detail }] };
}

export function sendError(reply: FastifyReply, statusCode: number, code: string, title: string, detail?: string): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8')
    .send(errorBody(statusCode, code, title, detail));
}

/** Fastify's own error codes mapped to stable API codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
};

const TITLES: Record<number, string> = {
  400: 'Bad request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not found', 405: 'Method not allowed',
  413: 'Payload too large', 415: 'Unsupported media type', 429: 'Too many requests', 500: 'Internal server error',
  502: 'Bad gateway', 503: 'Service unavailable', 504: 'Gateway timeout',
};

export function titleFor(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server error' : 'Request error');
}

/** The Fastify error handler: every thrown error becomes the JSON error shape; 5xx details are not leaked. */
export function handleError(error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'api error');
    if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSec));
    void reply.code(error.statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8')
      .send({ errors: error.items } satisfies ApiErrorAnswer);
    return;
  }
  const fe = error as FastifyError;
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    void sendError(reply, status, 'internal_error', titleFor(status), 'The server could not complete the request.');
    return;
  }
  const code = (fe.code && FASTIFY_CODES[fe.code]) ?? (status === 429 ? 'rate_limited' : 'bad_request');
  void sendError(reply, status, code, titleFor(status), error.message);
}
