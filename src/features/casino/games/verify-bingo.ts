import {
  BINGO_DRAW_FLOATS, BINGO_TICKET_FLOATS, bingoDrawMessage, bingoTicketMessage, drawOf, ticketOf, type BingoTicket,
} from '../../../../streams/schemas/casino-games/bingo';
import { floatOfDigest, listRandom } from '../../../../streams/schemas/casino-games/fair-random';
import { seedDigests } from './verify-round';

// The browser's replay of a bingo round (issue 23) with Web Crypto, by the rules the server drew it with
// (streams/schemas/casino-games/bingo.ts): the balls called from the round's revealed seed, and a ticket from the seed
// and the ticket's number.

const randomOf = async (serverSeed: string, message: (i: number) => string, count: number, subtle?: SubtleCrypto) =>
  listRandom((await seedDigests(serverSeed, message, count, subtle)).map(floatOfDigest));

export async function bingoDrawOfSeed(serverSeed: string, subtle?: SubtleCrypto): Promise<number[]> {
  return drawOf(await randomOf(serverSeed, bingoDrawMessage, BINGO_DRAW_FLOATS, subtle));
}

export async function bingoTicketOfSeed(serverSeed: string, ticketId: string, subtle?: SubtleCrypto): Promise<BingoTicket> {
  return ticketOf(await randomOf(serverSeed, (i) => bingoTicketMessage(ticketId, i), BINGO_TICKET_FLOATS, subtle));
}
