import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { RetryLaterError } from '../errors.ts';
import { claim, counterKey, type Claim, type ClaimRule } from '../services/counters.ts';
import { NON_PRODUCTION_FACTOR } from './rate-limits.ts';

// Limits on messages that cost the operator money or reach a third person (issue 20 item 7): SMS codes, recovery
// and verification e-mails, user-transfer codes, phone binding, credentials by e-mail. Each message is counted per
// destination (phone number or e-mail address), per player it is for or who asks, and per client address, in the
// shared counters (server/services/counters.ts), so every server instance sees the same counts (issue 21):
//   - a resend wait per purpose, for the destination and for the player: 60 s after the first message of the day,
//     doubling with each further one (120 s, 240 s, ...) up to 15 minutes;
//   - daily caps: 5 messages to one destination, 10 for one player, 30 from one address (and 10 in an hour).
// Outside production the caps are NON_PRODUCTION_FACTOR times higher (QA and e2e send many codes from one address);
// the waits are the same everywhere. A refusal is 429 with the seconds to wait (RetryLaterError):
// `code_recently_sent` while a wait runs, `send_limit_reached` when a cap is reached.

export const SEND_LIMITS = {
  resendWaitSec: 60,
  maxResendWaitSec: 15 * 60,
  perDestinationDay: 5,
  perPlayerDay: 10,
  perAddressHour: 10,
  perAddressDay: 30,
} as const;

const DAY_SEC = 86_400;
const HOUR_SEC = 3_600;
const NO_CAP = 2_147_483_647;

/** Where a message is asked from: the client address and whether production limits apply. */
export interface SendOrigin {
  ip: string;
  isProduction: boolean;
}

export const originOf = (ctx: AppContext, request: FastifyRequest): SendOrigin => ({ ip: request.ip, isProduction: ctx.env.isProduction });

export interface Sending {
  /** What the message is for (phone_reg, recovery, phone_binding, ...): each purpose has its own resend wait. */
  purpose: string;
  /** Phone number or e-mail address. */
  destination: string;
  /** The player the message is for or who asks for it; null for anonymous requests. */
  userId: number | null;
}

function rulesFor(sending: Sending, origin: SendOrigin): ClaimRule[] {
  const factor = origin.isProduction ? 1 : NON_PRODUCTION_FACTOR;
  const destination = sending.destination.trim().toLowerCase();
  const wait = (key: string): ClaimRule => ({ key, windowSec: DAY_SEC, max: NO_CAP, waitSec: SEND_LIMITS.resendWaitSec, maxWaitSec: SEND_LIMITS.maxResendWaitSec });
  const cap = (key: string, windowSec: number, max: number): ClaimRule => ({ key, windowSec, max: max * factor, waitSec: 0, maxWaitSec: 0 });
  const player = sending.userId === null ? null : String(sending.userId);
  return [
    wait(counterKey(`send-wait:${sending.purpose}`, destination)),
    cap(counterKey('send-day', destination), DAY_SEC, SEND_LIMITS.perDestinationDay),
    ...(player === null ? [] : [
      wait(counterKey(`send-wait-player:${sending.purpose}`, player)),
      cap(counterKey('send-day-player', player), DAY_SEC, SEND_LIMITS.perPlayerDay),
    ]),
    cap(counterKey('send-hour-ip', origin.ip), HOUR_SEC, SEND_LIMITS.perAddressHour),
    cap(counterKey('send-day-ip', origin.ip), DAY_SEC, SEND_LIMITS.perAddressDay),
  ];
}

/**
 * Counts one message, or throws 429 with the longest wait among the limits it breaks. Run it in the transaction
 * that sends: a refusal rolls back the counts the other limits took. Answers the seconds until the same message
 * could be sent again (for the page's countdown).
 */
export async function claimSend(tx: Queryable, sending: Sending, origin: SendOrigin): Promise<{ resendInSec: number }> {
  const claims: Claim[] = [];
  for (const rule of rulesFor(sending, origin)) claims.push(await claim(tx, rule));
  const refused = claims.filter((c): c is Extract<Claim, { ok: false }> => !c.ok);
  if (refused.length > 0) {
    const longest = refused.reduce((a, b) => (b.retryAfterSec > a.retryAfterSec ? b : a));
    if (longest.reason === 'cap') {
      throw new RetryLaterError('send_limit_reached', 'Too many messages', longest.retryAfterSec, `No more messages for now; try again in ${longest.retryAfterSec} s`);
    }
    throw new RetryLaterError('code_recently_sent', 'Code recently sent', longest.retryAfterSec, `A new code can be sent in ${longest.retryAfterSec} s`);
  }
  return { resendInSec: Math.max(0, ...claims.map((c) => (c.ok ? c.nextInSec : 0))) };
}
