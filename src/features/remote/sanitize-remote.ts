import DOMPurify, { type Config } from 'dompurify';

/**
 * A remote view's HTML made safe (DOMPurify): forms stay (a form acts only through a named shell action, and
 * form-action 'self' holds), scripts, frames, styles and inline style attributes go (the CSP allows none). A body that
 * came with a script or an event handler is refused whole: an app that sends code is broken or tampered with, and
 * showing the rest of it would hide that.
 */
const REMOTE_PURIFY: Config = {
  FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'link', 'meta', 'base', 'template', 'svg', 'math'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
};

export type SanitizedBody = { ok: true; html: string } | { ok: false; reason: string };

export function sanitizeRemoteBody(body: string): SanitizedBody {
  const html = DOMPurify.sanitize(body, REMOTE_PURIFY);
  const code = DOMPurify.removed.find((r) => ('element' in r && r.element.nodeName === 'SCRIPT')
    || ('attribute' in r && r.attribute !== null && (/^on/i.test(r.attribute.name) || /^\s*javascript:/i.test(r.attribute.value))));
  if (code) return { ok: false, reason: 'element' in code ? 'script element' : `attribute ${code.attribute?.name ?? ''}` };
  return { ok: true, html };
}
