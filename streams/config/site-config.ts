import { defer, of, ReplaySubject, share, throwError, catchError, type Observable } from 'rxjs';
import * as v from 'valibot';
import { SiteConfigSchema, type SiteConfig } from '../schemas/site-config';
import type { Http } from '../core/http';
import { retryBackoff } from '../core/retry-backoff';
import { CONFIG_RETRY_COUNT, CONFIG_RETRY_DELAY_MS } from '../timing';

/** E05: no site config after the retries. The app shows a clear error page, not a white screen. */
export class SiteConfigUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The site configuration could not be loaded', { cause });
    this.name = 'SiteConfigUnavailableError';
  }
}

export interface SiteConfigDeps {
  http: Http;
  /** What the server put into the page (#preloaded-config), or undefined. */
  preloaded: unknown;
  lang: () => string;
  log: (message: string, data?: unknown) => void;
}

/**
 * The site config, once per page life: the preloaded copy when it is valid, else
 * GET /bff-api/config/all.json?lang= retried 5 times 1 s apart (T06). An error is not cached, so a
 * later subscriber (the error page's retry button) tries again.
 */
export function siteConfig$(deps: SiteConfigDeps): Observable<SiteConfig> {
  return defer(() => {
    if (deps.preloaded !== undefined) {
      const parsed = v.safeParse(SiteConfigSchema, deps.preloaded);
      if (parsed.success) return of(parsed.output);
      deps.log('preloaded site config failed its schema; fetching it', v.flatten(parsed.issues));
    }
    return fetchSiteConfig$(deps);
  }).pipe(share({ connector: () => new ReplaySubject(1), resetOnError: true, resetOnComplete: false, resetOnRefCountZero: false }));
}

function fetchSiteConfig$(deps: SiteConfigDeps): Observable<SiteConfig> {
  return deps.http
    .request$({ url: '/bff-api/config/all.json', query: { lang: deps.lang() }, schema: SiteConfigSchema })
    .pipe(
      retryBackoff({ count: CONFIG_RETRY_COUNT, delay: CONFIG_RETRY_DELAY_MS }),
      catchError((err: unknown) => throwError(() => new SiteConfigUnavailableError(err))),
    );
}
