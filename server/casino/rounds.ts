import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { balanceMinor, lockPlayer, post } from '../money/ledger.ts';
import type { RoundChoice } from '../../streams/schemas/casino-games/game-rules.ts';
import { ROUND_GAMES, type RoundKind } from '../../streams/schemas/casino-games/round-games.ts';
import type { CatalogGame } from './catalog.ts';
import { fairRandom, nextRoundSeed, type FairSeed } from './fair.ts';
import { assertRoundAllowed } from './round-guards.ts';
import type { Round } from '../../streams/schemas/casino.ts';

// Rounds of every round-based game (slot, keno, scratch card, the bonus games), decided by their kind's rules from
// the provably fair seed. Real money: the stake is debited and the win credited as ledger rows in the same
// transaction as the round row (the caller wraps this in once() for the Idempotency-Key, so a double click or a lost
// answer plays one round).

export interface PlayerAccount { id: number; currency: string }

/** The player's active account, locked for the round (concurrent rounds queue instead of overspending). */
export async function lockActiveAccount(tx: Queryable, userId: number): Promise<PlayerAccount> {
  // The player before the account, as every money transaction does (lockPlayer, ledger.ts).
  await lockPlayer(tx, userId);
  const row = await tx.one<PlayerAccount>(
    'SELECT id, currency FROM accounts WHERE user_id = $1 AND is_active AND closed_at IS NULL ORDER BY id FOR NO KEY UPDATE', [userId]);
  if (!row) throw new ApiError(409, 'account_inactive', 'No active account', 'Choose an account to play from');
  return row;
}

/**
 * Stake checks every game shares: within the game's min and max, and a whole number of its stake units (the stakes
 * at which its stated RTP is exact, streams/schemas/casino-games/stakes.ts); (real money) not above the balance.
 */
export function assertStake(game: CatalogGame, stakeMinor: number): void {
  if (stakeMinor < game.minStake) throw new ApiError(400, 'stake_below_min', 'Stake below the minimum', `The minimum stake of this game is ${game.minStake}`);
  if (stakeMinor > game.maxStake) throw new ApiError(400, 'stake_above_max', 'Stake above the maximum', `The maximum stake of this game is ${game.maxStake}`);
  if (stakeMinor % game.stakeUnit !== 0) throw new ApiError(400, 'stake_not_allowed', 'Stake not allowed', `A stake of this game is a multiple of ${game.stakeUnit}`);
}

const CHOICE_DETAIL = {
  bad_picks: 'The picks do not fit this game: whole numbers in its range, no repeats, as many as its rules allow',
  bad_level: 'This level does not exist in this game',
} as const;

/** The player's choice fits the game's rules (keno picks, the chest opened, a bet slip at its stake, ...), else a 400 saying why. */
export function assertChoice(kind: RoundKind, choice: RoundChoice, stakeMinor: number): void {
  const refusal = ROUND_GAMES[kind].refusal(choice, stakeMinor);
  if (refusal) throw new ApiError(400, refusal, refusal === 'bad_picks' ? 'Invalid picks' : 'Invalid level', CHOICE_DETAIL[refusal]);
}

/** A round decided by its rules from its seed (the caller decides whether the seed may be shown). */
export function decideRound(kind: RoundKind, stakeMinor: number, choice: RoundChoice, seed: FairSeed) {
  const { win, outcome } = ROUND_GAMES[kind].play(fairRandom(seed), stakeMinor, choice);
  return { win, outcome };
}

export interface RealRound {
  userId: number;
  game: CatalogGame;
  kind: RoundKind;
  stakeMinor: number;
  choice: RoundChoice;
}

/**
 * A real-money round, decided by the player's active seed pair at its next nonce. The answer names the seed's hash,
 * the client seed and the nonce, never the seed: it is revealed when the player rotates seeds (server/casino/fair.ts).
 */
export async function playRealRound(tx: Queryable, r: RealRound) {
  assertStake(r.game, r.stakeMinor);
  assertChoice(r.kind, r.choice, r.stakeMinor);
  const account = await lockActiveAccount(tx, r.userId);
  await assertRoundAllowed(tx, { userId: r.userId, stakeMinor: r.stakeMinor, currency: account.currency });
  const before = await balanceMinor(tx, account.id);
  if (before < r.stakeMinor) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
  const seed = await nextRoundSeed(tx, r.userId);
  const played = decideRound(r.kind, r.stakeMinor, r.choice, seed);
  const fair = { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce };
  const row = await tx.one<{ id: number }>(
    `INSERT INTO casino_rounds (user_id, account_id, game_id, kind, stake_minor, win_minor, currency, outcome, fair_seed_id, fair_nonce)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) RETURNING id`,
    [r.userId, account.id, r.game.id, r.kind, r.stakeMinor, played.win, account.currency,
      JSON.stringify({ ...played.outcome, fair, choice: r.choice }), seed.pairId, seed.nonce],
  );
  const roundId = String(row!.id);
  let balance = (await post(tx, { accountId: account.id, amountMinor: -r.stakeMinor, kind: 'casino_stake', refType: 'casino_round', refId: roundId, balanceBeforeMinor: before })).balanceMinor;
  if (played.win > 0) balance = (await post(tx, { accountId: account.id, amountMinor: played.win, kind: 'casino_win', refType: 'casino_round', refId: roundId, balanceBeforeMinor: balance })).balanceMinor;
  // The answer's contract (streams/schemas/casino.ts); the outcome keeps its game's type for the server's own use.
  return { roundId, stake: r.stakeMinor, win: played.win, balance, outcome: played.outcome, fair } satisfies Round;
}
