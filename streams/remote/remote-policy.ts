import * as v from 'valibot';
import { RemoteScriptSchema, type RemoteScript } from '../schemas/remote';

// What the shell does with the parts of a remote answer that could run code or restyle the page, under the strict
// CSP (script-src 'self', no unsafe-eval, style-src 'self'). Written down in server/README.md ("Remote apps").

/**
 * An event a remote app sends the shell (C07, E02): it moves the app to ready, error or not exist, or asks for a
 * redirect; an error event carries the status the page error shows.
 */
export type RemoteEvent =
  | { kind: 'ready' }
  | { kind: 'not-exist' }
  | { kind: 'error'; statusCode: number }
  | { kind: 'redirect'; to: string };

/**
 * codeToEval is never evaluated (that would need unsafe-eval). Each entry may only name one of these pre-registered
 * handlers, `mf:<name>` or `mf:<name>:<argument>`; anything else is refused and logged:
 *   mf:ready · mf:not-exist · mf:error:<status 400-599> · mf:redirect:<same-site path starting with one />
 */
export function eventOfCode(code: string): RemoteEvent | null {
  const m = /^mf:([a-z-]+)(?::(.*))?$/s.exec(code.trim());
  if (!m) return null;
  const [, name, arg] = m;
  if (name === 'ready' && arg === undefined) return { kind: 'ready' };
  if (name === 'not-exist' && arg === undefined) return { kind: 'not-exist' };
  if (name === 'error' && arg !== undefined && /^[45]\d\d$/.test(arg)) return { kind: 'error', statusCode: Number(arg) };
  // Same site only: one leading slash (not //host), no backslash or control character that a browser could read as a host.
  if (name === 'redirect' && arg !== undefined && /^\/(?![/\\])[^\\\s]{0,2000}$/.test(arg) && !/\p{Cc}/u.test(arg)) return { kind: 'redirect', to: arg };
  return null;
}

/** The events of an answer's codeToEval, the refused entries logged. */
export function eventsOfCode(codeToEval: readonly string[], log: (message: string, data?: unknown) => void): RemoteEvent[] {
  const events: RemoteEvent[] = [];
  for (const code of codeToEval) {
    const event = eventOfCode(code);
    if (event) events.push(event);
    else log('remote app: codeToEval refused (never evaluated)', code.slice(0, 200));
  }
  return events;
}

/**
 * The scripts an answer may load: valid entries whose URL is on an allowlisted origin (by default the page's own,
 * the only one script-src allows), each with its integrity hash so a changed file is refused by the browser.
 */
export function allowedScripts(entries: readonly unknown[], allowedOrigins: readonly string[], base: string, log: (message: string, data?: unknown) => void): RemoteScript[] {
  const out: RemoteScript[] = [];
  for (const entry of entries) {
    const parsed = v.safeParse(RemoteScriptSchema, entry);
    const url = parsed.success ? safeUrl(parsed.output.src, base) : null;
    if (parsed.success && url && allowedOrigins.includes(url.origin)) out.push({ src: url.href, integrity: parsed.output.integrity });
    else log('remote app: script refused', entry);
  }
  return out;
}

/** Stylesheet URLs of the page's own origin (style-src 'self'); others are refused and logged. */
export function allowedStylesheets(urls: readonly string[], origin: string, log: (message: string, data?: unknown) => void): string[] {
  return urls.flatMap((u) => {
    const url = safeUrl(u, origin);
    if (url && url.origin === origin) return [url.href];
    log('remote app: stylesheet refused', u);
    return [];
  });
}

function safeUrl(value: string, base: string): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The app's CSS nested under its own element, `[data-mf-app="<app>"] { ... }`, so it styles nothing else. CSS whose
 * braces do not balance could close the wrapper and style the page: it is refused whole (null), as is any @import
 * (it would load an unchecked sheet). Comments are dropped first so braces inside them do not count.
 */
export function scopeCss(css: string, app: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/@import|<\/?style/i.test(text)) return null;
  let depth = 0;
  for (const ch of text) {
    if (ch === '{') depth += 1;
    else if (ch === '}') depth -= 1;
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  return text.trim() === '' ? '' : `[data-mf-app="${app}"]{${text}}`;
}
