import { describe, expect, it, vi } from 'vitest';
import { NEVER, Subject, of, throwError } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { HttpError } from '../../../streams/core/http';
import type { CasinoGameDetail, CrashState, RoundAnswer } from '../../../streams/casino/casino-types';
import { act, waitFor } from '@testing-library/react';
import { fakeCasino } from '../../support/fake-casino';
import { fakeServices } from '../../support/fake-services';
import { findTestId, renderApp } from '../../support/render-app';
import { frameMessageOf, pageMessageOf, type FrameMessage, type PageMessage } from '../../../src/features/casino/frame-messages';
import { CALL_REFUSED, serveFrame$, type FrameHostDeps } from '../../../src/features/casino/pages/frame-host';
import { CALL_TIMEOUT, CALL_TIMEOUT_MS, frameCasino } from '../../../src/features/casino/games/frame-casino';

// The sandboxed game frame's transport (issue 23, "the sandbox"): the frame asks, the page calls the casino services
// for the game it opened, in the mode it opened it, and nothing else.

const slot: CasinoGameDetail = {
  id: 5, name: 'Game 5', route: 'game-5', provider: 'Demo Studio', categories: ['slots'], thumbnail: '/t.svg',
  minStake: 10, maxStake: 10_000, stakeUnit: 10, rtp: 96.1, related: [],
};
const round: RoundAnswer = { roundId: 'r1', stake: 100, win: 0, balance: 900, outcome: { reels: [], lines: [] }, fair: { serverSeedHash: 'a'.repeat(64), serverSeed: null, clientSeed: 'c', nonce: 0 } } as unknown as RoundAnswer;

/** The page's side served over a subject of the frame's (checked) messages; what it posts back is collected. */
function host(deps: Partial<FrameHostDeps> = {}) {
  const fromFrame = new Subject<FrameMessage>();
  const posted: PageMessage[] = [];
  const full: FrameHostDeps = { casino: fakeCasino(), game: slot, mode: 'real', currency$: of('EUR'), ...deps };
  const sub = serveFrame$(full, fromFrame, (m) => posted.push(m)).subscribe();
  /** A posted message as the page's channel sees it: checked by frameMessageOf, dropped when it is not one. */
  const send = (data: unknown) => { const m = frameMessageOf(data); if (m !== null) fromFrame.next(m); };
  return { send, posted, sub };
}

describe('the game frame transport: the page side', () => {
  it('a call of the game is made for the game the page opened (an id from the frame is not asked for) and answered by its id', () => {
    const play = vi.fn((_id: number, _body: unknown) => of(round));
    const { send, posted } = host({ casino: fakeCasino({ play$: play }) });
    send({ type: 'casino:call', id: 'c1', call: 'play', args: [{ stake: 100, mode: 'real', gameId: 999 }] });
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.calls[0]![0]).toBe(5);
    expect(play.mock.calls[0]![1]).toEqual({ stake: 100, mode: 'real' });
    expect(posted).toEqual([{ type: 'casino:next', id: 'c1', value: round }, { type: 'casino:complete', id: 'c1' }]);
  });

  it('calls outside the game\'s allow-list are refused and never made: another kind\'s round, a call of another mode', () => {
    const crashBet = vi.fn(() => of({ stake: 1, win: 0, multiplier: null }));
    const table = vi.fn(() => NEVER);
    const play = vi.fn(() => of(round));
    const { send, posted } = host({ mode: 'demo', casino: fakeCasino({ crashBet$: crashBet, table$: table, play$: play }) });
    send({ type: 'casino:call', id: 'a', call: 'crashBet', args: [100, 'demo'] });
    send({ type: 'casino:call', id: 'b', call: 'table', args: [] });
    // A demo frame asking for a real-money round.
    send({ type: 'casino:call', id: 'c', call: 'play', args: [{ stake: 100, mode: 'real' }] });
    expect(crashBet).not.toHaveBeenCalled();
    expect(table).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    expect(posted.map((m) => [m.type, 'id' in m ? m.id : '', m.type === 'casino:error' ? m.error.code : ''])).toEqual([
      ['casino:error', 'a', CALL_REFUSED], ['casino:error', 'b', CALL_REFUSED], ['casino:error', 'c', CALL_REFUSED],
    ]);
  });

  it('messages of no known shape are ignored: unknown calls, bad arguments, a URL to fetch', () => {
    const play = vi.fn(() => of(round));
    const { send, posted } = host({ casino: fakeCasino({ play$: play }) });
    send({ type: 'casino:call', id: 'x1', call: 'fetch', args: ['/web-api/accounts'] });
    send({ type: 'casino:call', id: 'x2', call: 'play', args: [{ stake: -5, mode: 'real' }] });
    send({ type: 'casino:call', id: 'x3', call: 'play', args: [] });
    send({ type: 'casino:call', id: 'has spaces', call: 'game', args: [] });
    send('casino:call');
    expect(play).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('a refusal of the casino services reaches the frame with its status, code and lines', () => {
    const play = () => throwError(() => new HttpError({ status: 422, kind: 'http', code: 'limit_exceeded', details: ['Over your limit'] }));
    const { send, posted } = host({ casino: fakeCasino({ play$: play }) });
    send({ type: 'casino:call', id: 'c1', call: 'play', args: [{ stake: 100, mode: 'real' }] });
    expect(posted).toEqual([{ type: 'casino:error', id: 'c1', error: { status: 422, kind: 'http', code: 'limit_exceeded', details: ['Over your limit'] } }]);
    expect(pageMessageOf(posted[0])).toEqual(posted[0]);
  });

  it('a poll runs until the frame stops it', () => {
    const crash = new Subject<CrashState>();
    const { send, posted } = host({ game: { ...slot, id: 9, kind: 'crash' }, casino: fakeCasino({ crash$: () => crash }) });
    send({ type: 'casino:call', id: 'p', call: 'crash', args: [] });
    crash.next({ phase: 'betting' } as CrashState);
    expect(crash.observed).toBe(true);
    send({ type: 'casino:unsubscribe', id: 'p' });
    expect(crash.observed).toBe(false);
    expect(posted).toEqual([{ type: 'casino:next', id: 'p', value: { phase: 'betting' } }]);
  });
});

describe('the game frame transport: the frame side', () => {
  const transport = () => {
    const fromPage = new Subject<PageMessage>();
    const posted: FrameMessage[] = [];
    let n = 0;
    const client = frameCasino({ messages$: fromPage, post: (m) => posted.push(m), newId: () => `id${++n}` });
    return { fromPage, posted, client };
  };

  it('a call is posted with its own id and ends with the answer of that id; answers to other ids are not its own', () => {
    const { fromPage, posted, client } = transport();
    const values: unknown[] = [];
    let done = false;
    client.casino.play$(5, { stake: 100, mode: 'real' }).subscribe({ next: (v) => values.push(v), complete: () => { done = true; } });
    expect(posted).toEqual([{ type: 'casino:call', id: 'id1', call: 'play', args: [{ stake: 100, mode: 'real' }] }]);
    fromPage.next({ type: 'casino:next', id: 'other', value: 'not mine' });
    fromPage.next({ type: 'casino:next', id: 'id1', value: round });
    fromPage.next({ type: 'casino:complete', id: 'id1' });
    expect(values).toEqual([round]);
    expect(done).toBe(true);
    // It ended by the page's word: nothing to stop.
    expect(posted).toHaveLength(1);
  });

  it('a refusal from the page fails the call as an HttpError the games show', () => {
    const { fromPage, client } = transport();
    let error: unknown;
    client.casino.crashBet$(100, 'demo').subscribe({ error: (e: unknown) => { error = e; } });
    fromPage.next({ type: 'casino:error', id: 'id1', error: { status: 403, kind: 'http', code: CALL_REFUSED, details: [] } });
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe(CALL_REFUSED);
  });

  it('a call the page does not answer in time fails, and the page is told to stop it', () => {
    new TestScheduler((a, b) => expect(a).toEqual(b)).run(({ expectObservable, flush }) => {
      const { posted, client } = transport();
      expectObservable(client.casino.seeds$()).toBe(`${CALL_TIMEOUT_MS}ms #`, undefined, new HttpError({ status: 0, kind: 'network', code: CALL_TIMEOUT }));
      flush();
      expect(posted).toEqual([{ type: 'casino:call', id: 'id1', call: 'seeds', args: [] }, { type: 'casino:unsubscribe', id: 'id1' }]);
    });
  });

  it('a poll left by the game is stopped in the page', () => {
    const { fromPage, posted, client } = transport();
    const sub = client.casino.table$(1).subscribe();
    fromPage.next({ type: 'casino:next', id: 'id1', value: { phase: 'betting' } });
    sub.unsubscribe();
    expect(posted.at(-1)).toEqual({ type: 'casino:unsubscribe', id: 'id1' });
  });
});

describe('the game frame transport: the game page', { timeout: 20_000 }, () => {
  /** A message to the page, as the browser delivers it. */
  const deliver = (data: unknown, source: Window | null, origin: string) => act(() => { window.dispatchEvent(new MessageEvent('message', { data, origin, source })); });

  it('answers only its own frame, sandboxed (an opaque origin): another window or a same-origin sender is ignored', async () => {
    const play = vi.fn(() => of(round));
    await renderApp('/en/slots/game/5/game-5', { services: fakeServices({ session: { userId: 7, banLevel: 0 }, casino: fakeCasino({ game$: () => of(slot), play$: play }) }) });
    const frame = (await findTestId('game-frame')) as HTMLIFrameElement;
    await waitFor(() => expect(frame.getAttribute('data-mode')).toBe('real'));
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    const toFrame = vi.spyOn(frame.contentWindow!, 'postMessage');
    const call = { type: 'casino:call', id: 'c1', call: 'play', args: [{ stake: 100, mode: 'real' }] };
    deliver(call, window, 'null');
    deliver(call, frame.contentWindow, window.location.origin);
    deliver({ ...call, args: [{ stake: 'all', mode: 'real' }] }, frame.contentWindow, 'null');
    expect(play).not.toHaveBeenCalled();
    deliver(call, frame.contentWindow, 'null');
    await waitFor(() => expect(toFrame).toHaveBeenCalledWith({ type: 'casino:complete', id: 'c1' }, '*'));
    expect(toFrame).toHaveBeenCalledWith({ type: 'casino:next', id: 'c1', value: round }, '*');
    expect(play).toHaveBeenCalledTimes(1);
  });
});
