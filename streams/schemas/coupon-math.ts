import {
  BONUS_BET_EXCLUDED_KIND,
  BONUS_BET_MIN_BETS,
  BONUS_BET_MIN_COEF,
  BONUS_BET_MIN_TOTAL_COEF,
  BONUS_COEF_CAP,
  BONUS_COEF_MAX_SCALED_BETS,
  SYSTEM_VALUE_MIN,
} from '../timing';
import { coefToMilli, divideRounded, roundCoef } from './odds';

// The coupon's arithmetic, shared by the coupon (possible win), the betting calculator (R20) and the server
// (placement check and settlement), so all three agree to the minor unit. It lives under streams/schemas because
// the server may import only streams/schemas and streams/timing (DESIGN.md); it is pure and imports no RxJS.
//
// Exactness: coefficients have 3 decimals (B10), so every coefficient is handled as an integer of thousandths
// ("milli", coefToMilli of ./odds.ts: the rounding rule the odds display uses too) and every product in BigInt;
// money is integer minor units; a payout is rounded down once, at the end.

/** Coupon type ids (B01): 0 single, 1 express, 2 system, 4 anti-express (our reading of type 4), 9 multi-single. */
export type CouponTypeId = 0 | 1 | 2 | 4 | 9;
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 4, 9];

/** A selection's result once its game is over: won, lost, or void (refunded: counts as coefficient 1). */
export type SelectionResult = 'open' | 'won' | 'lost' | 'void';

const MILLI = 1000;
const MILLI_BIG = 1000n;

/** Binomial coefficient C(n, k): the number of k-combinations of n bets. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Every k-combination of the indexes 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  if (k < 0 || k > n) return out;
  const pick: number[] = [];
  const walk = (start: number) => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= n - (k - pick.length); i += 1) {
      pick.push(i);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

/** Product of coefficients, rounded to 3 decimals (B10): the express coefficient. */
export function productCoef(coefs: readonly number[]): number {
  if (coefs.length === 0) return 0;
  let num = 1n;
  let den = 1n;
  for (const c of coefs) {
    num *= BigInt(coefToMilli(c));
    den *= MILLI_BIG;
  }
  // num / den is the product; in thousandths by the rounding rule of every coefficient (B10).
  return Number(divideRounded(num * MILLI_BIG, den)) / MILLI;
}

// ---------------------------------------------------------------------------------------------------------------
// B05: the accumulator bonus ("bonus bet")
// ---------------------------------------------------------------------------------------------------------------

export interface BonusCandidate {
  coef: number;
  kind: number;
}

/** B05: bonus coefficient for n bets: 1 x (1 + n/100) for n from 1 to 9, else 1.1. */
export function bonusCoefFor(n: number): number {
  if (n >= 1 && n <= BONUS_COEF_MAX_SCALED_BETS) return roundCoef(1 + n / 100);
  return BONUS_COEF_CAP;
}

/**
 * B05: the bonus bet is offered only for an express (type 1), when the site allows it, with at least 3 bets,
 * no bet of kind 7, each coefficient at least 1.1 and a total coefficient at least 1.01.
 */
export function isBonusEligible(typeId: number, bets: readonly BonusCandidate[], allowedBySite: boolean): boolean {
  if (!allowedBySite || typeId !== 1) return false;
  if (bets.length < BONUS_BET_MIN_BETS) return false;
  if (bets.some((b) => b.kind === BONUS_BET_EXCLUDED_KIND)) return false;
  if (bets.some((b) => coefToMilli(b.coef) < coefToMilli(BONUS_BET_MIN_COEF))) return false;
  return productCoef(bets.map((b) => b.coef)) >= BONUS_BET_MIN_TOTAL_COEF;
}

// ---------------------------------------------------------------------------------------------------------------
// Systems (B04)
// ---------------------------------------------------------------------------------------------------------------

/**
 * One entry of the system selector (SPEC.md "System option"): `value` is the size of each combination among the
 * non-banker bets, `offset` the number of bankers added to every combination, `combo` the number of combinations,
 * `minBetAmount` the smallest total stake (combo x the minimum per combination, minor units).
 */
export interface SystemOption {
  value: number;
  offset: number;
  combo: number;
  minBetAmount: number;
}

/** System values 2..m-1 for m non-banker bets (a value of m would be an express); never below 2 (B04). */
export function systemOptions(nonBankers: number, bankers: number, minPerCombinationMinor: number): SystemOption[] {
  const out: SystemOption[] = [];
  for (let value = SYSTEM_VALUE_MIN; value <= nonBankers - 1; value += 1) {
    const combo = binomial(nonBankers, value);
    out.push({ value, offset: bankers, combo, minBetAmount: combo * minPerCombinationMinor });
  }
  return out;
}

/** B04: the system value clamped to 2..m-1 (2 when nothing larger is possible). */
export function clampSystemValue(value: number, nonBankers: number): number {
  const max = Math.max(SYSTEM_VALUE_MIN, nonBankers - 1);
  if (!Number.isFinite(value)) return SYSTEM_VALUE_MIN;
  return Math.min(max, Math.max(SYSTEM_VALUE_MIN, Math.trunc(value)));
}

// ---------------------------------------------------------------------------------------------------------------
// Anti-express (type 4)
// ---------------------------------------------------------------------------------------------------------------

/**
 * Type 4, our documented choice: the anti-express, which wins when at least one of its selections loses. Its
 * coefficient is the fair price of "not all win" given the express coefficient K: K / (K - 1), rounded down to
 * 3 decimals, and at least 1.001 (antiExpressCoef). Needs at least 2 selections and K > 1.
 */
export function antiExpressCoef(coefs: readonly number[]): number {
  if (coefs.length < 2) return 0;
  const k = productCoef(coefs);
  if (k <= 1) return 0;
  const kMilli = BigInt(coefToMilli(k));
  // floor(1000 * K / (K - 1)) in thousandths
  const milli = (kMilli * MILLI_BIG) / (kMilli - MILLI_BIG);
  return Math.max(1.001, Number(milli) / MILLI);
}

// ---------------------------------------------------------------------------------------------------------------
// Settlement (also the possible win and the betting calculator)
// ---------------------------------------------------------------------------------------------------------------

export interface SettleSelection {
  coef: number;
  result: SelectionResult;
  isBanker?: boolean;
}

export interface SettleInput {
  typeId: CouponTypeId;
  stakeMinor: number;
  selections: readonly SettleSelection[];
  /** System: the size of each combination among non-bankers. */
  systemValue?: number;
  /** Express with the accumulator bonus (B05): the bonus applies when at least 3 selections win (voids drop out). */
  withBonus?: boolean;
  /** Hyper bonus on an express win: percent of the profit, only for stakes >= min, capped at max (minor). */
  hyperBonus?: { percent: number; minStakeMinor: number; maxMinor: number };
  /** The operator's maximum payout (minor); Infinity for none. */
  maxPayoutMinor?: number;
}

export type SettleStatus = 'open' | 'won' | 'lost' | 'refund';

export interface SettleOutcome {
  status: SettleStatus;
  /** What the bettor gets back (stake included); 0 when lost; the stake when refunded. */
  payoutMinor: number;
  /** The effective coefficient of the settled bet (payout / stake), 3 decimals; 0 when lost. */
  coef: number;
  /** The accumulator-bonus coefficient applied (1 when none). */
  bonusCoef: number;
  /** Hyper bonus included in the payout (minor). */
  hyperBonusMinor: number;
}

/** Floor of stake x (num / den) in BigInt. */
function scaled(stakeMinor: number, num: bigint, den: bigint): number {
  return Number((BigInt(stakeMinor) * num) / den);
}

function capPayout(payout: number, max: number | undefined): number {
  return max !== undefined && Number.isFinite(max) ? Math.min(payout, max) : payout;
}

function outcome(status: SettleStatus, stakeMinor: number, payoutMinor: number, bonusCoef = 1, hyperBonusMinor = 0): SettleOutcome {
  const coef = status === 'lost' || stakeMinor <= 0 ? 0 : Math.floor((payoutMinor * MILLI) / stakeMinor) / MILLI;
  return { status, payoutMinor, coef, bonusCoef, hyperBonusMinor };
}

/**
 * Settles a coupon: single and express multiply the coefficients of won selections (void = 1) and lose on any lost
 * selection; a system splits the stake evenly over its combinations and pays each winning combination; the
 * anti-express wins when at least one selection lost. A bet is 'open' while a selection that decides it is open
 * (an express is lost as soon as one selection is lost). All void: refund of the stake.
 */
export function settleCoupon(input: SettleInput): SettleOutcome {
  const { stakeMinor, selections } = input;
  const results = selections.map((s) => s.result);
  const anyLost = results.includes('lost');
  const anyOpen = results.includes('open');

  switch (input.typeId) {
    case 0:
    case 1:
    case 9: {
      if (anyLost) return outcome('lost', stakeMinor, 0);
      if (anyOpen) return outcome('open', stakeMinor, 0);
      const won = selections.filter((s) => s.result === 'won');
      if (won.length === 0) return outcome('refund', stakeMinor, stakeMinor);
      let num = 1n;
      let den = 1n;
      for (const s of won) {
        num *= BigInt(coefToMilli(s.coef));
        den *= MILLI_BIG;
      }
      let bonusCoef = 1;
      if (input.typeId === 1 && input.withBonus && won.length >= BONUS_BET_MIN_BETS) {
        bonusCoef = bonusCoefFor(won.length);
        num *= BigInt(coefToMilli(bonusCoef));
        den *= MILLI_BIG;
      }
      let payout = scaled(stakeMinor, num, den);
      let hyper = 0;
      if (input.typeId === 1 && input.hyperBonus && input.hyperBonus.percent > 0 && stakeMinor >= input.hyperBonus.minStakeMinor) {
        hyper = Math.min(input.hyperBonus.maxMinor, Math.floor(((payout - stakeMinor) * input.hyperBonus.percent) / 100));
        hyper = Math.max(0, hyper);
        payout += hyper;
      }
      payout = capPayout(payout, input.maxPayoutMinor);
      return outcome('won', stakeMinor, payout, bonusCoef, hyper);
    }
    case 2: {
      const bankers = selections.filter((s) => s.isBanker);
      const others = selections.filter((s) => !s.isBanker);
      if (bankers.some((s) => s.result === 'lost')) return outcome('lost', stakeMinor, 0);
      const k = clampSystemValue(input.systemValue ?? SYSTEM_VALUE_MIN, others.length);
      const combos = combinations(others.length, k);
      if (combos.length === 0) return outcome('lost', stakeMinor, 0);
      // Open while a still-open selection could change the payout: a banker, or a non-banker in any combination
      // not already lost.
      if (bankers.some((s) => s.result === 'open')) return outcome('open', stakeMinor, 0);
      const comboLost = (c: number[]) => c.some((i) => others[i]!.result === 'lost');
      if (combos.some((c) => !comboLost(c) && c.some((i) => others[i]!.result === 'open'))) return outcome('open', stakeMinor, 0);
      if (selections.every((s) => s.result === 'void')) return outcome('refund', stakeMinor, stakeMinor);
      const size = k + bankers.length;
      const den = BigInt(combos.length) * MILLI_BIG ** BigInt(size);
      let bankerMilli = 1n;
      for (const s of bankers) bankerMilli *= BigInt(s.result === 'void' ? MILLI : coefToMilli(s.coef));
      let sum = 0n;
      for (const c of combos) {
        if (comboLost(c)) continue;
        let p = bankerMilli;
        for (const i of c) {
          const s = others[i]!;
          p *= BigInt(s.result === 'void' ? MILLI : coefToMilli(s.coef));
        }
        sum += p;
      }
      const payout = capPayout(scaled(stakeMinor, sum, den), input.maxPayoutMinor);
      return outcome(payout > 0 ? 'won' : 'lost', stakeMinor, payout);
    }
    case 4: {
      // Anti-express: wins as soon as one selection lost; loses when every non-void selection won.
      const live = selections.filter((s) => s.result !== 'void');
      if (live.length === 0) return outcome('refund', stakeMinor, stakeMinor);
      if (anyOpen && !anyLost) return outcome('open', stakeMinor, 0);
      if (!anyLost) return outcome('lost', stakeMinor, 0);
      if (anyOpen) return outcome('open', stakeMinor, 0);
      // Priced on the non-void selections, like an express with voids removed.
      if (live.length < 2) return outcome('refund', stakeMinor, stakeMinor);
      const coef = antiExpressCoef(live.map((s) => s.coef));
      const payout = capPayout(scaled(stakeMinor, BigInt(coefToMilli(coef)), MILLI_BIG), input.maxPayoutMinor);
      return outcome('won', stakeMinor, payout);
    }
  }
}

/** The payout if every selection wins (the coupon's "possible win"); the same arithmetic as settlement. */
export function possibleWinMinor(input: Omit<SettleInput, 'selections'> & { selections: readonly Omit<SettleSelection, 'result'>[] }): number {
  if (input.typeId === 4) {
    // The anti-express wins when at least one loses: its best case is the anti-express coefficient.
    if (input.selections.length < 2) return 0;
    const coef = antiExpressCoef(input.selections.map((s) => s.coef));
    return capPayout(scaled(input.stakeMinor, BigInt(coefToMilli(coef)), MILLI_BIG), input.maxPayoutMinor);
  }
  return settleCoupon({ ...input, selections: input.selections.map((s) => ({ ...s, result: 'won' as const })) }).payoutMinor;
}

// The server reads the operator's per-currency figures through this module, with the rest of the arithmetic.
export { perCurrencyMinor } from './money';
