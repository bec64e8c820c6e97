import type { Db } from '../../../server/db/index.ts';
import { post } from '../../../server/money/ledger.ts';
import type { CouponToSend } from '../../../streams/schemas/coupon.ts';

// A small sports world of its own for coupon tests (ids far from the seed's), and money for test users.

let sportReady: Promise<void> | null = null;
const SPORT_ID = 9901;
const CHAMP_ID = 99001;

function ensureSport(db: Db): Promise<void> {
  sportReady ??= (async () => {
    await db.query(`INSERT INTO sports (id, name, names, slug, sort, score_model) VALUES ($1, 'Testball', '{}'::jsonb, 'testball', 999, 'goals') ON CONFLICT DO NOTHING`, [SPORT_ID]);
    await db.query(`INSERT INTO championships (id, sport_id, name, slug) VALUES ($1, $2, 'Test League', 'test-league') ON CONFLICT DO NOTHING`, [CHAMP_ID, SPORT_ID]);
  })();
  return sportReady;
}

export interface GameSpec {
  status?: number;
  /** Start time relative to now, ms (default: one hour ahead). */
  startInMs?: number;
  score?: { home: number; away: number };
}

export interface MarketSpec {
  status?: number;
  kind?: number;
  typeId?: number;
  blockId?: number;
}

export interface OutcomeFixture {
  outcomeId: number;
  marketId: number;
  gameId: number;
  coef: number;
}

/** A game with one market and outcomes at the given coefficients. */
export async function fixtureGame(db: Db, coefs: number[], game: GameSpec = {}, market: MarketSpec = {}, outcomeStatus = 1): Promise<OutcomeFixture[]> {
  await ensureSport(db);
  const g = await db.one<{ id: number }>(
    `INSERT INTO games (champ_id, sport_id, home, away, start_at, status, score)
     VALUES ($1, $2, 'Home FC', 'Away United', now() + ($3::int * interval '1 millisecond'), $4, $5::jsonb) RETURNING id`,
    [CHAMP_ID, SPORT_ID, game.startInMs ?? 3_600_000, game.status ?? 1, JSON.stringify({ ...(game.score ?? { home: 0, away: 0 }), periods: [] })],
  );
  const m = await db.one<{ id: number }>(
    `INSERT INTO markets (game_id, kind, type_id, name, status, block_id) VALUES ($1, $2, $3, 'Result', $4, $5) RETURNING id`,
    [g!.id, market.kind ?? 1, market.typeId ?? 1, market.status ?? 1, market.blockId ?? 1],
  );
  const out: OutcomeFixture[] = [];
  for (const [i, coef] of coefs.entries()) {
    const o = await db.one<{ id: number }>(
      `INSERT INTO outcomes (market_id, name, code, coef, status, sort) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [m!.id, ['1', 'X', '2'][i] ?? `o${i}`, ['home', 'draw', 'away'][i] ?? `o${i}`, coef, outcomeStatus, i],
    );
    out.push({ outcomeId: o!.id, marketId: m!.id, gameId: g!.id, coef });
  }
  return out;
}

/** One outcome per fresh game, at each coefficient (bets that may be combined). */
export async function fixtureSelections(db: Db, coefs: number[], game: GameSpec = {}): Promise<OutcomeFixture[]> {
  const out: OutcomeFixture[] = [];
  for (const coef of coefs) out.push((await fixtureGame(db, [coef], game))[0]!);
  return out;
}

export async function mainAccount(db: Db, userId: number): Promise<{ id: number; currency: string }> {
  const row = await db.one<{ id: number; currency: string }>('SELECT id, currency FROM accounts WHERE user_id = $1 AND type = 0', [userId]);
  if (!row) throw new Error(`user ${userId} has no main account`);
  return row;
}

export async function deposit(db: Db, userId: number, amountMinor: number): Promise<number> {
  const account = await mainAccount(db, userId);
  await db.transaction((tx) => post(tx, { accountId: account.id, amountMinor, kind: 'deposit', refType: 'test', refId: 'fixture' }));
  return account.id;
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  const row = await db.one<{ b: number }>('SELECT COALESCE(SUM(amount_minor), 0)::bigint AS b FROM ledger_entries WHERE account_id = $1', [accountId]);
  return Number(row?.b ?? 0);
}

/** A Coupon to send with the defaults of the client. */
export function couponBody(over: Partial<CouponToSend> & Pick<CouponToSend, 'bets' | 'typeId'>): Record<string, unknown> {
  return { amount: 100, changeCoefAction: 2, systemValue: 2, ...over };
}
