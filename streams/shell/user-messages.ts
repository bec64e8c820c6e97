import { type Observable, EMPTY, catchError, concatMap, defer, distinctUntilChanged, filter, from, ignoreElements, merge, of, switchMap } from 'rxjs';
import { pollWhileVisible$ } from '../core/poll-while-visible';
import type { UserMessage } from '../schemas/shell';
import { POLL_USER_MESSAGES_MS } from '../timing';

export interface UserMessagesDeps {
  authorized$: Observable<boolean>;
  visible$: Observable<boolean>;
  /** GET /web-api/user/messages: the player's unread messages. */
  unread$: () => Observable<UserMessage[]>;
  /** POST /web-api/user/messages/:id/read. */
  markRead$: (id: number) => Observable<unknown>;
  onError?: (err: unknown) => void;
}

/**
 * T22: a logged-in player's new operator messages, each once: polled every 60 s while the page is visible (paused
 * with it, T23), none for a visitor. A message is marked read as it is handed out, so another tab or the next
 * visit does not show it again; a failed mark is reported, and the message is still shown only once here.
 */
export function userMessages$(deps: UserMessagesDeps, period: number = POLL_USER_MESSAGES_MS): Observable<UserMessage> {
  return deps.authorized$.pipe(
    distinctUntilChanged(),
    switchMap((authorized) => (authorized
      // Per login: the next player on this page gets their own messages.
      ? defer(() => {
        const handedOut = new Set<number>();
        return pollWhileVisible$(deps.unread$, { period, visible$: deps.visible$, onError: deps.onError }).pipe(
          concatMap((messages) => from(messages)),
          filter((m) => {
            if (handedOut.has(m.id)) return false;
            handedOut.add(m.id);
            return true;
          }),
          concatMap((m) => merge(of(m), deps.markRead$(m.id).pipe(
            ignoreElements(),
            catchError((err: unknown) => {
              deps.onError?.(err);
              return EMPTY;
            }),
          ))),
        );
      })
      : EMPTY)),
  );
}
