import { distinctUntilChanged, type Observable } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';

/** A live table is asked this often: its countdown runs on the page between answers. */
export const TABLE_POLL_MS = 1_000;

interface TableAnswer {
  round: { id: string; phase: string; phaseLeftMs: number; bets: number } | null;
  myBets: readonly unknown[];
}

/**
 * A shared live table's round (one for every player at the table, run by the server): polled every second while the
 * page is visible, a slow answer skips ticks instead of queueing, a failed one keeps the last state. An answer is
 * passed on when the round, its phase, the bets at the table or mine changed, or the countdown moved a second.
 */
export function tableRound$<T extends TableAnswer>(
  deps: { request$: () => Observable<T>; visible$: Observable<boolean> },
  options: { period?: number } = {},
): Observable<T> {
  const second = (a: T) => (a.round ? Math.ceil(a.round.phaseLeftMs / 1000) : -1);
  return pollWhileVisible$(deps.request$, { period: options.period ?? TABLE_POLL_MS, visible$: deps.visible$ }).pipe(
    distinctUntilChanged((a, b) => a.round?.id === b.round?.id && a.round?.phase === b.round?.phase && a.round?.bets === b.round?.bets
      && a.myBets.length === b.myBets.length && second(a) === second(b)),
  );
}
