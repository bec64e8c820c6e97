import crypto from 'node:crypto';
import * as v from 'valibot';
import type { Queryable } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { phaseAt, phaseLeftMs, sharedRounds, type OpenStake, type SharedRound } from './shared-rounds.ts';
import {
  newRaceCard, RACE_FLOATS, raceMessage, RaceCardSchema, raceResultOfDigests, RaceResultSchema, type RaceCard, type RaceResult,
} from '../../streams/schemas/casino-games/virtual-race.ts';
import { RACE_PHASES } from '../../streams/schemas/casino-virtual.ts';

// Virtual horse racing's races (issue 23), shared rounds (shared-rounds.ts) like the live tables': a race is betting
// (BETTING_MS, its card with the prices shown), then the race itself (RACE_MS: the seed and the finishing order are
// shown from its start, no bet can be placed any more), then the result stays up (RESULT_MS) and the next race opens.

export const BETTING_MS = 30_000;
export const RACE_MS = 15_000;
export const RESULT_MS = 6_000;
export const RACE_HISTORY = 10;

export type RacePhase = (typeof RACE_PHASES)[number];

export interface Race extends SharedRound { card: RaceCard; result: RaceResult }

export const racePhaseAt = (race: Race, t: number): RacePhase => phaseAt(RACE_PHASES, race, t);
export const racePhaseLeftMs = phaseLeftMs;

/** A race's finishing order from its seed (the rule is streams/schemas/casino-games/virtual-race.ts). */
export function raceResultOfSeed(card: RaceCard, serverSeed: string): RaceResult {
  const digests = Array.from({ length: RACE_FLOATS }, (_, i) => crypto.createHmac('sha256', serverSeed).update(raceMessage(i)).digest());
  return raceResultOfDigests(card, digests);
}

/** The last races whose result has been shown, newest first: their cards and finishing orders. */
export async function raceHistory(db: Queryable, gameId: number, now: number): Promise<Array<{ id: string; card: RaceCard; result: RaceResult }>> {
  const rows = await db.query<{ id: string; card: unknown; result: unknown }>(
    'SELECT id::text AS id, card, result FROM virtual_races WHERE game_id = $1 AND result_at <= $2 ORDER BY virtual_races.id DESC LIMIT $3', [gameId, new Date(now), RACE_HISTORY]);
  return rows.map((r) => ({ id: r.id, card: v.parse(RaceCardSchema, r.card), result: v.parse(RaceResultSchema, r.result) }));
}

const cardRandom = () => crypto.randomInt(2 ** 47) / 2 ** 47;

export const virtualRaces = sharedRounds<Race, OpenStake & { runner: number; odds: number; stake: string }>({
  name: 'virtual race',
  tables: { rounds: 'virtual_races', watch: 'virtual_race_watch', stakes: 'virtual_race_bets' },
  columns: { opensAt: 'betting_from', stakeRound: 'race_id' },
  select: { round: 'card, result', stake: 's.runner, s.odds, s.stake_minor AS stake' },
  durations: { openMs: BETTING_MS, closedMs: RACE_MS, resultMs: RESULT_MS },
  plays: (game) => game.kind === 'virtualrace',
  made: (_game, serverSeed) => {
    const card = newRaceCard(cardRandom);
    return { card, result: raceResultOfSeed(card, serverSeed) };
  },
  read: (shared, row) => ({ ...shared, card: v.parse(RaceCardSchema, row['card']), result: v.parse(RaceResultSchema, row['result']) }),
  // A win bet at its price in hundredths, taken when it was placed.
  returnOf: (bet, race) => (race.result.order[0] === bet.runner ? Math.floor((Number(bet.stake) * bet.odds) / 100) : 0),
  refType: 'virtual_race_bet',
  closed: () => new ApiError(409, 'round_closed', 'Bets are closed', 'Wait for the next race'),
});
