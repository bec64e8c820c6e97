import { catchError, concat, filter, map, mergeMap, of, takeUntil, tap, throwError, type Observable } from 'rxjs';
import { HttpError } from '../../../../streams/core/http';
import type { CasinoGameDetail, CasinoServices } from '../../../../streams/casino/casino-types';
import { allowedCalls, modeOf, type FrameCall } from '../frame-calls';
import type { CallError, FrameMessage, PageMessage } from '../frame-messages';

/** What the page lets its game frame use: the game it opened, in the mode it opened it, through its casino services. */
export interface FrameHostDeps {
  casino: CasinoServices;
  game: CasinoGameDetail;
  mode: 'real' | 'demo';
  /** The active account's currency code (null for play money): all the frame learns of the account. */
  currency$: Observable<string | null>;
}

/** Why the page refused a frame's call (the frame shows it as any refusal). */
export const CALL_REFUSED = 'frame_call_refused';

const refused = (detail: string) => throwError(() => new HttpError({ status: 403, kind: 'http', code: CALL_REFUSED, details: [detail] }));

/** The values of one call the frame asked for, or its refusal: a call outside the game's allow-list, or in another mode. */
export function answer$(deps: FrameHostDeps, call: FrameCall): Observable<unknown> {
  const { casino, game } = deps;
  if (!allowedCalls(game.kind).has(call.call)) return refused(`${call.call} is not a call of this game`);
  const mode = modeOf(call);
  if (mode !== null && mode !== deps.mode) return refused(`${call.call} is not allowed in ${deps.mode} mode`);
  switch (call.call) {
    case 'game': return of(game);
    case 'currency': return deps.currency$;
    case 'seeds': return casino.seeds$();
    case 'rotate': return casino.rotate$(call.args[0]);
    case 'play': return casino.play$(game.id, call.args[0]);
    case 'hand': return casino.hand$(game.id);
    case 'deal': return casino.deal$(game.id, call.args[0]);
    case 'handAction': return casino.handAction$(game.id, call.args[0]);
    case 'crash': return casino.crash$();
    case 'crashBet': return casino.crashBet$(call.args[0], call.args[1]);
    case 'crashCashout': return casino.crashCashout$(call.args[0]);
    case 'table': return casino.table$(game.id);
    case 'tableBet': return casino.tableBet$(game.id, call.args[0]);
    case 'bingo': return casino.bingo$(game.id);
    case 'bingoBuy': return casino.bingoBuy$(game.id, call.args[0]);
    case 'race': return casino.race$(game.id);
    case 'raceBet': return casino.raceBet$(game.id, call.args[0]);
  }
}

/** An error as the frame receives it: an HttpError's fields, anything else a failed call without an answer. */
function callErrorOf(err: unknown): CallError {
  if (!(err instanceof HttpError)) return { status: 0, kind: 'network', details: [] };
  const code = typeof err.code === 'string' ? err.code.slice(0, 80) : err.code;
  return { status: err.status, kind: err.kind, ...(code === undefined ? {} : { code }), details: err.details.slice(0, 10).map((d) => d.slice(0, 500)) };
}

/**
 * Serves the calls among the frame's messages (already checked for their sender and shape): every value, the end or
 * the error of a call is posted back under its id, until the frame stops it. Subscribed while the frame is there.
 */
export function serveFrame$(deps: FrameHostDeps, messages$: Observable<FrameMessage>, post: (message: PageMessage) => void): Observable<PageMessage> {
  const stops$ = messages$.pipe(filter((m) => m.type === 'casino:unsubscribe'));
  return messages$.pipe(
    filter((m) => m.type === 'casino:call'),
    mergeMap((call) => concat(
      answer$(deps, call).pipe(map((value): PageMessage => ({ type: 'casino:next', id: call.id, value }))),
      of<PageMessage>({ type: 'casino:complete', id: call.id }),
    ).pipe(
      catchError((err: unknown) => of<PageMessage>({ type: 'casino:error', id: call.id, error: callErrorOf(err) })),
      takeUntil(stops$.pipe(filter((m) => m.id === call.id))),
      tap(post),
    )),
  );
}
