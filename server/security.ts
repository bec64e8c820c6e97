import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './web/csp-reports.ts';

// Security headers on every answer and the CSRF rule (DESIGN.md "The server").

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // No 'unsafe-inline' (issue 11 #7): React's style props go through CSSOM, which CSP does not govern; served HTML
  // has no <style> or style="" (a server-rendered page that needs one sends its own policy with a nonce).
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${CSP_REPORT_GROUP}`,
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // Where report-to sends CSP violations (the Reporting API); report-uri in the policy covers older browsers.
  'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};

/** Two years, subdomains included: the preload lists' minimum. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The casino's game frame (/{lang}/casino-frame/{gameId}): the one page the site frames itself, in a sandboxed
 * iframe of the game page. It may be framed by this origin only; every other answer may not be framed at all. Its
 * policy sandboxes it too, as the iframe does (scripts, forms, a fair-play link opening in the page on a click; never
 * the site's origin), so the page is sandboxed wherever it is opened.
 */
const GAME_FRAME = /^\/[a-z]{2}\/casino-frame\//;
export const isGameFrame = (url: string): boolean => GAME_FRAME.test(url);
export const GAME_FRAME_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'content-security-policy': `${CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'")}; sandbox allow-scripts allow-forms allow-top-navigation-by-user-activation`,
  'x-frame-options': 'SAMEORIGIN',
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Posts that cannot add the header. The demo OAuth provider's sign-in and e-mail check forms: they stand for another
 * site (the provider) and are protected as one would be: the post must carry the SameSite=Lax, signed oauth_state
 * cookie that a cross-site post never has. CSP reports, which the browser sends by itself and which change nothing
 * but the report list.
 */
export const CSRF_EXEMPT = new Set(['/social-api/oauth/demo/authorize', '/social-api/oauth/demo/verify', CSP_REPORT_PATH]);

export function registerSecurity(app: FastifyInstance): void {
  // onSend runs for every answer, errors and 404s included.
  app.addHook('onSend', async (request, reply, payload) => {
    const headers = isGameFrame(request.url) ? GAME_FRAME_HEADERS : SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) void reply.header(name, value);
    // HSTS only on an answer that really went over TLS: directly, or through a proxy TRUST_PROXY names (an untrusted
    // X-Forwarded-Proto leaves request.protocol at http). On plain http the header would be ignored anyway.
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    return payload;
  });

  // CSRF: a cross-site form cannot set a custom header, and a cross-site fetch with one needs a CORS preflight
  // this server never grants, so requiring X-Requested-With on state-changing calls stops forged requests.
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (CSRF_EXEMPT.has(request.url.split('?')[0]!)) return;
    const marker = request.headers['x-requested-with'];
    if (typeof marker === 'string' && marker.trim() !== '') return;
    return sendError(reply, 403, 'csrf_header_missing', 'Forbidden', `${request.method} requests must carry the X-Requested-With header`);
  });
}
