// The casino's 404 (an unknown game, provider or category), as the sports pages throw theirs (sports/not-found.ts):
// thrown while rendering, the route's error element shows the site's 404 page.

export class CasinoNotFoundError extends Error {
  readonly status = 404;
  constructor(what: string) {
    super(`Not found: ${what}`);
  }
}

export const isNotFound = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404;
