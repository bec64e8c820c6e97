import crypto from 'node:crypto';
import { TABLE_GAMES, tableMessage, tableResultOfDigests, type TableKind, type TableResult } from '../../streams/schemas/casino-games/table-games.ts';

// A shared table round's seed and its result (the rule is streams/schemas/casino-games/table-games.ts, which the
// browser's verifier shares): a fresh random server seed per round, its sha-256 hash shown before betting opens.

export const seedHash = (serverSeed: string): string => crypto.createHash('sha256').update(serverSeed).digest('hex');

export const newTableSeed = (): string => crypto.randomBytes(32).toString('hex');

export function tableResultOf(kind: TableKind, serverSeed: string): TableResult {
  const digests = Array.from({ length: TABLE_GAMES[kind].floats }, (_, i) => crypto.createHmac('sha256', serverSeed).update(tableMessage(i)).digest());
  return tableResultOfDigests(kind, digests);
}
