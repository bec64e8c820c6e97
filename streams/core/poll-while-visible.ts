import type { Observable } from 'rxjs';
import { PAGE_LEAVE_PAUSE_MS } from '../timing';
import { pollActive$ } from './poll-active';
import { pollWhile$ } from './poll-while';

export interface PollWhileVisibleOptions {
  /** Time between the starts of two requests, in ms (T16-T22). */
  period: number;
  /** Page visibility (pageVisible$). */
  visible$: Observable<boolean>;
  /** How long polling goes on after the page is hidden (T23, 30 s). */
  pauseAfterMs?: number;
  /** Told about each failed request; the poll itself carries on. */
  onError?: (err: unknown) => void;
}

/**
 * Polls `request$` every `period` while the page is active (T16-T23): the first request at once,
 * then on every tick; paused 30 s after the page is hidden and restarted at once (with an
 * immediate request) on return. A tick that comes while a request is still running is skipped
 * (exhaustMap) so a slow server never gets a queue of requests. A failed request emits nothing
 * and the poll keeps going, so the subscriber keeps its last good value.
 */
export function pollWhileVisible$<T>(request$: () => Observable<T>, options: PollWhileVisibleOptions): Observable<T> {
  const { period, visible$, pauseAfterMs = PAGE_LEAVE_PAUSE_MS, onError } = options;
  return pollWhile$(pollActive$(visible$, pauseAfterMs), request$, { period, immediately: true, onError });
}
