import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { balanceMinor, post } from '../money/ledger.ts';
import type { CatalogGame } from './catalog.ts';
import { fairRandom, newSeed } from './fair.ts';
import { assertRoundAllowed } from './round-guards.ts';
import { playSlot, type SlotSpin } from './slot.ts';

// Real-money rounds: the stake is debited and the win credited as ledger rows in the same transaction as the round
// row (the caller wraps this in once() for the Idempotency-Key, so a double click or a lost answer plays one round).

export interface PlayerAccount { id: number; currency: string }

/** The player's active account, locked for the round (concurrent rounds queue instead of overspending). */
export async function lockActiveAccount(tx: Queryable, userId: number): Promise<PlayerAccount> {
  // The player before the account, as every money transaction does (PLAYER_FIRST, ledger.ts).
  const row = await tx.one<PlayerAccount>(
    `WITH player AS (SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE)
     SELECT id, currency FROM accounts WHERE user_id = (SELECT id FROM player) AND is_active AND closed_at IS NULL FOR NO KEY UPDATE`, [userId]);
  if (!row) throw new ApiError(409, 'account_inactive', 'No active account', 'Choose an account to play from');
  return row;
}

/** Stake checks every game shares: within the game's min and max, and (real money) not above the balance. */
export function assertStake(game: CatalogGame, stakeMinor: number): void {
  if (stakeMinor < game.minStake) throw new ApiError(400, 'stake_below_min', 'Stake below the minimum', `The minimum stake of this game is ${game.minStake}`);
  if (stakeMinor > game.maxStake) throw new ApiError(400, 'stake_above_max', 'Stake above the maximum', `The maximum stake of this game is ${game.maxStake}`);
}

const spinView = (s: SlotSpin) => ({ reels: s.reels, lines: s.lines });

/** A slot round's answer body (demo or real), with the round's seed revealed. */
export function slotRound(stakeMinor: number, clientSeed: string, nonce: number) {
  const seed = newSeed(clientSeed, nonce);
  const round = playSlot(stakeMinor, fairRandom(seed));
  const outcome = {
    reels: round.base.reels, lines: round.base.lines, scatterWin: round.base.scatterWin,
    freeSpinsWon: round.freeSpins.length, freeSpinsLeft: 0, freeSpins: round.freeSpins.map(spinView),
  };
  return { win: round.win, outcome, fair: { serverSeedHash: seed.serverSeedHash, serverSeed: seed.serverSeed, clientSeed, nonce } };
}

export async function playRealSlot(tx: Queryable, userId: number, game: CatalogGame, stakeMinor: number, clientSeed: string) {
  assertStake(game, stakeMinor);
  const account = await lockActiveAccount(tx, userId);
  await assertRoundAllowed(tx, { userId, stakeMinor, currency: account.currency });
  const before = await balanceMinor(tx, account.id);
  if (before < stakeMinor) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
  const count = await tx.one<{ n: number }>('SELECT count(*)::int AS n FROM casino_rounds WHERE user_id = $1', [userId]);
  const played = slotRound(stakeMinor, clientSeed, (count?.n ?? 0) + 1);
  const row = await tx.one<{ id: number }>(
    `INSERT INTO casino_rounds (user_id, account_id, game_id, kind, stake_minor, win_minor, currency, outcome)
     VALUES ($1, $2, $3, 'slot', $4, $5, $6, $7::jsonb) RETURNING id`,
    [userId, account.id, game.id, stakeMinor, played.win, account.currency, JSON.stringify({ reels: played.outcome.reels, fair: played.fair })],
  );
  const roundId = String(row!.id);
  let balance = (await post(tx, { accountId: account.id, amountMinor: -stakeMinor, kind: 'casino_stake', refType: 'casino_round', refId: roundId, balanceBeforeMinor: before })).balanceMinor;
  if (played.win > 0) balance = (await post(tx, { accountId: account.id, amountMinor: played.win, kind: 'casino_win', refType: 'casino_round', refId: roundId, balanceBeforeMinor: balance })).balanceMinor;
  return { roundId, stake: stakeMinor, win: played.win, balance, outcome: played.outcome, fair: played.fair };
}
