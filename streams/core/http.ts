import * as v from 'valibot';
import { Observable, catchError, defaultIfEmpty, map, of, switchMap, take, throwError } from 'rxjs';

// The one way the client talks to a server (C01, C17, T44). Every answer is validated against a
// valibot schema, every failure becomes an HttpError with a status and a kind, and unsubscribing
// aborts the fetch, so a switchMap or a page leave never leaves a request running.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined | null;

export interface HttpRequest<T> {
  /** Defaults to GET, or POST when a body or form is given (fetch refuses a GET with a body). */
  method?: HttpMethod;
  url: string;
  /** Serialised into the url; undefined and null entries are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown;
  /** Sent as multipart; the browser sets the Content-Type with its boundary. */
  form?: FormData;
  /** The answer's schema. For 204 / empty answers pass v.any(), v.undefined_(), v.null_() or v.nullish(...). */
  schema: v.GenericSchema<unknown, T>;
  /** Add the bearer token and fingerprint (when known); a 401 refreshes the token once and retries once (T44). */
  auth?: boolean;
  /** Add X-Language: the current language (limit calls, C01). */
  language?: boolean;
  headers?: Record<string, string>;
  /** fetch's cache mode, e.g. 'no-store' for the "no cache" calls (session, user config). */
  cache?: RequestCache;
}

export interface Http {
  request$<T>(req: HttpRequest<T>): Observable<T>;
}

export type HttpErrorKind = 'http' | 'network' | 'cancelled' | 'schema';

export interface HttpErrorInit {
  status: number;
  kind: HttpErrorKind;
  message?: string;
  code?: string | number;
  body?: unknown;
  details?: string[];
  url?: string;
}

/** C17: a cancelled request maps to 499. */
export const STATUS_CANCELLED = 499;
/** C17: a failed fetch (no answer at all) has no HTTP status. */
export const STATUS_NETWORK = 0;
/** C17: an error without a status defaults to 500. */
export const STATUS_UNKNOWN = 500;

export class HttpError extends Error {
  readonly status: number;
  readonly kind: HttpErrorKind;
  /** The server's error code (`code`, else `exception_code`, else the first JSON-API error's code). */
  readonly code?: string | number;
  /** The parsed error answer (JSON when it parsed, else its text). */
  readonly body?: unknown;
  /** Lines fit for display: JSON-API `detail`/`title` entries, or the answer's message/title. */
  readonly details: string[];
  readonly url?: string;

  constructor(init: HttpErrorInit) {
    const details = init.details ?? [];
    super(init.message ?? (details.length > 0 ? details.join('\n') : defaultMessage(init.kind, init.status)));
    this.name = 'HttpError';
    this.status = init.status;
    this.kind = init.kind;
    this.details = details;
    if (init.code !== undefined) this.code = init.code;
    if (init.body !== undefined) this.body = init.body;
    if (init.url !== undefined) this.url = init.url;
  }
}

export interface HttpDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  appMarker: string;
  language: () => string;
  auth?: {
    token$: () => Observable<string | null>;
    refreshToken$: () => Observable<string | null>;
    fingerprint$?: () => Observable<string | null>;
  };
  log?: (msg: string, data?: unknown) => void;
}

/**
 * Network failures, 5xx, 408 and 429 are worth another try; a cancelled request (499), other 4xx
 * and answers that fail their schema are not: repeating them gives the same answer.
 * Only HttpError counts: anything else is a bug, and retrying a bug only hides it.
 */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof HttpError)) return false;
  switch (err.kind) {
    case 'network':
      return true;
    case 'http':
      return err.status >= 500 || err.status === 408 || err.status === 429;
    case 'cancelled':
    case 'schema':
      return false;
  }
}

/** Any thrown value as an HttpError: aborts are 499, a numeric `status` is kept, else 500 (C17). */
export function toHttpError(err: unknown, url?: string): HttpError {
  if (err instanceof HttpError) return err;
  const base = url === undefined ? {} : { url };
  if (isAbortError(err)) return new HttpError({ ...base, status: STATUS_CANCELLED, kind: 'cancelled' });
  const status = isRecord(err) && typeof err['status'] === 'number' && err['status'] > 0 ? err['status'] : STATUS_UNKNOWN;
  const message = err instanceof Error ? err.message : undefined;
  return new HttpError({ ...base, status, kind: 'http', ...(message ? { message } : {}) });
}

/** The url with its query appended; undefined and null values are left out, the rest stringified. */
export function withQuery(url: string, query?: Record<string, QueryValue>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  if (qs === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

export function createHttp(deps: HttpDeps): Http {
  const log = deps.log ?? (() => undefined);

  // Read one value of a lazily provided stream; a stream that completes empty counts as "none".
  const first$ = (source: Observable<string | null>): Observable<string | null> =>
    source.pipe(take(1), defaultIfEmpty(null));

  function headers$<T>(req: HttpRequest<T>, token$: Observable<string | null> | null): Observable<Record<string, string>> {
    const base: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-App-Marker': deps.appMarker,
    };
    if (req.language) base['X-Language'] = deps.language();
    if (req.body !== undefined && !req.form) base['Content-Type'] = 'application/json';
    const auth = deps.auth;
    if (!token$ || !auth) return of({ ...base, ...req.headers });
    return first$(token$).pipe(
      switchMap((token) => {
        if (!token) return of({ ...base, ...req.headers });
        // The fingerprint is best effort: without one the call still goes out, and the server's
        // fingerprint error (C17) is handled by the caller that owns the fingerprint.
        const fp$ = auth.fingerprint$
          ? first$(auth.fingerprint$()).pipe(catchError((err: unknown) => {
            log('http: fingerprint unavailable', err);
            return of(null);
          }))
          : of(null);
        return fp$.pipe(map((fp) => ({
          ...base,
          Authorization: `Bearer ${token}`,
          ...(fp ? { 'X-Fingerprint': fp } : {}),
          ...req.headers,
        })));
      }),
    );
  }

  function send$<T>(req: HttpRequest<T>, headers: Record<string, string>): Observable<T> {
    const url = withQuery(req.url, req.query);
    const method: HttpMethod = req.method ?? (req.body !== undefined || req.form ? 'POST' : 'GET');
    return new Observable<T>((subscriber) => {
      const controller = new AbortController();
      let settled = false;
      const init: RequestInit = { method, headers, signal: controller.signal };
      if (req.form) init.body = req.form;
      else if (req.body !== undefined) init.body = JSON.stringify(req.body);
      if (req.cache) init.cache = req.cache;

      const run = async (): Promise<T> => {
        let res: Response;
        let text: string;
        try {
          res = await deps.fetch(url, init);
          text = res.status === 204 ? '' : await res.text();
        } catch (err) {
          if (isAbortError(err)) throw new HttpError({ status: STATUS_CANCELLED, kind: 'cancelled', url });
          throw new HttpError({
            status: STATUS_NETWORK,
            kind: 'network',
            url,
            ...(err instanceof Error && err.message ? { message: `Network error: ${err.message}` } : {}),
          });
        }
        const parsed = parseBody(text);
        if (!res.ok) throw errorFromAnswer(res.status, parsed.ok ? parsed.value : text, url);
        if (!parsed.ok) return schemaFailure(req, url, ['(root): the answer is not JSON'], text);
        return validate(req, url, parsed.value);
      };

      run().then(
        (value) => {
          settled = true;
          subscriber.next(value);
          subscriber.complete();
        },
        (err: unknown) => {
          settled = true;
          subscriber.error(toHttpError(err, url));
        },
      );

      // Unsubscribing before the answer aborts the fetch; after it there is nothing to abort.
      return () => {
        if (!settled) controller.abort();
      };
    });
  }

  function validate<T>(req: HttpRequest<T>, url: string, value: unknown): T {
    if (value === undefined) {
      // An empty answer (204) is `undefined`, or `null` for schemas that say so (v.null_()).
      for (const candidate of [undefined, null]) {
        const result = v.safeParse(req.schema, candidate);
        if (result.success) return result.output;
      }
      return schemaFailure(req, url, ['(root): the answer is empty'], undefined);
    }
    const result = v.safeParse(req.schema, value);
    if (result.success) return result.output;
    return schemaFailure(req, url, result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`), value);
  }

  function schemaFailure<T>(req: HttpRequest<T>, url: string, details: string[], body: unknown): never {
    log('http: answer failed its schema', { method: req.method ?? 'GET', url, issues: details });
    throw new HttpError({ status: STATUS_UNKNOWN, kind: 'schema', message: `Unexpected answer from ${url}`, details, body, url });
  }

  function request$<T>(req: HttpRequest<T>): Observable<T> {
    const auth = req.auth ? deps.auth : undefined;
    if (!auth) return headers$(req, null).pipe(switchMap((headers) => send$(req, headers)));

    const attempt$ = (token$: Observable<string | null>): Observable<T> =>
      headers$(req, token$).pipe(switchMap((headers) => send$(req, headers)));

    // T44: a 401 refreshes the token exactly once and retries exactly once. The catchError wraps
    // only the first attempt, so a second 401 goes straight to the caller.
    return attempt$(auth.token$()).pipe(
      catchError((err: unknown) => {
        if (!(err instanceof HttpError) || err.status !== 401) return throwError(() => err);
        return first$(auth.refreshToken$()).pipe(
          catchError((refreshErr: unknown) => {
            log('http: token refresh after 401 failed', refreshErr);
            return of(null);
          }),
          // Without a new token the retry would only 401 again: the caller gets the first 401.
          switchMap((token) => (token ? attempt$(of(token)) : throwError(() => err))),
        );
      }),
    );
  }

  return { request$ };
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseBody(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** C17: a non-2xx answer, with the server's JSON-API details, message, title and code when given. */
function errorFromAnswer(status: number, body: unknown, url: string): HttpError {
  const details: string[] = [];
  let code: string | number | undefined;
  if (isRecord(body)) {
    const errors = body['errors'];
    if (Array.isArray(errors)) {
      for (const entry of errors) {
        if (!isRecord(entry)) continue;
        const line = text(entry['detail']) ?? text(entry['title']);
        if (line) details.push(line);
        code ??= codeOf(entry['code']);
      }
    }
    if (details.length === 0) {
      const line = text(body['message']) ?? text(body['title']);
      if (line) details.push(line);
    }
    code = codeOf(body['code']) ?? codeOf(body['exception_code']) ?? code;
  }
  return new HttpError({
    status,
    kind: 'http',
    details,
    url,
    ...(code !== undefined ? { code } : {}),
    ...(body !== undefined && body !== '' ? { body } : {}),
  });
}

function defaultMessage(kind: HttpErrorKind, status: number): string {
  switch (kind) {
    case 'network':
      return 'Network error';
    case 'cancelled':
      return 'Request cancelled';
    case 'schema':
      return 'Unexpected answer';
    case 'http':
      return `HTTP ${status}`;
  }
}

function isAbortError(err: unknown): boolean {
  return isRecord(err) && err['name'] === 'AbortError';
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

function text(x: unknown): string | undefined {
  return typeof x === 'string' && x.trim() !== '' ? x : undefined;
}

function codeOf(x: unknown): string | number | undefined {
  return typeof x === 'string' || typeof x === 'number' ? x : undefined;
}
