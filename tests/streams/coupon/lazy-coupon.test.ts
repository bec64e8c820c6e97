import { describe, expect, it } from 'vitest';
import { NEVER, Subject, distinctUntilChanged, filter, firstValueFrom, map, of, throwError, type ObservableInput } from 'rxjs';
import { marbles } from '../../support/marbles';
import { fakeHttp } from '../../support/fake-http';
import { createNotices, type Notice } from '../../../streams/notices/notices';
import type { Http } from '../../../streams/core/http';
import { createValidatedStorage, type StorageBackend } from '../../../streams/core/storage';
import { createCoupon } from '../../../streams/coupon/create-coupon';
import { createCouponService, type CouponServiceDeps } from '../../../streams/coupon/coupon-service';
import { createLazyCouponService, type CouponEngineModule } from '../../../streams/coupon/lazy-coupon';
import { initialCouponState, type CouponState } from '../../../streams/coupon/coupon-state';
import type { BetHistoryAnswer } from '../../../streams/schemas/coupon';
import { DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS, type CouponReminderRecord, type CouponSettings } from '../../../streams/schemas/coupon-settings';
import { selection } from './fixtures';

const ENGINE: CouponEngineModule = { createCouponService };
/** What a failed dynamic import rejects with (the browser's own words). */
const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/coupon-service.js');

interface Options {
  saved?: unknown;
  settings?: CouponSettings;
  reminder?: CouponReminderRecord | null;
  http?: Http;
  authorized?: boolean;
  /** The n-th download of the engine (1 = the first); by default it is there at once. */
  load?: (attempt: number) => ObservableInput<CouponEngineModule>;
}

/** The coupon facade on memory stores; `loads()` counts the engine downloads it asked for. */
function lazyCoupon(options: Options = {}) {
  let keys = 0;
  let loads = 0;
  const stores = {
    saved: { value: (options.saved ?? null) as unknown },
    settings: { value: options.settings ?? DEFAULT_COUPON_SETTINGS },
    reminder: { value: options.reminder ?? null },
    /** Another tab writing the save. */
    external: new Subject<unknown>(),
  };
  const notices = createNotices();
  const logs: string[] = [];
  const deps: CouponServiceDeps = {
    http: options.http ?? { request$: () => NEVER },
    saved: { get: () => stores.saved.value, set: (v) => { stores.saved.value = v; }, remove: () => { stores.saved.value = null; } },
    savedExternal$: stores.external,
    settings: { get: () => stores.settings.value, set: (v) => { stores.settings.value = v; }, remove: () => { stores.settings.value = DEFAULT_COUPON_SETTINGS; } },
    reminder: { get: () => stores.reminder.value, set: (v) => { stores.reminder.value = v; }, remove: () => { stores.reminder.value = null; } },
    notices,
    config$: of(DEFAULT_COUPON_CONFIG),
    oddsFormat$: of(0),
    authorized$: of(options.authorized ?? false),
    account$: of(null),
    visible$: NEVER,
    lang: () => 'en',
    newKey: () => `test-key-${String(++keys).padStart(4, '0')}`,
    log: (message) => { logs.push(message); },
  };
  const coupon = createLazyCouponService({
    ...deps,
    load: () => {
      loads += 1;
      return options.load ? options.load(loads) : of(ENGINE);
    },
  });
  return { coupon, deps, stores, notices, logs, loads: () => loads };
}

/** The value an observable gives at once on subscribe (undefined when it gives none). */
function now<T>(source: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T | undefined {
  let value: T | undefined;
  source.subscribe((v) => { value = v; }).unsubscribe();
  return value;
}

const ids = (s: CouponState | undefined) => s?.bets.map((b) => b.outcomeId);
const messageKeys = (list: Notice[] | undefined) => (list ?? []).map((n) => n.messageKey);

/** A save of bets 1 and 2, as the engine writes it. */
function savedBets(): unknown {
  const { coupon, stores } = lazyCoupon();
  coupon.toggle(selection(1, { coef: 1.5 }));
  coupon.toggle(selection(2, { coef: 2 }));
  return stores.saved.value;
}

describe('the coupon facade: the engine is downloaded only when needed', () => {
  it('[B11] an empty coupon does not download the engine; state$, selectedIds$, count$ and codeStatus$ replay the empty coupon at once', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, isAutoMax: true, oneClickAmount: 30000 };
    const { coupon, deps, loads } = lazyCoupon({ settings });
    coupon.betPlaced$.subscribe();
    const state = now(coupon.state$);
    // The very state the engine starts from with these settings, and shows once it has read config and account.
    expect(state).toStrictEqual(initialCouponState({ settings, config: DEFAULT_COUPON_CONFIG }));
    expect(state).toStrictEqual(now(createCouponService(deps).state$));
    expect(now(coupon.selectedIds$)).toEqual(new Set());
    expect(now(coupon.count$)).toBe(0);
    expect(now(coupon.codeStatus$)).toEqual({ kind: 'idle' });
    expect(loads()).toBe(0);
  });

  it('[B11] a saved coupon downloads the engine at start, which shows its bets', () => {
    const { coupon, loads } = lazyCoupon({ saved: savedBets() });
    expect(loads()).toBe(1);
    expect(ids(now(coupon.state$))).toEqual([1, 2]);
    expect([...now(coupon.selectedIds$)!]).toEqual([1, 2]);
  });

  it('[B11] a broken save downloads the engine too, which drops it with a notice', async () => {
    const { coupon, notices, loads } = lazyCoupon({ saved: { bets: 'nope' } });
    expect(loads()).toBe(1);
    expect(ids(now(coupon.state$))).toEqual([]);
    expect(messageKeys(await firstValueFrom(notices.notices$))).toEqual(['coupon:storage.dropped']);
  });

  it('[B02] one-click on in the saved settings downloads the engine at start (the empty coupon shows the stake a click places)', () => {
    const { loads } = lazyCoupon({ settings: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true } });
    expect(loads()).toBe(1);
  });

  it('[T24] an empty coupon at start forgets the reminder record without the engine, as the engine would', () => {
    const { stores, loads } = lazyCoupon({ reminder: { id: 7, timeToShow: 5, isShown: false } });
    expect(stores.reminder.value).toBeNull();
    expect(loads()).toBe(0);
  });

  it('[B11] commands given before the engine is there run in their order once it is (marble)', marbles((m) => {
    const { coupon, loads } = lazyCoupon({ load: () => m.cold('100ms (e|)', { e: ENGINE }) });
    // Clicks at 0, 30 and 60 ms: odd 1, odd 2, then anti-express (possible only once both bets are in).
    m.cold('a 29ms b 29ms c').subscribe((click) => {
      if (click === 'a') coupon.toggle(selection(1));
      else if (click === 'b') coupon.toggle(selection(2));
      else coupon.dispatch({ type: 'setType', typeId: 4 });
    });
    m.expect(coupon.count$).toBeObservable('a 99ms b', { a: 0, b: 2 });
    m.expect(coupon.state$.pipe(map((s) => `${s.typeId}:${ids(s)!.join(',')}`))).toBeObservable('a 99ms b', { a: '0:', b: '4:1,2' });
    m.flush();
    expect(loads()).toBe(1);
  }));

  it('[B11] a failed download is logged and told, keeps the waiting commands, and is tried again on the next command (marble)', marbles((m) => {
    const { coupon, notices, logs, loads } = lazyCoupon({
      load: (attempt) => (attempt === 1 ? m.cold('50ms #', {}, offline()) : m.cold('50ms (e|)', { e: ENGINE })),
    });
    m.cold('a 79ms b').subscribe((click) => coupon.toggle(selection(click === 'a' ? 1 : 2)));
    m.expect(coupon.count$).toBeObservable('a 129ms b', { a: 0, b: 2 });
    // Told at 50 ms; taken back when the retry works (watched for 200 ms: the coupon reminder comes 5 min later).
    m.expect(notices.notices$.pipe(map((list) => messageKeys(list).join()), distinctUntilChanged()), '^ 199ms !').toBeObservable('a 49ms b 79ms a', { a: '', b: 'coupon:print.error' });
    m.flush();
    expect(logs).toEqual(['coupon: the coupon could not be loaded']);
    expect(loads()).toBe(2);
  }));

  it('[B02] a one-click bet placed by a command that waited for the engine is told on betPlaced$ (the header balance)', () => {
    const engine$ = new Subject<CouponEngineModule>();
    const http = fakeHttp(() => of({ successCoupon: { id: 11 }, singlesResultCoupons: [], accountId: 1, balance: 850, currency: 'RUB' }));
    const { coupon, loads } = lazyCoupon({ http, authorized: true, settings: { ...DEFAULT_COUPON_SETTINGS, isActiveOneClick: true }, load: () => engine$ });
    const placed: number[][] = [];
    coupon.betPlaced$.subscribe((e) => placed.push(e.couponIds));
    coupon.toggle(selection(1));
    engine$.next(ENGINE);
    expect(loads()).toBe(1);
    expect(http.calls.map((c) => c.url)).toEqual(['/web-api/coupon/place']);
    expect(placed).toEqual([[11]]);
  });

  it('[B11] a second click on an odd that still waits for the engine is not queued again: the odd showed no change yet', () => {
    const engine$ = new Subject<CouponEngineModule>();
    const { coupon } = lazyCoupon({ load: () => engine$ });
    coupon.toggle(selection(1));
    coupon.toggle(selection(1));
    engine$.next(ENGINE);
    expect(ids(now(coupon.state$))).toEqual([1]);
    // Once the engine is there, a click on an odd in the coupon takes it out as always.
    coupon.toggle(selection(1));
    expect(ids(now(coupon.state$))).toEqual([]);
  });

  it('the tab and the typed coupon code show at once, before the engine is there, and stay when it comes', () => {
    const engine$ = new Subject<CouponEngineModule>();
    const { coupon, loads } = lazyCoupon({ load: () => engine$ });
    coupon.dispatch({ type: 'setTab', tab: 'myBets' });
    coupon.dispatch({ type: 'setLoadCouponInput', value: 'ab12-cd' });
    expect(now(coupon.state$)).toMatchObject({ tab: 'myBets', loadCouponInputValue: 'AB12CD' });
    expect(loads()).toBe(1);
    engine$.next(ENGINE);
    expect(now(coupon.state$)).toMatchObject({ tab: 'myBets', loadCouponInputValue: 'AB12CD' });
  });

  it('[B11] another tab saving bets downloads the engine, which shows them; another tab clearing the coupon does not', () => {
    const { coupon, stores, loads } = lazyCoupon();
    stores.external.next(null);
    expect(loads()).toBe(0);
    stores.saved.value = savedBets();
    stores.external.next(stores.saved.value);
    expect(loads()).toBe(1);
    expect(ids(now(coupon.state$))).toEqual([1, 2]);
  });

  it('[R21] history$ waits for the engine; a failed download fails the read (the page shows its error) and the next read tries again', async () => {
    const answer: BetHistoryAnswer = { bets: [], pageNumber: 1, pageSize: 20, total: 0 };
    const http = fakeHttp(() => of(answer));
    const { coupon, loads } = lazyCoupon({ http, load: (attempt) => (attempt === 1 ? throwError(offline) : of(ENGINE)) });
    const history$ = coupon.history$({ pageNumber: 1 });
    expect(loads()).toBe(0);
    await expect(firstValueFrom(history$)).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(firstValueFrom(history$)).resolves.toEqual(answer);
    expect(loads()).toBe(2);
    expect(http.calls.map((c) => c.url)).toEqual(['/web-api/bets/history']);
  });

  it('dispose while the engine is on its way: it is never started', () => {
    const engine$ = new Subject<CouponEngineModule>();
    let started = 0;
    const { coupon } = lazyCoupon({ load: () => engine$ });
    coupon.toggle(selection(1));
    coupon.dispose();
    engine$.next({ createCouponService: (deps) => { started += 1; return createCouponService(deps); } });
    expect(started).toBe(0);
  });
});

describe('createCoupon: the engine is a dynamic import', () => {
  function memoryStorage(): StorageBackend {
    const data = new Map<string, string>();
    return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
  }

  it('[B11] the first click downloads the engine, which puts the bet in the coupon and saves it', async () => {
    const log = () => undefined;
    const backend = memoryStorage();
    const coupon = createCoupon({
      http: { request$: () => NEVER },
      local: createValidatedStorage(backend, log),
      localChanges$: NEVER,
      session: createValidatedStorage(memoryStorage(), log),
      notices: createNotices(),
      siteConfig$: NEVER,
      authorized$: of(false),
      visible$: NEVER,
      oddsFormat$: of(0),
      lang: () => 'en',
      newKey: () => 'test-key-0001',
      log,
      account$: of(null),
    });
    expect(now(coupon.count$)).toBe(0);
    coupon.toggle(selection(1));
    await firstValueFrom(coupon.count$.pipe(filter((n) => n === 1)));
    expect(JSON.parse(backend.getItem('coupon') ?? 'null')).toMatchObject({ bets: [{ outcomeId: 1 }] });
    coupon.dispose();
  });
});
