import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { SiteLanguage } from '../schemas/site-config';
import { isSiteLanguage } from './resolve-language';

/**
 * The page's language: one source for the whole app. The router's language gate feeds it with every location it
 * lets through (a click, a redirect, Back and Forward alike), so the http client's X-Language, i18next and the
 * React pages (useLanguage) all follow the page that is shown.
 */
export interface PageLanguage {
  /** The language of the page shown; replays the current one to every subscriber. */
  language$: Observable<SiteLanguage>;
  /** The same, read synchronously (the http client builds its headers with it). */
  current(): SiteLanguage;
  /** The router's location after its language gate: a path without a site language prefix changes nothing. */
  follow(pathname: string): void;
}

export function createPageLanguage(initial: SiteLanguage): PageLanguage {
  const state = new BehaviorSubject<SiteLanguage>(initial);
  return {
    language$: state.pipe(distinctUntilChanged()),
    current: () => state.value,
    follow: (pathname) => {
      const prefix = pathname.slice(1, 3);
      const boundary = pathname.charAt(3);
      if (isSiteLanguage(prefix) && (boundary === '' || boundary === '/') && prefix !== state.value) state.next(prefix);
    },
  };
}
