import crypto from 'node:crypto';
import { bingoDrawMessage, bingoTicketMessage, drawOf, ticketOf, type BingoTicket } from '../../streams/schemas/casino-games/bingo.ts';
import { floatOfDigest } from '../../streams/schemas/casino-games/fair-random.ts';

// A bingo room's draw and tickets from its seed (the rules and the messages are streams/schemas/casino-games/bingo.ts,
// which a verifier replays): random number i of a message family is HMAC-SHA256(seed, message(i)) read as a float.

const hmacRandom = (serverSeed: string, message: (i: number) => string): (() => number) => {
  let i = 0;
  return () => floatOfDigest(crypto.createHmac('sha256', serverSeed).update(message(i++)).digest());
};

/** The balls the round calls, in order. */
export const bingoDraw = (serverSeed: string): number[] => drawOf(hmacRandom(serverSeed, bingoDrawMessage));

/** Ticket number `ticketId` of the room whose seed this is. */
export const bingoTicket = (serverSeed: string, ticketId: string | number): BingoTicket =>
  ticketOf(hmacRandom(serverSeed, (i) => bingoTicketMessage(ticketId, i)));
