import { useEffect, useState } from 'react';
import { type Observable, switchMap, tap } from 'rxjs';
import { tellPage } from '../frame-messages';
import { demoAllows$ } from './frame-demo-balance';

/** A demo bet as the shared round's answers show one: its stake, and what it returned once settled (null before). */
interface DemoBet { stake: number; returned: number | null }

/**
 * The demo bets of a shared round (a live table, a race): the server checks them and stores nothing (play money), so
 * the game keeps them for the round they ride and settles them by that round's result, when everyone learns it:
 * `returnOf` is null until then. Once settled the page around the frame credits their return to the demo balance
 * (their stake was taken when they were placed), once per round.
 */
export function useDemoRoundBets<B extends DemoBet>(roundId: string | undefined, returnOf: ((bet: B) => number) | null) {
  const [held, setHeld] = useState<{ roundId: string; bets: readonly B[] } | null>(null);
  const current = held !== null && held.roundId === roundId ? held.bets : [];
  const bets = returnOf ? current.map((b) => ({ ...b, returned: returnOf(b) })) : current;
  const won = returnOf && bets.length > 0 ? bets.reduce((s, b) => s + (b.returned ?? 0), 0) : null;
  const settledRound = won === null ? undefined : roundId;
  useEffect(() => {
    if (settledRound !== undefined && won !== null) tellPage({ type: 'casino:round', mode: 'demo', stake: 0, win: won });
  }, [settledRound, won]);
  /** Keeps bets the server took for `round` (a new round's bets replace an old round's). */
  const add = (round: string, placed: readonly B[]) =>
    setHeld((h) => ({ roundId: round, bets: [...(h?.roundId === round ? h.bets : []), ...placed] }));
  return { bets, add };
}

/**
 * Places a shared round's bets (a live table, a race): a demo total is checked against the demo balance first; a demo
 * answer's bets are kept (`keep`) and their stake told to the page, which takes it from the demo balance.
 */
export function placeRoundBets$<A>(mode: 'real' | 'demo', total: number, send$: () => Observable<A>, keep: (answer: A) => void): Observable<A> {
  return demoAllows$(mode, total).pipe(
    switchMap(send$),
    tap((answer) => {
      if (mode === 'real') return;
      keep(answer);
      tellPage({ type: 'casino:round', mode, stake: total, win: 0 });
    }),
  );
}
