import { type Observable, distinctUntilChanged, map } from 'rxjs';
import { SCROLL_TOP_SCREENS, SCROLL_TOP_SCREENS_MOBILE } from '../timing';

export interface ScrollTopDeps {
  /** window.scrollY on every scroll (services.ts throttles or samples it; we only compare). */
  scrollY$: Observable<number>;
  /** window.innerHeight, read on each scroll so a resize or rotation is taken into account. */
  viewportHeight: () => number;
  mobile?: boolean;
}

/**
 * Whether the scroll-to-top button shows (T41): once the page is scrolled past 1 screen, or 4
 * screens on mobile where a screen is short and the button would cover content sooner.
 * Emits only on a change, so the button re-renders twice per trip, not on every scroll event.
 */
export function scrollTopVisible$(deps: ScrollTopDeps): Observable<boolean> {
  const screens = deps.mobile ? SCROLL_TOP_SCREENS_MOBILE : SCROLL_TOP_SCREENS;
  return deps.scrollY$.pipe(
    map((y) => y > screens * deps.viewportHeight()),
    distinctUntilChanged(),
  );
}
