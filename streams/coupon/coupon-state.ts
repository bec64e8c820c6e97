import type { CouponSelection } from '../schemas/coupon-selection';
import type { SavedCouponBet } from '../schemas/coupon';
import type { CouponSettings } from '../schemas/coupon-settings';
import {
  antiExpressCoef,
  bonusCoefFor,
  clampSystemValue,
  isBonusEligible,
  possibleWinMinor,
  productCoef,
  roundCoef,
  systemOptions,
  type CouponTypeId,
} from '../schemas/coupon-math';
import { isBonusBet, isCombinationType, isFinishedBet, isLiveBet, isLockedBet } from './bet-facts';
// The same formats as the odds buttons (B10): a price reads the same in the coupon as on the page.
import { formatOdds } from '../sports/odds-format';
import { majorToMinor } from '../schemas/coupon-money';
import type { CouponBet, PromoCode, CouponState, CouponAction } from './coupon-model';
export type { CouponBet, BonusBet, CouponAccount, PromoCode, CouponError, CouponTab, CouponState, CouponAction } from './coupon-model';
import { autoMaxStake, couponLimits, defaultInitialAmount, emptyCouponState, reduceCouponView, type CouponStartOptions } from './coupon-initial';

// The coupon (betting slip) state of SPEC.md section 3 as a pure reducer: `reduceCoupon(state, action)` is folded
// with `scan` over the coupon's actions (coupon-service.ts). Every derived field (coef, systemValues, min and max,
// bonus bet, possible win, ...) is recomputed by `derive` after each action, so the state is always consistent and
// a unit test can check any rule by dispatching actions. Money is integer minor units of the account's currency.

/** Most bets one coupon holds (the server refuses more). */
export const MAX_COUPON_BETS = 40;

// ---------------------------------------------------------------------------------------------------------------
// The initial state
// ---------------------------------------------------------------------------------------------------------------

export function initialCouponState(options: CouponStartOptions = {}): CouponState {
  return derive(emptyCouponState(options));
}

function toCouponBet(selection: SavedCouponBet | CouponSelection): CouponBet {
  return {
    ...selection,
    market: { ...selection.market, coef: roundCoef(selection.market.coef) },
    isBanker: 'isBanker' in selection ? selection.isBanker : false,
    prevCoef: null,
    scoreAtAdd: selection.score,
    isFinished: false,
    sameGame: false,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The reducer
// ---------------------------------------------------------------------------------------------------------------

export function reduceCoupon(state: CouponState, action: CouponAction): CouponState {
  const next = apply(state, action);
  return next === state ? state : derive(next);
}

function withoutKey<T>(record: Record<string, T>, key: string | number): Record<string, T> {
  if (!(String(key) in record)) return record;
  const copy = { ...record };
  delete copy[String(key)];
  return copy;
}

function emptyCoupon(state: CouponState): CouponState {
  return {
    ...state,
    bets: [],
    addedAtByBetId: {},
    amountByBetId: {},
    amountByBlockId: {},
    manuallyDeletedBonusBet: false,
    isActiveSystemBanker: false,
    isCouponLoadedFromCode: false,
    expressId: null,
    error: null,
    // The key belongs to the coupon's content: an emptied coupon has nothing left to retry (a placement in flight
    // keeps its own key until its answer arrives).
    placeKey: state.isActivePlaceBet ? state.placeKey : null,
  };
}

function removeBet(state: CouponState, outcomeId: number): CouponState {
  if (!state.bets.some((b) => b.outcomeId === outcomeId)) return state;
  const bets = state.bets.filter((b) => b.outcomeId !== outcomeId);
  if (bets.length === 0) return emptyCoupon(state);
  return {
    ...state,
    bets,
    addedAtByBetId: withoutKey(state.addedAtByBetId, outcomeId),
    amountByBetId: withoutKey(state.amountByBetId, outcomeId),
    error: null,
  };
}

function clampAmount(amount: number): number {
  return Number.isSafeInteger(amount) && amount > 0 ? amount : 0;
}

function applyCoefChange(bet: CouponBet, coef: number): CouponBet {
  const rounded = roundCoef(coef);
  if (rounded === bet.market.coef) return bet;
  // Keep the first old coefficient until the bettor settles the change; back to it = no change.
  const prevCoef = bet.prevCoef ?? bet.market.coef;
  return { ...bet, prevCoef: prevCoef === rounded ? null : prevCoef, market: { ...bet.market, coef: rounded } };
}

function apply(state: CouponState, action: CouponAction): CouponState {
  switch (action.type) {
    case 'toggle': {
      const { selection } = action;
      if (state.bets.some((b) => b.outcomeId === selection.outcomeId)) return removeBet(state, selection.outcomeId);
      // Another outcome of the same market replaces the one in the coupon (both cannot win).
      const sameMarket = state.bets.find((b) => b.market.id === selection.market.id);
      const base = sameMarket ? removeBet(state, sameMarket.outcomeId) : state;
      if (base.bets.length >= MAX_COUPON_BETS) return { ...state, error: { code: 'too_many_bets', detail: '' } };
      const bet = toCouponBet(selection);
      const typeId: CouponTypeId = base.bets.length === 0 ? 0 : base.bets.length === 1 && base.typeId === 0 ? 1 : base.typeId;
      return {
        ...base,
        typeId,
        bets: [...base.bets, bet],
        addedAtByBetId: { ...base.addedAtByBetId, [bet.outcomeId]: action.now },
        amountByBetId: { ...base.amountByBetId, [bet.outcomeId]: base.amountByBetId[bet.outcomeId] ?? (base.amount || base.initialAmount) },
        successCoupon: null,
        singlesResultCoupons: [],
        error: null,
      };
    }
    case 'remove':
      return removeBet(state, action.outcomeId);
    case 'removeBonusBet':
      // B04: remembered, so the bonus is not offered again for this coupon.
      return state.bonusBet === null ? state : { ...state, manuallyDeletedBonusBet: true };
    case 'clear':
      return state.bets.length === 0 && state.error === null ? state : emptyCoupon(state);
    case 'setType': {
      if (!availableTypes(state).includes(action.typeId) || action.typeId === state.typeId) return state;
      return { ...state, typeId: action.typeId, isActiveSystemBanker: action.typeId === 2 ? state.isActiveSystemBanker : false, error: null };
    }
    case 'setSystemValue':
      return { ...state, systemValue: clampSystemValue(action.value, nonBankerCount(state)) };
    case 'toggleSystemBanker': {
      if (!state.isActiveSystemBanker && !bankerPossible(state)) return state;
      const on = !state.isActiveSystemBanker;
      return { ...state, isActiveSystemBanker: on, bets: on ? state.bets : state.bets.map((b) => (b.isBanker ? { ...b, isBanker: false } : b)) };
    }
    case 'toggleBanker': {
      if (!state.isActiveSystemBanker) return state;
      const bet = state.bets.find((b) => b.outcomeId === action.outcomeId);
      if (!bet || !canBeBanker(bet)) return state;
      // A system needs at least 3 bets that are not bankers.
      if (!bet.isBanker && nonBankerCount(state) - 1 < 3) return state;
      return { ...state, bets: state.bets.map((b) => (b === bet ? { ...b, isBanker: !b.isBanker } : b)) };
    }
    case 'setAmount':
      return { ...state, amount: clampAmount(action.amount), isActiveAutoMax: false, error: null };
    case 'setBetAmount':
      if (!state.bets.some((b) => b.outcomeId === action.outcomeId)) return state;
      return { ...state, amountByBetId: { ...state.amountByBetId, [action.outcomeId]: clampAmount(action.amount) }, error: null };
    case 'setBlockAmount': {
      const amount = clampAmount(action.amount);
      const inBlock = state.bets.filter((b) => b.blockId === action.blockId);
      if (inBlock.length === 0) return state;
      const amountByBetId = { ...state.amountByBetId };
      for (const b of inBlock) amountByBetId[b.outcomeId] = amount;
      return { ...state, amountByBlockId: { ...state.amountByBlockId, [action.blockId]: amount }, amountByBetId, error: null };
    }
    case 'stepAmount': {
      const step = state.amountStep;
      const move = (current: number) => {
        // Step to the next multiple of the step in that direction (150 +100 -> 200, 150 -100 -> 100).
        const next = action.direction > 0 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
        return Math.max(0, next);
      };
      if (step <= 0) return state;
      if (action.outcomeId !== undefined) {
        const current = state.amountByBetId[action.outcomeId];
        if (current === undefined) return state;
        return { ...state, amountByBetId: { ...state.amountByBetId, [action.outcomeId]: move(current) } };
      }
      return { ...state, amount: move(state.amount), isActiveAutoMax: false };
    }
    case 'toggleAutoMax':
      return { ...state, isActiveAutoMax: !state.isActiveAutoMax, settings: { ...state.settings, isAutoMax: !state.isActiveAutoMax } };
    case 'toggleVipBet':
      if (!state.isActiveVipBet && !state.isVipBetAvailable) return state;
      return { ...state, isActiveVipBet: !state.isActiveVipBet, settings: { ...state.settings, isVipBet: !state.isActiveVipBet } };
    case 'setAccount': {
      const account = action.account;
      const currency = account?.currency ?? state.currency;
      const same = account?.id === state.account?.id && account?.currency === state.account?.currency && account?.balanceMinor === state.account?.balanceMinor && account?.type === state.account?.type;
      if (same) return state;
      if (currency === state.currency) return { ...state, account, accountId: account?.id ?? null };
      // Another currency: amounts of the old one mean nothing any more; start from the new initial amount (B09).
      const initial = defaultInitialAmount(currency);
      const amountByBetId: Record<string, number> = {};
      for (const b of state.bets) amountByBetId[b.outcomeId] = initial;
      return { ...state, account, accountId: account?.id ?? null, currency, amount: initial, amountByBetId, amountByBlockId: {}, availablePrepaidAmount: 0, promoCode: null };
    }
    case 'setConfig':
      return { ...state, config: action.config };
    case 'setOddsFormat':
      return action.format === state.oddsFormat ? state : { ...state, oddsFormat: action.format };
    case 'setSettings':
      return { ...state, settings: { ...state.settings, ...action.patch } };
    case 'requestOneClick': {
      if (!action.on) return { ...state, isOneClickConfirmPending: false, settings: { ...state.settings, isActiveOneClick: false } };
      if (!state.config.oneClickShown || state.settings.isActiveOneClick) return state;
      // B02: with bets in the coupon, ask first (confirm clears the coupon).
      if (state.bets.length > 0) return { ...state, isOneClickConfirmPending: true };
      return { ...state, settings: { ...state.settings, isActiveOneClick: true } };
    }
    case 'confirmOneClick':
      if (!state.isOneClickConfirmPending) return state;
      return { ...emptyCoupon(state), isOneClickConfirmPending: false, settings: { ...state.settings, isActiveOneClick: true } };
    case 'cancelOneClick':
      return state.isOneClickConfirmPending ? { ...state, isOneClickConfirmPending: false, settings: { ...state.settings, isActiveOneClick: false } } : state;
    case 'setExactCoef': {
      const value = action.value === null || !Number.isFinite(action.value) || action.value < 1 ? null : roundCoef(action.value);
      // B03: emptying the exact coefficient turns drop-on-score-change off.
      return { ...state, settings: { ...state.settings, exactCoef: value, isDropOnScoreChange: value === null ? false : state.settings.isDropOnScoreChange } };
    }
    case 'setDropOnScoreChange': {
      if (action.on && state.settings.exactCoef === null) return state;
      // B03: turning drop-on-score-change on turns one-click off.
      return { ...state, settings: { ...state.settings, isDropOnScoreChange: action.on, isActiveOneClick: action.on ? false : state.settings.isActiveOneClick } };
    }
    case 'outcomesRefreshed': {
      const byId = new Map(action.outcomes.map((o) => [o.outcomeId, o]));
      const requested = new Set(action.requested);
      let changed = false;
      const bets = state.bets.map((bet) => {
        if (!requested.has(bet.outcomeId)) return bet;
        const o = byId.get(bet.outcomeId);
        // An odd that disappeared marks its bet locked.
        if (!o) {
          if (bet.isBlocked) return bet;
          changed = true;
          return { ...bet, isBlocked: true };
        }
        let next = applyCoefChange(bet, o.coef);
        const isBlocked = o.outcomeStatus !== 1 || o.marketStatus !== 1 || o.gameStatus === 5 || o.gameStatus === 4;
        const isFinished = o.gameStatus === 4 || o.outcomeStatus >= 3;
        const isLive = o.gameStatus === 2 || o.gameStatus === 3;
        if (next.isBlocked !== isBlocked || next.isFinished !== isFinished || next.gameStatusId !== o.gameStatus || next.score !== o.score || next.gameTimeSec !== o.gameTimeSec || next.market.isLive !== isLive) {
          next = { ...next, isBlocked, isFinished, gameStatusId: o.gameStatus, score: o.score, gameTimeSec: o.gameTimeSec, market: { ...next.market, isLive } };
        }
        if (next !== bet) changed = true;
        return next;
      });
      return changed ? { ...state, bets } : state;
    }
    case 'acceptChanges':
      if (!state.bets.some((b) => b.prevCoef !== null)) return state;
      return { ...state, bets: state.bets.map((b) => (b.prevCoef === null ? b : { ...b, prevCoef: null })), error: null };
    case 'setTab':
    case 'setLoadCouponInput':
      return reduceCouponView(state, action);
    case 'setQuickCouponVisible':
      return state.isVisibleQuickCoupon === action.visible ? state : { ...state, isVisibleQuickCoupon: action.visible };
    case 'loaded': {
      const { saved } = action;
      const bets = saved.bets.slice(0, MAX_COUPON_BETS).map(toCouponBet);
      const addedAtByBetId: Record<string, number> = {};
      const amountByBetId: Record<string, number> = {};
      for (const b of bets) {
        addedAtByBetId[b.outcomeId] = saved.addedAtByBetId[b.outcomeId] ?? action.now;
        amountByBetId[b.outcomeId] = state.amountByBetId[b.outcomeId] ?? (state.amount || state.initialAmount);
      }
      return {
        ...state,
        bets,
        addedAtByBetId,
        amountByBetId,
        typeId: saved.typeId,
        systemValue: saved.systemValue,
        manuallyDeletedBonusBet: saved.manuallyDeletedBonusBet ?? false,
        isActiveSystemBanker: bets.some((b) => b.isBanker),
        isCouponLoadedFromCode: action.fromCode,
        loadCouponInputValue: action.fromCode ? '' : state.loadCouponInputValue,
        // A placement whose answer was lost before a reload (or in another tab) is retried with its key, so the
        // server answers the first answer instead of placing the coupon twice. A code loads a new coupon: no key.
        placeKey: state.isActivePlaceBet ? state.placeKey : action.fromCode ? null : (saved.placeKey ?? null),
        error: null,
      };
    }
    case 'setPromoCodes':
      return { ...state, promoCodes: action.codes, promoCode: action.codes.some((c) => c.code === state.promoCode) ? state.promoCode : null };
    case 'selectPromoCode':
      if (action.code !== null && !state.promoCodes.some((c) => c.code === action.code)) return state;
      // Picking a code from the list replaces a typed one (and the other way round).
      return { ...state, promoCode: action.code, manualPromoCode: action.code === null ? state.manualPromoCode : '' };
    case 'setManualPromoCode': {
      const manualPromoCode = action.value.trim().toUpperCase().slice(0, 32);
      return { ...state, manualPromoCode, promoCode: manualPromoCode === '' ? state.promoCode : null };
    }
    case 'setExpressId':
      return { ...state, expressId: action.id };
    case 'placeStarted':
      if (state.isActivePlaceBet) return state;
      return { ...state, isActivePlaceBet: true, placeKey: action.key, error: null, successCoupon: null, singlesResultCoupons: [] };
    case 'placeSucceeded': {
      const { answer } = action;
      // Only the bets the server says it placed leave the coupon: the selections of successCoupon, or the singles a
      // multi-single (type 9) had accepted. The answer may be the stored first answer to an earlier attempt with the
      // same key (a lost answer, then the coupon was edited): a bet added since was not placed and must stay.
      const placedIds = new Set<number>(
        answer.successCoupon
          ? answer.successCoupon.selections.map((sel) => sel.outcomeId)
          : answer.singlesResultCoupons.filter((r) => r.coupon !== null).map((r) => r.outcomeId),
      );
      const account = state.account && state.account.id === answer.accountId
        ? { ...state.account, balanceMinor: majorToMinor(answer.balance, answer.currency) }
        : state.account;
      // A free bet used by this placement leaves the list (the service reloads the list after every placement too).
      const used = (answer.successCoupon?.prepaidAmount ?? 0) > 0 ? effectivePromoCode(state) : null;
      const promoCodes = used === null ? state.promoCodes : state.promoCodes.filter((c) => c.code !== used);
      const base: CouponState = {
        ...state, isActivePlaceBet: false, placeKey: null, account, successCoupon: answer.successCoupon, singlesResultCoupons: answer.singlesResultCoupons,
        promoCode: null, manualPromoCode: used === null ? state.manualPromoCode : '', promoCodes,
      };
      if (state.settings.isCouponFixed) return { ...base, bets: base.bets.map((b) => (b.prevCoef === null ? b : { ...b, prevCoef: null })) };
      // Placed bets leave the coupon; singles that were refused stay for another try.
      const bets = base.bets.filter((b) => !placedIds.has(b.outcomeId));
      if (bets.length === 0) return { ...emptyCoupon(base), successCoupon: answer.successCoupon, singlesResultCoupons: answer.singlesResultCoupons };
      const addedAtByBetId: Record<string, number> = {};
      for (const b of bets) addedAtByBetId[b.outcomeId] = base.addedAtByBetId[b.outcomeId] ?? 0;
      return { ...base, bets, addedAtByBetId };
    }
    case 'placeFailed': {
      let bets = state.bets;
      if (action.changes && action.changes.length > 0) {
        const byId = new Map(action.changes.map((c) => [c.outcomeId, c.coef]));
        bets = bets.map((b) => (byId.has(b.outcomeId) ? applyCoefChange(b, byId.get(b.outcomeId)!) : b));
      }
      return { ...state, bets, isActivePlaceBet: false, placeKey: action.keepKey ? state.placeKey : null, error: action.error };
    }
    case 'dismissResult':
      return state.successCoupon === null && state.singlesResultCoupons.length === 0 ? state : { ...state, successCoupon: null, singlesResultCoupons: [] };
    case 'dismissError':
      return state.error === null ? state : { ...state, error: null };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Derived fields
// ---------------------------------------------------------------------------------------------------------------

function nonBankerCount(state: Pick<CouponState, 'bets'>): number {
  return state.bets.filter((b) => !b.isBanker).length;
}

/** B01: a bet can be a banker when its market has a lobby block and the feed does not forbid it. */
function canBeBanker(bet: CouponBet): boolean {
  return bet.blockId > 0 && !bet.isDisabledBanker;
}

function bankerPossible(state: CouponState): boolean {
  return state.typeId === 2 && state.bets.some(canBeBanker) && state.bets.length >= 4;
}

/** B01: the coupon types open to this many bets: 1 bet is a single; 2+ may be express, anti-express or singles; 3+ a system. */
export function availableTypes(state: Pick<CouponState, 'bets'>): CouponTypeId[] {
  const n = state.bets.length;
  if (n <= 1) return [0];
  return n >= 3 ? [1, 2, 4, 9] : [1, 4, 9];
}

function derive(s: CouponState): CouponState {
  const config = s.config;
  const n = s.bets.length;

  // Type: follows the number of bets; a chosen type stays while it is still possible.
  let typeId = s.typeId;
  const types = availableTypes(s);
  if (!types.includes(typeId)) typeId = n <= 1 ? 0 : 1;

  // Same-game conflicts (cannot be combined) are recomputed from scratch.
  const gameCount = new Map<number, number>();
  for (const b of s.bets) gameCount.set(b.market.gameId, (gameCount.get(b.market.gameId) ?? 0) + 1);
  let bets = s.bets;
  const bankersAllowed = typeId === 2 && s.isActiveSystemBanker;
  if (s.bets.some((b) => b.sameGame !== (gameCount.get(b.market.gameId)! > 1) || (b.isBanker && !bankersAllowed))) {
    bets = s.bets.map((b) => {
      const sameGame = gameCount.get(b.market.gameId)! > 1;
      const isBanker = b.isBanker && bankersAllowed;
      return b.sameGame === sameGame && b.isBanker === isBanker ? b : { ...b, sameGame, isBanker };
    });
  }
  const isActiveSystemBanker = bankersAllowed;
  // B07, B09, maximum payout, hyper bonus, one-click shown (B08): what does not depend on the bets.
  const { minPerCoupon, maxBetAmount, maxPayout, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit, ...limits } = couponLimits(s, typeId);

  // System (B04): options, value never below 2, the smallest total stake.
  const bankers = bets.filter((b) => b.isBanker).length;
  const nonBankers = n - bankers;
  const systemValues = typeId === 2 ? systemOptions(nonBankers, bankers, minPerCoupon) : [];
  const systemValue = clampSystemValue(s.systemValue, nonBankers);
  const chosenSystem = systemValues.find((o) => o.value === systemValue);
  const calcSystemsMin = chosenSystem ? chosenSystem.minBetAmount : 0;

  // B05: the accumulator bonus, unless deleted by hand (B04).
  const counted = bets.filter((b) => !isBonusBet(b));
  const eligible = isBonusEligible(typeId, counted.map((b) => ({ coef: b.market.coef, kind: b.market.kind })), config.bonusBetEnabled);
  const bonusBet = eligible && !s.manuallyDeletedBonusBet ? { coef: bonusCoefFor(counted.length), betCount: counted.length } : null;
  // manuallyDeletedBonusBet is forgotten only when the coupon empties (emptyCoupon), so it is remembered (B04).

  // B07: a system's minimum is that of its combinations.
  const minBetAmount = typeId === 2 ? calcSystemsMin : minPerCoupon;

  // B08: VIP bet only if enabled, max finite, all pre-match, bets present, not type 9.
  const isVipBetAvailable = config.vipBetEnabled && Number.isFinite(maxBetAmount) && n > 0 && bets.every((b) => !isLiveBet(b)) && typeId !== 9;
  const isActiveVipBet = s.isActiveVipBet && isVipBetAvailable;

  const { isActiveAutoMax, amount } = autoMaxStake(s, maxBetAmount, isActiveVipBet);

  const hyperBonus = hyperBonusPercent > 0 && maxHyperBonusLimit > 0 ? { percent: hyperBonusPercent, minStakeMinor: minHyperBonusBetLimit, maxMinor: maxHyperBonusLimit } : undefined;

  // Coefficients and the possible win (the settlement arithmetic, coupon-math).
  const coefs = bets.map((b) => b.market.coef);
  const anti = n >= 2 ? antiExpressCoef(coefs) : 0;
  const selections = bets.map((b) => ({ coef: b.market.coef, isBanker: b.isBanker }));
  const common = { systemValue, withBonus: bonusBet !== null, maxPayoutMinor: maxPayout, ...(hyperBonus ? { hyperBonus } : {}) };
  let coef = 0;
  let possibleWin = 0;
  switch (typeId) {
    case 0:
      coef = n === 1 ? bets[0]!.market.coef : 0;
      possibleWin = n === 1 ? possibleWinMinor({ typeId, stakeMinor: amount, selections, ...common }) : 0;
      break;
    case 1:
      coef = productCoef(bonusBet ? [...coefs, bonusBet.coef] : coefs);
      possibleWin = possibleWinMinor({ typeId, stakeMinor: amount, selections, ...common });
      break;
    case 2: {
      // The effective coefficient if everything wins: payout per unit staked.
      const unit = 1_000_000;
      coef = Math.floor(possibleWinMinor({ typeId, stakeMinor: unit, selections, ...common, maxPayoutMinor: Infinity }) / 1000) / 1000;
      possibleWin = possibleWinMinor({ typeId, stakeMinor: amount, selections, ...common });
      break;
    }
    case 4:
      coef = anti;
      possibleWin = possibleWinMinor({ typeId, stakeMinor: amount, selections, ...common });
      break;
    case 9:
      coef = 0;
      possibleWin = bets.reduce((sum, b) => sum + possibleWinMinor({ typeId: 0, stakeMinor: s.amountByBetId[b.outcomeId] ?? 0, selections: [{ coef: b.market.coef }], maxPayoutMinor: maxPayout }), 0);
      break;
  }

  // The free bet: the chosen (or typed) code of the list, in the coupon's currency; none for several singles (type 9),
  // where the server takes no code. A typed code not in the list is left to the server: 0 here.
  const promo = typeId === 9 ? undefined : selectedPromo(s);
  const availablePrepaidAmount = promo ? promo.amountMinor : 0;

  return {
    ...s,
    typeId,
    bets,
    isActiveSystemBanker,
    systemValues,
    systemValue,
    calcSystemsMin,
    bonusBet,
    minBetAmount,
    maxBetAmount,
    isVipBetAvailable,
    isActiveVipBet,
    ...limits,
    isActiveAutoMax,
    amount,
    maxPayout,
    hyperBonusPercent,
    minHyperBonusBetLimit,
    maxHyperBonusLimit,
    antiExpressCoef: anti,
    coef,
    coefByView: coef > 0 ? formatOdds(coef, s.oddsFormat) : '',
    possibleWin,
    availablePrepaidAmount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Selectors
// ---------------------------------------------------------------------------------------------------------------

/** Why the coupon cannot be placed now, most important first (the UI shows the first). */
export type CouponProblem =
  | 'no_bets'
  | 'placing'
  | 'locked'
  | 'finished'
  | 'odds_changed'
  | 'amount_missing'
  | 'amount_below_min'
  | 'amount_above_max'
  | 'insufficient_funds'
  | 'promo_min_coef'
  | 'too_few_for_system';

/** B10/changeCoefAction: does this bet's unsettled odds change wait for the bettor? */
export function changeNeedsAcceptance(bet: { prevCoef: number | null; market: { coef: number } }, action: CouponSettings['changeCoefAction']): boolean {
  if (bet.prevCoef === null) return false;
  if (action === 2) return false;
  if (action === 1) return bet.market.coef < bet.prevCoef;
  return true;
}

/** The promo code the coupon is sent with: the one picked from the list, else the one typed; null for none. */
export function effectivePromoCode(state: Pick<CouponState, 'promoCode' | 'manualPromoCode' | 'typeId'>): string | null {
  if (state.typeId === 9) return null;
  return state.promoCode ?? (state.manualPromoCode === '' ? null : state.manualPromoCode);
}

/** The listed code the coupon uses (picked or typed), in the coupon's currency. */
export function selectedPromo(state: Pick<CouponState, 'promoCode' | 'manualPromoCode' | 'promoCodes' | 'currency' | 'typeId'>): PromoCode | undefined {
  const code = effectivePromoCode(state);
  return code === null ? undefined : state.promoCodes.find((c) => c.code === code && c.currency === state.currency);
}

/** B07 with a free bet: the part of the stake the code pays, min(code amount, stake), minor units (prepaidAmount). */
export function prepaidStake(state: CouponState): number {
  return Math.min(state.availablePrepaidAmount, totalStake(state));
}

/** The stake this coupon takes from the account (type 9: the sum of the singles), minor units. */
export function totalStake(state: CouponState): number {
  if (state.typeId === 9) return state.bets.reduce((sum, b) => sum + (state.amountByBetId[b.outcomeId] ?? 0), 0);
  return state.amount;
}

export function couponProblems(state: CouponState): CouponProblem[] {
  const out: CouponProblem[] = [];
  if (state.bets.length === 0) return ['no_bets'];
  if (state.isActivePlaceBet) out.push('placing');
  if (state.bets.some((b) => isLockedBet(b, state.typeId))) out.push('locked');
  if (state.bets.some((b) => isFinishedBet(b))) out.push('finished');
  if (state.bets.some((b) => changeNeedsAcceptance(b, state.settings.changeCoefAction))) out.push('odds_changed');
  if (state.typeId === 2 && state.systemValues.length === 0) out.push('too_few_for_system');
  const amounts = state.typeId === 9 ? state.bets.map((b) => state.amountByBetId[b.outcomeId] ?? 0) : [state.amount];
  if (amounts.some((a) => a <= 0)) out.push('amount_missing');
  else {
    if (amounts.some((a) => a < state.minBetAmount)) out.push('amount_below_min');
    if (!state.isActiveVipBet && amounts.some((a) => a > state.maxBetAmount)) out.push('amount_above_max');
  }
  const balance = state.account?.balanceMinor;
  // Only the part the free bet does not pay comes from the balance.
  if (balance !== null && balance !== undefined && totalStake(state) - prepaidStake(state) > balance) out.push('insufficient_funds');
  const promo = selectedPromo(state);
  if (promo && state.coef > 0 && state.coef < promo.minCoef) out.push('promo_min_coef');
  return out;
}

export { isBonusBet, isFinishedBet, isLiveBet, isLockedBet, isCombinationType };
