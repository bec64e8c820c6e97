import { asyncScheduler, defer, distinctUntilChanged, map, of, switchMap, take, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';

/** A bingo room is asked this often: the balls called since the last answer are then shown one by one. */
export const BINGO_POLL_MS = 1_000;
/** Balls that arrived in one answer are shown this far apart. */
export const BINGO_BALL_STEP_MS = 400;

interface BingoAnswer {
  round: { id: string; phase: string; phaseLeftMs: number; called: readonly number[]; tickets: number } | null;
  myTickets: ReadonlyArray<{ returned: number | null }>;
}

/**
 * A bingo room's round (one for every player in the room, run by the server): polled every second while the page is
 * visible, a slow answer skips ticks, a failed one keeps the last state. An answer is passed on when the round, its
 * phase, the balls called, the tickets in the room or mine (bought, paid) changed, or the countdown moved a second.
 */
export function bingoRound$<T extends BingoAnswer>(
  deps: { request$: () => Observable<T>; visible$: Observable<boolean> },
  options: { period?: number } = {},
): Observable<T> {
  const key = (a: T) => [a.round?.id, a.round?.phase, a.round?.called.length, a.round?.tickets, a.round ? Math.ceil(a.round.phaseLeftMs / 1000) : -1,
    a.myTickets.length, a.myTickets.filter((t) => t.returned !== null).length].join('|');
  return pollWhileVisible$(deps.request$, { period: options.period ?? BINGO_POLL_MS, visible$: deps.visible$ }).pipe(
    distinctUntilChanged((a, b) => key(a) === key(b)),
  );
}

/**
 * How many of the called balls to show: a count that rises to the server's one ball at a time, `stepMs` apart, so
 * two balls in one answer are called one after the other. A late joiner (or a page back from the background) jumps to
 * the last two balls; a new round (fewer balls) drops at once.
 */
export function pacedCount$(target$: Observable<number>, stepMs = BINGO_BALL_STEP_MS, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  return defer(() => {
    let shown = 0;
    return target$.pipe(
      switchMap((target) => {
        if (target <= shown) {
          shown = target;
          return of(target);
        }
        const from = Math.max(shown, target - 2);
        return timer(0, stepMs, scheduler).pipe(take(target - from), map((i) => from + i + 1), tap((n) => { shown = n; }));
      }),
      distinctUntilChanged(),
    );
  });
}
