import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { claimSend, type SendOrigin } from './send-limits.ts';

// One-time codes sent by SMS or e-mail (phone registration, SMS login, two-step login, password recovery, user
// transfer). The database keeps a hash of the code; a code works once, for CODE_LIFETIME_SEC, and at most
// CODE_MAX_ATTEMPTS wrong tries. How often codes may be sent is send-limits.ts's to say. The demo operator has no
// SMS gateway or mail server: what would be sent is written to dev_outbox, which QA and e2e read through
// /web-api/dev/outbox (off in production).

export type CodePurpose = 'phone_reg' | 'login_sms' | 'recovery' | 'two_step' | 'activation' | 'user_transfer' | 'login_token';
export type CodeChannel = 'sms' | 'email';

/** Configured value (SPEC.md gives none): a code lives 10 minutes. */
export const CODE_LIFETIME_SEC = 600;
/** Wrong tries before a code is dead. */
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_LENGTH = 6;

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const TEXTS: Record<string, (code: string, purpose: CodePurpose) => string> = {
  ru: (c) => `BetArena: ваш код ${c}. Никому его не сообщайте.`,
  en: (c) => `BetArena: your code is ${c}. Do not share it with anyone.`,
  uk: (c) => `BetArena: ваш код ${c}. Нікому його не повідомляйте.`,
  kk: (c) => `BetArena: сіздің кодыңыз ${c}. Оны ешкімге айтпаңыз.`,
  az: (c) => `BetArena: kodunuz ${c}. Onu heç kimə deməyin.`,
  tr: (c) => `BetArena: kodunuz ${c}. Kimseyle paylaşmayın.`,
  es: (c) => `BetArena: tu código es ${c}. No lo compartas con nadie.`,
  pt: (c) => `BetArena: o seu código é ${c}. Não o partilhe com ninguém.`,
};

export function messageFor(lang: string, code: string, purpose: CodePurpose): string {
  return (TEXTS[lang] ?? TEXTS['en']!)(code, purpose);
}

export interface IssuedCode {
  requestId: string;
  resendInSec: number;
  expiresInSec: number;
}

/** Writes what the site "sends" to the dev outbox. */
export async function sendToOutbox(tx: Queryable, m: { channel: CodeChannel; destination: string; purpose: string; subject?: string; body: string; code?: string | null }): Promise<void> {
  await tx.query(
    'INSERT INTO dev_outbox (channel, destination, purpose, subject, body, code) VALUES ($1, $2, $3, $4, $5, $6)',
    [m.channel, m.destination, m.purpose, m.subject ?? '', m.body, m.code ?? null],
  );
}

/**
 * A new code for `destination`. With `deliver: false` (an unknown login asking for recovery) a request is made
 * and answered exactly like a real one, but nothing is sent and no code can ever match: the answer does not
 * reveal whether the login exists.
 */
export async function issueCode(
  tx: Queryable,
  input: { purpose: CodePurpose; channel: CodeChannel; destination: string; userId: number | null; lang: string; origin: SendOrigin; deliver?: boolean; id?: string },
): Promise<IssuedCode> {
  const { resendInSec } = await claimSend(tx, { purpose: input.purpose, destination: input.destination, userId: input.userId }, input.origin);
  const requestId = input.id ?? crypto.randomBytes(16).toString('base64url');
  const deliver = input.deliver ?? true;
  const code = crypto.randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, '0');
  // Undeliverable requests store a hash no code can produce.
  const hash = deliver ? sha(`${requestId}:${code}`) : `none:${crypto.randomBytes(16).toString('hex')}`;
  await tx.query(
    `INSERT INTO auth_codes (id, purpose, user_id, channel, destination, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [requestId, input.purpose, input.userId, input.channel, input.destination, hash, CODE_LIFETIME_SEC],
  );
  if (deliver) {
    await sendToOutbox(tx, {
      channel: input.channel,
      destination: input.destination,
      purpose: input.purpose,
      subject: input.channel === 'email' ? 'BetArena' : '',
      body: messageFor(input.lang, code, input.purpose),
      code,
    });
  }
  return { requestId, resendInSec, expiresInSec: CODE_LIFETIME_SEC };
}

export interface CodeRow {
  id: string;
  purpose: CodePurpose;
  user_id: number | null;
  channel: CodeChannel;
  destination: string;
  approved: boolean;
}

export type CodeCheck = { ok: true; row: CodeRow } | { ok: false; reason: 'wrong_code' | 'time_up' | 'used' };

/**
 * Checks a code (E04: wrong_code, time_up). `consume` spends it (a replay then answers `used`); without it a right
 * code is only marked approved (recovery: check first, set the password after).
 */
export async function checkCode(tx: Queryable, input: { requestId: string; purposes: readonly CodePurpose[]; code: string; consume: boolean }): Promise<CodeCheck> {
  const row = await tx.one<CodeRow & { code_hash: string; attempts: number; expired: boolean; used: boolean }>(
    `SELECT id, purpose, user_id, channel, destination, code_hash, attempts, approved_at IS NOT NULL AS approved,
            expires_at < now() AS expired, used_at IS NOT NULL AS used
       FROM auth_codes WHERE id = $1 FOR UPDATE`,
    [input.requestId],
  );
  if (!row || !input.purposes.includes(row.purpose)) return { ok: false, reason: 'wrong_code' };
  if (row.used) return { ok: false, reason: 'used' };
  if (row.expired) return { ok: false, reason: 'time_up' };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'time_up' };
  const given = Buffer.from(sha(`${row.id}:${input.code.trim()}`));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    await tx.query('UPDATE auth_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { ok: false, reason: 'wrong_code' };
  }
  if (input.consume) await tx.query('UPDATE auth_codes SET used_at = now(), approved_at = COALESCE(approved_at, now()) WHERE id = $1', [row.id]);
  else await tx.query('UPDATE auth_codes SET approved_at = COALESCE(approved_at, now()) WHERE id = $1', [row.id]);
  const { id, purpose, user_id, channel, destination } = row;
  return { ok: true, row: { id, purpose, user_id, channel, destination, approved: true } };
}
