import type { RoundResult } from '../../../../streams/schemas/casino-games/game-rules';
import type { RoundKind } from '../../../../streams/schemas/casino-games/round-games';
import type { TableKind, TableResult } from '../../../../streams/schemas/casino-games/table-games';
import { crashPointOfSeed, replayRound, seedHash, tableResultOfSeed } from '../games/verify-round';
import type { BingoTicket } from '../../../../streams/schemas/casino-games/bingo';
import type { RaceCard, RaceResult } from '../../../../streams/schemas/casino-games/virtual-race';
import { bingoDrawOfSeed, bingoTicketOfSeed } from '../games/verify-bingo';
import { raceResultOfSeed } from '../games/verify-race';
import type { VerifierInput } from './verifier-input';

// What the verifier page shows for a check: the seed's hash, whether it is the hash shown before the round, and the
// outcome the seed gives, computed in the browser by the server's own rules (games/verify-round.ts).

interface Checked {
  hash: string;
  /** null: no hash was given to compare with. */
  hashMatches: boolean | null;
}

export type CheckResult =
  | Checked & { kind: 'crash'; crashPoint: number }
  | { [K in TableKind]: Checked & { kind: K; table: TableResult } }[TableKind]
  | Checked & { kind: 'bingo'; draw: number[]; ticket: { id: string; numbers: BingoTicket } | null }
  | Checked & { kind: 'virtualrace'; card: RaceCard; result: RaceResult }
  | Checked & { kind: RoundKind; stake: number; picks: readonly number[]; result: RoundResult | null };

export async function checkRound(input: VerifierInput): Promise<CheckResult> {
  const hash = await seedHash(input.serverSeed);
  const checked = { hash, hashMatches: input.hash === null ? null : hash === input.hash };
  if (input.kind === 'crash') return { ...checked, kind: 'crash', crashPoint: await crashPointOfSeed(input.serverSeed) };
  if (input.kind === 'bingo') {
    const ticket = input.ticket === null ? null : { id: input.ticket, numbers: await bingoTicketOfSeed(input.serverSeed, input.ticket) };
    return { ...checked, kind: 'bingo', draw: await bingoDrawOfSeed(input.serverSeed), ticket };
  }
  if (input.kind === 'virtualrace') return { ...checked, kind: 'virtualrace', card: input.card, result: await raceResultOfSeed(input.card, input.serverSeed) };
  if (input.kind === 'roulette' || input.kind === 'baccarat') return { ...checked, kind: input.kind, table: await tableResultOfSeed(input.kind, input.serverSeed) };
  const result = await replayRound(input.kind, input, input.stake, { picks: input.picks, level: input.level });
  return { ...checked, kind: input.kind, stake: input.stake, picks: input.picks, result };
}
