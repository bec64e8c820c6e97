// The API families the server answers (the same list vite.config.ts proxies in development).
// Everything else is the static site: /assets/*, public files and the single-page app.
export const API_PREFIXES = [
  '/bff-api', '/web-api', '/redirects-api', '/blocks-api', '/limit-service-api', '/social-api', '/captcha',
  // Remote front-end apps (C06): answered by this server, proxied in development, open to fault injection.
  '/remote',
] as const;

export const DEV_PREFIX = '/web-api/dev';

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return API_PREFIXES.some((p) => under(path, p));
}

/** API routes that fault injection may touch: every API route except the dev control endpoints (and /health,
 * which is not under an API prefix), so QA can still flip states while faults are on. */
export function isFaultablePath(url: string): boolean {
  const path = pathOf(url);
  return isApiPath(path) && !under(path, DEV_PREFIX);
}
