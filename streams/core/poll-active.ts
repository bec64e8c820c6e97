import { type Observable, distinctUntilChanged, map, of, startWith, switchMap, timer } from 'rxjs';
import { PAGE_LEAVE_PAUSE_MS } from '../timing';

/**
 * Whether page polling should run (T23): true while the page is visible, still true for
 * `pauseAfterMs` (30 s) after it is hidden, so a quick tab switch does not drop and restart every
 * poll, then false; true again at once when the page comes back.
 */
export function pollActive$(visible$: Observable<boolean>, pauseAfterMs: number = PAGE_LEAVE_PAUSE_MS): Observable<boolean> {
  return visible$.pipe(
    distinctUntilChanged(),
    switchMap((visible) => (visible ? of(true) : timer(pauseAfterMs).pipe(map(() => false), startWith(true)))),
    distinctUntilChanged(),
  );
}
