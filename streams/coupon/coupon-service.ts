import type { CouponSelection } from '../schemas/coupon-selection';
import { ReplaySubject, Subject, Subscription, asyncScheduler, connectable, distinctUntilChanged, map, merge, scan, shareReplay, startWith, Observable } from 'rxjs';
import { BetAnswerSchema, BetHistoryAnswerSchema, type BetHistoryAnswer, type PlacedCoupon } from '../schemas/coupon';
import { DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS } from '../schemas/coupon-settings';
import { initialCouponState, reduceCoupon, type CouponAction, type CouponState } from './coupon-state';
import { parseSavedCoupon } from './coupon-storage';
import type { BetPlacedEvent, CodeStatus, CouponServiceDeps } from './coupon-model';
export type { BetPlacedEvent, CodeStatus, CouponServiceDeps, CouponStore } from './coupon-model';
import { readStored } from './coupon-initial';
import type { CouponEffect } from './effects/effect';
import { couponInputs$ } from './effects/inputs';
import { couponSave, settingsSave$ } from './effects/storage';
import { oddsRefresh$ } from './effects/odds-refresh';
import { reminderNotice$ } from './effects/reminder';
import { promoCodes$ } from './effects/promo-codes';
import { placement$ } from './effects/place';
import { oddClicks$, oneClickBets$ } from './effects/one-click';
import { couponCodes$ } from './effects/codes';
import { betPlaced$ } from './effects/placement-request';

// The coupon service: the reducer of coupon-state.ts folded with `scan` over one private actions stream, plus its
// effects (effects/, each (action$, state$, deps) -> actions): the local save (B11, shared between tabs), odds refresh
// of the bets in the coupon (changeCoefAction), placement with an Idempotency-Key (a double click or a lost answer
// places one bet), one-click bets (B02), coupon codes, the reminder (T24) and the promo codes. Its commands are
// actions the effects answer; the bet history reads are plain requests. The app downloads this module (the coupon's engine) only
// when the coupon needs it: lazy-coupon.ts stands in for it until then. Elsewhere import only its types: a value
// import would put the engine back into the bundle of every page.

/** Actions a component may dispatch directly (the rest are the service's own). */
export type CouponUserAction = Extract<
  CouponAction,
  {
    type:
      | 'remove' | 'removeBonusBet' | 'clear' | 'setType' | 'setSystemValue' | 'toggleSystemBanker' | 'toggleBanker'
      | 'setAmount' | 'setBetAmount' | 'setBlockAmount' | 'stepAmount' | 'toggleAutoMax' | 'toggleVipBet' | 'setSettings'
      | 'requestOneClick' | 'confirmOneClick' | 'cancelOneClick' | 'setExactCoef' | 'setDropOnScoreChange'
      | 'acceptChanges' | 'setTab' | 'setQuickCouponVisible' | 'setLoadCouponInput' | 'selectPromoCode'
      | 'setManualPromoCode' | 'dismissResult' | 'dismissError' | 'setOddsFormat';
  }
>;

export interface BetHistoryFilter {
  dateFrom?: string;
  dateTo?: string;
  status?: 'all' | 'open' | 'won' | 'lost' | 'refund';
  pageNumber?: number;
  accountId?: number;
}

export interface CouponService {
  /** The coupon state; replays the current state at once (eager). */
  readonly state$: Observable<CouponState>;
  /** Outcome ids in the coupon, for the odds buttons; replays at once. */
  readonly selectedIds$: Observable<ReadonlySet<number>>;
  /** Number of bets; replays at once. */
  readonly count$: Observable<number>;
  /** Saving or loading a coupon code. */
  readonly codeStatus$: Observable<CodeStatus>;
  /** Every successful placement (coupon or one-click). */
  readonly betPlaced$: Observable<BetPlacedEvent>;
  /** Adds the odd to the coupon, or removes it when it is there; with one-click on, places it at once (B02). */
  toggle(selection: CouponSelection): void;
  dispatch(action: CouponUserAction): void;
  /** Places the coupon (ignored while a placement runs or the coupon has a problem). */
  place(): void;
  saveCode(): void;
  loadCode(code: string): void;
  /** The coupon page is open (T24 closes the reminder and does not show it). */
  setCouponPageOpen(open: boolean): void;
  history$(filter: BetHistoryFilter): Observable<BetHistoryAnswer>;
  bet$(id: number): Observable<PlacedCoupon>;
  dispose(): void;
}

const STORAGE_NOTICE_ID = 'coupon-storage';

export function createCouponService(deps: CouponServiceDeps): CouponService {
  const actions = new Subject<CouponAction>();
  const dispatch = (action: CouponAction) => actions.next(action);

  // Start from the saved settings and coupon (B11). A save that fails its checks is partly or wholly dropped.
  const settings = readStored(deps.settings, DEFAULT_COUPON_SETTINGS, deps.log);
  let initial = initialCouponState({ settings, config: DEFAULT_COUPON_CONFIG });
  const parsed = parseSavedCoupon(readStored(deps.saved, null, deps.log));
  if (parsed.saved) initial = reduceCoupon(initial, { type: 'loaded', saved: parsed.saved, fromCode: false, now: asyncScheduler.now() });
  if (parsed.dropped > 0) {
    deps.log('coupon: dropped invalid parts of the saved coupon', parsed.dropped);
    deps.notices.show({ id: STORAGE_NOTICE_ID, kind: 'warning', titleKey: 'coupon:storage.title', messageKey: 'coupon:storage.dropped', params: { count: parsed.dropped } });
  }

  const state = connectable(actions.pipe(scan(reduceCoupon, initial), startWith(initial)), {
    connector: () => new ReplaySubject<CouponState>(1),
    resetOnDisconnect: false,
  });
  // The reducer is the actions' first subscriber: every effect sees an action after the state it made.
  const reducing = state.connect();
  const state$ = new Observable<CouponState>((subscriber) => state.subscribe(subscriber));
  const action$ = actions.asObservable();

  const replay = <T>(source: Observable<T>) => source.pipe(shareReplay({ bufferSize: 1, refCount: false }));
  const selectedIds$ = replay(state$.pipe(
    map((s) => s.bets.map((b) => b.outcomeId).join(',')),
    distinctUntilChanged(),
    map((ids) => new Set(ids === '' ? [] : ids.split(',').map(Number)) as ReadonlySet<number>),
  ));
  const count$ = replay(state$.pipe(map((s) => s.bets.length), distinctUntilChanged()));

  // Every effect, merged once into the action stream; dispose() ends them all with this one subscription.
  const effects: CouponEffect[] = [
    couponInputs$,
    couponSave(initial),
    settingsSave$,
    oddsRefresh$,
    reminderNotice$,
    promoCodes$,
    oddClicks$,
    oneClickBets$,
    placement$,
    couponCodes$,
  ];
  const running: Subscription = merge(...effects.map((effect) => effect(action$, state$, deps))).subscribe(dispatch);

  return {
    state$,
    selectedIds$,
    count$,
    codeStatus$: state$.pipe(map((s) => s.codeStatus), distinctUntilChanged()),
    betPlaced$: betPlaced$(action$),
    toggle: (selection) => dispatch({ type: 'oddClicked', selection, now: asyncScheduler.now() }),
    dispatch,
    place: () => dispatch({ type: 'placeRequested' }),
    saveCode: () => dispatch({ type: 'codeRequested', request: { kind: 'save' } }),
    loadCode: (code) => dispatch({ type: 'codeRequested', request: { kind: 'load', code } }),
    setCouponPageOpen: (open) => dispatch({ type: 'setCouponPageOpen', open }),
    history$: (f) => deps.http.request$({
      url: '/web-api/bets/history',
      query: { accountId: f.accountId, isIncludeArchive: false, pageNumber: f.pageNumber ?? 1, dateFrom: f.dateFrom, dateTo: f.dateTo, status: f.status ?? 'all' },
      schema: BetHistoryAnswerSchema,
      auth: true,
    }),
    bet$: (id) => deps.http.request$({ url: `/web-api/bets/${id}`, schema: BetAnswerSchema, auth: true }).pipe(map((a) => a.bet)),
    dispose() {
      // The effects first (no request, timer or notice after this), then the actions end, and with them the state:
      // every reader of state$ and betPlaced$ completes; a command after this is dropped.
      running.unsubscribe();
      actions.complete();
      reducing.unsubscribe();
    },
  };
}
