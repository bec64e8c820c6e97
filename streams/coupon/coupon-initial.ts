import {
  DEFAULT_COUPON_CONFIG,
  DEFAULT_COUPON_SETTINGS,
  type CouponConfig,
  type CouponSettings,
} from '../schemas/coupon-settings';
import type { CouponTypeId } from '../schemas/coupon-math';
import { majorToMinor, perCurrencyMinor } from '../schemas/money';
import { AMOUNT_STEP_BY_CURRENCY, FALLBACK_CURRENCY, INITIAL_AMOUNT_BY_CURRENCY, SYSTEM_VALUE_MIN } from '../timing';
import type { CouponAction, CouponState } from './coupon-model';

// The coupon as it is before it holds a bet: the empty state, and the parts of `derive` that do not depend on the
// bets. Kept apart from coupon-state.ts so the coupon facade (lazy-coupon.ts) can show an empty coupon on every page
// without downloading the reducer, the settlement arithmetic and the service (the engine loads on demand).

// ---------------------------------------------------------------------------------------------------------------
// B09: amount step and initial amount per currency, RUB when the currency is unknown
// ---------------------------------------------------------------------------------------------------------------

const lookup = <T extends Record<string, number>>(table: T, currency: string): { value: number; currency: string } =>
  currency in table ? { value: table[currency as keyof T] as number, currency } : { value: table[FALLBACK_CURRENCY as keyof T] as number, currency: FALLBACK_CURRENCY };

/** B09: the default amount step of a currency, minor units; an unknown currency takes RUB's figure. */
export function defaultAmountStep(currency: string): number {
  return majorToMinor(lookup(AMOUNT_STEP_BY_CURRENCY, currency).value, currency) ?? 0;
}

/** B09: the default initial amount of a currency, minor units; a currency without one takes RUB's figure. */
export function defaultInitialAmount(currency: string): number {
  return majorToMinor(lookup(INITIAL_AMOUNT_BY_CURRENCY, currency).value, currency) ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Derived fields that follow from the config, the settings, the currency and the account alone
// ---------------------------------------------------------------------------------------------------------------

export interface CouponLimits {
  /** B07: the configured minimum stake of one coupon of this type (0 when the type has none). */
  minPerCoupon: number;
  /** B07: Infinity = unbounded. */
  maxBetAmount: number;
  amountStep: number;
  initialAmount: number;
  maxPayout: number;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  /** The settings, with one-click off where the site does not show it (B08). */
  settings: CouponSettings;
}

export function couponLimits(s: Pick<CouponState, 'config' | 'settings' | 'currency' | 'account'>, typeId: CouponTypeId): CouponLimits {
  const { config, settings, currency } = s;
  // B07: min for configured types; max for configured types and never on the bonus account.
  const minPerCoupon = config.minAmountTypes.includes(typeId) ? (perCurrencyMinor(config.minBetByCurrency, currency) ?? 0) : 0;
  const maxConfigured = config.maxAmountTypes.includes(typeId) && s.account?.type !== 4 ? perCurrencyMinor(config.maxBetByCurrency, currency) : undefined;
  // B09: a manual step per currency wins when the bettor set one.
  const manualStep = settings.isManualAmountStep ? settings.amountStepByCurrency[currency] : undefined;
  return {
    minPerCoupon,
    maxBetAmount: maxConfigured ?? Infinity,
    amountStep: manualStep && manualStep > 0 ? manualStep : defaultAmountStep(currency),
    initialAmount: defaultInitialAmount(currency),
    maxPayout: perCurrencyMinor(config.maxPayoutByCurrency, currency) ?? Infinity,
    hyperBonusPercent: config.hyperBonusPercent,
    minHyperBonusBetLimit: perCurrencyMinor(config.minHyperBonusBetLimitByCurrency, currency) ?? 0,
    maxHyperBonusLimit: perCurrencyMinor(config.maxHyperBonusLimitByCurrency, currency) ?? 0,
    // One-click only where the site shows it (B08).
    settings: !config.oneClickShown && settings.isActiveOneClick ? { ...settings, isActiveOneClick: false } : settings,
  };
}

/** Auto max: the stake is the largest one allowed (the max, and the balance when known), while there is one. */
export function autoMaxStake(s: Pick<CouponState, 'isActiveAutoMax' | 'amount' | 'account'>, maxBetAmount: number, isActiveVipBet: boolean): Pick<CouponState, 'isActiveAutoMax' | 'amount'> {
  const balance = s.account?.balanceMinor ?? null;
  const target = Math.min(isActiveVipBet ? Infinity : maxBetAmount, balance ?? Infinity);
  const isActiveAutoMax = s.isActiveAutoMax && Number.isFinite(target);
  return { isActiveAutoMax, amount: isActiveAutoMax ? Math.max(0, target) : s.amount };
}

// ---------------------------------------------------------------------------------------------------------------
// The empty coupon
// ---------------------------------------------------------------------------------------------------------------

export interface CouponStartOptions {
  config?: CouponConfig;
  settings?: CouponSettings;
  currency?: string;
}

/** The coupon without bets, every derived field already computed: the value `initialCouponState` gives (tested). */
export function emptyCouponState(options: CouponStartOptions = {}): CouponState {
  const currency = options.currency ?? FALLBACK_CURRENCY;
  const config = options.config ?? DEFAULT_COUPON_CONFIG;
  const { minPerCoupon, ...limits } = couponLimits({ config, settings: options.settings ?? DEFAULT_COUPON_SETTINGS, currency, account: null }, 0);
  return {
    ...limits,
    ...autoMaxStake({ isActiveAutoMax: options.settings?.isAutoMax ?? false, amount: limits.initialAmount, account: null }, limits.maxBetAmount, false),
    tab: 'coupon',
    typeId: 0,
    isActivePlaceBet: false,
    isActiveVipBet: false,
    isActiveSystemBanker: false,
    isCouponLoadedFromCode: false,
    isVisibleQuickCoupon: false,
    bets: [],
    bonusBet: null,
    accountId: null,
    account: null,
    currency,
    amountByBlockId: {},
    amountByBetId: {},
    minBetAmount: minPerCoupon,
    availablePrepaidAmount: 0,
    coef: 0,
    coefByView: '',
    oddsFormat: 0,
    promoCode: null,
    manualPromoCode: '',
    promoCodes: [],
    systemValue: SYSTEM_VALUE_MIN,
    systemValues: [],
    antiExpressCoef: 0,
    successCoupon: null,
    singlesResultCoupons: [],
    loadCouponInputValue: '',
    expressId: null,
    addedAtByBetId: {},
    calcSystemsMin: 0,
    manuallyDeletedBonusBet: false,
    possibleWin: 0,
    isOneClickConfirmPending: false,
    isVipBetAvailable: false,
    error: null,
    placeKey: null,
    oneClickPending: [],
    oneClickKeys: {},
    codeStatus: { kind: 'idle' },
    config,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Actions that only change what the panel shows
// ---------------------------------------------------------------------------------------------------------------

/** The tab and the typed coupon code: the facade shows them at once, before the engine has loaded. */
export type CouponViewAction = Extract<CouponAction, { type: 'setTab' | 'setLoadCouponInput' }>;

export function isCouponViewAction(action: CouponAction): action is CouponViewAction {
  return action.type === 'setTab' || action.type === 'setLoadCouponInput';
}

/** The reducer's own cases for the view actions (reduceCoupon delegates here, so both give the same state). */
export function reduceCouponView(state: CouponState, action: CouponViewAction): CouponState {
  switch (action.type) {
    case 'setTab':
      return state.tab === action.tab ? state : { ...state, tab: action.tab };
    case 'setLoadCouponInput':
      return { ...state, loadCouponInputValue: action.value.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 12) };
  }
}

/** A stored value, or the fallback when the storage cannot be read at all: the coupon starts anyway. */
export function readStored<T>(store: { get(): T }, fallback: T, log: (message: string, data?: unknown) => void): T {
  try {
    return store.get();
  } catch (err) {
    log('coupon: cannot read the storage', err);
    return fallback;
  }
}
