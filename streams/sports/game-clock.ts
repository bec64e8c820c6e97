import { type Observable, distinctUntilChanged, interval, map, of, share, startWith } from 'rxjs';
import { type Game, clockReading } from '../schemas/sports';

// The game clocks of a page (T18: seconds of play run on locally between answers). Apart from games-list.ts: the
// home page shows clocks but no polled list.
//
// A feed sends a running clock as its anchor (seconds of play at a time of the server's clock, and its rate) and sends
// the game again only when something shown changes (issue 21): the clock on screen is derived from the anchor and the
// server's clock as the answers tell it (the page's store, sports-store.ts serverNow), never from the time an answer
// happened to arrive.

/**
 * One ticker for every game clock of a page: all clocks move in the same timer task once a second (a task per game
 * clock costs the live page a main-thread task per game per second). It stops when the last clock unsubscribes.
 */
export function clockTicker$(source$: Observable<unknown> = interval(1000)): Observable<unknown> {
  // share()'s defaults: started again after an error, a completion or the last unsubscription.
  return source$.pipe(share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }));
}

/** What a game's clock is drawn from: its anchor. */
export type ClockAnchor = Pick<Game, 'timeSec' | 'clockAt' | 'clockRate' | 'periodEndSec'>;

/**
 * The game clock on screen: the anchor's seconds of play run on at the game's clock rate (SIM_SPEED) to the server's
 * clock now, stopped at the end of the period. It reads the time on each `tick$` (the page's shared ticker), so the
 * ticker's phase does not matter; a game sent again with the same anchor reads the same.
 */
export function gameClock$(clock: ClockAnchor, serverNow: () => number, tick$: Observable<unknown>): Observable<number | null> {
  // A stopped clock (rate 0) reads the same on every tick: distinctUntilChanged lets one reading through.
  if (clock.timeSec === null) return of(null);
  return tick$.pipe(
    startWith(0),
    map(() => clockReading(clock, serverNow())),
    distinctUntilChanged(),
  );
}
