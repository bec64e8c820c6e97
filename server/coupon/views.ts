import type { Queryable } from '../db/index.ts';
import { toMajor } from '../money/currencies.ts';
import type { BetStatus, PlacedCoupon, PlacedSelection } from '../../streams/schemas/coupon.ts';

// Bets as the API shows them (PlacedCoupon of streams/schemas/coupon.ts): the success answer, the bet history and
// the printed coupon. Money in major units of the bet's currency.

export interface BetRow {
  id: number;
  user_id: number;
  account_id: number;
  type_id: 0 | 1 | 2 | 4;
  status: BetStatus;
  currency: string;
  stake_minor: number;
  coef: string;
  bonus_coef: string;
  system_value: number | null;
  combinations: number;
  possible_win_minor: number;
  payout_minor: number | null;
  is_vip: boolean;
  prepaid_minor: number;
  created_at: Date;
  settled_at: Date | null;
}

export interface SelectionRow {
  bet_id: number;
  outcome_id: number;
  coef: string;
  is_banker: boolean;
  result: PlacedSelection['result'];
  game_id: number;
  game_name: string;
  market_name: string;
  outcome_name: string;
  sport_name: string;
  champ_name: string;
  game_start_at: Date;
  is_live: boolean;
  score: string | null;
}

export const BET_COLUMNS = `id, user_id, account_id, type_id, status, currency, stake_minor, coef, bonus_coef, system_value, combinations,
  possible_win_minor, payout_minor, is_vip, prepaid_minor, created_at, settled_at`;

/** A bet and its selections (in position order) as the API shows them. */
export function couponView(bet: BetRow, selections: SelectionRow[]): PlacedCoupon {
  const money = (minor: number) => toMajor(Number(minor), bet.currency);
  return {
    id: Number(bet.id),
    typeId: bet.type_id,
    status: bet.status,
    accountId: bet.account_id,
    currency: bet.currency,
    amount: money(bet.stake_minor),
    coef: Number(bet.coef),
    bonusCoef: Number(bet.bonus_coef),
    systemValue: bet.system_value,
    combinations: bet.combinations,
    possibleWin: money(bet.possible_win_minor),
    payout: bet.payout_minor === null ? null : money(bet.payout_minor),
    isVipBet: bet.is_vip,
    prepaidAmount: money(bet.prepaid_minor),
    createdAt: bet.created_at.toISOString(),
    settledAt: bet.settled_at ? bet.settled_at.toISOString() : null,
    selections: selections.map((s) => ({
      outcomeId: s.outcome_id,
      coef: Number(s.coef),
      isBanker: s.is_banker,
      result: s.result,
      gameId: s.game_id,
      gameName: s.game_name,
      marketName: s.market_name,
      outcomeName: s.outcome_name,
      sportName: s.sport_name,
      champName: s.champ_name,
      gameStartDateTime: s.game_start_at.toISOString(),
      isLive: s.is_live,
      score: s.score,
    })),
  };
}

export const SELECTION_COLUMNS = `bet_id, outcome_id, coef, is_banker, result, game_id, game_name, market_name, outcome_name, sport_name, champ_name,
            game_start_at, is_live, score`;

async function selectionsOf(db: Queryable, betIds: readonly number[]): Promise<Map<number, SelectionRow[]>> {
  const out = new Map<number, SelectionRow[]>();
  if (betIds.length === 0) return out;
  const rows = await db.query<SelectionRow>(
    `SELECT ${SELECTION_COLUMNS}
       FROM bet_selections WHERE bet_id IN (${betIds.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY bet_id, position`,
    betIds,
  );
  for (const r of rows) {
    const id = Number(r.bet_id);
    if (!out.has(id)) out.set(id, []);
    out.get(id)!.push(r);
  }
  return out;
}

/** One bet (any user's: callers check ownership with `userId`). */
export async function readBet(db: Queryable, betId: number, userId?: number): Promise<PlacedCoupon | null> {
  const bet = await db.one<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE id = $1${userId === undefined ? '' : ' AND user_id = $2'}`,
    userId === undefined ? [betId] : [betId, userId],
  );
  if (!bet) return null;
  return couponView(bet, (await selectionsOf(db, [Number(bet.id)])).get(Number(bet.id)) ?? []);
}

export interface HistoryFilter {
  userId: number;
  accountId?: number;
  /** Inclusive dates yyyy-mm-dd (UTC). */
  dateFrom?: string;
  dateTo?: string;
  status: 'all' | BetStatus;
  /** Bets settled more than 90 days ago are the archive, left out unless asked for (C13 isIncludeArchive). */
  includeArchive: boolean;
  pageNumber: number;
  pageSize: number;
}

export const ARCHIVE_AFTER_DAYS = 90;

export async function listBets(db: Queryable, f: HistoryFilter): Promise<{ bets: PlacedCoupon[]; total: number }> {
  const where: string[] = ['user_id = $1'];
  const params: (string | number)[] = [f.userId];
  const add = (sql: string, value: string | number) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.accountId !== undefined) add('account_id = ?', f.accountId);
  if (f.dateFrom) add(`created_at >= ?::date`, f.dateFrom);
  if (f.dateTo) add(`created_at < (?::date + 1)`, f.dateTo);
  if (f.status !== 'all') add('status = ?', f.status);
  if (!f.includeArchive) where.push(`(settled_at IS NULL OR settled_at > now() - interval '${ARCHIVE_AFTER_DAYS} days')`);
  const clause = where.join(' AND ');
  const count = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM bets WHERE ${clause}`, params);
  const rows = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ${f.pageSize} OFFSET ${(f.pageNumber - 1) * f.pageSize}`,
    params,
  );
  const sels = await selectionsOf(db, rows.map((r) => Number(r.id)));
  return { bets: rows.map((r) => couponView(r, sels.get(Number(r.id)) ?? [])), total: Number(count?.n ?? 0) };
}
