import { catchError, map, of, type Observable } from 'rxjs';
import * as v from 'valibot';
import { RedirectAnswerSchema, type RedirectAnswer } from '../schemas/startup';
import type { Http } from '../core/http';
import { HttpError } from '../core/http';
import { retryBackoff } from '../core/retry-backoff';
import { REDIRECT_RETRY_COUNT, REDIRECT_RETRY_DELAY_MS } from '../timing';
import { followRedirect } from './redirect-chain';

export type RedirectDecision =
  | { kind: 'stay' }
  | { kind: 'redirect'; code: number; url: string }
  | { kind: 'cyclic'; url: string };

/** Where a navigation should go before it renders (redirect-light, T08 / C02 / R23). */
export interface RedirectCheck {
  check$(url: string): Observable<RedirectDecision>;
}

/** The urls a chain of redirects has passed through in this tab; a redirect back into it is a cycle (R23). */
export interface RedirectTrail {
  read(): string[];
  write(urls: string[]): void;
}

export const RedirectTrailSchema = v.array(v.string());
const TRAIL_LIMIT = 10;

export interface RedirectDeps {
  http: Http;
  trail: RedirectTrail;
  /** Redirects are followed in production, or anywhere with a `redirect-service` query (C02). */
  isProduction: () => boolean;
  origin: string;
  log: (message: string, data?: unknown) => void;
}

/**
 * POST /redirects-api/api/v1/redirect-light {url}, retried 5 times 1 s apart (T08). An answer that fails its
 * schema is logged and ignored (C02); a redirect back to a url of the current chain is not followed (R23).
 * The service being down never blocks the page: the user stays.
 */
export function createRedirects(deps: RedirectDeps) {
  return {
    check$(url: string): Observable<RedirectDecision> {
      return deps.http
        .request$({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', body: { url }, schema: RedirectAnswerSchema })
        .pipe(
          retryBackoff({ count: REDIRECT_RETRY_COUNT, delay: REDIRECT_RETRY_DELAY_MS }),
          map((answer) => decide(deps, url, answer)),
          catchError((err: unknown) => {
            if (err instanceof HttpError && err.kind === 'schema') deps.log('redirect-service incorrect format', err.message);
            else deps.log('redirect-service unavailable', err instanceof Error ? err.message : err);
            return of<RedirectDecision>({ kind: 'stay' });
          }),
        );
    },
  };
}

function decide(deps: RedirectDeps, url: string, answer: RedirectAnswer): RedirectDecision {
  const here = normalise(url, deps.origin);
  if (!answer.redirect) {
    deps.trail.write([]);
    return { kind: 'stay' };
  }
  if (!deps.isProduction() && !hasRedirectServiceQuery(url, deps.origin)) return { kind: 'stay' };
  const target = normalise(answer.url, deps.origin);
  const trail = deps.trail.read();
  const next = followRedirect(trail, here, target, TRAIL_LIMIT);
  if (!next) {
    deps.log('cyclic redirect detected; not followed', { from: here, to: target, trail });
    deps.trail.write([]);
    return { kind: 'cyclic', url: answer.url };
  }
  deps.trail.write(next);
  return { kind: 'redirect', code: answer.code, url: answer.url };
}

function normalise(url: string, origin: string): string {
  try {
    const u = new URL(url, origin);
    u.searchParams.delete('redirect-service');
    const path = u.pathname.replace(/\/+$/, '') || '/';
    return `${u.origin}${path}${u.search}`;
  } catch {
    return url;
  }
}

function hasRedirectServiceQuery(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).searchParams.has('redirect-service');
  } catch {
    return false;
  }
}
