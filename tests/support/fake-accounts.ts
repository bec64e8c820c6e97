import * as v from 'valibot';
import { NEVER, type Observable } from 'rxjs';
import type { HttpRequest } from '../../streams/core/http';
import { createAccountsServices, type AccountsServices } from '../../streams/accounts/accounts-services';
import type { Cookies } from '../../streams/core/cookies';
import type { ValidatedStorage } from '../../streams/core/storage';
import { fakeHttp } from './fake-http';
import { of } from 'rxjs';

/** In-memory cookies for the accounts services in component tests. */
function memoryCookies(): Cookies {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name) ?? null,
    getValidated: (name, schema, fallback) => {
      const raw = jar.get(name);
      const parsed = raw === undefined ? null : v.safeParse(schema, raw);
      return parsed?.success ? parsed.output : fallback;
    },
    set: (name, value) => { jar.set(name, value); },
    remove: (name) => { jar.delete(name); },
  };
}

function memoryStorage(): ValidatedStorage {
  const store = new Map<string, unknown>();
  return {
    item: <T,>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T) => ({
      get: () => {
        const parsed = v.safeParse(schema, store.get(key));
        return parsed.success ? parsed.output : fallback;
      },
      set: (value: T) => { store.set(key, value); return true; },
      remove: () => { store.delete(key); },
      value$: of(fallback),
    }),
  };
}

export interface FakeAccountsOptions {
  authorized$: Observable<boolean>;
  /** Answers per request; default: never answers (pages stay loading). */
  answer?: (req: HttpRequest<unknown>) => Observable<unknown>;
  visible$?: Observable<boolean>;
}

/** The real accounts services over a fake http, memory cookies and storage; `opened` records cashier urls. */
export function fakeAccounts(options: FakeAccountsOptions): AccountsServices & { http: ReturnType<typeof fakeHttp>; opened: string[] } {
  const http = fakeHttp(options.answer ?? (() => NEVER));
  const opened: string[] = [];
  let n = 0;
  const services = createAccountsServices({
    http,
    authorized$: options.authorized$,
    visible$: options.visible$ ?? of(true),
    cookies: memoryCookies(),
    session: memoryStorage(),
    randomId: () => `test-key-${(n += 1)}-0000`,
    assign: (url) => { opened.push(url); },
    newFormData: () => new FormData(),
    pathname: () => '/en/',
  });
  return Object.assign(services, { http, opened });
}
