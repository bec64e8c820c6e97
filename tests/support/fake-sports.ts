import { BehaviorSubject, NEVER } from 'rxjs';
import type { Cookies } from '../../streams/core/cookies';
import type { Http } from '../../streams/core/http';
import { ObservableScope } from '../../streams/core/scope';
import { createSportsServices, type SportsServices } from '../../streams/sports/sports-services';

/** In-memory cookies for tests (enough for the preferences' mirrored cookies). */
export function memoryCookies(): Cookies & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    get: (name) => jar.get(name) ?? null,
    getValidated: (name, _schema, fallback) => (jar.get(name) as never) ?? fallback,
    set: (name, value) => { jar.set(name, value); },
    remove: (name) => { jar.delete(name); },
  };
}

/**
 * The real sports services on memory storage; `visible` drives page visibility (T23). Their calls go to `http` (by
 * default one that never answers) in the language `lang` gives.
 */
export function fakeSports(http: Http = { request$: () => NEVER }, lang: () => string = () => 'en'): SportsServices & { visible: BehaviorSubject<boolean> } {
  const visible = new BehaviorSubject(true);
  return { ...createSportsServices({ http, lang, visible$: visible.asObservable(), scope: new ObservableScope() }), visible };
}
