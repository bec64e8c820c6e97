import type { FastifyRequest } from 'fastify';
import { SITE_LANGUAGES } from '../../../streams/schemas/site-config.ts';
import type { RateLimits } from '../../auth/rate-limits.ts';
import type { AppContext } from '../../context.ts';

// What the auth route modules (auth.ts and its parts in this folder) share, apart from them so the parts
// need not import the module that registers them.

/** What every auth route module shares. */
export interface AuthDeps {
  ctx: AppContext;
  limits: RateLimits;
}

const LANGS: readonly string[] = SITE_LANGUAGES;

/** The user's language for texts the server sends: X-Language, else the lng cookie, else English. */
export function langOf(request: FastifyRequest): string {
  const header = request.headers['x-language'];
  const fromHeader = typeof header === 'string' ? header.slice(0, 2) : '';
  if (LANGS.includes(fromHeader)) return fromHeader;
  const cookie = request.cookies?.['lng'] ?? '';
  return LANGS.includes(cookie) ? cookie : 'en';
}
