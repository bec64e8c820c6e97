import * as v from 'valibot';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { balanceMinor, lockAccount, post } from '../money/ledger.ts';
import { CARD_ENGINES, type CardMove, type CardState } from '../../streams/schemas/casino-games/card-games.ts';
import { StoredHandSchema, type CardAction, type CardHand, type CardKind, type StoredHand } from '../../streams/schemas/casino-cards.ts';
import type { CatalogGame } from './catalog.ts';
import { fairRandom, nextRoundSeed } from './fair.ts';
import { assertRoundAllowed } from './round-guards.ts';
import { assertStake, lockActiveAccount } from './rounds.ts';

// The card games' hands (blackjack, video poker), real money, one request per step. The deal takes the player's
// seed pair's next nonce and shuffles the round's whole deck from it, so every card the hand can draw is fixed
// (committed) before the player acts; the hand then lives in its casino_rounds row (settled = false, its state in
// `outcome`) until its last action, so it survives a restart and any instance continues it. Each step is one
// transaction: the player and the account locked, the added stake (double, split, insurance) checked against the
// limits and taken through the ledger, and at the end the return credited and the row settled together.

interface HandRow { id: string; account_id: number; kind: CardKind; outcome: unknown; fair_seed_id: string; fair_nonce: number }

const SELECT_OPEN = `SELECT id::text AS id, account_id, kind, outcome, fair_seed_id::text AS fair_seed_id, fair_nonce
  FROM casino_rounds WHERE user_id = $1 AND game_id = $2 AND NOT settled AND kind IN ('blackjack', 'videopoker')`;

const notLegal = (detail: string) => new ApiError(409, 'action_not_legal', 'Action not allowed now', detail);

function answerOf(roundId: string, kind: CardKind, stored: StoredHand, balance: number | null): CardHand {
  const engine = CARD_ENGINES[kind];
  const settled = engine.legal(stored.state).length === 0;
  return {
    roundId, kind, state: engine.view(stored.state), legal: engine.legal(stored.state), settled,
    staked: engine.staked(stored.state), win: settled ? stored.state.returned : 0, balance, actions: stored.actions, fair: stored.fair,
  };
}

const storedOf = (row: HandRow): StoredHand => {
  const parsed = v.safeParse(StoredHandSchema, row.outcome);
  if (!parsed.success) throw new Error(`casino round ${row.id}: stored hand does not fit its schema`);
  return parsed.output;
};

/** Takes an added stake: limits, the balance, then the ledger debit of the round. Returns the balance after. */
async function takeStake(tx: Queryable, hand: { userId: number; accountId: number; currency: string; roundId: string }, amount: number): Promise<number> {
  await assertRoundAllowed(tx, { userId: hand.userId, stakeMinor: amount, currency: hand.currency });
  const before = await balanceMinor(tx, hand.accountId);
  if (before < amount) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
  return (await post(tx, { accountId: hand.accountId, amountMinor: -amount, kind: 'casino_stake', refType: 'casino_round', refId: hand.roundId, balanceBeforeMinor: before })).balanceMinor;
}

/** Writes the hand's new state; a settled hand is credited its return and closed in the same transaction. */
async function saveHand(tx: Queryable, roundId: string, accountId: number, kind: CardKind, stored: StoredHand, balance: number): Promise<CardHand> {
  const engine = CARD_ENGINES[kind];
  const settled = engine.legal(stored.state).length === 0;
  const win = settled ? stored.state.returned : 0;
  await tx.query('UPDATE casino_rounds SET outcome = $2::jsonb, stake_minor = $3, win_minor = $4, settled = $5 WHERE id = $1::bigint',
    [roundId, JSON.stringify(stored), engine.staked(stored.state), win, settled]);
  const after = win > 0 ? (await post(tx, { accountId, amountMinor: win, kind: 'casino_win', refType: 'casino_round', refId: roundId, balanceBeforeMinor: balance })).balanceMinor : balance;
  return answerOf(roundId, kind, stored, after);
}

/** The deal of a new hand (409 hand_open while the player has one open in this game). */
export async function dealHand(tx: Queryable, input: { userId: number; game: CatalogGame; kind: CardKind; stakeMinor: number }): Promise<CardHand> {
  const { userId, game, kind, stakeMinor } = input;
  assertStake(game, stakeMinor);
  const account = await lockActiveAccount(tx, userId);
  if (await tx.one(SELECT_OPEN, [userId, game.id])) throw new ApiError(409, 'hand_open', 'A hand is open', 'Finish the open hand of this game first');
  await assertRoundAllowed(tx, { userId, stakeMinor, currency: account.currency });
  const before = await balanceMinor(tx, account.id);
  if (before < stakeMinor) throw new ApiError(409, 'insufficient_funds', 'Insufficient funds', 'The stake is higher than the balance');
  const seed = await nextRoundSeed(tx, userId);
  const engine = CARD_ENGINES[kind];
  const state = engine.deal(engine.shuffle(fairRandom(seed)), stakeMinor);
  const stored: StoredHand = { state, actions: [], fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce } };
  const row = await tx.one<{ id: string }>(
    `INSERT INTO casino_rounds (user_id, account_id, game_id, kind, stake_minor, currency, outcome, fair_seed_id, fair_nonce, settled)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, false) RETURNING id::text AS id`,
    [userId, account.id, game.id, kind, stakeMinor, account.currency, JSON.stringify(stored), seed.pairId, seed.nonce]);
  const roundId = row!.id;
  const balance = (await post(tx, { accountId: account.id, amountMinor: -stakeMinor, kind: 'casino_stake', refType: 'casino_round', refId: roundId, balanceBeforeMinor: before })).balanceMinor;
  return saveHand(tx, roundId, account.id, kind, stored, balance);
}

/** One action on the player's open hand of the game: 409 no_open_hand, or 409 action_not_legal for a move not allowed now. */
export async function actOnHand(tx: Queryable, input: { userId: number; game: CatalogGame; move: CardAction }): Promise<CardHand> {
  const { userId, game, move } = input;
  const peek = await tx.one<{ account_id: number }>(SELECT_OPEN, [userId, game.id]);
  if (!peek) throw new ApiError(409, 'no_open_hand', 'No open hand', 'Deal a new hand first');
  // The player and the hand's account are locked before the hand (the order every money transaction keeps).
  const account = await lockAccount(tx, peek.account_id, userId);
  const row = await tx.one<HandRow>(`${SELECT_OPEN} FOR UPDATE`, [userId, game.id]);
  if (!row) throw new ApiError(409, 'no_open_hand', 'No open hand', 'Deal a new hand first');
  const engine = CARD_ENGINES[row.kind];
  const stored = storedOf(row);
  if (!engine.legal(stored.state).includes(move.action)) throw notLegal(`Allowed now: ${engine.legal(stored.state).join(', ')}`);
  const seed = await tx.one<{ server_seed: string; client_seed: string }>('SELECT server_seed, client_seed FROM fair_seeds WHERE id = $1::bigint', [row.fair_seed_id]);
  if (!seed) throw new Error(`casino round ${row.id}: its seed pair is gone`);
  const deck = engine.shuffle(fairRandom({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: row.fair_nonce }));
  const cardMove: CardMove = { action: move.action, held: move.held };
  let next: CardState;
  try {
    next = engine.act(deck, stored.state, cardMove);
  } catch (err) {
    if (err instanceof RangeError) throw notLegal(err.message);
    throw err;
  }
  const cost = engine.cost(stored.state, cardMove);
  const hand = { userId, accountId: account.id, currency: account.currency, roundId: row.id };
  const balance = cost > 0 ? await takeStake(tx, hand, cost) : await balanceMinor(tx, account.id);
  return saveHand(tx, row.id, account.id, row.kind, { ...stored, state: next, actions: [...stored.actions, { action: move.action, held: [...move.held] }] }, balance);
}

/** The player's open hand of the game, or null. */
export async function openHand(db: Queryable, userId: number, gameId: number): Promise<CardHand | null> {
  const row = await db.one<HandRow>(SELECT_OPEN, [userId, gameId]);
  return row ? answerOf(row.id, row.kind, storedOf(row), null) : null;
}

