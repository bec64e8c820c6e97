import { asyncScheduler, defer, finalize, map, of, retry, share, tap, throwError, timer, type Observable } from 'rxjs';
import { isRetryable, type Http } from '../core/http';
import { FingerprintAnswerSchema, type FingerprintAnswer } from '../schemas/fingerprint';
import { FINGERPRINT_MAX_RETRIES } from '../timing';

// The fingerprint token (T13, C17). Authorised calls carry it in X-Fingerprint (the http client asks `token$()`);
// a token is valid while its expiresAt (seconds) is in the future, and a new one is fetched only then, at most
// 2 retries. A 400 answer with a fingerprint code (C17) forgets it, fetches a new one and retries the call once
// (`withFingerprintRetry` in fingerprint-retry.ts, which wraps the site's http client in services.ts). This module
// loads with the first authorised call: an anonymous visitor makes none.

export const FINGERPRINT_URL = '/web-api/fingerprint';
/** Spacing of the fingerprint retries: 1 s, then 2 s (configured value; SPEC.md gives only the count). */
export const FINGERPRINT_RETRY_DELAY_MS = 1000;

export type FingerprintComponents = Record<string, string | number | boolean>;

export interface FingerprintDeps {
  /** Used without auth: the fingerprint call itself carries no fingerprint. */
  http: Http;
  /** What the browser tells about itself (screen, time zone, languages); read once per fetch. */
  components: () => FingerprintComponents;
  /** Milliseconds since the epoch; defaults to the RxJS clock (virtual inside TestScheduler.run). */
  now?: () => number;
  log?: (message: string, data?: unknown) => void;
}

export interface Fingerprint {
  /** A valid fingerprint token; fetched when there is none or it has expired; callers at the same moment share one fetch. */
  token$(): Observable<string>;
  /** C17: forgets the current token and fetches a new one (refreshes at the same moment share one fetch). */
  refresh$(): Observable<string>;
}

/** T13: a fingerprint token is valid while expiresAt (seconds) is in the future. */
export const isFingerprintValid = (fp: Pick<FingerprintAnswer, 'expiresAt'> | null | undefined, nowMs: number): boolean =>
  !!fp && fp.expiresAt * 1000 > nowMs;

export function createFingerprint(deps: FingerprintDeps): Fingerprint {
  const now = deps.now ?? (() => asyncScheduler.now());
  let current: FingerprintAnswer | null = null;
  let inflight: Observable<string> | null = null;

  const fetch$ = (): Observable<string> => {
    if (inflight) return inflight;
    const request$ = defer(() => deps.http.request$({ method: 'POST', url: FINGERPRINT_URL, body: { componentsData: deps.components() }, schema: FingerprintAnswerSchema })).pipe(
      retry({
        count: FINGERPRINT_MAX_RETRIES,
        delay: (err: unknown, n) => (isRetryable(err) ? timer(FINGERPRINT_RETRY_DELAY_MS * 2 ** (n - 1)) : throwError(() => err)),
      }),
      map((fp) => {
        // An answer that is already out of date (a clock far off) is not kept: the call goes without a fingerprint.
        if (!isFingerprintValid(fp, now())) throw new Error('fingerprint: the answer has already expired');
        current = fp;
        return fp.token;
      }),
      tap({ error: (err: unknown) => deps.log?.('fingerprint: fetch failed', err) }),
      finalize(() => {
        if (inflight === request$) inflight = null;
      }),
      share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }),
    );
    inflight = request$;
    return request$;
  };

  return {
    token$: () => defer(() => (current && isFingerprintValid(current, now()) ? of(current.token) : fetch$())),
    refresh$: () =>
      defer(() => {
        if (!inflight) current = null;
        return fetch$();
      }),
  };
}
