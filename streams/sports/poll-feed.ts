import { BehaviorSubject, EMPTY, type Observable, catchError, defer, distinctUntilChanged, exhaustMap, map, of, switchMap, timer } from 'rxjs';
import { pollActive$ } from '../core/poll-active';
import { PAGE_LEAVE_PAUSE_MS } from '../timing';

// A sports poll (T16-T23): the first request at once, then every `period` while the page is active; paused 30 s
// after the page is hidden and restarted at once when it is shown again. Each request sends the version of the
// last good answer (`since`) so the server answers only what changed, and the answers are folded into one state.
// A failed request (network, server, or an answer that fails its schema) keeps the last good state, marks it
// stale, and the poll goes on; the next good answer clears the mark. The period may follow the data (T18: a game
// that finishes polls its game-over panel at 10 s). Unsubscribing (leaving the page) stops the poll.

export interface FeedState<S> {
  /** The state folded from the good answers so far; null before the first one. */
  data: S | null;
  /** The last request failed: `data` is the last good state. */
  stale: boolean;
  /** The last failure (a 404 tells the page to show its not-found view). */
  error: unknown;
}

export interface PollFeedOptions<A, S> {
  request$: (since: number | null) => Observable<A>;
  /** Folds an answer into the state. */
  reduce: (state: S | null, answer: A) => S;
  /** The version to send as `since` next time; null for no `since` (a full answer every time). */
  versionOf?: (answer: A, state: S) => number | null;
  /** The polling period; may depend on the state (called after every good answer). */
  period: number | ((state: S | null) => number);
  visible$: Observable<boolean>;
  pauseAfterMs?: number;
  onError?: (err: unknown) => void;
}

export function pollFeed$<A, S>(options: PollFeedOptions<A, S>): Observable<FeedState<S>> {
  const { request$, reduce, versionOf, visible$, onError } = options;
  const periodOf = (s: S | null) => (typeof options.period === 'number' ? options.period : options.period(s));
  return defer(() => {
    let since: number | null = null;
    let state: S | null = null;
    const period = new BehaviorSubject(periodOf(null));
    return pollActive$(visible$, options.pauseAfterMs ?? PAGE_LEAVE_PAUSE_MS).pipe(
      switchMap((active) => (!active ? EMPTY : period.pipe(
        distinctUntilChanged(),
        // On (re)activation the first request goes at once; after a period change, one new period later.
        switchMap((p, i) => timer(i === 0 ? 0 : p, p)),
        exhaustMap(() => request$(since).pipe(
          map((answer): FeedState<S> => {
            state = reduce(state, answer);
            since = versionOf ? versionOf(answer, state) : null;
            period.next(periodOf(state));
            return { data: state, stale: false, error: null };
          }),
          catchError((err: unknown) => {
            onError?.(err);
            return of<FeedState<S>>({ data: state, stale: true, error: err });
          }),
        )),
      ))),
      // A fold that changed nothing keeps its state object: the page does not re-render for it.
      distinctUntilChanged((a, b) => a.data === b.data && a.stale === b.stale && a.error === b.error),
    );
  });
}

/** The state before the first answer. */
export const EMPTY_FEED: FeedState<never> = { data: null, stale: false, error: null };
