// The 404 of the sports pages other than home (the home page never shows one), apart from page-context.tsx so that
// the home page does not download it.

/** An error a page throws to show the 404 page (an unknown sport, championship or game). */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(what: string) {
    super(`Not found: ${what}`);
  }
}

/** Whether a failed feed request was a 404 (unknown sport, championship or game). */
export const isNotFound = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { status?: unknown }).status === 404;
