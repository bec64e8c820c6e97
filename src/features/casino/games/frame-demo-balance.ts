import { defer, filter, fromEvent, map, merge, of, share, shareReplay, take, throwError, switchMap, type Observable } from 'rxjs';
import { HttpError } from '../../../../streams/core/http';
import { pageMessageOf, type PageMessage } from '../frame-messages';

// Inside the frame: the messages of the page around it (frame-messages.ts). Only a message from the page that holds
// this frame counts: its window, and the site's origin (the frame's own origin is opaque, its URL's is the site's).

export const pageMessages$: Observable<PageMessage> = defer(() => fromEvent<MessageEvent>(window, 'message')).pipe(
  filter((e) => e.source === window.parent && e.origin === window.location.origin),
  map((e) => pageMessageOf(e.data)),
  filter((m) => m !== null),
  share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true }),
);

/** The demo balance the page last told, kept for the frame's life. */
export const frameDemoBalance$: Observable<number> = pageMessages$.pipe(
  filter((m) => m.type === 'casino:demo-balance'),
  map((m) => m.amount),
  shareReplay({ bufferSize: 1, refCount: false }),
);

/** The refusal of a demo stake above the demo balance (RefusalMessage names it). */
export const DEMO_FUNDS = 'demo_funds';

/**
 * Lets a round through, or refuses a demo stake above the demo balance before it is played. A frame opened on its
 * own (no page told it a balance) plays as before.
 */
export function demoAllows$(mode: 'real' | 'demo', stake: number): Observable<void> {
  if (mode === 'real') return of(undefined);
  return merge(frameDemoBalance$, of(null)).pipe(
    take(1),
    switchMap((balance) => (balance !== null && stake > balance
      ? throwError(() => new HttpError({ status: 422, kind: 'http', code: DEMO_FUNDS }))
      : of(undefined))),
  );
}
