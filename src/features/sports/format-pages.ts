
// Display helpers only the game, results, toto and lotto pages use, apart from format.ts so that the home page does
// not download them.

/** The calendar day (YYYY-MM-DD) of an instant in a time zone given in hours. */
export function dayOf(ms: number, timeZone: number): string {
  return new Date(ms + timeZone * 3600_000).toISOString().slice(0, 10);
}
