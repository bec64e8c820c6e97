import { catchError, debounceTime, distinctUntilChanged, map, of, startWith, switchMap, type Observable, type SchedulerLike, asyncScheduler } from 'rxjs';

// casino-search: search as you type (R08). The text is debounced, a text equal to the last one asks nothing, and a
// new text cancels the request of the previous one (switchMap unsubscribes it, and http aborts the fetch).

/** Wait after the last keystroke before asking the server. */
export const CASINO_SEARCH_DEBOUNCE_MS = 300;
/** Shorter texts are not searched. */
export const CASINO_SEARCH_MIN_LENGTH = 2;

export type SearchState<T> =
  | { status: 'idle' }
  | { status: 'loading'; text: string }
  | { status: 'done'; text: string; result: T }
  | { status: 'error'; text: string };

export interface CasinoSearchDeps<T> {
  search$: (text: string) => Observable<T>;
  scheduler?: SchedulerLike;
}

export function casinoSearch$<T>(deps: CasinoSearchDeps<T>, text$: Observable<string>): Observable<SearchState<T>> {
  return text$.pipe(
    map((text) => text.trim()),
    debounceTime(CASINO_SEARCH_DEBOUNCE_MS, deps.scheduler ?? asyncScheduler),
    distinctUntilChanged(),
    switchMap((text): Observable<SearchState<T>> => (text.length < CASINO_SEARCH_MIN_LENGTH
      ? of({ status: 'idle' })
      : deps.search$(text).pipe(
        map((result): SearchState<T> => ({ status: 'done', text, result })),
        startWith<SearchState<T>>({ status: 'loading', text }),
        catchError(() => of<SearchState<T>>({ status: 'error', text })),
      ))),
  );
}
