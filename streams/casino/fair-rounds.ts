import {
  catchError, combineLatest, defer, distinctUntilChanged, EMPTY, exhaustMap, filter, finalize, map, merge, NEVER, of, scan, share,
  shareReplay, startWith, Subject, switchMap, takeUntil, withLatestFrom, type Observable,
} from 'rxjs';
import type { FairSeeds, RevealedPair, SeedRotation } from './casino-model';

// Provably fair play (issue 20 #1). A player's real rounds are decided by their active seed pair: a server seed the
// page shows as its hash, the player's client seed, and a nonce counting the pair's rounds. The page asks for the
// seeds at once and again after every round (the nonce moved on), a click plays one round at a time and the round
// remembers the seeds it was played on, and a rotation reveals the pair's server seed and activates the next one
// with the player's new client seed, so every round of the revealed pair can be checked against the hash shown.
// Demo rounds touch no pair: they answer a throwaway seed of their own, so no seeds are asked for.

export type RoundState<A, T> =
  | { status: 'idle' }
  | { status: 'playing' }
  | { status: 'done'; value: T; arg: A; playedOn: FairSeeds | null }
  | { status: 'refused'; error: unknown };

export type RotationState =
  | { status: 'idle' }
  | { status: 'rotating' }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; revealed: RevealedPair };

export interface FairSeedsState {
  /** The active pair and the next hash (null while first asked for, when the call failed, or in demo). */
  seeds: FairSeeds | null;
  rotation: RotationState;
}

export interface FairRoundsState<A, T> extends FairSeedsState {
  round: RoundState<A, T>;
}

export interface FairSeedsDeps {
  /** The player's seeds; null in demo, where no pair is used. */
  seeds$: (() => Observable<FairSeeds>) | null;
  rotate$: (clientSeed: string) => Observable<SeedRotation>;
}

const sameSeeds = (a: FairSeeds | null, b: FairSeeds | null): boolean =>
  a === b || (a !== null && b !== null && a.nextServerSeedHash === b.nextServerSeedHash
    && a.active.serverSeedHash === b.active.serverSeedHash && a.active.clientSeed === b.active.clientSeed && a.active.nonce === b.active.nonce);

type SeedsEvent = { seeds: FairSeeds | null } | { rotation: RotationState; seeds?: FairSeeds };

/**
 * The player's seeds and their rotation: asked for at once and after every `roundsDone$`, the last seeds kept while
 * asked again; a rotate click (ignored while one runs) reveals the active pair, and its answer's seeds replace any
 * older answer still on its way.
 */
export function fairSeeds$(deps: FairSeedsDeps, rotateClick$: Observable<string>, roundsDone$: Observable<void> = NEVER): Observable<FairSeedsState> {
  return defer(() => {
    const rotations$ = rotateClick$.pipe(
      exhaustMap((clientSeed) => deps.rotate$(clientSeed).pipe(
        map((answer): SeedsEvent => ({ rotation: { status: 'done', revealed: answer.revealed }, seeds: answer.seeds })),
        startWith<SeedsEvent>({ rotation: { status: 'rotating' } }),
        catchError((error: unknown) => of<SeedsEvent>({ rotation: { status: 'failed', error } })),
      )),
      share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }),
    );
    const rotated$ = rotations$.pipe(filter((e) => 'rotation' in e && e.rotation.status === 'done'));
    const ask = deps.seeds$;
    const asked$ = ask === null ? EMPTY : roundsDone$.pipe(
      startWith(undefined),
      switchMap(() => ask().pipe(
        map((seeds): SeedsEvent => ({ seeds })),
        catchError(() => of<SeedsEvent>({ seeds: null })),
        takeUntil(rotated$),
      )),
    );
    const initial: FairSeedsState = { seeds: null, rotation: { status: 'idle' } };
    return merge(asked$, rotations$).pipe(
      scan((state: FairSeedsState, e: SeedsEvent): FairSeedsState => ({ ...state, ...e }), initial),
      startWith(initial),
      distinctUntilChanged((a, b) => a.rotation === b.rotation && sameSeeds(a.seeds, b.seeds)),
    );
  });
}

/**
 * A round game's plays on the player's seeds (fairSeeds$ above): a click plays one round (a click while one runs is
 * ignored) and the finished round remembers the seeds shown when it was clicked; the seeds are asked for again after it.
 */
export function fairRounds$<A, T>(
  deps: FairSeedsDeps & { play$: (arg: A) => Observable<T> },
  click$: Observable<A>,
  rotateClick$: Observable<string>,
): Observable<FairRoundsState<A, T>> {
  return defer(() => {
    const finished$ = new Subject<void>();
    const seeds$ = fairSeeds$(deps, rotateClick$, finished$).pipe(shareReplay({ bufferSize: 1, refCount: true }));
    const round$ = click$.pipe(
      withLatestFrom(seeds$),
      exhaustMap(([arg, { seeds }]) => deps.play$(arg).pipe(
        map((value): RoundState<A, T> => ({ status: 'done', value, arg, playedOn: seeds })),
        startWith<RoundState<A, T>>({ status: 'playing' }),
        catchError((error: unknown) => of<RoundState<A, T>>({ status: 'refused', error })),
        finalize(() => finished$.next()),
      )),
      startWith<RoundState<A, T>>({ status: 'idle' }),
    );
    return combineLatest([seeds$, round$]).pipe(map(([state, round]) => ({ ...state, round })));
  });
}
