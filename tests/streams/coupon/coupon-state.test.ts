import { describe, expect, it } from 'vitest';
import {
  availableTypes,
  changeNeedsAcceptance,
  couponProblems,
  initialCouponState,
  reduceCoupon,
  totalStake,
  type CouponState,
} from '../../../streams/coupon/coupon-state';
import { defaultAmountStep, defaultInitialAmount } from '../../../streams/coupon/coupon-initial';
import { isBonusBet, isFinishedBet, isLiveBet, isLockedBet } from '../../../streams/coupon/bet-facts';
import { formatOdds } from '../../../streams/sports/odds-format';
import { ODDS_FORMAT_IDS } from '../../../streams/schemas/odds';
import { DEFAULT_COUPON_CONFIG, DEFAULT_COUPON_SETTINGS, type CouponConfig } from '../../../streams/schemas/coupon-settings';
import { add, run, selection, withCoefs } from './fixtures';

const config = (over: Partial<CouponConfig>): CouponConfig => ({ ...DEFAULT_COUPON_CONFIG, ...over });
const rub = (major: number) => major * 100;

describe('coupon state: defaults (SPEC.md section 3)', () => {
  it('[B07][B10][B04] maxBetAmount unbounded, systemValue 2, changeCoefAction 2', () => {
    const s = initialCouponState();
    expect(s.maxBetAmount).toBe(Infinity);
    expect(s.systemValue).toBe(2);
    expect(s.settings.changeCoefAction).toBe(2);
    expect(s.bets).toEqual([]);
    expect(s.typeId).toBe(0);
    expect(s.maxPayout).toBe(Infinity);
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(2);
  });

  it('toggling an odd adds it, toggling again removes it; another outcome of the same market replaces it', () => {
    let s = run([add(selection(1))]);
    expect(s.bets.map((b) => b.outcomeId)).toEqual([1]);
    expect(s.addedAtByBetId).toEqual({ 1: 0 });
    s = reduceCoupon(s, add(selection(1)));
    expect(s.bets).toEqual([]);
    s = run([add(selection(1, { marketId: 7 })), add(selection(2, { marketId: 7 }), 5)]);
    expect(s.bets.map((b) => b.outcomeId)).toEqual([2]);
  });
});

describe('[B01] coupon types', () => {
  it('[B01] one bet is a single (0); a second makes an express (1); back to one is a single again', () => {
    let s = run([add(selection(1))]);
    expect(s.typeId).toBe(0);
    expect(availableTypes(s)).toEqual([0]);
    s = reduceCoupon(s, add(selection(2)));
    expect(s.typeId).toBe(1);
    expect(availableTypes(s)).toEqual([1, 4, 9]);
    s = reduceCoupon(s, { type: 'remove', outcomeId: 2 });
    expect(s.typeId).toBe(0);
  });

  it('[B01] a system (2) needs 3 bets; with fewer it is refused, and removing a bet falls back to express', () => {
    let s = withCoefs([1.5, 2]);
    expect(reduceCoupon(s, { type: 'setType', typeId: 2 }).typeId).toBe(1);
    s = withCoefs([1.5, 2, 1.8]);
    s = reduceCoupon(s, { type: 'setType', typeId: 2 });
    expect(s.typeId).toBe(2);
    s = reduceCoupon(s, { type: 'remove', outcomeId: 3 });
    expect(s.typeId).toBe(1);
  });

  it('[B01] express coefficient is the product; single uses the bet coefficient; possible win by the same arithmetic', () => {
    const single = run([add(selection(1, { coef: 1.85 })), { type: 'setAmount', amount: rub(100) }]);
    expect(single.coef).toBe(1.85);
    expect(single.possibleWin).toBe(rub(185));
    const express = run([{ type: 'setAmount', amount: rub(100) }], withCoefs([1.5, 2]));
    expect(express.coef).toBe(3);
    expect(express.possibleWin).toBe(rub(300));
  });

  it('[B01] type 4 anti-express: coefficient K/(K-1) and its possible win', () => {
    const s = run([{ type: 'setType', typeId: 4 }, { type: 'setAmount', amount: rub(100) }], withCoefs([1.5, 2, 1.8]));
    expect(s.typeId).toBe(4);
    expect(s.antiExpressCoef).toBe(1.227);
    expect(s.coef).toBe(1.227);
    expect(s.possibleWin).toBe(12270);
  });

  it('[B01] type 9: several singles, each with its own amount; stake and possible win are the sums', () => {
    let s = run([{ type: 'setType', typeId: 9 }], withCoefs([1.5, 2, 1.8]));
    expect(s.typeId).toBe(9);
    s = run([
      { type: 'setBetAmount', outcomeId: 1, amount: rub(100) },
      { type: 'setBetAmount', outcomeId: 2, amount: rub(50) },
      { type: 'setBetAmount', outcomeId: 3, amount: rub(200) },
    ], s);
    expect(totalStake(s)).toBe(rub(350));
    // 100 x 1.5 + 50 x 2 + 200 x 1.8 = 150 + 100 + 360 = 610
    expect(s.possibleWin).toBe(rub(610));
    // one amount for the whole lobby block
    const blocks = run([{ type: 'setType', typeId: 9 }, { type: 'setBlockAmount', blockId: 5, amount: rub(70) }],
      run([add(selection(1, { blockId: 5 })), add(selection(2, { blockId: 5 })), add(selection(3, { blockId: 6 }))]));
    expect(blocks.amountByBlockId).toEqual({ 5: rub(70) });
    expect(blocks.amountByBetId[1]).toBe(rub(70));
    expect(blocks.amountByBetId[2]).toBe(rub(70));
    expect(blocks.amountByBetId[3]).toBe(defaultInitialAmount('RUB'));
  });

  it('[B01] bankers: only in a system, only on bets with a lobby block, and always leaving 3 others', () => {
    const four = run([
      add(selection(1, { coef: 2, blockId: 3 })), add(selection(2, { coef: 1.5 })), add(selection(3, { coef: 1.8 })), add(selection(4, { coef: 2.5 })),
      { type: 'setType', typeId: 2 },
    ]);
    // no banker mode yet: toggling a banker does nothing
    expect(reduceCoupon(four, { type: 'toggleBanker', outcomeId: 1 }).bets[0]!.isBanker).toBe(false);
    let s = reduceCoupon(four, { type: 'toggleSystemBanker' });
    expect(s.isActiveSystemBanker).toBe(true);
    // bet 2 has no lobby block: cannot be a banker
    expect(reduceCoupon(s, { type: 'toggleBanker', outcomeId: 2 }).bets[1]!.isBanker).toBe(false);
    s = run([{ type: 'toggleBanker', outcomeId: 1 }, { type: 'setAmount', amount: rub(300) }], s);
    expect(s.bets[0]!.isBanker).toBe(true);
    expect(s.systemValues).toEqual([{ value: 2, offset: 1, combo: 3, minBetAmount: 3 * DEFAULT_COUPON_CONFIG.minBetByCurrency['RUB']! }]);
    // 2 x (2.7 + 3.75 + 4.5) x 100 = 2190
    expect(s.possibleWin).toBe(rub(2190));
    // leaving the system type drops the bankers
    expect(reduceCoupon(s, { type: 'setType', typeId: 1 }).bets.every((b) => !b.isBanker)).toBe(true);
    // without a bet with a lobby block, banker mode cannot be switched on
    const plain = run([{ type: 'setType', typeId: 2 }, { type: 'toggleSystemBanker' }], withCoefs([1.5, 2, 1.8, 2.5]));
    expect(plain.isActiveSystemBanker).toBe(false);
  });
});

describe('[B04] systems in the coupon', () => {
  it('[B04] system 2/3: three combinations, amount per combination, calcSystemsMin, option list', () => {
    const s = run([{ type: 'setType', typeId: 2 }, { type: 'setAmount', amount: rub(300) }], withCoefs([1.5, 2, 1.8]));
    const min = DEFAULT_COUPON_CONFIG.minBetByCurrency['RUB']!;
    expect(s.systemValues).toEqual([{ value: 2, offset: 0, combo: 3, minBetAmount: 3 * min }]);
    expect(s.calcSystemsMin).toBe(3 * min);
    expect(s.minBetAmount).toBe(3 * min);
    expect(s.possibleWin).toBe(rub(930));
    // effective coefficient: 930 / 300 = 3.1
    expect(s.coef).toBe(3.1);
  });

  it('[B04] every system value from 2 up to n-1, never below 2', () => {
    let s = run([{ type: 'setType', typeId: 2 }], withCoefs([1.5, 2, 1.8, 2.5, 1.7]));
    expect(s.systemValues.map((o) => [o.value, o.combo])).toEqual([[2, 10], [3, 10], [4, 5]]);
    s = reduceCoupon(s, { type: 'setSystemValue', value: 1 });
    expect(s.systemValue).toBe(2);
    s = reduceCoupon(s, { type: 'setSystemValue', value: 4 });
    expect(s.systemValue).toBe(4);
    // removing bets clamps the value
    s = reduceCoupon(s, { type: 'remove', outcomeId: 5 });
    expect(s.systemValue).toBe(3);
    s = reduceCoupon(s, { type: 'setSystemValue', value: 0 });
    expect(s.systemValue).toBe(2);
  });

  it('[B04] a manually deleted bonus bet is remembered until the coupon empties', () => {
    let s = withCoefs([1.5, 2, 1.8]);
    expect(s.bonusBet).toEqual({ coef: 1.03, betCount: 3 });
    s = reduceCoupon(s, { type: 'removeBonusBet' });
    expect(s.bonusBet).toBeNull();
    expect(s.manuallyDeletedBonusBet).toBe(true);
    s = reduceCoupon(s, add(selection(4, { coef: 1.6 })));
    expect(s.bonusBet).toBeNull();
    s = reduceCoupon(s, { type: 'clear' });
    expect(s.manuallyDeletedBonusBet).toBe(false);
    s = withCoefs([1.5, 2, 1.8], s);
    expect(s.bonusBet).toEqual({ coef: 1.03, betCount: 3 });
  });
});

describe('[B05] bonus bet in the coupon', () => {
  it('[B05] three selections make an express with the 1.03 bonus: coef 5.4 x 1.03 = 5.562', () => {
    const s = run([{ type: 'setAmount', amount: rub(100) }], withCoefs([1.5, 2, 1.8]));
    expect(s.typeId).toBe(1);
    expect(s.bonusBet).toEqual({ coef: 1.03, betCount: 3 });
    expect(s.coef).toBe(5.562);
    expect(s.possibleWin).toBe(55620);
  });

  it('[B05] not offered: system type, site off, 2 bets, a kind-7 bet, a coef below 1.1', () => {
    expect(run([{ type: 'setType', typeId: 2 }], withCoefs([1.5, 2, 1.8])).bonusBet).toBeNull();
    expect(withCoefs([1.5, 2, 1.8], initialCouponState({ config: config({ bonusBetEnabled: false }) })).bonusBet).toBeNull();
    expect(withCoefs([1.5, 2]).bonusBet).toBeNull();
    expect(run([add(selection(1)), add(selection(2)), add(selection(3, { kind: 7 }))]).bonusBet).toBeNull();
    expect(withCoefs([1.5, 2, 1.09]).bonusBet).toBeNull();
  });

  it('[B05] the bonus grows with the bets up to 9, then stays 1.1', () => {
    expect(withCoefs(Array(9).fill(1.2) as number[]).bonusBet?.coef).toBe(1.09);
    expect(withCoefs(Array(12).fill(1.2) as number[]).bonusBet?.coef).toBe(1.1);
  });
});

describe('[B06] bet facts', () => {
  it('[B06] bonus bet: sport 0 or a bonus market type', () => {
    expect(isBonusBet(selection(1, { sportId: 0 }))).toBe(true);
    expect(isBonusBet(selection(1, { typeId: 9001 }))).toBe(true);
    expect(isBonusBet(selection(1))).toBe(false);
  });

  it('[B06] finished: the flag or game status 4', () => {
    expect(isFinishedBet({ gameStatusId: 4 })).toBe(true);
    expect(isFinishedBet({ gameStatusId: 2, isFinished: true })).toBe(true);
    expect(isFinishedBet({ gameStatusId: 2 })).toBe(false);
  });

  it('[B06] live: status 2 or 3, the live flag, or a running game time', () => {
    expect(isLiveBet(selection(1, { gameStatusId: 2 }))).toBe(true);
    expect(isLiveBet(selection(1, { gameStatusId: 3 }))).toBe(true);
    expect(isLiveBet(selection(1, { isLive: true }))).toBe(true);
    expect(isLiveBet(selection(1, { gameTimeSec: 61 }))).toBe(true);
    expect(isLiveBet(selection(1))).toBe(false);
  });

  it('[B06] locked: blocked, dependent or banned for express (the last two where bets are combined)', () => {
    expect(isLockedBet(selection(1, { isBlocked: true }))).toBe(true);
    expect(isLockedBet(selection(1, { isDepend: true }))).toBe(true);
    expect(isLockedBet(selection(1, { isBannedExpress: true }))).toBe(true);
    expect(isLockedBet(selection(1))).toBe(false);
    expect(isLockedBet(selection(1, { isBannedExpress: true }), 0)).toBe(false);
    expect(isLockedBet(selection(1, { isBannedExpress: true }), 1)).toBe(true);
    // two bets of one game cannot be combined: both locked in an express, fine as singles
    const s = run([add(selection(1, { gameId: 9 })), add(selection(2, { gameId: 9 }))]);
    expect(s.bets.every((b) => b.sameGame)).toBe(true);
    expect(couponProblems(s)).toContain('locked');
    expect(couponProblems(reduceCoupon(s, { type: 'setType', typeId: 9 }))).not.toContain('locked');
  });
});

describe('[B07] min and max amounts', () => {
  const cfg = config({ minAmountTypes: [1], maxAmountTypes: [1], minBetByCurrency: { RUB: rub(10) }, maxBetByCurrency: { RUB: rub(1000) } });

  it('[B07] min applies only to configured types; max to configured types', () => {
    const express = withCoefs([1.5, 2], initialCouponState({ config: cfg }));
    expect(express.minBetAmount).toBe(rub(10));
    expect(express.maxBetAmount).toBe(rub(1000));
    const anti = reduceCoupon(express, { type: 'setType', typeId: 4 });
    expect(anti.minBetAmount).toBe(0);
    expect(anti.maxBetAmount).toBe(Infinity);
    expect(couponProblems(reduceCoupon(express, { type: 'setAmount', amount: rub(5) }))).toContain('amount_below_min');
    expect(couponProblems(reduceCoupon(express, { type: 'setAmount', amount: rub(1001) }))).toContain('amount_above_max');
    expect(couponProblems(reduceCoupon(anti, { type: 'setAmount', amount: rub(5) }))).toEqual([]);
  });

  it('[B07] max never applies on the bonus account', () => {
    const s = run([{ type: 'setAccount', account: { id: 9, currency: 'RUB', type: 4, balanceMinor: null } }], withCoefs([1.5, 2], initialCouponState({ config: cfg })));
    expect(s.maxBetAmount).toBe(Infinity);
  });

  it('[B07] a currency without its own figures uses RUB\'s, in major units', () => {
    const s = run([{ type: 'setAccount', account: { id: 9, currency: 'USD', type: 0, balanceMinor: null } }], withCoefs([1.5, 2], initialCouponState({ config: cfg })));
    expect(s.minBetAmount).toBe(1000); // 10 USD
  });

  it('the balance bounds the stake', () => {
    const s = run([{ type: 'setAccount', account: { id: 9, currency: 'RUB', type: 0, balanceMinor: rub(50) } }, { type: 'setAmount', amount: rub(60) }], withCoefs([1.5, 2]));
    expect(couponProblems(s)).toEqual(['insufficient_funds']);
  });

  it('auto max: the stake follows the maximum and the balance', () => {
    let s = run([{ type: 'setAccount', account: { id: 9, currency: 'RUB', type: 0, balanceMinor: rub(500) } }], withCoefs([1.5, 2], initialCouponState({ config: cfg })));
    s = reduceCoupon(s, { type: 'toggleAutoMax' });
    expect(s.isActiveAutoMax).toBe(true);
    expect(s.amount).toBe(rub(500));
    s = reduceCoupon(s, { type: 'setAccount', account: { id: 9, currency: 'RUB', type: 0, balanceMinor: rub(5000) } });
    expect(s.amount).toBe(rub(1000));
    // typing an amount ends auto max
    s = reduceCoupon(s, { type: 'setAmount', amount: rub(20) });
    expect(s.isActiveAutoMax).toBe(false);
    expect(s.amount).toBe(rub(20));
  });
});

describe('[B08] VIP bet and one-click availability', () => {
  const vip = config({ vipBetEnabled: true, maxBetByCurrency: { RUB: rub(1000) } });

  it('[B08] VIP only if enabled, max finite, all pre-match, bets present, not type 9', () => {
    const base = initialCouponState({ config: vip });
    expect(base.isVipBetAvailable).toBe(false); // no bets
    const s = withCoefs([1.5, 2], base);
    expect(s.isVipBetAvailable).toBe(true);
    const on = run([{ type: 'toggleVipBet' }, { type: 'setAmount', amount: rub(5000) }], s);
    expect(on.isActiveVipBet).toBe(true);
    expect(couponProblems(on)).toEqual([]); // above the max is allowed for a VIP bet
    expect(reduceCoupon(on, { type: 'setType', typeId: 9 }).isActiveVipBet).toBe(false);
    expect(reduceCoupon(on, add(selection(3, { isLive: true }))).isActiveVipBet).toBe(false);
    expect(withCoefs([1.5, 2], initialCouponState({ config: config({ vipBetEnabled: false, maxBetByCurrency: { RUB: 100 } }) })).isVipBetAvailable).toBe(false);
    expect(withCoefs([1.5, 2], initialCouponState({ config: config({ vipBetEnabled: true }) })).isVipBetAvailable).toBe(false); // max unbounded
  });

  it('[B08] one-click only if the site shows it', () => {
    const hidden = initialCouponState({ config: config({ oneClickShown: false }) });
    expect(reduceCoupon(hidden, { type: 'requestOneClick', on: true }).settings.isActiveOneClick).toBe(false);
    expect(reduceCoupon(initialCouponState(), { type: 'requestOneClick', on: true }).settings.isActiveOneClick).toBe(true);
  });
});

describe('[B02][B03] one-click, exact coefficient, drop on score change', () => {
  it('[B02] enabling one-click with bets asks; confirm clears the coupon; cancel keeps one-click off', () => {
    const s = withCoefs([1.5, 2]);
    const asked = reduceCoupon(s, { type: 'requestOneClick', on: true });
    expect(asked.isOneClickConfirmPending).toBe(true);
    expect(asked.settings.isActiveOneClick).toBe(false);
    expect(asked.bets).toHaveLength(2);
    const confirmed = reduceCoupon(asked, { type: 'confirmOneClick' });
    expect(confirmed.settings.isActiveOneClick).toBe(true);
    expect(confirmed.bets).toEqual([]);
    expect(confirmed.isOneClickConfirmPending).toBe(false);
    const cancelled = reduceCoupon(asked, { type: 'cancelOneClick' });
    expect(cancelled.settings.isActiveOneClick).toBe(false);
    expect(cancelled.bets).toHaveLength(2);
    expect(cancelled.isOneClickConfirmPending).toBe(false);
  });

  it('[B03] emptying the exact coefficient turns drop-on-score-change off', () => {
    let s = run([{ type: 'setExactCoef', value: 1.8 }, { type: 'setDropOnScoreChange', on: true }]);
    expect(s.settings.isDropOnScoreChange).toBe(true);
    s = reduceCoupon(s, { type: 'setExactCoef', value: null });
    expect(s.settings.exactCoef).toBeNull();
    expect(s.settings.isDropOnScoreChange).toBe(false);
  });

  it('[B03] turning drop-on-score-change on turns one-click off', () => {
    let s = run([{ type: 'requestOneClick', on: true }, { type: 'setExactCoef', value: 1.5 }]);
    expect(s.settings.isActiveOneClick).toBe(true);
    s = reduceCoupon(s, { type: 'setDropOnScoreChange', on: true });
    expect(s.settings.isDropOnScoreChange).toBe(true);
    expect(s.settings.isActiveOneClick).toBe(false);
  });
});

describe('[B09] amount step and initial amount per currency', () => {
  it('[B09] defaults per currency (minor units), unknown currency falls back to RUB', () => {
    const table: Array<[string, number, number]> = [
      ['RUB', 10000, 15000], ['USD', 250, 500], ['EUR', 250, 500], ['UAH', 5000, 5000], ['KZT', 50000, 100000],
      ['JPY', 500, 150], ['KWD', 500, 150000], ['GBP', 10000, 15000],
    ];
    for (const [currency, step, initial] of table) {
      expect(defaultAmountStep(currency), `${currency} step`).toBe(step);
      expect(defaultInitialAmount(currency), `${currency} initial`).toBe(initial);
    }
  });

  it('[B09] the coupon starts at the initial amount and the step moves to the next multiple', () => {
    let s = initialCouponState();
    expect(s.amount).toBe(rub(150));
    expect(s.amountStep).toBe(rub(100));
    s = reduceCoupon(s, { type: 'stepAmount', direction: 1 });
    expect(s.amount).toBe(rub(200));
    s = run([{ type: 'stepAmount', direction: -1 }, { type: 'stepAmount', direction: -1 }, { type: 'stepAmount', direction: -1 }], s);
    expect(s.amount).toBe(0);
    // another currency starts from its own initial amount
    s = reduceCoupon(s, { type: 'setAccount', account: { id: 1, currency: 'USD', type: 0, balanceMinor: null } });
    expect([s.amount, s.amountStep]).toEqual([500, 250]);
    // a manual step of the bettor's wins
    s = reduceCoupon(s, { type: 'setSettings', patch: { isManualAmountStep: true, amountStepByCurrency: { USD: 1000 } } });
    expect(s.amountStep).toBe(1000);
  });
});

describe('[B10] odds formats and changeCoefAction', () => {
  it('[B10] the coupon shows its total odds in the chosen format, exactly as the odds buttons show a price', () => {
    // Each format itself is tested with the odds buttons (tests/streams/sports/odds-and-prefs.test.ts).
    for (const format of ODDS_FORMAT_IDS) {
      const s = run([{ type: 'setOddsFormat', format }], withCoefs([1.857]));
      expect({ format, view: s.coefByView }).toEqual({ format, view: formatOdds(1.857, format) });
    }
    expect(run([{ type: 'setOddsFormat', format: 15 }], withCoefs([1.857])).coefByView).toBe('186');
    expect(run([{ type: 'setOddsFormat', format: 2 }], withCoefs([2.5])).coefByView).toBe('+150');
  });

  it('[B10] odds entering the coupon are rounded to 3 decimals', () => {
    expect(run([add(selection(1, { coef: 1.23456 }))]).bets[0]!.market.coef).toBe(1.235);
  });

  it('[B10] an odds change shows old -> new until the bettor settles it', () => {
    let s = withCoefs([1.5, 2]);
    s = reduceCoupon(s, { type: 'outcomesRefreshed', requested: [1, 2], outcomes: [
      { outcomeId: 1, coef: 1.6, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null },
      { outcomeId: 2, coef: 2, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null },
    ] });
    expect(s.bets[0]).toMatchObject({ prevCoef: 1.5, market: expect.objectContaining({ coef: 1.6 }) });
    expect(s.bets[1]!.prevCoef).toBeNull();
    expect(s.coef).toBe(3.2);
    // a second change keeps the first old value
    s = reduceCoupon(s, { type: 'outcomesRefreshed', requested: [1], outcomes: [{ outcomeId: 1, coef: 1.7, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null }] });
    expect(s.bets[0]).toMatchObject({ prevCoef: 1.5, market: expect.objectContaining({ coef: 1.7 }) });
    s = reduceCoupon(s, { type: 'acceptChanges' });
    expect(s.bets[0]!.prevCoef).toBeNull();
  });

  it('[B10] changeCoefAction: 2 accepts any change, 1 only rises, 0 asks for every change', () => {
    const rise = { prevCoef: 1.5, market: { coef: 1.6 } };
    const drop = { prevCoef: 1.5, market: { coef: 1.4 } };
    expect([changeNeedsAcceptance(rise, 2), changeNeedsAcceptance(drop, 2)]).toEqual([false, false]);
    expect([changeNeedsAcceptance(rise, 1), changeNeedsAcceptance(drop, 1)]).toEqual([false, true]);
    expect([changeNeedsAcceptance(rise, 0), changeNeedsAcceptance(drop, 0)]).toEqual([true, true]);
    const dropped = (action: 0 | 1 | 2): CouponState => run([
      { type: 'setSettings', patch: { changeCoefAction: action } },
      { type: 'outcomesRefreshed', requested: [1], outcomes: [{ outcomeId: 1, coef: 1.4, outcomeStatus: 1, marketStatus: 1, gameStatus: 1, score: null, gameTimeSec: null }] },
    ], withCoefs([1.5, 2]));
    expect(couponProblems(dropped(2))).toEqual([]);
    expect(couponProblems(dropped(1))).toEqual(['odds_changed']);
    expect(couponProblems(dropped(0))).toEqual(['odds_changed']);
    expect(couponProblems(reduceCoupon(dropped(0), { type: 'acceptChanges' }))).toEqual([]);
  });

  it('an odd that disappeared marks its bet locked; suspended or finished ones too', () => {
    let s = withCoefs([1.5, 2, 1.8]);
    s = reduceCoupon(s, { type: 'outcomesRefreshed', requested: [1, 2, 3], outcomes: [
      { outcomeId: 2, coef: 2, outcomeStatus: 1, marketStatus: 2, gameStatus: 2, score: '1:0', gameTimeSec: 600 },
      { outcomeId: 3, coef: 1.8, outcomeStatus: 3, marketStatus: 3, gameStatus: 4, score: '2:0', gameTimeSec: 5400 },
    ] });
    expect(s.bets.map((b) => b.isBlocked)).toEqual([true, true, true]);
    expect(s.bets[2]!.isFinished).toBe(true);
    expect(s.bets[1]!.score).toBe('1:0');
    expect(couponProblems(s)).toEqual(expect.arrayContaining(['locked', 'finished']));
  });
});

describe('placement results in the state', () => {
  it('successCoupon shown; placed bets leave the coupon; singles refused stay; the key is dropped', () => {
    let s = run([{ type: 'setType', typeId: 9 }, { type: 'placeStarted', key: 'k-12345678' }], withCoefs([1.5, 2]));
    expect(s.isActivePlaceBet).toBe(true);
    expect(reduceCoupon(s, { type: 'placeStarted', key: 'other-key' }).placeKey).toBe('k-12345678');
    const coupon = { id: 7, typeId: 0 as const, status: 'open' as const, accountId: 1, currency: 'RUB', amount: 150, coef: 1.5, bonusCoef: 1, systemValue: null, combinations: 1, possibleWin: 225, payout: null, isVipBet: false, createdAt: '', settledAt: null, selections: [] };
    s = reduceCoupon(s, { type: 'placeSucceeded', answer: { successCoupon: null, accountId: 1, balance: 850, currency: 'RUB', singlesResultCoupons: [
      { outcomeId: 1, coupon, error: null },
      { outcomeId: 2, coupon: null, error: { code: 'market_suspended', detail: '' } },
    ] } });
    expect(s.isActivePlaceBet).toBe(false);
    expect(s.placeKey).toBeNull();
    expect(s.bets.map((b) => b.outcomeId)).toEqual([2]);
    expect(s.singlesResultCoupons).toHaveLength(2);
  });

  it('a replayed first answer (lost answer, then the coupon was edited) removes only the bets it placed', () => {
    const sel = (outcomeId: number) => ({ outcomeId, coef: 1.5, isBanker: false, result: 'open' as const, gameId: outcomeId * 100, gameName: 'A — B', marketName: 'Result', outcomeName: '1', sportName: 'Football', champName: 'Premier', gameStartDateTime: '', isLive: false, score: null });
    // Bets 1 and 2 were placed as an express under the key; the answer was lost; bet 3 was added; the retry gets the
    // stored first answer.
    let s = run([{ type: 'placeStarted', key: 'k-12345678' }, { type: 'placeFailed', error: { code: 'network', detail: '' }, keepKey: true }], withCoefs([1.5, 2]));
    s = run([add(selection(3, { coef: 1.8 })), { type: 'placeStarted', key: s.placeKey! }], s);
    const coupon = { id: 8, typeId: 1 as const, status: 'open' as const, accountId: 1, currency: 'RUB', amount: 150, coef: 3, bonusCoef: 1, systemValue: null, combinations: 1, possibleWin: 450, payout: null, isVipBet: false, createdAt: '', settledAt: null, selections: [sel(1), sel(2)] };
    s = reduceCoupon(s, { type: 'placeSucceeded', answer: { successCoupon: coupon, singlesResultCoupons: [], accountId: 1, balance: 850, currency: 'RUB' } });
    expect(s.successCoupon?.id).toBe(8);
    expect(s.bets.map((b) => b.outcomeId)).toEqual([3]);
    expect(Object.keys(s.addedAtByBetId)).toEqual(['3']);
    expect(s.placeKey).toBeNull();
  });

  it('emptying the coupon drops a kept key; a placement in flight keeps its key until its answer', () => {
    let s = run([{ type: 'placeStarted', key: 'k-12345678' }, { type: 'placeFailed', error: { code: 'network', detail: '' }, keepKey: true }], withCoefs([1.5, 2]));
    expect(run([{ type: 'clear' }], s).placeKey).toBeNull();
    s = run([{ type: 'placeStarted', key: 'k-12345678' }, { type: 'clear' }], s);
    expect(s.placeKey).toBe('k-12345678');
  });

  it('a lost answer keeps the key for the next try; a refusal with new odds applies them', () => {
    let s = run([{ type: 'placeStarted', key: 'k-12345678' }], withCoefs([1.5, 2]));
    s = reduceCoupon(s, { type: 'placeFailed', error: { code: 'network', detail: '' }, keepKey: true });
    expect(s.placeKey).toBe('k-12345678');
    s = run([{ type: 'placeStarted', key: 'k-12345678' }, { type: 'placeFailed', error: { code: 'coef_changed', detail: '' }, changes: [{ outcomeId: 2, coef: 1.9 }], keepKey: false }], s);
    expect(s.placeKey).toBeNull();
    expect(s.bets[1]).toMatchObject({ prevCoef: 2, market: expect.objectContaining({ coef: 1.9 }) });
    expect(s.error?.code).toBe('coef_changed');
  });
});
