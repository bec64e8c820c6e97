import { catchError, concat, filter, Observable, shareReplay, throwError } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import type { RemoteScript } from '../schemas/remote';
import type { SiteConfig } from '../schemas/site-config';
import type { Services } from '../services-types';
import type { RemoteEvent } from './remote-policy';

// C06 with code of its own: a remote app that ships a bundle (remotes/{app}/, built by vite.remote.config.ts). Its
// view answer names the bundle's script in scriptsToLoad (same origin, SRI hash) and its style sheets in cssToLoad.
// The script runs as a classic script (script-src 'self', nothing evaluated), registers the app with a DOM event, and
// the shell mounts it into the view's container with what it may use: the services, the site config, i18next and the
// page's location. The app answers only through the named events (ready, not-exist, error with a status, redirect).

/** What the shell hands a mounted bundle. */
export interface RemoteHost {
  services: Services;
  config: SiteConfig;
  i18n: I18n;
  /** The shell's location when the view was mounted, with the state its links carried (the office's fromOffice). */
  location: { pathname: string; search: string; state: unknown };
  /** The app's only way to speak to the shell. */
  emit(event: RemoteEvent): void;
}

export interface RemoteBundle {
  /** Renders the app into `container`; the returned function takes it away again. */
  mount(container: HTMLElement, host: RemoteHost): () => void;
}

/** The DOM event a bundle's script sends when it has run: `detail` is { app, bundle }. */
export const BUNDLE_REGISTER_EVENT = 'mf:register';

export interface BundleRegistration { app: string; bundle: RemoteBundle }

/** Run by a bundle's script: hands its app to the shell, which listens before it adds the script. */
export function registerRemoteBundle(target: EventTarget, app: string, bundle: RemoteBundle): void {
  target.dispatchEvent(new CustomEvent<BundleRegistration>(BUNDLE_REGISTER_EVENT, { detail: { app, bundle } }));
}

/** A registration event's app and bundle, or null for anything that is not one. */
export function registrationOf(event: Event): BundleRegistration | null {
  const detail = (event as CustomEvent<unknown>).detail as Partial<BundleRegistration> | null | undefined;
  return typeof detail?.app === 'string' && typeof detail.bundle?.mount === 'function' ? { app: detail.app, bundle: detail.bundle } : null;
}

/** A script that could not be loaded (network, a changed file refused by its SRI hash): another attempt may cure it. */
export class RemoteScriptError extends Error {
  constructor(readonly src: string) {
    super(`remote script not loaded: ${src}`);
    this.name = 'RemoteScriptError';
  }
}

/** The scripts ran but did not register the app: a broken bundle, which no retry cures. */
export class RemoteBundleMissingError extends Error {
  constructor(readonly app: string) {
    super(`remote app ${app} did not register a bundle`);
    this.name = 'RemoteBundleMissingError';
  }
}

export interface BundleLoaderDeps {
  /** Adds the script to the page; completes once it has run, errors with RemoteScriptError when it cannot load. */
  loadScript(script: RemoteScript): Observable<void>;
  /** The bundles registered on the page. */
  registrations$: Observable<BundleRegistration>;
}

/**
 * The page's loader of bundles: the bundle of `app` once its scripts have run in order. Each set of scripts loads
 * once per page (a view shown again mounts the bundle it has); a failed load is forgotten, so a retry loads again.
 */
export function createBundleLoader(deps: BundleLoaderDeps): (app: string, scripts: readonly RemoteScript[]) => Observable<RemoteBundle> {
  const loads = new Map<string, Observable<RemoteBundle>>();
  return (app, scripts) => {
    const key = [app, ...scripts.map((s) => s.src)].join(' ');
    const known = loads.get(key);
    if (known) return known;
    const load$ = new Observable<RemoteBundle>((subscriber) => {
      let bundle: RemoteBundle | null = null;
      // Listening before the first script is added: a script registers while it runs, before its load event.
      const listening = deps.registrations$.pipe(filter((r) => r.app === app)).subscribe((r) => { bundle = r.bundle; });
      listening.add(concat(...scripts.map((s) => deps.loadScript(s))).subscribe({
        error: (err: unknown) => subscriber.error(err),
        complete: () => {
          if (bundle) {
            subscriber.next(bundle);
            subscriber.complete();
          } else subscriber.error(new RemoteBundleMissingError(app));
        },
      }));
      return listening;
    }).pipe(
      catchError((err: unknown) => {
        loads.delete(key);
        return throwError(() => err);
      }),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    loads.set(key, load$);
    return load$;
  };
}
