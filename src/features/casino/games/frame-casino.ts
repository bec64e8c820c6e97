import { defer, EMPTY, filter, finalize, map, merge, takeWhile, tap, throwError, timeout, type Observable } from 'rxjs';
import { HttpError } from '../../../../streams/core/http';
import type { FrameCall, FrameCallName } from '../frame-calls';
import type { FrameMessage, PageMessage } from '../frame-messages';
import type { GameCasino } from './game-host';

/** How the sandboxed frame reaches the page around it: the page's checked messages, a post to it, a fresh call id. */
export interface FrameTransport {
  messages$: Observable<PageMessage>;
  post: (message: FrameMessage) => void;
  newId: () => string;
}

/** A call's first answer comes within this time, or the call fails (the page is gone or never answers). */
export const CALL_TIMEOUT_MS = 15_000;
/** The code of a call that timed out (a refusal without an answer, as a failed request). */
export const CALL_TIMEOUT = 'frame_call_timeout';

type Answer = Exclude<PageMessage, { type: 'casino:demo-balance' }>;

/**
 * One call through the page: its answers under its id, as the Observable the casino service gives in the page. A call
 * unsubscribed before its end is stopped in the page too (a poll ends when the game leaves).
 */
function call$<T>(transport: FrameTransport, call: FrameCallName, args: readonly unknown[]): Observable<T> {
  return defer(() => {
    const id = transport.newId();
    let open = true;
    const answers$ = transport.messages$.pipe(
      filter((m): m is Answer => m.type !== 'casino:demo-balance' && m.id === id),
      timeout({ first: CALL_TIMEOUT_MS, with: () => throwError(() => new HttpError({ status: 0, kind: 'network', code: CALL_TIMEOUT })) }),
      tap((m) => { if (m.type !== 'casino:next') open = false; }),
      takeWhile((m) => m.type !== 'casino:complete'),
      map((m) => {
        if (m.type === 'casino:error') throw new HttpError(m.error);
        return m.value as T;
      }),
      finalize(() => { if (open) transport.post({ type: 'casino:unsubscribe', id }); }),
    );
    // Listening first, then asking: no answer can come before the listener is there.
    const ask$ = defer(() => {
      transport.post({ type: 'casino:call', id, call, args } as FrameCall);
      return EMPTY;
    });
    return merge(answers$, ask$);
  });
}

/** The game's casino calls and its currency, made by the page around the frame (it fixes the game: ids are ignored). */
export function frameCasino(transport: FrameTransport): { casino: GameCasino; currency$: () => Observable<string | null> } {
  const call = <T>(name: FrameCallName, ...args: unknown[]) => call$<T>(transport, name, args);
  return {
    currency$: () => call('currency'),
    casino: {
      game$: () => call('game'),
      seeds$: () => call('seeds'),
      rotate$: (clientSeed) => call('rotate', clientSeed),
      play$: (_gameId, body) => call('play', body),
      hand$: () => call('hand'),
      deal$: (_gameId, stake) => call('deal', stake),
      handAction$: (_gameId, move) => call('handAction', move),
      crash$: () => call('crash'),
      crashBet$: (stake, mode) => call('crashBet', stake, mode),
      crashCashout$: (mode) => call('crashCashout', mode),
      table$: () => call('table'),
      tableBet$: (_gameId, body) => call('tableBet', body),
      bingo$: () => call('bingo'),
      bingoBuy$: (_gameId, body) => call('bingoBuy', body),
      race$: () => call('race'),
      raceBet$: (_gameId, body) => call('raceBet', body),
    },
  };
}
