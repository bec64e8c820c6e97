// The 404 a page raises while rendering (an unknown sport, game, provider, bonus or text): the route's error element
// (src/routing/error-status.ts) shows the site's 404 page for it.

/** An error a page throws to show the 404 page; `what` names what was not found (for the log). */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(what: string) {
    super(`Not found: ${what}`);
  }
}

/** Whether a failed call was a 404 (its error carries status 404). */
export const isNotFound = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404;
