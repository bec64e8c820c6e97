import { EMPTY, type Observable, catchError, expand, filter, last, map, switchMap } from 'rxjs';
import type { PaymentHistoryPage } from '../schemas/payments';
import {
  TEAM_CASH_COMPLETED_STATUS_ID, TEAM_CASH_FIRST_TRIGGER_DEPOSITS, TEAM_CASH_MAX_COMPLETED_ENTRIES, TEAM_CASH_MAX_PAGES,
  TEAM_CASH_SECOND_TRIGGER_DEPOSITS,
} from '../timing';

// T31, the team cash reminder: a completed deposit is a payment-history entry with status id 2. Up to 5 completed
// deposits are searched over at most 2 pages of history. The reminder shows at exactly 3 completed deposits when
// the 3-count marker is not set (then the marker is set), and again at exactly 4 when the activated marker is not
// set (then it is). Markers last 372 days (TEAM_CASH_MARKER_EXPIRY_SEC: cookies). On mobile a notification
// replaces the modal.

export const TEAM_CASH_MARKER_3 = 'team_cash_3';
export const TEAM_CASH_MARKER_ACTIVATED = 'team_cash_activated';

export interface TeamCashMarkers {
  has(name: string): boolean;
  set(name: string): void;
}

export interface TeamCashEvent {
  kind: 'modal' | 'notification';
  /** The modal's variant, from config. */
  variant: 'step-one' | 'step-two';
  count: 3 | 4;
}

/** Completed deposits among the first `pages` pages of history, stopping once `max` are found. */
export function countCompletedDeposits$(
  historyPage$: (pageNumber: number) => Observable<PaymentHistoryPage>,
  max = TEAM_CASH_MAX_COMPLETED_ENTRIES,
  pages = TEAM_CASH_MAX_PAGES,
): Observable<number> {
  const step$ = (pageNumber: number, before: number) => historyPage$(pageNumber).pipe(
    map((page) => {
      const completed = page.items.filter((e) => e.direction === 'deposit' && e.status_id === TEAM_CASH_COMPLETED_STATUS_ID).length;
      const found = Math.min(max, before + completed);
      return { pageNumber, found, next: page.hasMore && found < max && pageNumber < pages };
    }),
  );
  return step$(1, 0).pipe(
    expand((s) => (s.next ? step$(s.pageNumber + 1, s.found) : EMPTY)),
    last(),
    map((s) => s.found),
  );
}

export interface TeamCashDeps {
  historyPage$: (pageNumber: number) => Observable<PaymentHistoryPage>;
  markers: TeamCashMarkers;
  isMobile: () => boolean;
  variant: () => 'step-one' | 'step-two';
  log?: (message: string, data?: unknown) => void;
}

/**
 * Checks on every trigger (login, a completed payment) and emits when the reminder is due, setting its marker at
 * once so it never shows twice for the same count.
 */
export function teamCash$(deps: TeamCashDeps, trigger$: Observable<unknown>): Observable<TeamCashEvent> {
  return trigger$.pipe(
    switchMap(() => countCompletedDeposits$(deps.historyPage$).pipe(
      catchError((err: unknown) => {
        deps.log?.('team cash: history failed', err);
        return EMPTY;
      }),
    )),
    map((count): TeamCashEvent | null => {
      if (count === TEAM_CASH_FIRST_TRIGGER_DEPOSITS && !deps.markers.has(TEAM_CASH_MARKER_3)) {
        deps.markers.set(TEAM_CASH_MARKER_3);
        return { kind: deps.isMobile() ? 'notification' : 'modal', variant: deps.variant(), count: 3 };
      }
      if (count === TEAM_CASH_SECOND_TRIGGER_DEPOSITS && !deps.markers.has(TEAM_CASH_MARKER_ACTIVATED)) {
        deps.markers.set(TEAM_CASH_MARKER_ACTIVATED);
        return { kind: deps.isMobile() ? 'notification' : 'modal', variant: deps.variant(), count: 4 };
      }
      return null;
    }),
    filter((e): e is TeamCashEvent => e !== null),
  );
}
