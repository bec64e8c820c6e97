import { type Observable, combineLatest, scan } from 'rxjs';
import type { OutcomeEntry } from './sports-store';

// What one odds button shows, as one stream: its outcome (from the page's store), whether it is in the coupon, and
// the direction of its last price change. The direction is worked out here, per button, rather than in the
// button's render (a state set while rendering makes React render the button twice for every change).

export interface OddView {
  entry: OutcomeEntry | undefined;
  selected: boolean;
  /** The last price change, up or down; null until the price first moves while the button is shown. */
  direction: 'up' | 'down' | null;
  /** How many times the price has moved while the button is shown (its flash restarts on each). */
  changes: number;
}

const coefOf = (entry: OutcomeEntry | undefined): number => entry?.outcome.coef ?? 0;

// The first view of an entry and flag is one object for every subscription: observable-hooks subscribes twice when a
// button mounts (once while rendering, once in its effect) and renders again if the second value is a new object.
const firstViews = new WeakMap<OutcomeEntry, { selected?: OddView; unselected?: OddView }>();
const noEntry = { selected: { entry: undefined, selected: true, direction: null, changes: 0 }, unselected: { entry: undefined, selected: false, direction: null, changes: 0 } } as const;
function firstView(entry: OutcomeEntry | undefined, selected: boolean): OddView {
  if (!entry) return selected ? noEntry.selected : noEntry.unselected;
  let views = firstViews.get(entry);
  if (!views) {
    views = {};
    firstViews.set(entry, views);
  }
  const key = selected ? 'selected' : 'unselected';
  return (views[key] ??= { entry, selected, direction: null, changes: 0 });
}

/**
 * The button's view: at once (both sources replay their value when subscribed), then on every change of the
 * outcome or of the coupon flag. A price that moves from one positive value to another sets the direction and counts
 * a change; an outcome that disappears (coef 0) or comes back sets neither.
 */
export function oddView$(entry$: Observable<OutcomeEntry | undefined>, selected$: Observable<boolean>): Observable<OddView> {
  return combineLatest([entry$, selected$]).pipe(
    scan<[OutcomeEntry | undefined, boolean], OddView | null, null>((prev, [entry, selected]) => {
      if (prev === null) return firstView(entry, selected);
      const before = coefOf(prev.entry);
      const now = coefOf(entry);
      const moved = before > 0 && now > 0 && before !== now;
      return {
        entry,
        selected,
        direction: moved ? (now > before ? 'up' : 'down') : prev.direction,
        changes: moved ? prev.changes + 1 : prev.changes,
      };
    }, null),
  ) as Observable<OddView>;
}
