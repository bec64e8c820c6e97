import type { Queryable, SqlParam } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { balanceMinor, lockAccount, lockPlayer, post, type AccountRow } from '../money/ledger.ts';
import { assertStakeAllowed } from '../limits/enforce.ts';
import { toMinor, toMajor } from '../money/currencies.ts';
import {
  antiExpressCoef,
  bonusCoefFor,
  binomial,
  isBonusEligible,
  perCurrencyMinor,
  possibleWinMinor,
  productCoef,
  type CouponTypeId,
} from '../../streams/schemas/coupon-math.ts';
import { coefToMilli, roundCoef } from '../../streams/schemas/odds.ts';
import type { CouponSendBet, CouponToSend, PlaceCouponAnswer, PlacedCoupon, SingleResult } from '../../streams/schemas/coupon.ts';
import type { CouponConfig } from '../../streams/schemas/coupon-settings.ts';
import { gameName, readOutcomes, type OutcomeRow } from './outcomes.ts';
import { BET_COLUMNS, couponView, SELECTION_COLUMNS, type BetRow, type SelectionRow } from './views.ts';

// Bet placement (SPEC.md section 3 "Coupon to send"), inside the caller's transaction (the idempotency claim's):
// the user, the account (locked, so concurrent stakes queue), the amounts (currency decimals, min and max of B07,
// VIP of B08), the odds against changeCoefAction, the game, market and outcome states, dependent outcomes, the
// balance; then the bet, its selections and the bet_stake ledger row. Every refusal is an ApiError with a code of
// PLACE_ERROR_CODES (streams/schemas/coupon.ts), translated on the client.
//
// Free-bet promo codes (031_coupon_promo_codes.sql): with promoCode the code is locked and checked (the user's own,
// unused, unexpired, the account's currency, coupon coef >= min_coef); prepaid = min(code amount, stake) is paid by the
// code and only stake - prepaid by the balance (no ledger row when the code pays it all); the code is marked used by
// the bet. Every check runs before the first write: once() commits what was written before a refusal. The server
// computes prepaidAmount itself; the client's figure is only a display value. Type 9 (several singles) takes no code.

export interface PlaceContext {
  userId: number;
  banLevel: number;
  config: CouponConfig;
  nowMs: number;
  /** Groups the singles of one type-9 placement (the Idempotency-Key). */
  groupKey: string;
}

const refuse = (status: number, code: string, title: string, detail: string = title): never => {
  throw new ApiError(status, code, title, detail);
};

interface PromoRow {
  id: number;
  code: string;
  user_id: number;
  amount_minor: number;
  currency: string;
  min_coef: string;
  expires_at: Date;
  used_bet_id: number | null;
}

/** The free-bet code of the coupon, locked; null without one. Refuses a code that is not this user's to use now. */
async function promoOf(tx: Queryable, body: CouponToSend, userId: number, currency: string, nowMs: number): Promise<PromoRow | null> {
  const code = body.promoCode?.trim().toUpperCase() ?? '';
  if (code === '') {
    if (body.prepaidAmount > 0) refuse(422, 'promo_invalid', 'Promo code required', 'A prepaid amount needs a promo code');
    return null;
  }
  if (body.typeId === 9) refuse(422, 'promo_invalid', 'Promo code not available', 'A free bet is for one coupon, not for several singles');
  const row = await tx.one<PromoRow>(
    `SELECT id, code, user_id, amount_minor, currency, min_coef, expires_at, used_bet_id FROM coupon_promo_codes WHERE code = $1 FOR UPDATE`,
    [code],
  );
  // Another user's code reads as an unknown one.
  if (!row || row.user_id !== userId) return refuse(422, 'promo_invalid', 'Invalid promo code', `No promo code ${code}`);
  if (row.used_bet_id !== null) refuse(409, 'promo_used', 'Promo code already used', `The promo code ${code} has been used`);
  if (row.expires_at.getTime() <= nowMs) refuse(422, 'promo_expired', 'Promo code expired', `The promo code ${code} has expired`);
  if (row.currency !== currency) refuse(422, 'promo_invalid', 'Promo code in another currency', `The promo code ${code} is in ${row.currency}, the account in ${currency}`);
  return row;
}

/** The account to stake from: the one asked for, else the active one, else the main one; locked. */
async function stakeAccount(tx: Queryable, userId: number, accountId: number | null): Promise<AccountRow> {
  if (accountId !== null) return lockAccount(tx, accountId, userId);
  // Found and locked in one statement (the columns and lock of lockAccount), after the player as lockAccount does.
  await lockPlayer(tx, userId);
  const row = await tx.one<AccountRow>(
    `SELECT id, user_id, type, currency, label, is_active, points FROM accounts
      WHERE user_id = $1 AND closed_at IS NULL ORDER BY is_active DESC, (type = 0) DESC, id LIMIT 1 FOR NO KEY UPDATE`,
    [userId],
  );
  return row ?? refuse(404, 'account_not_found', 'Account not found', 'You have no account to bet from');
}

function stakeOf(amount: number | undefined, currency: string): number {
  const minor = amount === undefined ? null : toMinor(amount, currency);
  if (minor === null || minor <= 0) return refuse(400, 'amount_invalid', 'Invalid amount', `The amount must be positive with at most the decimals of ${currency}`);
  return minor;
}

/** Status checks of one selection (game, market, outcome). */
function checkOpen(row: OutcomeRow | undefined, bet: CouponSendBet, nowMs: number): OutcomeRow {
  if (!row) return refuse(409, 'outcome_not_found', 'Odd not available', `Outcome ${bet.outcomeId} is not offered any more`);
  const what = `${gameName(row)}: ${row.market_name} ${row.outcome_name}`;
  if (row.game_status === 4) refuse(409, 'game_finished', 'Game finished', what);
  if (row.game_status === 5) refuse(409, 'game_cancelled', 'Game cancelled', what);
  if (row.market_status === 3) refuse(409, 'market_closed', 'Market closed', what);
  if (row.market_status === 2 || row.outcome_status === 2) refuse(409, 'market_suspended', 'Market suspended', what);
  if (row.outcome_status !== 1) refuse(409, 'outcome_closed', 'Odd closed', what);
  // A pre-match game whose start time has passed is about to go live: its pre-match odds are no longer good.
  if (row.game_status === 1 && row.game_start_at.getTime() <= nowMs) refuse(409, 'game_started', 'Game started', what);
  return row;
}

/** changeCoefAction: 2 accept any change, 1 accept only rises, 0 accept none. */
function coefAccepted(sent: number, current: number, action: 0 | 1 | 2): boolean {
  const s = coefToMilli(sent);
  const c = coefToMilli(current);
  if (s === c) return true;
  if (action === 2) return true;
  if (action === 1) return c > s;
  return false;
}

interface PlaceOne {
  account: AccountRow;
  typeId: Exclude<CouponTypeId, 9>;
  /** The coupon type the operator's min and max lists are read for (9 for the singles of a multi-single, B07). */
  configTypeId: CouponTypeId;
  stakeMinor: number;
  bets: readonly CouponSendBet[];
  rows: Map<number, OutcomeRow>;
  body: CouponToSend;
  ctx: PlaceContext;
  promo: PromoRow | null;
}

/** A placed coupon and the account's balance after it. */
interface Placed {
  coupon: PlacedCoupon;
  balanceMinor: number;
}

async function placeOne(tx: Queryable, p: PlaceOne): Promise<Placed> {
  const { account, typeId, configTypeId, stakeMinor, bets, rows, body, ctx, promo } = p;
  const { config } = ctx;
  const currency = account.currency;
  const selected = bets.map((b) => checkOpen(rows.get(b.outcomeId), b, ctx.nowMs));

  // Odds against the bettor's policy: every changed odd is reported, so the coupon shows them all at once.
  const changes = bets.filter((b, i) => coefToMilli(b.coef) !== coefToMilli(selected[i]!.coef));
  if (changes.some((b) => !coefAccepted(b.coef, rows.get(b.outcomeId)!.coef, body.changeCoefAction))) {
    refuse(409, 'coef_changed', 'Odds changed', JSON.stringify({ changes: changes.map((b) => ({ outcomeId: b.outcomeId, coef: rows.get(b.outcomeId)!.coef })) }));
  }

  // Dependent outcomes: bets of one game (one lobby block) cannot be combined.
  if (typeId !== 0) {
    const games = new Set<number>();
    const blocks = new Set<string>();
    for (const row of selected) {
      const block = `${row.game_id}:${row.block_id}`;
      if (games.has(row.game_id) || blocks.has(block)) refuse(409, 'dependent_outcomes', 'Dependent outcomes', `${gameName(row)}: these bets cannot be combined`);
      games.add(row.game_id);
      blocks.add(block);
    }
  }

  const coefs = selected.map((r) => roundCoef(r.coef));
  const isBanker = bets.map((b) => typeId === 2 && b.isBanker);
  const withBonus = typeId === 1 && body.withBonus && isBonusEligible(1, selected.map((r) => ({ coef: r.coef, kind: r.market_kind })), config.bonusBetEnabled);
  const nonBankers = isBanker.filter((x) => !x).length;
  const systemValue = typeId === 2 ? body.systemValue : null;
  const combinations = typeId === 2 ? binomial(nonBankers, systemValue!) : 1;

  // Score and exact coefficient (B03).
  if (body.isDropOnScoreChange) {
    bets.forEach((b, i) => {
      const row = selected[i]!;
      if ((row.game_status === 2 || row.game_status === 3) && b.score !== null && b.score !== row.score) {
        refuse(409, 'score_changed', 'Score changed', `${gameName(row)}: ${b.score} -> ${row.score ?? '?'}`);
      }
    });
  }

  // Amounts: min for the configured types (per combination in a system), max for configured types, never on the
  // bonus account; a VIP bet may go above the max (B08).
  const minPer = config.minAmountTypes.includes(configTypeId) ? (perCurrencyMinor(config.minBetByCurrency, currency) ?? 0) : 0;
  const min = minPer * combinations;
  if (stakeMinor < min) refuse(422, 'amount_below_min', 'Amount below the minimum', `The minimum is ${toMajor(min, currency)} ${currency}`);
  const max = config.maxAmountTypes.includes(configTypeId) && account.type !== 4 ? perCurrencyMinor(config.maxBetByCurrency, currency) : undefined;
  const allPreMatch = selected.every((r) => r.game_status === 1);
  if (body.isVipBet && !(config.vipBetEnabled && max !== undefined && allPreMatch && configTypeId !== 9)) refuse(422, 'vip_not_allowed', 'VIP bet not available', 'A VIP bet needs pre-match bets and a maximum amount');
  if (max !== undefined && stakeMinor > max && !body.isVipBet) refuse(422, 'amount_above_max', 'Amount above the maximum', `The maximum is ${toMajor(max, currency)} ${currency}`);

  // The coefficient of the coupon, the possible win, and the exact coefficient the bettor asked for.
  const bonusCoef = withBonus ? bonusCoefFor(selected.length) : 1;
  const maxPayoutMinor = perCurrencyMinor(config.maxPayoutByCurrency, currency);
  const hyperMin = perCurrencyMinor(config.minHyperBonusBetLimitByCurrency, currency) ?? 0;
  const hyperMax = perCurrencyMinor(config.maxHyperBonusLimitByCurrency, currency) ?? 0;
  const hyperBonus = config.hyperBonusPercent > 0 && hyperMax > 0 ? { percent: config.hyperBonusPercent, minStakeMinor: hyperMin, maxMinor: hyperMax } : undefined;
  const selections = coefs.map((coef, i) => ({ coef, isBanker: isBanker[i]! }));
  const settleInput = { typeId, stakeMinor, selections, ...(systemValue !== null ? { systemValue } : {}), withBonus, ...(hyperBonus ? { hyperBonus } : {}), ...(maxPayoutMinor !== undefined ? { maxPayoutMinor } : {}) };
  const possibleWin = possibleWinMinor(settleInput);
  let coef: number;
  if (typeId === 1) coef = productCoef(withBonus ? [...coefs, bonusCoef] : coefs);
  else if (typeId === 4) coef = antiExpressCoef(coefs);
  else if (typeId === 2) coef = Math.floor(possibleWinMinor({ ...settleInput, stakeMinor: 1_000_000, maxPayoutMinor: Infinity }) / 1000) / 1000;
  else coef = coefs[0]!;
  if (body.exactCoef !== null && coefToMilli(coef) < coefToMilli(body.exactCoef)) {
    refuse(409, 'exact_coef', 'Coefficient below your exact coefficient', `${coef} < ${body.exactCoef}`);
  }

  // The free bet: the coupon's coefficient against the code's minimum; the code pays up to its amount (B07).
  if (promo && coefToMilli(coef) < coefToMilli(Number(promo.min_coef))) {
    refuse(422, 'promo_min_coef', 'Coefficient below the promo code minimum', `${coef} < ${Number(promo.min_coef)}`);
  }
  const prepaidMinor = promo ? Math.min(Number(promo.amount_minor), stakeMinor) : 0;
  const cashMinor = stakeMinor - prepaidMinor;

  // Responsible gaming (issue 13): self-exclusion, time-out, wagering and loss limits, before any money moves.
  await assertStakeAllowed(tx, { userId: ctx.userId, stakeMinor: cashMinor, currency, nowMs: ctx.nowMs });

  // The balance: the account is locked, so this check holds until the transaction ends.
  const balance = await balanceMinor(tx, account.id);
  if (balance < cashMinor) refuse(409, 'insufficient_funds', 'Insufficient funds', `The balance is ${toMajor(balance, currency)} ${currency}`);

  const bet = await tx.one<BetRow>(
    `INSERT INTO bets (user_id, account_id, type_id, group_key, currency, stake_minor, coef, with_bonus, bonus_coef, system_value,
                       combinations, possible_win_minor, hyper_bonus_percent, hyper_bonus_min_minor, hyper_bonus_max_minor,
                       max_payout_minor, is_vip, change_coef_action, express_id, prepaid_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING ${BET_COLUMNS}`,
    [ctx.userId, account.id, typeId, body.typeId === 9 ? ctx.groupKey : null, currency, stakeMinor, coef, withBonus, bonusCoef, systemValue,
      combinations, possibleWin, hyperBonus?.percent ?? 0, hyperBonus?.minStakeMinor ?? 0, hyperBonus?.maxMinor ?? 0,
      maxPayoutMinor ?? null, body.isVipBet && max !== undefined && stakeMinor > max, body.changeCoefAction, body.expressId, prepaidMinor],
  );
  const betId = Number(bet!.id);
  // All selections in one statement; what they answer is what readBet would read back in this transaction.
  const COLS = 15;
  const params: SqlParam[] = [];
  const tuples = selected.map((row, i) => {
    params.push(betId, i, row.outcome_id, row.market_id, row.game_id, coefs[i]!, isBanker[i]!, row.sport_name, row.champ_name, gameName(row),
      row.market_name, row.outcome_name, row.game_start_at, row.game_status === 2 || row.game_status === 3, row.game_status === 1 ? null : row.score);
    return `(${Array.from({ length: COLS }, (_, k) => `$${i * COLS + k + 1}`).join(', ')})`;
  });
  const inserted = await tx.query<SelectionRow & { position: number }>(
    `INSERT INTO bet_selections (bet_id, position, outcome_id, market_id, game_id, coef, is_banker, sport_name, champ_name, game_name,
                                 market_name, outcome_name, game_start_at, is_live, score)
     VALUES ${tuples.join(', ')} RETURNING position, ${SELECTION_COLUMNS}`,
    params,
  );
  // Only the part taken from the balance is a ledger row; the free-bet part is the code, now used by this bet.
  const after = cashMinor > 0
    ? (await post(tx, { accountId: account.id, amountMinor: -cashMinor, kind: 'bet_stake', refType: 'bet', refId: String(betId), balanceBeforeMinor: balance })).balanceMinor
    : balance;
  if (promo) await tx.query('UPDATE coupon_promo_codes SET used_bet_id = $2, used_at = now() WHERE id = $1 AND used_bet_id IS NULL', [promo.id, betId]);
  return { coupon: couponView(bet!, inserted.sort((a, b) => a.position - b.position)), balanceMinor: after };
}

/** Places a coupon; answers what the client shows (successCoupon or singlesResultCoupons) and the new balance. */
export async function placeCoupon(tx: Queryable, body: CouponToSend, ctx: PlaceContext): Promise<PlaceCouponAnswer> {
  if (ctx.banLevel > 0) refuse(403, 'banned_user', 'Betting is not available', 'Your account is restricted');
  const account = await stakeAccount(tx, ctx.userId, body.accountId);
  const currency = account.currency;

  // Shape of the coupon for its type (B01, B04).
  const ids = body.bets.map((b) => b.outcomeId);
  if (new Set(ids).size !== ids.length) refuse(400, 'type_mismatch', 'The same odd twice', 'Each odd may be in the coupon once');
  const n = body.bets.length;
  const bankers = body.bets.filter((b) => b.isBanker).length;
  const fits = body.typeId === 0 ? n === 1 : body.typeId === 1 || body.typeId === 4 ? n >= 2 : body.typeId === 2 ? n >= 3 : n >= 1;
  if (!fits) refuse(400, 'type_mismatch', 'Wrong number of bets for this coupon type', `Type ${body.typeId} with ${n} bets`);
  if (bankers > 0 && body.typeId !== 2) refuse(400, 'type_mismatch', 'Bankers only in a system', 'Bankers are for system coupons');
  if (body.typeId === 2 && (n - bankers < 3 || body.systemValue < 2 || body.systemValue > n - bankers - 1)) {
    refuse(400, 'system_invalid', 'Invalid system', `System ${body.systemValue} of ${n - bankers} is not possible`);
  }

  const promo = await promoOf(tx, body, ctx.userId, currency, ctx.nowMs);
  const rows = await readOutcomes(tx, ids);

  if (body.typeId !== 9) {
    const placed = await placeOne(tx, { account, typeId: body.typeId, configTypeId: body.typeId, stakeMinor: stakeOf(body.amount, currency), bets: body.bets, rows, body, ctx, promo });
    return { successCoupon: placed.coupon, singlesResultCoupons: [], accountId: account.id, balance: toMajor(placed.balanceMinor, currency), currency };
  }

  // Type 9: every bet is its own single with its own amount; a refused single does not stop the others.
  const results: SingleResult[] = [];
  let firstError: ApiError | null = null;
  for (const bet of body.bets) {
    try {
      const { coupon } = await placeOne(tx, { account, typeId: 0, configTypeId: 9, stakeMinor: stakeOf(bet.amount, currency), bets: [bet], rows, body, ctx, promo: null });
      results.push({ outcomeId: bet.outcomeId, coupon, error: null });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      firstError ??= err;
      results.push({ outcomeId: bet.outcomeId, coupon: null, error: { code: err.items[0]!.code, detail: err.items[0]!.detail } });
    }
  }
  if (results.every((r) => r.coupon === null) && firstError) throw firstError;
  return { successCoupon: null, singlesResultCoupons: results, accountId: account.id, balance: toMajor(await balanceMinor(tx, account.id), currency), currency };
}
