import * as v from 'valibot';
import {
  EMPTY,
  ReplaySubject,
  Subject,
  Subscription,
  asyncScheduler,
  catchError,
  concatMap,
  connectable,
  distinctUntilChanged,
  exhaustMap,
  finalize,
  map,
  merge,
  of,
  scan,
  shareReplay,
  startWith,
  Observable,
} from 'rxjs';
import { HttpError } from '../core/http';
import { retryBackoff } from '../core/retry-backoff';
import type { CouponSelection } from '../schemas/coupon-selection';
import {
  BetAnswerSchema,
  BetHistoryAnswerSchema,
  CoefChangesSchema,
  LoadCouponCodeAnswerSchema,
  PlaceCouponAnswerSchema,
  SaveCouponCodeAnswerSchema,
  type BetHistoryAnswer,
  type CouponToSend,
  type PlaceCouponAnswer,
  type PlacedCoupon,
  type SavedCoupon,
} from '../schemas/coupon';
import { DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS } from '../schemas/coupon-settings';
import { minorToMajor } from '../schemas/money';
import { COUPON_PLACE_RETRY_COUNT, COUPON_PLACE_RETRY_DELAY_MS } from '../timing';
import {
  couponProblems,
  effectivePromoCode,
  initialCouponState,
  prepaidStake,
  reduceCoupon,
  type CouponAction,
  type CouponState,
} from './coupon-state';
import { parseSavedCoupon, toSavedCoupon } from './coupon-storage';
import type { CouponServiceDeps } from './coupon-model';
export type { CouponServiceDeps, CouponStore } from './coupon-model';
import { couponInputs$, couponSave$, oddsRefresh$, promoCodes$, reminderNotice$, settingsSave$ } from './coupon-effects';
import { readStored } from './coupon-initial';

// The coupon service: the reducer of coupon-state.ts folded with `scan` over one private actions stream, plus its
// effects: the local save (B11, shared between tabs), odds refresh of the bets in the coupon (changeCoefAction),
// placement with an Idempotency-Key (a double click or a lost answer places one bet), one-click bets (B02),
// coupon codes, the reminder (T24) and the bet history reads. The app downloads this module (the coupon's engine) only
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

/** Told after every bet placed: the account's new balance, so the header shows it at once. */
export interface BetPlacedEvent {
  accountId: number;
  /** Major units. */
  balance: number;
  currency: string;
  couponIds: number[];
}

export type CodeStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved'; code: string } | { kind: 'error'; code: string };

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

const PLACE_URL = '/web-api/coupon/place';
const STORAGE_NOTICE_ID = 'coupon-storage';

/** The "Coupon to send" of SPEC.md section 3 for this state. */
export function toCouponToSend(state: CouponState, userId: number | null = null): CouponToSend {
  const currency = state.currency;
  const major = (minor: number) => minorToMajor(minor, currency);
  const amountByBlockId: Record<string, number> = {};
  for (const [block, minor] of Object.entries(state.amountByBlockId)) amountByBlockId[block] = major(minor);
  return {
    id: state.placeKey ?? undefined,
    accountId: state.accountId,
    amount: state.typeId === 9 ? 0 : major(state.amount),
    amountByBlockId,
    bets: state.bets.map((b) => ({
      outcomeId: b.outcomeId,
      coef: b.market.coef,
      isBanker: b.isBanker,
      score: b.scoreAtAdd,
      ...(state.typeId === 9 ? { amount: major(state.amountByBetId[b.outcomeId] ?? 0) } : {}),
    })),
    changeCoefAction: state.settings.changeCoefAction,
    coef: state.coef,
    coefByView: state.coefByView,
    coefViewId: state.oddsFormat,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    // B07: the stake part the free bet pays (the server computes its own figure from the code).
    prepaidAmount: major(prepaidStake(state)),
    refId: null,
    systemValue: state.systemValue,
    typeId: state.typeId,
    userId,
    withBonus: state.bonusBet !== null,
    isVipBet: state.isActiveVipBet,
    expressId: state.expressId,
    promoCode: effectivePromoCode(state),
    hyperBonusPercent: state.hyperBonusPercent,
    minHyperBonusBetLimit: major(state.minHyperBonusBetLimit),
    maxHyperBonusLimit: major(state.maxHyperBonusLimit),
  };
}

/** A failed placement as the coupon shows it: the code (translated by the UI), details, and new odds if any. */
export function placeError(err: unknown): { code: string; detail: string; changes?: { outcomeId: number; coef: number }[]; keepKey: boolean } {
  if (!(err instanceof HttpError)) return { code: 'unknown', detail: String(err), keepKey: false };
  // No answer, or the server failed: the bet may or may not exist. Keep the key, so the next try gets the first answer.
  const unknownOutcome = err.kind === 'network' || err.kind === 'cancelled' || err.status >= 500 || err.code === 'idempotency_in_progress';
  // A 5xx's own code (internal_error, db_unavailable ...) is no placement answer and has no words in the coupon: the
  // bettor is told what matters, that the bet may exist and another press will not place it twice ('network').
  const code = unknownOutcome
    ? (err.code === 'idempotency_in_progress' ? err.code : 'network')
    : typeof err.code === 'string' ? err.code : 'unknown';
  const detail = err.details.join('\n');
  if (code === 'coef_changed') {
    for (const line of err.details) {
      try {
        const parsed = v.safeParse(CoefChangesSchema, JSON.parse(line));
        if (parsed.success) return { code, detail: '', changes: parsed.output.changes, keepKey: false };
      } catch {
        // not the JSON detail: keep looking
      }
    }
  }
  return { code, detail: unknownOutcome ? '' : detail, keepKey: unknownOutcome };
}

export function createCouponService(deps: CouponServiceDeps): CouponService {
  const actions = new Subject<CouponAction>();
  const subscriptions = new Subscription();
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

  let current = initial;
  const state = connectable(actions.pipe(scan(reduceCoupon, initial), startWith(initial)), {
    connector: () => new ReplaySubject<CouponState>(1),
    resetOnDisconnect: false,
  });
  subscriptions.add(state.subscribe((s) => { current = s; }));
  subscriptions.add(state.connect());
  const state$ = new Observable<CouponState>((subscriber) => state.subscribe(subscriber));

  const replay = <T>(source: Observable<T>) => source.pipe(shareReplay({ bufferSize: 1, refCount: false }));
  const selectedIds$ = replay(state$.pipe(
    map((s) => s.bets.map((b) => b.outcomeId).join(',')),
    distinctUntilChanged(),
    map((ids) => new Set(ids === '' ? [] : ids.split(',').map(Number)) as ReadonlySet<number>),
  ));
  const count$ = replay(state$.pipe(map((s) => s.bets.length), distinctUntilChanged()));

  let authorized = false;
  subscriptions.add(deps.authorized$.subscribe((a) => { authorized = a; }));

  // --- placement: one at a time (exhaustMap); retries keep the Idempotency-Key, so a lost answer places one bet.
  const betPlaced = new Subject<BetPlacedEvent>();
  const placeRequests = new Subject<{ key: string; body: CouponToSend }>();
  const send$ = (key: string, body: CouponToSend) =>
    deps.http.request$({ method: 'POST', url: PLACE_URL, body, headers: { 'Idempotency-Key': key }, schema: PlaceCouponAnswerSchema, auth: true, language: true }).pipe(
      retryBackoff({ count: COUPON_PLACE_RETRY_COUNT, delay: COUPON_PLACE_RETRY_DELAY_MS, doubling: true }),
    );
  const announce = (answer: PlaceCouponAnswer) => {
    const couponIds = answer.successCoupon ? [answer.successCoupon.id] : answer.singlesResultCoupons.flatMap((r) => (r.coupon ? [r.coupon.id] : []));
    if (couponIds.length > 0) betPlaced.next({ accountId: answer.accountId, balance: answer.balance, currency: answer.currency, couponIds });
  };
  subscriptions.add(placeRequests.pipe(
    exhaustMap(({ key, body }) => send$(key, body).pipe(
      map((answer): CouponAction => {
        announce(answer);
        return { type: 'placeSucceeded', answer };
      }),
      catchError((err: unknown) => {
        const e = placeError(err);
        deps.log('coupon: placement failed', err);
        return of<CouponAction>({ type: 'placeFailed', error: { code: e.code, detail: e.detail }, ...(e.changes ? { changes: e.changes } : {}), keepKey: e.keepKey });
      }),
    )),
  ).subscribe(dispatch));

  // --- one-click (B02): the clicked odd is placed at once as a single with the one-click amount. Clicks are placed
  // one after another (concatMap), so a quick click on another odd is not lost; a second click on an odd whose bet
  // is still on its way is ignored, so a double click places one bet.
  const oneClicks = new Subject<CouponSelection>();
  const oneClickPending = new Set<number>();
  // A one-click placement whose answer never came (network, 5xx) keeps its key for its odd: the error tells the bettor
  // to press again and that the bet will not be placed twice, so the next click on that odd retries with the same key
  // (the server answers the first answer if the bet was made). A definitive answer forgets the key.
  const oneClickUnknownKeys = new Map<number, string>();
  subscriptions.add(oneClicks.pipe(
    concatMap((selection) => {
      const s = current;
      const amountMinor = s.account?.type === 4 ? s.settings.bonusAccountOneClickAmount : s.settings.oneClickAmount;
      const body: CouponToSend = {
        accountId: s.accountId, amount: minorToMajor(amountMinor, s.currency), amountByBlockId: {},
        bets: [{ outcomeId: selection.outcomeId, coef: selection.market.coef, isBanker: false, score: selection.score }],
        changeCoefAction: s.settings.changeCoefAction, exactCoef: s.settings.exactCoef, isDropOnScoreChange: s.settings.isDropOnScoreChange,
        prepaidAmount: 0, refId: null, systemValue: 2, typeId: 0, userId: null, withBonus: false, isVipBet: false, expressId: null,
        promoCode: null, coefViewId: s.oddsFormat, hyperBonusPercent: 0, minHyperBonusBetLimit: 0, maxHyperBonusLimit: 0,
      };
      const key = oneClickUnknownKeys.get(selection.outcomeId) ?? deps.newKey();
      return send$(key, body).pipe(
        map((answer) => {
          oneClickUnknownKeys.delete(selection.outcomeId);
          announce(answer);
          deps.notices.show({ kind: 'success', messageKey: 'coupon:oneClick.placed', params: { id: answer.successCoupon?.id ?? '' } });
        }),
        catchError((err: unknown) => {
          const e = placeError(err);
          if (e.keepKey) oneClickUnknownKeys.set(selection.outcomeId, key);
          else oneClickUnknownKeys.delete(selection.outcomeId);
          deps.notices.show({ kind: 'error', messageKey: `coupon:errors.${e.code}`, ...(e.detail ? { message: e.detail } : {}) });
          return EMPTY;
        }),
        finalize(() => oneClickPending.delete(selection.outcomeId)),
      );
    }),
  ).subscribe());

  // --- coupon codes (R07)
  const codeStatus = new ReplaySubject<CodeStatus>(1);
  codeStatus.next({ kind: 'idle' });
  const codeRequests = new Subject<{ kind: 'save' } | { kind: 'load'; code: string }>();
  subscriptions.add(codeRequests.pipe(
    exhaustMap((req) => {
      codeStatus.next({ kind: 'busy' });
      if (req.kind === 'save') {
        const saved = toSavedCoupon(current);
        if (!saved) {
          codeStatus.next({ kind: 'error', code: 'no_bets' });
          return EMPTY;
        }
        return deps.http.request$({ method: 'POST', url: '/web-api/coupon/code', body: { bets: saved.bets, typeId: saved.typeId, systemValue: saved.systemValue }, schema: SaveCouponCodeAnswerSchema }).pipe(
          map((a) => codeStatus.next({ kind: 'saved', code: a.code })),
          catchError((err: unknown) => {
            codeStatus.next({ kind: 'error', code: placeError(err).code });
            return EMPTY;
          }),
        );
      }
      return deps.http.request$({ url: `/web-api/coupon/code/${encodeURIComponent(req.code)}`, schema: LoadCouponCodeAnswerSchema }).pipe(
        map((a) => {
          const saved: SavedCoupon = { version: 1, bets: a.bets, addedAtByBetId: {}, typeId: a.typeId, systemValue: a.systemValue, manuallyDeletedBonusBet: false, placeKey: null };
          dispatch({ type: 'loaded', saved, fromCode: true, now: asyncScheduler.now() });
          codeStatus.next({ kind: 'idle' });
        }),
        catchError((err: unknown) => {
          const e = placeError(err);
          codeStatus.next({ kind: 'error', code: e.code === 'not_found' ? 'code_not_found' : e.code });
          return EMPTY;
        }),
      );
    }),
  ).subscribe());

  const couponPageOpen = new ReplaySubject<boolean>(1);
  couponPageOpen.next(false);

  // --- the effects (coupon-effects.ts): inputs, saves, odds refresh, reminder and promo codes, in one subscription.
  subscriptions.add(merge(
    couponInputs$(deps),
    couponSave$(state$, initial, deps),
    settingsSave$(state$, deps),
    oddsRefresh$(state$, deps),
    reminderNotice$(state$, couponPageOpen, deps),
    promoCodes$(state$, couponPageOpen, betPlaced, () => current, deps),
  ).subscribe(dispatch));

  return {
    state$,
    selectedIds$,
    count$,
    codeStatus$: codeStatus.asObservable(),
    betPlaced$: betPlaced.asObservable(),
    toggle(selection) {
      if (current.settings.isActiveOneClick && !current.bets.some((b) => b.outcomeId === selection.outcomeId)) {
        if (!authorized) {
          showLoginNotice();
          return;
        }
        if (oneClickPending.has(selection.outcomeId)) return;
        oneClickPending.add(selection.outcomeId);
        oneClicks.next(selection);
        return;
      }
      dispatch({ type: 'toggle', selection, now: asyncScheduler.now() });
    },
    dispatch,
    place() {
      const s = current;
      if (s.isActivePlaceBet || couponProblems(s).length > 0) return;
      if (!authorized) {
        showLoginNotice();
        return;
      }
      const key = s.placeKey ?? deps.newKey();
      dispatch({ type: 'placeStarted', key });
      placeRequests.next({ key, body: toCouponToSend(current) });
    },
    saveCode: () => codeRequests.next({ kind: 'save' }),
    loadCode: (code) => codeRequests.next({ kind: 'load', code: code.trim().toUpperCase() }),
    setCouponPageOpen: (open) => couponPageOpen.next(open),
    history$: (f) => deps.http.request$({
      url: '/web-api/bets/history',
      query: { accountId: f.accountId, isIncludeArchive: false, pageNumber: f.pageNumber ?? 1, dateFrom: f.dateFrom, dateTo: f.dateTo, status: f.status ?? 'all' },
      schema: BetHistoryAnswerSchema,
      auth: true,
    }),
    bet$: (id) => deps.http.request$({ url: `/web-api/bets/${id}`, schema: BetAnswerSchema, auth: true }).pipe(map((a) => a.bet)),
    dispose() {
      subscriptions.unsubscribe();
      actions.complete();
    },
  };

  function showLoginNotice() {
    deps.notices.show({
      id: 'coupon-login',
      kind: 'info',
      messageKey: 'coupon:loginRequired',
      action: { labelKey: 'coupon:login', href: `/${deps.lang()}/user/login` },
    });
  }
}
