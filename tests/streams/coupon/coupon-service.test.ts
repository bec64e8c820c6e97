import { describe, expect, it } from 'vitest';
import { NEVER, Subject, distinctUntilChanged, firstValueFrom, of, throwError, type Observable } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { fakeCoupon } from '../../support/fake-coupon';
import { createNotices, type Notice } from '../../../streams/notices/notices';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import type { CouponState } from '../../../streams/coupon/coupon-state';
import type { PlaceCouponAnswer, PlacedCoupon, CouponToSend } from '../../../streams/schemas/coupon';
import { selection } from './fixtures';

const current = <T>(o: Observable<T>): Promise<T> => firstValueFrom(o);
/** What the server answers the coupon's other calls in these tests: no free bets, no changed odds. */
const idle = (req: HttpRequest<unknown>) => of(req.url === '/web-api/coupon/promo-codes' ? { promoCodes: [] } : { outcomes: [] });
const noticesOf = async (n: ReturnType<typeof createNotices>): Promise<Notice[]> => firstValueFrom(n.notices$);

function placed(id: number, over: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id, typeId: 1, status: 'open', accountId: 1, currency: 'RUB', amount: 150, coef: 3, bonusCoef: 1, systemValue: null, combinations: 1,
    possibleWin: 450, payout: null, isVipBet: false, createdAt: '2030-01-01T00:00:00Z', settledAt: null, selections: [1, 2, 3].map(placedSelection), ...over,
  };
}

function placedSelection(outcomeId: number): PlacedCoupon['selections'][number] {
  return {
    outcomeId, coef: 1.5, isBanker: false, result: 'open', gameId: outcomeId * 100, gameName: `Home ${outcomeId} — Away ${outcomeId}`, marketName: 'Result',
    outcomeName: '1', sportName: 'Football', champName: 'Premier', gameStartDateTime: '2030-01-01T12:00:00Z', isLive: false, score: null,
  };
}

function answer(over: Partial<PlaceCouponAnswer> = {}): PlaceCouponAnswer {
  return { successCoupon: placed(11), singlesResultCoupons: [], accountId: 1, balance: 850, currency: 'RUB', ...over };
}

const account = { id: 1, currency: 'RUB', type: 0 as const, balanceMinor: 100000 };
const placeRequests = (calls: HttpRequest<unknown>[]) => calls.filter((c) => c.url === '/web-api/coupon/place');

describe('[B11] the coupon saved locally', () => {
  it('[B11] bets, addedAtByBetId, typeId and systemValue are saved on every change; an empty coupon removes the save', async () => {
    const { coupon, stores } = fakeCoupon({ notices: createNotices() });
    coupon.toggle(selection(1, { coef: 1.5 }));
    coupon.toggle(selection(2, { coef: 2 }));
    expect(stores.saved.value).toMatchObject({
      version: 1,
      bets: [expect.objectContaining({ outcomeId: 1 }), expect.objectContaining({ outcomeId: 2 })],
      addedAtByBetId: { 1: expect.any(Number), 2: expect.any(Number) },
      typeId: 1,
      systemValue: 2,
    });
    coupon.dispatch({ type: 'clear' });
    expect(stores.saved.value).toBeNull();
  });

  it('[B11] a saved coupon is loaded at start (reload keeps the coupon)', async () => {
    const first = fakeCoupon({ notices: createNotices() });
    first.coupon.toggle(selection(1, { coef: 1.5 }));
    first.coupon.toggle(selection(2, { coef: 2 }));
    first.coupon.toggle(selection(3, { coef: 1.8 }));
    first.coupon.dispatch({ type: 'setType', typeId: 2 });
    const second = fakeCoupon({ notices: createNotices(), saved: first.stores.saved.value });
    const s = await current(second.coupon.state$);
    expect(s.bets.map((b) => b.outcomeId)).toEqual([1, 2, 3]);
    expect(s.typeId).toBe(2);
    expect([...(await current(second.coupon.selectedIds$))]).toEqual([1, 2, 3]);
  });

  it('[B11] a corrupt save is dropped with a notice, not crashed on', async () => {
    for (const bad of ['garbage', 42, { bets: 'nope' }, []]) {
      const notices = createNotices();
      const { coupon } = fakeCoupon({ notices, saved: bad });
      expect((await current(coupon.state$)).bets).toEqual([]);
      expect((await noticesOf(notices)).map((n) => n.messageKey)).toEqual(['coupon:storage.dropped']);
    }
  });

  it('[B11] a save from an older version or edited by hand keeps the valid bets and drops the rest with a notice', async () => {
    const good = { ...selection(1, { coef: 1.5 }), isBanker: false };
    const edited = { ...selection(2), market: { ...selection(2).market, coef: -4 } };
    const notices = createNotices();
    const { coupon } = fakeCoupon({ notices, saved: { version: 1, bets: [good, edited, { outcomeId: 'x' }], addedAtByBetId: { 1: 5 }, typeId: 1, systemValue: 2 } });
    expect((await current(coupon.state$)).bets.map((b) => b.outcomeId)).toEqual([1]);
    const shown = await noticesOf(notices);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ kind: 'warning', messageKey: 'coupon:storage.dropped', params: { count: 2 } });
  });

  it('[B11] shared between tabs: another tab\'s save replaces the coupon here and is not written back', async () => {
    const other = fakeCoupon({ notices: createNotices() });
    other.coupon.toggle(selection(5, { coef: 2.2 }));
    const { coupon, stores } = fakeCoupon({ notices: createNotices() });
    coupon.toggle(selection(1));
    let writes = 0;
    const set = stores.saved;
    Object.defineProperty(stores, 'saved', { value: new Proxy(set, { set: (t, k, v) => { writes += 1; return Reflect.set(t, k, v); } }) });
    stores.external.next(other.stores.saved.value);
    expect((await current(coupon.state$)).bets.map((b) => b.outcomeId)).toEqual([5]);
    expect(writes).toBe(0);
    stores.external.next(null);
    expect((await current(coupon.state$)).bets).toEqual([]);
  });

  it('[B11] coupon settings are saved (change-coef action, one-click amount, exact coef ...)', () => {
    const { coupon, stores } = fakeCoupon({ notices: createNotices() });
    coupon.dispatch({ type: 'setSettings', patch: { changeCoefAction: 0, oneClickAmount: 5000, isCouponFixed: true } });
    coupon.dispatch({ type: 'setExactCoef', value: 1.75 });
    expect(stores.settings.value).toMatchObject({ changeCoefAction: 0, oneClickAmount: 5000, isCouponFixed: true, exactCoef: 1.75 });
  });
});

describe('placement from the coupon', () => {
  
  it('an anonymous visitor is asked to log in; nothing is sent', async () => {
    const notices = createNotices();
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? of(answer()) : idle(req)));
    const { coupon } = fakeCoupon({ notices, http });
    coupon.toggle(selection(1));
    coupon.place();
    expect(placeRequests(http.calls)).toEqual([]);
    expect((await noticesOf(notices)).map((n) => n.messageKey)).toEqual(['coupon:loginRequired']);
  });

  it('sends the Coupon to send with an Idempotency-Key; success shows successCoupon, empties the coupon and tells the new balance', async () => {
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? of(answer()) : idle(req)));
    const { coupon } = fakeCoupon({ notices: createNotices(), http, authorized: true, account });
    const events: unknown[] = [];
    coupon.betPlaced$.subscribe((e) => events.push(e));
    coupon.toggle(selection(1, { coef: 1.5 }));
    coupon.toggle(selection(2, { coef: 2 }));
    coupon.place();
    const [req] = placeRequests(http.calls);
    expect(req?.headers?.['Idempotency-Key']).toBe('test-key-0001');
    expect(req?.body).toMatchObject({ typeId: 1, amount: 150, accountId: 1, changeCoefAction: 2, bets: [{ outcomeId: 1, coef: 1.5 }, { outcomeId: 2, coef: 2 }] });
    expect((req?.body as CouponToSend).withBonus).toBe(false);
    const s = await current(coupon.state$);
    expect(s.successCoupon?.id).toBe(11);
    expect(s.bets).toEqual([]);
    expect(s.account?.balanceMinor).toBe(85000);
    expect(events).toEqual([{ accountId: 1, balance: 850, currency: 'RUB', couponIds: [11] }]);
  });

  it('a double click places one bet', () => {
    const http = fakeHttp(() => new Promise(() => undefined) as never);
    const { coupon } = fakeCoupon({ notices: createNotices(), http: { request$: (r) => (r.url === '/web-api/coupon/place' ? http.request$({ ...r, schema: r.schema }) : idle(r) as never) }, authorized: true, account });
    coupon.toggle(selection(1));
    coupon.place();
    coupon.place();
    expect(placeRequests(http.calls)).toHaveLength(1);
  });

  it('a lost answer is retried 2 times with the same key; the next click reuses the key (one bet at most)', marbles((m) => {
    const network = new HttpError({ status: 0, kind: 'network' });
    let attempts = 0;
    const http = fakeHttp((req) => {
      if (req.url !== '/web-api/coupon/place') return idle(req);
      attempts += 1;
      return attempts <= 3 ? throwError(() => network) : of(answer());
    });
    const { coupon } = fakeCoupon({ notices: createNotices(), http, authorized: true, account, visible$: NEVER });
    let state: CouponState | undefined;
    coupon.state$.subscribe((s) => { state = s; });
    coupon.toggle(selection(1));
    coupon.place();
    m.flush();
    // first try + 2 retries (after 1 s and 2 s), all with one key
    expect(placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key'])).toEqual(['test-key-0001', 'test-key-0001', 'test-key-0001']);
    expect(state?.error?.code).toBe('network');
    expect(state?.placeKey).toBe('test-key-0001');
    coupon.place();
    m.flush();
    expect(placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key'])).toEqual(Array(4).fill('test-key-0001'));
    expect(state?.successCoupon?.id).toBe(11);
    expect(state?.placeKey).toBeNull();
  }));

  it('[B11] a placement whose answer never came is retried after a reload with the same key (one bet at most)', async () => {
    const refusal = new HttpError({ status: 409, kind: 'http', code: 'market_suspended', details: [] });
    let calls = 0;
    // The first try is refused (its key is dropped); the second (key 0002) is sent and its answer never comes.
    const first = fakeCoupon({ notices: createNotices(), http: fakeHttp((req) => {
      if (req.url !== '/web-api/coupon/place') return idle(req);
      calls += 1;
      return calls === 1 ? throwError(() => refusal) : (NEVER as Observable<never>);
    }), authorized: true, account });
    first.coupon.toggle(selection(1, { coef: 1.5 }));
    first.coupon.toggle(selection(2, { coef: 2 }));
    first.coupon.place();
    first.coupon.dispatch({ type: 'dismissError' });
    first.coupon.place();
    expect(first.stores.saved.value).toMatchObject({ placeKey: 'test-key-0002' });
    // The page is reloaded with the coupon as it was saved while the placement was in flight.
    const savedInFlight = first.stores.saved.value;
    first.coupon.dispose();
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? of(answer()) : idle(req)));
    const second = fakeCoupon({ notices: createNotices(), http, authorized: true, account, saved: savedInFlight });
    expect((await current(second.coupon.state$)).bets.map((b) => b.outcomeId)).toEqual([1, 2]);
    second.coupon.place();
    expect(placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key'])).toEqual(['test-key-0002']);
    expect((await current(second.coupon.state$)).successCoupon?.id).toBe(11);
    expect(second.stores.saved.value).toBeNull();
  });

  it('[B11] a saved key that is not a valid Idempotency-Key is dropped with the notice; a fresh key is used', async () => {
    const notices = createNotices();
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? of(answer()) : idle(req)));
    const bet = { ...selection(1, { coef: 1.5 }), isBanker: false };
    const { coupon } = fakeCoupon({ notices, http, authorized: true, account, saved: { version: 1, bets: [bet], addedAtByBetId: { 1: 5 }, typeId: 0, systemValue: 2, placeKey: 'bad key!' } });
    expect((await noticesOf(notices))[0]).toMatchObject({ messageKey: 'coupon:storage.dropped', params: { count: 1 } });
    coupon.place();
    expect(placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key'])).toEqual(['test-key-0001']);
  });

  it('a refusal with new odds (coef_changed) shows old -> new and waits for the bettor when the policy says so', async () => {
    const refusal = new HttpError({ status: 409, kind: 'http', code: 'coef_changed', details: ['{"changes":[{"outcomeId":1,"coef":1.4}]}'] });
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? throwError(() => refusal) : idle(req)));
    const { coupon } = fakeCoupon({ notices: createNotices(), http, authorized: true, account, settings: { ...(await import('../../../streams/schemas/coupon-settings')).DEFAULT_COUPON_SETTINGS, changeCoefAction: 0 } });
    coupon.toggle(selection(1, { coef: 1.5 }));
    coupon.place();
    const s = await current(coupon.state$);
    expect(s.error?.code).toBe('coef_changed');
    expect(s.bets[0]).toMatchObject({ prevCoef: 1.5, market: expect.objectContaining({ coef: 1.4 }) });
    expect(s.placeKey).toBeNull();
    // blocked until accepted
    coupon.place();
    expect(placeRequests(http.calls)).toHaveLength(1);
    coupon.dispatch({ type: 'acceptChanges' });
    coupon.place();
    expect(placeRequests(http.calls)).toHaveLength(2);
    expect(placeRequests(http.calls)[1]?.headers?.['Idempotency-Key']).toBe('test-key-0002');
  });

  it('[B02] one-click: an odd is placed at once as a single with the one-click amount; the coupon stays empty', async () => {
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? of(answer({ successCoupon: placed(12, { typeId: 0 }) })) : idle(req)));
    const notices = createNotices();
    const { coupon } = fakeCoupon({ notices, http, authorized: true, account });
    coupon.dispatch({ type: 'setSettings', patch: { oneClickAmount: 20000 } });
    coupon.dispatch({ type: 'requestOneClick', on: true });
    coupon.toggle(selection(4, { coef: 2.5 }));
    const [req] = placeRequests(http.calls);
    expect(req?.body).toMatchObject({ typeId: 0, amount: 200, bets: [{ outcomeId: 4, coef: 2.5 }] });
    expect((await current(coupon.state$)).bets).toEqual([]);
    expect((await noticesOf(notices)).map((n) => n.messageKey)).toEqual(['coupon:oneClick.placed']);
  });
});

describe('one-click bets in quick succession', () => {
  it('[B02] a double click on one odd places one bet; a quick click on another odd is placed after it, not lost', async () => {
    const pending: Array<Subject<PlaceCouponAnswer>> = [];
    const http = fakeHttp((req) => {
      if (req.url !== '/web-api/coupon/place') return idle(req);
      const answer$ = new Subject<PlaceCouponAnswer>();
      pending.push(answer$);
      return answer$;
    });
    const notices = createNotices();
    const { coupon } = fakeCoupon({ notices, http, authorized: true, account });
    coupon.dispatch({ type: 'setSettings', patch: { oneClickAmount: 20000 } });
    coupon.dispatch({ type: 'requestOneClick', on: true });
    coupon.toggle(selection(4, { coef: 2.5 }));
    coupon.toggle(selection(4, { coef: 2.5 }));
    coupon.toggle(selection(5, { coef: 1.9 }));
    const sent = () => placeRequests(http.calls).map((c) => (c.body as CouponToSend).bets[0]!.outcomeId);
    expect(sent()).toEqual([4]);
    pending[0]!.next(answer({ successCoupon: placed(12, { typeId: 0 }) }));
    pending[0]!.complete();
    expect(sent()).toEqual([4, 5]);
    pending[1]!.next(answer({ successCoupon: placed(13, { typeId: 0 }) }));
    pending[1]!.complete();
    expect(new Set(placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key'])).size).toBe(2);
    expect((await noticesOf(notices)).map((n) => n.params?.['id'])).toEqual([12, 13]);
    // Once its answer is in, the same odd can be bet again.
    coupon.toggle(selection(4, { coef: 2.5 }));
    expect(sent()).toEqual([4, 5, 4]);
  });
});

describe('one-click bets whose answer was lost', () => {
  it('[B02] the answer of all three tries lost: "press again", and the next click on that odd retries with the same key (one bet at most)', marbles((m) => {
    const network = new HttpError({ status: 0, kind: 'network' });
    let attempts = 0;
    const http = fakeHttp((req) => {
      if (req.url !== '/web-api/coupon/place') return idle(req);
      attempts += 1;
      return attempts <= 3 ? throwError(() => network) : of(answer({ successCoupon: placed(12, { typeId: 0 }) }));
    });
    const notices = createNotices();
    const shown: Array<string | undefined> = [];
    notices.notices$.subscribe((list) => { for (const n of list) if (!shown.includes(n.messageKey)) shown.push(n.messageKey); });
    const { coupon } = fakeCoupon({ notices, http, authorized: true, account, visible$: NEVER });
    coupon.dispatch({ type: 'requestOneClick', on: true });
    coupon.toggle(selection(4, { coef: 2.5 }));
    m.flush();
    const keys = () => placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key']);
    expect(keys()).toEqual(['test-key-0001', 'test-key-0001', 'test-key-0001']);
    expect(shown).toContain('coupon:errors.network');
    // As the message says: press again. The server answers the first answer if the bet was made.
    coupon.toggle(selection(4, { coef: 2.5 }));
    m.flush();
    expect(keys()).toEqual(Array(4).fill('test-key-0001'));
    expect(shown).toContain('coupon:oneClick.placed');
    // Answered: the next bet on that odd is a new bet, with a new key.
    coupon.toggle(selection(4, { coef: 2.5 }));
    m.flush();
    expect(keys()[4]).toBe('test-key-0002');
  }));

  it('[B02] a refusal is an answer: the next click on that odd is a new placement with a new key', () => {
    const refusal = new HttpError({ status: 409, kind: 'http', code: 'market_suspended', details: [] });
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? throwError(() => refusal) : idle(req)));
    const { coupon } = fakeCoupon({ notices: createNotices(), http, authorized: true, account });
    coupon.dispatch({ type: 'requestOneClick', on: true });
    coupon.toggle(selection(4));
    coupon.toggle(selection(4));
    expect(placeRequests(http.calls).map((c) => c.headers?.['Idempotency-Key'])).toEqual(['test-key-0001', 'test-key-0002']);
  });

  it('a 5xx with a server code (internal_error) is an unknown outcome: the bettor gets the translated "press again" text, the key is kept', marbles((m) => {
    const failure = new HttpError({ status: 500, kind: 'http', code: 'internal_error', details: ['Internal error'] });
    const http = fakeHttp((req) => (req.url === '/web-api/coupon/place' ? throwError(() => failure) : idle(req)));
    const notices = createNotices();
    const shown: Array<string | undefined> = [];
    notices.notices$.subscribe((list) => { for (const n of list) if (!shown.includes(n.messageKey)) shown.push(n.messageKey); });
    const { coupon } = fakeCoupon({ notices, http, authorized: true, account, visible$: NEVER });
    let state: CouponState | undefined;
    coupon.state$.subscribe((s) => { state = s; });
    coupon.toggle(selection(1));
    coupon.place();
    m.flush();
    expect(state?.error).toEqual({ code: 'network', detail: '' });
    expect(state?.placeKey).toBe('test-key-0001');
    coupon.dispatch({ type: 'clear' });
    coupon.dispatch({ type: 'requestOneClick', on: true });
    coupon.toggle(selection(2));
    m.flush();
    expect(shown).toContain('coupon:errors.network');
    expect(shown.some((k) => k?.includes('internal_error'))).toBe(false);
  }));
});

describe('odds refresh of the coupon', () => {
  it('[T17][T18] bets in the coupon are refreshed every 15 s on line and every 5 s once a live bet is in', marbles((m) => {
    const http = fakeHttp(() => of({ outcomes: [] }));
    const { coupon } = fakeCoupon({ notices: createNotices(), http });
    coupon.toggle(selection(1));
    m.scheduler.schedule(() => coupon.toggle(selection(2, { isLive: true })), 31_000);
    m.scheduler.schedule(() => coupon.dispose(), 41_001);
    m.flush();
    expect(http.calls.filter((c) => c.url === '/web-api/coupon/outcomes').map((c) => (c.body as { ids: number[] }).ids)).toEqual([
      [1], [1], [1], // 0, 15 s, 30 s (line)
      [1, 2], [1, 2], [1, 2], // 31 s, 36 s, 41 s (live)
    ]);
  }));
});

describe('the coupon reminder as the bettor sees it', () => {
  it('[T24][T25][E06] a line bet brings the line text after 5 min, a live bet the live text after 30 s, with an open-coupon button; it closes after 10 s, or at once when the coupon empties', marbles((m) => {
    const notices = createNotices();
    const { coupon } = fakeCoupon({ notices, visible$: NEVER, lang: 'kk' });
    const seen: Array<{ at: number; keys: Array<string | undefined>; href?: string | undefined }> = [];
    // Only changes of the list: clearing an empty coupon closes a reminder that is no longer there.
    notices.notices$.pipe(distinctUntilChanged()).subscribe((list) => {
      const reminder = list.find((n) => n.id === 'coupon-reminder');
      seen.push({ at: m.scheduler.now(), keys: reminder ? [reminder.titleKey, reminder.messageKey] : [], href: reminder?.action?.href });
    });
    coupon.toggle(selection(1));
    m.scheduler.schedule(() => coupon.dispatch({ type: 'clear' }), 400_000);
    m.scheduler.schedule(() => coupon.toggle(selection(2, { isLive: true })), 500_000);
    m.scheduler.schedule(() => coupon.dispatch({ type: 'clear' }), 535_000);
    m.scheduler.schedule(() => coupon.dispose(), 600_000);
    m.flush();
    expect(seen.filter((s) => s.keys.length > 0 || s.at > 0)).toEqual([
      { at: 300_000, keys: ['coupon:reminder.title', 'coupon:reminder.line'], href: '/kk/coupon' },
      { at: 310_000, keys: [], href: undefined },
      { at: 530_000, keys: ['coupon:reminder.title', 'coupon:reminder.live'], href: '/kk/coupon' },
      { at: 535_000, keys: [], href: undefined },
    ]);
  }));
});
