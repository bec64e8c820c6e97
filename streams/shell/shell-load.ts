import { type Observable, type ObservableInput, map, Observable as RxObservable } from 'rxjs';
import * as v from 'valibot';
import type { Http } from '../core/http';
import { AppVersionSchema, UserMessagesAnswerSchema, type UserMessage } from '../schemas/shell';
import { idlePrefetch$, type ConnectionInfo } from './idle-prefetch';
import { registerServiceWorker$ } from './service-worker';
import { userMessages$ } from './user-messages';
import { buildOfScript, newVersion$ } from './version-check';

// The site shell's extras (issue 16), loaded after the page (SHELL_START_DELAY_MS, services.ts): this module is
// their composition root, the one place besides services.ts that reaches for the browser's globals, which it
// gets handed from there.

export interface ShellDeps {
  window: Window;
  document: Document;
  http: Http;
  visible$: Observable<boolean>;
  authorized$: Observable<boolean>;
  language: () => string;
  log: (message: string, data?: unknown) => void;
}

export interface ShellServices {
  /** B29: registers the service worker of this page's build; completes at once where there is none. */
  serviceWorker$: Observable<never>;
  /** T29: the new build's version, once one is deployed. */
  newVersion$: Observable<string>;
  /** T22: a logged-in player's new operator messages, each once. */
  userMessages$: Observable<UserMessage>;
  /** T35: runs `prefetch` on idle (2000 ms at the latest); nothing on 2g or save-data. */
  prefetchOnIdle$(prefetch: () => ObservableInput<unknown>): Observable<never>;
  /** Loads the page again (the update notice's button): the new build's page and scripts. */
  reload(): void;
}

/** requestIdleCallback as one signal; where the browser lacks it, never (the 2000 ms timeout of T35 then decides). */
function idle$(win: Window): Observable<void> {
  return new RxObservable<void>((subscriber) => {
    if (typeof win.requestIdleCallback !== 'function') return undefined;
    const id = win.requestIdleCallback(() => {
      subscriber.next();
      subscriber.complete();
    });
    return () => win.cancelIdleCallback(id);
  });
}

export function loadShell(deps: ShellDeps): ShellServices {
  const { window: win, document: doc, http, log } = deps;
  // The build of this page: its own entry script, as the server names the build it serves (server/web/build.ts).
  const build = buildOfScript(doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src);
  const onError = (what: string) => (err: unknown) => log(what, err instanceof Error ? err.message : err);
  const connection = () => (win.navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return {
    serviceWorker$: registerServiceWorker$(win.navigator.serviceWorker, build, log),
    newVersion$: newVersion$({
      current: build,
      latest$: () => http.request$({ url: '/web-api/app/version', schema: AppVersionSchema, cache: 'no-store' }).pipe(map((a) => a.version)),
      visible$: deps.visible$,
      onError: onError('version check failed'),
    }),
    userMessages$: userMessages$({
      authorized$: deps.authorized$,
      visible$: deps.visible$,
      unread$: () => http.request$({ url: '/web-api/user/messages', query: { lang: deps.language() }, schema: UserMessagesAnswerSchema, auth: true, cache: 'no-store' }).pipe(map((a) => a.messages)),
      markRead$: (id) => http.request$({ method: 'POST', url: `/web-api/user/messages/${id}/read`, schema: v.any(), auth: true }),
      onError: onError('user messages failed'),
    }),
    prefetchOnIdle$: (prefetch) => idlePrefetch$({ idle$: idle$(win), connection }, prefetch),
    reload: () => win.location.reload(),
  };
}

