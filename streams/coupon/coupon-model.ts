import type { RefusalParams } from '../schemas/api-error';
import type { CouponSelection } from '../schemas/coupon-selection';
import type { OutcomeState, PlaceCouponAnswer, PlacedCoupon, SavedCoupon, SavedCouponBet, SingleResult } from '../schemas/coupon';
import type { CouponConfig, CouponSettings } from '../schemas/coupon-settings';
import type { CouponTypeId, SystemOption } from '../schemas/coupon-math';
import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import type { Notices } from '../notices/notices';
import type { ReminderStore } from './coupon-reminder';

// The shapes of the coupon's state and actions (SPEC.md section 3), apart from the reducer (coupon-state.ts) so the
// initial state (coupon-initial.ts) and the reducer can both use them without importing each other.

/** A bet in the coupon: the odds button's selection plus what the coupon tracks about it. */
export interface CouponBet extends SavedCouponBet {
  /** The coefficient before an odds change the bettor has not settled yet (shown as old -> new); null when none. */
  prevCoef: number | null;
  /** The score when the bet was added (drop-on-score-change compares against it). */
  scoreAtAdd: string | null;
  /** B06: the game is over (game status 4, or the outcome already settled). */
  isFinished: boolean;
  /** Derived: another bet of the same game is in the coupon (cannot be combined). */
  sameGame: boolean;
}

/** The accumulator bonus (B05) while offered and not deleted by hand. */
export interface BonusBet {
  coef: number;
  betCount: number;
}

export interface CouponAccount {
  id: number;
  currency: string;
  /** B12: 0 main, 4 bonus, 9 currency. */
  type: 0 | 4 | 9;
  /** Balance in minor units; null when unknown. */
  balanceMinor: number | null;
}

/** A free-bet promo code of the user (GET /web-api/coupon/promo-codes). */
export interface PromoCode {
  code: string;
  /** Prepaid (free bet) amount in minor units. */
  amountMinor: number;
  currency: string;
  /** The coupon's coefficient must be at least this (the server refuses promo_min_coef). */
  minCoef: number;
}

export interface CouponError {
  code: string;
  /** Server detail (English), shown only for a code the coupon has no words for. */
  detail: string;
  /** What the translated refusal needs: the end of a self-exclusion, what is left of a limit. */
  params?: RefusalParams;
}

export type CouponTab = 'coupon' | 'myBets';

export interface CouponState {
  tab: CouponTab;
  typeId: CouponTypeId;
  /** A placement is on its way to the server. */
  isActivePlaceBet: boolean;
  isActiveAutoMax: boolean;
  isActiveVipBet: boolean;
  /** System banker mode (type 2, a bet with a lobby block that allows bankers). */
  isActiveSystemBanker: boolean;
  isCouponLoadedFromCode: boolean;
  isVisibleQuickCoupon: boolean;
  bets: CouponBet[];
  bonusBet: BonusBet | null;
  accountId: number | null;
  account: CouponAccount | null;
  currency: string;
  amount: number;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  minBetAmount: number;
  /** B07: Infinity = unbounded (the default). */
  maxBetAmount: number;
  availablePrepaidAmount: number;
  coef: number;
  coefByView: string;
  oddsFormat: number;
  promoCode: string | null;
  manualPromoCode: string;
  promoCodes: PromoCode[];
  systemValue: number;
  systemValues: SystemOption[];
  antiExpressCoef: number;
  successCoupon: PlacedCoupon | null;
  singlesResultCoupons: SingleResult[];
  loadCouponInputValue: string;
  expressId: number | null;
  addedAtByBetId: Record<string, number>;
  /** Infinity = no maximum payout. */
  maxPayout: number;
  initialAmount: number;
  amountStep: number;
  /** The smallest total stake of the chosen system (combinations x minimum per combination). */
  calcSystemsMin: number;
  manuallyDeletedBonusBet: boolean;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  /** Possible win (payout if every selection wins), minor units. */
  possibleWin: number;
  /** B02: one-click was asked for while bets were in the coupon: waiting for confirm or cancel. */
  isOneClickConfirmPending: boolean;
  /** VIP bet may be switched on (B08). */
  isVipBetAvailable: boolean;
  error: CouponError | null;
  /** The Idempotency-Key of the placement in flight, kept until the server gives a definite answer. */
  placeKey: string | null;
  /** B02: odds whose one-click bet is queued or on its way (another click on them is a double click). */
  oneClickPending: number[];
  /**
   * B02: the Idempotency-Key of a one-click bet whose answer never came (network, 5xx), by outcome id: the next click
   * on that odd retries with it, so the server answers the first answer if the bet was made.
   */
  oneClickKeys: Record<string, string>;
  /** Saving or loading a coupon code (R07). */
  codeStatus: CodeStatus;
  settings: CouponSettings;
  config: CouponConfig;
}

export type CodeStatus = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved'; code: string } | { kind: 'error'; code: string };

/** What the coupon-code effect is asked for: save this coupon under a code, or load the coupon of a code. */
export type CodeRequest = { kind: 'save' } | { kind: 'load'; code: string };

/** Told after every bet placed: the account's new balance, so the header shows it at once. */
export interface BetPlacedEvent {
  accountId: number;
  /** Major units. */
  balance: number;
  currency: string;
  couponIds: number[];
}

export type CouponAction =
  | { type: 'oddClicked'; selection: CouponSelection; now: number }
  | { type: 'toggle'; selection: CouponSelection; now: number }
  | { type: 'remove'; outcomeId: number }
  | { type: 'removeBonusBet' }
  | { type: 'clear' }
  | { type: 'setType'; typeId: CouponTypeId }
  | { type: 'setSystemValue'; value: number }
  | { type: 'toggleSystemBanker' }
  | { type: 'toggleBanker'; outcomeId: number }
  | { type: 'setAmount'; amount: number }
  | { type: 'setBetAmount'; outcomeId: number; amount: number }
  | { type: 'setBlockAmount'; blockId: number; amount: number }
  | { type: 'stepAmount'; direction: 1 | -1; outcomeId?: number }
  | { type: 'toggleAutoMax' }
  | { type: 'toggleVipBet' }
  | { type: 'setAccount'; account: CouponAccount | null }
  | { type: 'setConfig'; config: CouponConfig }
  | { type: 'setOddsFormat'; format: number }
  | { type: 'setSettings'; patch: Partial<Omit<CouponSettings, 'isActiveOneClick' | 'exactCoef' | 'isDropOnScoreChange'>> }
  | { type: 'requestOneClick'; on: boolean }
  | { type: 'confirmOneClick' }
  | { type: 'cancelOneClick' }
  | { type: 'setExactCoef'; value: number | null }
  | { type: 'setDropOnScoreChange'; on: boolean }
  | { type: 'outcomesRefreshed'; requested: readonly number[]; outcomes: readonly OutcomeState[] }
  | { type: 'acceptChanges' }
  | { type: 'setTab'; tab: CouponTab }
  | { type: 'setQuickCouponVisible'; visible: boolean }
  | { type: 'setLoadCouponInput'; value: string }
  | { type: 'setCouponPageOpen'; open: boolean }
  | { type: 'loaded'; saved: SavedCoupon; fromCode: boolean; now: number }
  | { type: 'setPromoCodes'; codes: PromoCode[] }
  | { type: 'selectPromoCode'; code: string | null }
  | { type: 'setManualPromoCode'; value: string }
  | { type: 'setExpressId'; id: number | null }
  | { type: 'placeRequested' }
  | { type: 'placeStarted'; key: string }
  | { type: 'placeSucceeded'; answer: PlaceCouponAnswer }
  | { type: 'placeFailed'; error: CouponError; changes?: readonly { outcomeId: number; coef: number }[]; keepKey: boolean }
  | { type: 'oneClickQueued'; selection: CouponSelection }
  | { type: 'oneClickSucceeded'; outcomeId: number; answer: PlaceCouponAnswer }
  | { type: 'oneClickFailed'; outcomeId: number; unknownKey: string | null }
  | { type: 'codeRequested'; request: CodeRequest }
  | { type: 'setCodeStatus'; status: CodeStatus }
  | { type: 'dismissResult' }
  | { type: 'dismissError' };

export interface CouponStore<T> {
  get(): T;
  set(value: T): void;
  remove(): void;
}

export interface CouponServiceDeps {
  http: Http;
  /** The local save of B11 (raw JSON; read leniently by parseSavedCoupon). */
  saved: CouponStore<unknown>;
  /** Another tab changed the save: its new raw value. */
  savedExternal$: Observable<unknown>;
  /** Coupon settings (validated storage: a bad value falls back to the defaults). */
  settings: CouponStore<CouponSettings>;
  reminder: ReminderStore;
  notices: Notices;
  config$: Observable<CouponConfig>;
  authorized$: Observable<boolean>;
  /** The account bets are placed from (null when not logged in or not known yet). */
  account$: Observable<CouponAccount | null>;
  /** The page is visible (odds refresh pauses 30 s after it is hidden, T23). */
  visible$: Observable<boolean>;
  /** B10 / B25: the odds format of the preferences, the coupon's prices are shown in. */
  oddsFormat$: Observable<number>;
  /** The current language, for links in notices. */
  lang: () => string;
  /** A fresh Idempotency-Key. */
  newKey: () => string;
  log: (message: string, data?: unknown) => void;
}
