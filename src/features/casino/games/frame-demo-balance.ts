import { defer, filter, fromEvent, map, merge, of, shareReplay, take, throwError, switchMap, type Observable } from 'rxjs';
import { HttpError } from '../../../../streams/core/http';
import { pageMessageOf } from '../frame-messages';

// Inside the frame: the demo balance the page around it last told (frame-messages.ts), kept for the frame's life.
// Only a message from the page that holds this frame counts.

export const frameDemoBalance$: Observable<number> = defer(() => fromEvent<MessageEvent>(window, 'message')).pipe(
  filter((e) => e.source === window.parent && e.origin === window.location.origin),
  map((e) => pageMessageOf(e.data)),
  filter((m) => m !== null),
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
