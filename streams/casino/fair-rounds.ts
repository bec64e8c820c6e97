import { catchError, combineLatest, defer, distinctUntilChanged, exhaustMap, finalize, map, of, shareReplay, startWith, Subject, switchMap, withLatestFrom, type Observable } from 'rxjs';

// A round game's plays with provably fair commitments: before each round the page holds the hash of the server
// seed that will decide it (asked for at once and again after every round, so a seed is never offered twice), a
// click plays one round at a time on that seed (a click while a round runs is ignored), and a finished round
// remembers the commitment it was played on, for the verify panel to check the revealed seed against.

export interface FairCommit {
  seedId: string;
  serverSeedHash: string;
}

export type RoundState<A, T> =
  | { status: 'idle' }
  | { status: 'playing' }
  | { status: 'done'; value: T; arg: A; playedOn: FairCommit | null }
  | { status: 'refused'; error: unknown };

export interface FairRoundsState<A, T> {
  /** The commitment of the next round (null while it is being asked for, or when the server gave none). */
  commit: FairCommit | null;
  round: RoundState<A, T>;
}

export function fairRounds$<A, T>(
  deps: { commit$: () => Observable<FairCommit>; play$: (arg: A, seedId: string | undefined) => Observable<T> },
  click$: Observable<A>,
): Observable<FairRoundsState<A, T>> {
  return defer(() => {
    const finished$ = new Subject<void>();
    // Without a commitment (the call failed) a round is still played: the server decides it on a fresh seed.
    const commit$ = finished$.pipe(
      startWith(undefined),
      switchMap(() => deps.commit$().pipe(catchError(() => of(null)), startWith(null))),
      distinctUntilChanged(),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    const round$ = click$.pipe(
      withLatestFrom(commit$),
      exhaustMap(([arg, commit]) => deps.play$(arg, commit?.seedId).pipe(
        map((value): RoundState<A, T> => ({ status: 'done', value, arg, playedOn: commit })),
        startWith<RoundState<A, T>>({ status: 'playing' }),
        catchError((error: unknown) => of<RoundState<A, T>>({ status: 'refused', error })),
        finalize(() => finished$.next()),
      )),
      startWith<RoundState<A, T>>({ status: 'idle' }),
    );
    return combineLatest([commit$, round$]).pipe(map(([commit, round]) => ({ commit, round })));
  });
}
