import * as v from 'valibot';

// document.cookie behind a small, testable adapter: names and values are URI-encoded, every
// cookie gets Path and SameSite (Lax by default, DESIGN.md security rules), and a value that fails
// its schema is deleted and logged instead of reaching the app.

export interface CookieDeps {
  /** The cookie header as the page sees it (`() => document.cookie`). */
  read: () => string;
  /** Writes one cookie (`(c) => { document.cookie = c }`). */
  write: (cookieString: string) => void;
  /** Current time in ms for the Expires attribute (services.ts: `() => asyncScheduler.now()`). */
  now: () => number;
  log?: (msg: string, data?: unknown) => void;
}

export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeSec?: number;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Send only over TLS. SameSite=None requires it, so it is forced on there. */
  secure?: boolean;
}

export interface GetValidatedOptions {
  /** The cookie holds JSON (e.g. referral_values): parse it before the schema. */
  json?: boolean;
}

export interface Cookies {
  /** The decoded value, or null when the cookie is not set. */
  get(name: string): string | null;
  /** The value after its schema; a corrupt value is deleted, logged and the fallback returned. */
  getValidated<T>(name: string, schema: v.GenericSchema<unknown, T>, fallback: T, options?: GetValidatedOptions): T;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

export function createCookies(deps: CookieDeps): Cookies {
  const log = deps.log ?? (() => undefined);

  function get(name: string): string | null {
    for (const part of deps.read().split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0) continue;
      if (safeDecode(part.slice(0, eq).trim()) !== name) continue;
      return safeDecode(part.slice(eq + 1).trim());
    }
    return null;
  }

  function set(name: string, value: string, options: CookieOptions = {}): void {
    const { maxAgeSec, path = '/', domain, sameSite = 'Lax' } = options;
    const secure = options.secure === true || sameSite === 'None';
    const attributes = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `Path=${path}`];
    if (domain) attributes.push(`Domain=${domain}`);
    if (maxAgeSec !== undefined) {
      const seconds = Math.max(0, Math.round(maxAgeSec));
      // Max-Age is what browsers use; Expires is kept for the few that only know it.
      attributes.push(`Max-Age=${seconds}`, `Expires=${new Date(deps.now() + seconds * 1000).toUTCString()}`);
    }
    attributes.push(`SameSite=${sameSite}`);
    if (secure) attributes.push('Secure');
    deps.write(attributes.join('; '));
  }

  function remove(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
    const { path = '/', domain } = options;
    const attributes = [`${encodeURIComponent(name)}=`, `Path=${path}`];
    if (domain) attributes.push(`Domain=${domain}`);
    attributes.push('Max-Age=0', `Expires=${new Date(0).toUTCString()}`, 'SameSite=Lax');
    deps.write(attributes.join('; '));
  }

  function getValidated<T>(name: string, schema: v.GenericSchema<unknown, T>, fallback: T, options: GetValidatedOptions = {}): T {
    const raw = get(name);
    if (raw === null) return fallback;
    let input: unknown = raw;
    if (options.json) {
      try {
        input = JSON.parse(raw);
      } catch {
        log(`cookies: dropped ${name} (not JSON)`, raw);
        remove(name);
        return fallback;
      }
    }
    const result = v.safeParse(schema, input);
    if (result.success) return result.output;
    log(`cookies: dropped ${name} (schema)`, { value: raw, issues: result.issues.map((issue) => issue.message) });
    remove(name);
    return fallback;
  }

  return { get, getValidated, set, remove };
}

/** A hand-written cookie may hold a stray '%': keep it as it is rather than throw. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
