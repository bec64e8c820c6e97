import * as v from 'valibot';
import { baccaratRules, BaccaratResultSchema } from './baccarat.ts';
import { floatOfDigest } from './fair-random.ts';
import { rouletteRules, RouletteResultSchema } from './roulette.ts';
import type { TableRules } from './table-rules.ts';

// The games of the shared live tables (a round for every player at a table, run by the server leader,
// server/casino/table-rounds.ts), by kind. A round's result is decided by its server seed alone, committed by its
// sha-256 hash before betting opens and revealed when betting closes: random number i is the first 52 bits of
// HMAC-SHA256(key = server seed, message = `table:${i}`) (floatOfDigest), shared by the server (node:crypto) and
// the browser's verifier (Web Crypto).

export const TABLE_GAMES = { roulette: rouletteRules, baccarat: baccaratRules } as const;
export type TableKind = keyof typeof TABLE_GAMES;
export const isTableKind = (kind: string | undefined): kind is TableKind => kind !== undefined && Object.hasOwn(TABLE_GAMES, kind);

export const TableResultSchema = v.variant('kind', [RouletteResultSchema, BaccaratResultSchema]);
export type TableResult = v.InferOutput<typeof TableResultSchema>;

/** The HMAC message of a table round's i-th random number. */
export const tableMessage = (i: number): string => `table:${i}`;

/** A table round's result from its random numbers' digests (HMAC-SHA256(seed, tableMessage(i)), i = 0, 1, ...). */
export function tableResultOfDigests(kind: TableKind, digests: readonly Uint8Array[]): TableResult {
  let i = 0;
  const random = () => {
    const digest = digests[i++];
    if (!digest) throw new RangeError('the round used more random numbers than were computed');
    return floatOfDigest(digest);
  };
  return (TABLE_GAMES[kind] as TableRules<TableResult>).resultOf(random);
}

/** What a bet on `spot` returns with `result` (its own kind's rules), stake included. */
export function tableReturn(spot: string, stake: number, result: TableResult): number {
  return result.kind === 'roulette' ? rouletteRules.returnOf(spot, stake, result) : baccaratRules.returnOf(spot, stake, result);
}
