import type { Db, Queryable } from '../db/index.ts';
import { post } from '../money/ledger.ts';
import { settleCoupon, type CouponTypeId, type SelectionResult } from '../../streams/schemas/coupon-math.ts';

// Settlement (issue 5): the simulator (server/sim) settles outcomes when games finish (outcome status 3 won,
// 4 lost, 5 void; a cancelled game voids what is left). This worker copies those results into bet_selections and
// settles every bet nothing open decides any more, with the coupon arithmetic of streams/schemas/coupon-math.ts
// (the same the coupon's possible win and the betting calculator use). A win is paid as a bet_payout ledger row, a
// refund (everything void) as bet_refund, in the transaction that marks the bet settled. Each bet is settled under
// its row lock and only from status 'open', so a second worker, a retry or a crash in between never pays twice.

export interface SettleReport {
  selections: number;
  settled: number;
  paidMinor: number;
}

/**
 * Copies settled outcomes (and cancelled games) into open selections; answers how many changed. A selection keeps
 * the game of its outcome's market (bet_selections.game_id, written at placement; a market never changes game), so
 * the game is looked up directly: the pass runs every 2 s over every open selection while bets are being placed, and
 * the join through markets made the planner scan all games and outcomes (~2.5 times slower at 1,400 open selections).
 */
export async function applyOutcomeResults(db: Queryable): Promise<number> {
  const rows = await db.query<{ bet_id: number }>(
    `UPDATE bet_selections bs
        SET result = CASE
              WHEN o.status = 3 THEN 'won'
              WHEN o.status = 4 THEN 'lost'
              ELSE 'void' END
       FROM outcomes o, games g
      WHERE bs.result = 'open' AND o.id = bs.outcome_id AND g.id = bs.game_id
        AND (o.status IN (3, 4, 5) OR g.status = 5)
      RETURNING bs.bet_id`,
  );
  return rows.length;
}

interface OpenBet {
  id: number;
  account_id: number;
  type_id: Exclude<CouponTypeId, 9>;
  stake_minor: number;
  with_bonus: boolean;
  system_value: number | null;
  hyper_bonus_percent: string;
  hyper_bonus_min_minor: number;
  hyper_bonus_max_minor: number;
  max_payout_minor: number | null;
  prepaid_minor: number;
}

/** Settles one bet if its selections decide it; answers the payout (0 when lost, null when still open). */
export async function settleBet(tx: Queryable, betId: number): Promise<number | null> {
  const bet = await tx.one<OpenBet>(
    `SELECT id, account_id, type_id, stake_minor, with_bonus, system_value, hyper_bonus_percent, hyper_bonus_min_minor,
            hyper_bonus_max_minor, max_payout_minor, prepaid_minor
       FROM bets WHERE id = $1 AND status = 'open' FOR UPDATE`,
    [betId],
  );
  if (!bet) return null;
  const selections = await tx.query<{ coef: string; result: SelectionResult; is_banker: boolean }>(
    'SELECT coef, result, is_banker FROM bet_selections WHERE bet_id = $1 ORDER BY position',
    [betId],
  );
  const percent = Number(bet.hyper_bonus_percent);
  const outcome = settleCoupon({
    typeId: bet.type_id,
    stakeMinor: Number(bet.stake_minor),
    selections: selections.map((s) => ({ coef: Number(s.coef), result: s.result, isBanker: s.is_banker })),
    ...(bet.system_value !== null ? { systemValue: bet.system_value } : {}),
    withBonus: bet.with_bonus,
    ...(percent > 0 ? { hyperBonus: { percent, minStakeMinor: Number(bet.hyper_bonus_min_minor), maxMinor: Number(bet.hyper_bonus_max_minor) } } : {}),
    ...(bet.max_payout_minor !== null ? { maxPayoutMinor: Number(bet.max_payout_minor) } : {}),
  });
  if (outcome.status === 'open') return null;
  // A refunded free bet (031): only the part paid from the balance comes back as money; the code is released so the
  // free bet can be used again (while it has not expired).
  const prepaid = Number(bet.prepaid_minor ?? 0);
  const credit = outcome.status === 'refund' ? Math.max(0, outcome.payoutMinor - prepaid) : outcome.payoutMinor;
  await tx.query(`UPDATE bets SET status = $2, payout_minor = $3, settled_at = now() WHERE id = $1`, [betId, outcome.status, credit]);
  if (outcome.status === 'refund' && prepaid > 0) {
    await tx.query('UPDATE coupon_promo_codes SET used_bet_id = NULL, used_at = NULL WHERE used_bet_id = $1', [betId]);
  }
  if (credit > 0) {
    await post(tx, {
      accountId: bet.account_id,
      amountMinor: credit,
      kind: outcome.status === 'refund' ? 'bet_refund' : 'bet_payout',
      refType: 'bet',
      refId: String(betId),
    });
  }
  return credit;
}

/**
 * One pass of the worker: results in, then every open bet with a decided selection is looked at, `limit` at a time
 * in id order. The pass walks every page: bets that stay open (an express with one selection won and one still to
 * play) must not fill the first page for ever and keep newer, decided bets from being paid.
 */
export async function settleOnce(db: Db, options: { limit?: number } = {}): Promise<SettleReport> {
  const limit = Math.max(1, options.limit ?? 500);
  const selections = await db.transaction((tx) => applyOutcomeResults(tx));
  let settled = 0;
  let paidMinor = 0;
  let afterId = 0;
  for (;;) {
    const candidates = await db.query<{ id: number }>(
      `SELECT b.id FROM bets b
        WHERE b.status = 'open' AND b.id > $2 AND EXISTS (SELECT 1 FROM bet_selections s WHERE s.bet_id = b.id AND s.result <> 'open')
        ORDER BY b.id LIMIT $1`,
      [limit, afterId],
    );
    for (const { id } of candidates) {
      afterId = Number(id);
      const payout = await db.transaction((tx) => settleBet(tx, Number(id)));
      if (payout !== null) {
        settled += 1;
        paidMinor += payout;
      }
    }
    if (candidates.length < limit) break;
  }
  return { selections, settled, paidMinor };
}

/** Default pause between passes of the worker. */
export const SETTLEMENT_INTERVAL_MS = 2_000;

/** Runs settleOnce every intervalMs (never two passes at once); stop() waits for a running pass. */
export function startSettlementWorker(db: Db, log: (msg: string, err?: unknown) => void, intervalMs = SETTLEMENT_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = settleOnce(db)
      .then(() => undefined, (err: unknown) => log('settlement pass failed', err))
      .finally(() => { running = null; });
  }, intervalMs);
  timer.unref?.();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
