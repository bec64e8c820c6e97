import { type Observable, EMPTY, catchError, defer, ignoreElements } from 'rxjs';

/** The part of navigator.serviceWorker used here. */
export interface ServiceWorkerRegistrar {
  register(scriptUrl: string, options: { scope: string }): Promise<unknown>;
}

/** The worker's URL for a build: its caches are named by the build, so each deploy installs a fresh worker. */
export const serviceWorkerUrl = (build: string): string => `/pwa-sw.js?build=${encodeURIComponent(build)}`;

/**
 * B29: registers the installable app's worker (public/pwa-sw.js, scope /) for this page's build. Nothing where the
 * browser has no service workers or the page is no build (the dev server: its modules are not hashed files the
 * worker could cache). A refused registration is only logged (SPEC.md section 8: PWA errors are logged only).
 */
export function registerServiceWorker$(registrar: ServiceWorkerRegistrar | undefined, build: string | null, log: (message: string, data?: unknown) => void): Observable<never> {
  if (!registrar || build === null) return EMPTY;
  return defer(() => registrar.register(serviceWorkerUrl(build), { scope: '/' })).pipe(
    ignoreElements(),
    catchError((err: unknown) => {
      log('PWA: the service worker was not registered', err instanceof Error ? err.message : err);
      return EMPTY;
    }),
  );
}
