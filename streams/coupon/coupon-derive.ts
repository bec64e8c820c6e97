import { antiExpressCoef, bonusCoefFor, clampSystemValue, isBonusEligible, possibleWinMinor, productCoef, systemOptions } from '../schemas/coupon-math';
import { isBonusBet, isLiveBet } from './bet-facts';
// The same formats as the odds buttons (B10): a price reads the same in the coupon as on the page.
import { formatOdds } from '../sports/odds-format';
import type { CouponState } from './coupon-model';
import { autoMaxStake, couponLimits } from './coupon-initial';
import { availableTypes } from './coupon-rules';
import { selectedPromo } from './coupon-selectors';
// Every derived field of the coupon (type, same-game conflicts, bankers, system options, the accumulator bonus,
// limits, VIP bet, auto-max, coefficients, the possible win, the free bet's part) recomputed from the rest after each
// action, so the state is always consistent whatever order the actions came in.

export function derive(s: CouponState): CouponState {
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
