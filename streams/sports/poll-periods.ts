import {
  POLL_DEFAULT_MS, POLL_LINE_MS, POLL_LIVE_GAME_OVER_MS, POLL_LIVE_MAX_MS, POLL_LIVE_MIN_MS, POLL_LIVE_SYNTHETIC_MS, POLL_LIVE_TIMELINE_MS,
} from '../timing';

// Which period each sports poll of the pages other than home uses (SPEC.md section 9, T16-T18, T22). The home page's
// polls (slider T19, media T20, top games T21) have theirs in widgets.ts, so the home page does not download these.

export type Mode = 'line' | 'live';

/** T16: menus, results and other sports data without a rule of their own. */
export const defaultPeriod = (): number => POLL_DEFAULT_MS;

export interface LiveArea {
  /** Polling periods of the sports and championships shown (3000 for some, 5000 for the others). */
  periods: readonly (number | null | undefined)[];
  /** A synthetic (virtual) game is shown. */
  synthetic?: boolean;
  /** The game-over panel of a game that has finished. */
  gameOver?: boolean;
}

/**
 * T18: live data is polled every 2-5 s by area: the fastest period among the sports and championships shown
 * (3000 ms for some, 5000 ms for the others), 2000 ms when a synthetic game is shown, 10000 ms for the game-over panel.
 */
export function livePeriod(area: LiveArea): number {
  if (area.gameOver) return POLL_LIVE_GAME_OVER_MS;
  if (area.synthetic) return POLL_LIVE_SYNTHETIC_MS;
  const known = area.periods.filter((p): p is number => typeof p === 'number' && p > 0);
  const fastest = known.length > 0 ? Math.min(...known) : POLL_LIVE_MAX_MS;
  return Math.min(POLL_LIVE_MAX_MS, Math.max(POLL_LIVE_MIN_MS, fastest));
}

/** T17 / T18: a list or a game page. */
export const listPeriod = (mode: Mode, area: LiveArea): number => (mode === 'line' ? POLL_LINE_MS : livePeriod(area));
/** T22: the live timeline. */
export const timelinePeriod = (): number => POLL_LIVE_TIMELINE_MS;
