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

/** The meta names a remote app may set in the shell's head; any other meta (http-equiv refresh, charset...) is dropped. */
export const REMOTE_HEAD_META_NAMES = ['description', 'keywords', 'robots'] as const;

/** What the shell takes of an answer's `head`: a title and the allowed meta tags, as plain text. */
export const RemoteHeadSchema = v.object({
  title: v.pipe(v.string(), v.maxLength(300)),
  metas: v.pipe(v.array(v.object({ name: v.picklist(REMOTE_HEAD_META_NAMES), content: v.pipe(v.string(), v.maxLength(1000)) })), v.maxLength(REMOTE_HEAD_META_NAMES.length)),
});
export type RemoteHead = v.InferOutput<typeof RemoteHeadSchema>;
export type ReadHead = { ok: true; head: RemoteHead } | { ok: false; reason: string };

// One token of head markup at a time (sticky): a comment, a whole <title> (its text is raw text), a start tag with its
// attributes, an end tag, text, or a stray "<".
const HEAD_TOKEN = /<!--[\s\S]*?(?:-->|$)|<title(?:\s[^>]*)?>([\s\S]*?)(?:<\/title\s*>|$)|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<\/[a-zA-Z][\w:-]*\s*>|([^<]+)|</y;
const HEAD_ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Entity-decoded text without control characters, spaces collapsed: what React then writes escaped. */
function headText(raw: string, max: number): string {
  const decoded = raw.replace(ENTITY, (_m, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? '';
    const code = dec ? Number(dec) : parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
  return decoded.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * An answer's `head` (C06) as the shell applies it: the title and the allowed meta tags (REMOTE_HEAD_META_NAMES), as
 * text. Code anywhere in it (a script element, an on* attribute, a javascript: URL) refuses the view whole, like code
 * in the body; any other element or stray text is dropped and logged. The result is checked by RemoteHeadSchema.
 */
export function readRemoteHead(head: string, log: (message: string, data?: unknown) => void): ReadHead {
  let title = '';
  const metas = new Map<RemoteHead['metas'][number]['name'], string>();
  const dropped: string[] = [];
  HEAD_TOKEN.lastIndex = 0;
  while (HEAD_TOKEN.lastIndex < head.length) {
    const m = HEAD_TOKEN.exec(head);
    if (!m) break;
    const [token, titleText, tag, attrText, text] = m;
    if (titleText !== undefined) title = headText(titleText, 300);
    else if (tag !== undefined) {
      const name = tag.toLowerCase();
      if (name === 'script') return { ok: false, reason: 'script element' };
      const attrs = new Map<string, string>();
      for (const a of (attrText ?? '').matchAll(HEAD_ATTR)) attrs.set(a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
      for (const [attr, value] of attrs) {
        if (attr.startsWith('on')) return { ok: false, reason: `attribute ${attr}` };
        const url = headText(value, 2000);
        if (/^(?:javascript|vbscript):/i.test(url) || (/^(?:href|src)$/.test(attr) && /^data:/i.test(url))) return { ok: false, reason: `${attr} URL` };
      }
      const metaName = (attrs.get('name') ?? '').toLowerCase();
      if (name === 'meta' && (REMOTE_HEAD_META_NAMES as readonly string[]).includes(metaName) && attrs.has('content') && !attrs.has('http-equiv')) {
        metas.set(metaName as RemoteHead['metas'][number]['name'], headText(attrs.get('content')!, 1000));
      } else dropped.push(`<${name}>`);
    } else if (text !== undefined ? text.trim() !== '' : token === '<') dropped.push('text');
  }
  if (dropped.length > 0) log('remote app: head parts dropped', dropped.slice(0, 20));
  const parsed = v.safeParse(RemoteHeadSchema, { title, metas: [...metas].map(([name, content]) => ({ name, content })) });
  if (!parsed.success) return { ok: false, reason: 'head out of bounds' };
  return { ok: true, head: parsed.output };
}
