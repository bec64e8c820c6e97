import type { Observable } from 'rxjs';
import { pollWhile$ } from '../core/poll-while';
import { PING_INTERVAL_MS } from '../timing';

export interface PingDeps {
  authorized$: Observable<boolean>;
  /** POST /limit-service-api/api/external/web/v3/ping with the auth header. */
  ping$: () => Observable<unknown>;
  /** A failed ping (401 after the one refresh, 451 terms): the caller decides what it means. */
  onError: (err: unknown) => void;
}

/** T01: while authorised, ping every 30 s; stops at once on logout; a failed ping does not stop the next one. */
export function ping$(deps: PingDeps, periodMs: number = PING_INTERVAL_MS): Observable<unknown> {
  return pollWhile$(deps.authorized$, deps.ping$, { period: periodMs, onError: deps.onError });
}
