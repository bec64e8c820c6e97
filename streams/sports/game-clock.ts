import { type Observable, asyncScheduler, distinctUntilChanged, interval, map, of, share, startWith } from 'rxjs';
import { type Game, clockReading } from '../schemas/sports';

// The game clocks of a page (T18: seconds of play run on locally between answers). Apart from games-list.ts: the
// home page shows clocks but no polled list.
//
// A feed sends a running clock as its anchor (seconds of play at a time of the server's clock, and its rate) and sends
// the game again only when something shown changes (issue 21): the clock on screen is derived from the anchor and the
// server's clock as the answers tell it, never from the time an answer happened to arrive.

/**
 * One ticker for every game clock of a page: all clocks move in the same timer task once a second (a task per game
 * clock costs the live page a main-thread task per game per second). It stops when the last clock unsubscribes.
 */
export function clockTicker$(tickMs = 1000, source$: Observable<unknown> = interval(tickMs)): Observable<unknown> {
  return source$.pipe(share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }));
}

/** The server's clock as this client can tell it from the answers. */
export interface ServerClock {
  /** An answer made at `at` (the server's clock, epoch ms) has just arrived. */
  note(at: number): void;
  /** The server's clock now (epoch ms). */
  now(): number;
}

/**
 * The server's clock seen from here. An answer made at `at` that arrives now says the server's clock reads at least
 * `at` now; an answer is older than that by its time on the way and in the server's cache (up to a tick) or the
 * browser's (a 304), which only ever make (at - arrival) smaller. So the largest (at - arrival) of the last `size`
 * answers is the closest offset: a client clock set back is followed at once, one set forward within `size` answers.
 * Before any answer the two clocks are taken to agree.
 */
export function createServerClock(size = 30): ServerClock {
  const offsets: number[] = [];
  let offset = 0;
  return {
    note(at) {
      offsets.push(at - asyncScheduler.now());
      if (offsets.length > size) offsets.shift();
      offset = Math.max(...offsets);
    },
    now: () => asyncScheduler.now() + offset,
  };
}

/** What a game's clock is drawn from: its anchor. */
export type ClockAnchor = Pick<Game, 'timeSec' | 'clockAt' | 'clockRate' | 'periodEndSec'>;

/**
 * The game clock on screen: the anchor's seconds of play run on at the game's clock rate (SIM_SPEED) to the server's
 * clock now, stopped at the end of the period. It reads the time on each `tick$` (the page's shared ticker), so the
 * ticker's phase does not matter; a game sent again with the same anchor reads the same.
 */
export function gameClock$(clock: ClockAnchor, serverNow: () => number, tick$: Observable<unknown> = interval(1000)): Observable<number | null> {
  if (clock.timeSec === null || clock.clockRate <= 0) return of(clock.timeSec);
  return tick$.pipe(
    startWith(0),
    map(() => clockReading(clock, serverNow())),
    distinctUntilChanged(),
  );
}
