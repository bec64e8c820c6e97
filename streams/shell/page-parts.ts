import { BehaviorSubject, asapScheduler, combineLatest, defer, distinctUntilChanged, finalize, map, of, switchMap, tap, timer, type Observable } from 'rxjs';

/**
 * T32: what a page loads after its own code before it has what it shows (the casino domain's code behind a casino
 * page, src/features/casino/use-casino.tsx). The navigation loading bar waits for it as for the page's code.
 */
export interface PageParts {
  /** `source$` as one part of the page: loading from its subscription to its first value, error or unsubscription. */
  track<T>(source$: Observable<T>): Observable<T>;
  /** Whether some part is loading now. */
  loading$: Observable<boolean>;
}

export function createPageParts(): PageParts {
  const count = new BehaviorSubject(0);
  return {
    track: (source$) => defer(() => {
      let held = true;
      count.next(count.value + 1);
      const release = () => {
        if (!held) return;
        held = false;
        count.next(count.value - 1);
      };
      return source$.pipe(tap({ next: release, error: release }), finalize(release));
    }),
    loading$: count.pipe(map((n) => n > 0), distinctUntilChanged()),
  };
}

/**
 * The site's page parts. A module of its own, not a service: the services are in the home page's entry, and the only
 * users (the casino's pages and the shell's bar) load after it.
 */
export const pageParts = createPageParts();

/**
 * Whether the page is loading: its navigation is pending or a part of it is. The page's code ends the navigation in
 * the same commit in which its parts start loading (their subscriptions run in that commit's effects, the bar's input
 * may come first), so an end counts only after those effects: the bar does not end and start again in between.
 */
export function pageLoading$(navigating$: Observable<boolean>, partsLoading$: Observable<boolean>): Observable<boolean> {
  return combineLatest([navigating$, partsLoading$]).pipe(
    map(([navigating, parts]) => navigating || parts),
    distinctUntilChanged(),
    switchMap((loading) => (loading ? of(true) : timer(0, asapScheduler).pipe(map(() => false)))),
    distinctUntilChanged(),
  );
}
