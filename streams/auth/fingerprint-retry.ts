import { catchError, switchMap, take, throwError } from 'rxjs';
import { HttpError, type Http } from '../core/http';
import { FINGERPRINT_ERROR_CODES } from '../schemas/fingerprint';
import type { Fingerprint } from './fingerprint';

// The part of the fingerprint rules (T13, C17) every page needs: the retry of an authorised call the server refused
// for its fingerprint. The fingerprint itself (fingerprint.ts) loads with the first authorised call.

/** C17: a 400 answer with one of the fingerprint error codes. */
export const isFingerprintError = (err: unknown): err is HttpError =>
  err instanceof HttpError && err.status === 400 && (FINGERPRINT_ERROR_CODES as readonly unknown[]).includes(err.code);

/**
 * C17: an authorised call answered 400 with a fingerprint code gets a new fingerprint and is sent again once; the
 * second answer, whatever it is, goes to the caller. When no new fingerprint can be had the caller gets the first error.
 */
export function withFingerprintRetry(http: Http, fingerprint: Pick<Fingerprint, 'refresh$'>): Http {
  return {
    request$: (req) => {
      if (!req.auth) return http.request$(req);
      return http.request$(req).pipe(
        catchError((err: unknown) => {
          if (!isFingerprintError(err)) return throwError(() => err);
          return fingerprint.refresh$().pipe(
            take(1),
            catchError(() => throwError(() => err)),
            switchMap(() => http.request$(req)),
          );
        }),
      );
    },
  };
}
