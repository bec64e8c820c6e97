import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { encodePng } from '../tools/generate-icons.ts';

// The image captcha (C10): the server draws a short code into a PNG (a 5x7 bitmap font, scaled, each letter
// jittered and slanted, over noise lines and dots), keeps only a hash of the answer, and hands a one-use pass to
// whoever solves it. The pass goes in the X-Captcha header of the call that demanded it (C17).

export const CAPTCHA_LIFETIME_SEC = 300;
/** Wrong answers a challenge takes before it is dead (the client fetches a new one). */
export const CAPTCHA_MAX_ATTEMPTS = 5;
/** A pass must be used within this time after solving. */
export const CAPTCHA_PASS_LIFETIME_SEC = 300;
export const CAPTCHA_LENGTH = 5;
const ALPHABET = 'ABCDEFHJKMNPRTUVWXY2346789'; // no 0/O, 1/I/L, 5/S, G/6 look-alikes

const FONT: Record<string, string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 160;
const HEIGHT = 56;

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const normalise = (answer: string) => answer.trim().toUpperCase().replace(/\s+/g, '');

export function randomCaptchaText(random: (n: number) => number = crypto.randomInt): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += ALPHABET[random(ALPHABET.length)];
  return text;
}

/** Draws the text as an RGBA PNG. */
export function renderCaptchaPng(text: string, random: () => number = Math.random): Buffer {
  const px = new Uint8Array(WIDTH * HEIGHT * 4);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (Math.floor(y) * WIDTH + Math.floor(x)) * 4;
    px[i] = r ?? 0;
    px[i + 1] = g ?? 0;
    px[i + 2] = b ?? 0;
    px[i + 3] = 255;
  };
  // Background: a light gradient.
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) set(x, y, [236 - Math.round(y / 4), 240 - Math.round(x / 20), 232]);
  }
  // Noise dots.
  for (let i = 0; i < 260; i++) set(random() * WIDTH, random() * HEIGHT, [120 + random() * 100, 120 + random() * 100, 120 + random() * 100]);
  // Letters: 5x7 cells scaled 4x (5 wide, 6 tall pixels per cell), slanted, jittered up and down.
  const cellW = 4;
  const cellH = 5;
  const step = (WIDTH - 20) / text.length;
  [...text].forEach((ch, index) => {
    const glyph = FONT[ch] ?? FONT['X']!;
    const colour = [20 + random() * 60, 30 + random() * 60, 80 + random() * 90];
    const x0 = 12 + index * step + random() * 6;
    const y0 = 8 + random() * 10;
    const slant = (random() - 0.5) * 0.6;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < cellH; dy++) {
          for (let dx = 0; dx < cellW; dx++) {
            const y = y0 + gy * cellH + dy;
            set(x0 + gx * cellW + dx + (y - HEIGHT / 2) * slant, y, colour);
          }
        }
      });
    });
  });
  // Strike-through curves over the letters.
  for (let line = 0; line < 3; line++) {
    const colour = [60 + random() * 120, 60 + random() * 120, 60 + random() * 120];
    const a = 8 + random() * (HEIGHT - 16);
    const amp = 4 + random() * 8;
    const freq = 0.03 + random() * 0.05;
    const phase = random() * Math.PI * 2;
    for (let x = 0; x < WIDTH; x++) {
      const y = a + Math.sin(x * freq + phase) * amp;
      set(x, y, colour);
      set(x, y + 1, colour);
    }
  }
  return encodePng(WIDTH, HEIGHT, px);
}

export interface CaptchaChallengeOut {
  id: string;
  image: string;
  expiresInSec: number;
}

/**
 * A new challenge. With `keepAnswer` (the dev API is on) the answer is stored in clear too, for devAnswer(); the
 * page is never answered it.
 */
export async function createChallenge(db: Queryable, options: { keepAnswer: boolean; text?: string }): Promise<CaptchaChallengeOut> {
  const text = options.text ?? randomCaptchaText();
  const id = crypto.randomBytes(16).toString('base64url');
  await db.query(
    `INSERT INTO captcha_challenges (id, answer_hash, expires_at, dev_answer) VALUES ($1, $2, now() + make_interval(secs => $3), $4)`,
    [id, sha(`${id}:${normalise(text)}`), CAPTCHA_LIFETIME_SEC, options.keepAnswer ? text : null],
  );
  // Old challenges go away as new ones are made.
  await db.query(`DELETE FROM captcha_challenges WHERE expires_at < now() - interval '1 day'`);
  return { id, image: `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}`, expiresInSec: CAPTCHA_LIFETIME_SEC };
}

/** The answer of a challenge drawn while the dev API was on (null otherwise), for e2e and QA. */
export async function devAnswer(db: Queryable, id: string): Promise<string | null> {
  return (await db.one<{ dev_answer: string | null }>('SELECT dev_answer FROM captcha_challenges WHERE id = $1', [id]))?.dev_answer ?? null;
}

export type ValidateOutcome =
  | { success: true; pass: string }
  | { success: false; reason: 'wrong' | 'expired' | 'exhausted'; attemptsLeft: number };

/**
 * Checks an answer; a right one marks the challenge solved and returns a one-use pass. Each answer first takes one
 * of the challenge's attempts in a single UPDATE, so answers sent at once to several server instances cannot get
 * more than CAPTCHA_MAX_ATTEMPTS checks between them.
 */
export async function validateAnswer(db: Queryable, id: string, answer: string): Promise<ValidateOutcome> {
  const row = await db.one<{ answer_hash: string; attempts: number }>(
    `UPDATE captcha_challenges SET attempts = attempts + 1
      WHERE id = $1 AND expires_at >= now() AND solved_at IS NULL AND attempts < $2
      RETURNING answer_hash, attempts`,
    [id, CAPTCHA_MAX_ATTEMPTS],
  );
  if (!row) {
    const state = await db.one<{ attempts: number }>('SELECT attempts FROM captcha_challenges WHERE id = $1 AND expires_at >= now() AND solved_at IS NULL', [id]);
    return state ? { success: false, reason: 'exhausted', attemptsLeft: 0 } : { success: false, reason: 'expired', attemptsLeft: 0 };
  }
  const given = Buffer.from(sha(`${id}:${normalise(answer)}`));
  const expected = Buffer.from(row.answer_hash);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    const left = Math.max(0, CAPTCHA_MAX_ATTEMPTS - row.attempts);
    return { success: false, reason: left === 0 ? 'exhausted' : 'wrong', attemptsLeft: left };
  }
  const pass = crypto.randomBytes(24).toString('base64url');
  const solved = await db.one<{ id: string }>(
    `UPDATE captcha_challenges SET solved_at = now(), pass_hash = $2 WHERE id = $1 AND solved_at IS NULL RETURNING id`,
    [id, sha(pass)],
  );
  if (!solved) return { success: false, reason: 'expired', attemptsLeft: 0 };
  return { success: true, pass };
}

export type PassOutcome = 'ok' | 'captcha_required' | 'captcha_invalid' | 'captcha_expired' | 'captcha_used';

/** Spends a pass from the X-Captcha header: the four captcha error codes of C17, or ok. */
export async function consumePass(db: Queryable, pass: string | undefined): Promise<PassOutcome> {
  if (!pass) return 'captcha_required';
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(pass)) return 'captcha_invalid';
  const row = await db.one<{ id: string; used: boolean; stale: boolean }>(
    `SELECT id, used_at IS NOT NULL AS used, solved_at < now() - make_interval(secs => $2) AS stale FROM captcha_challenges WHERE pass_hash = $1`,
    [sha(pass), CAPTCHA_PASS_LIFETIME_SEC],
  );
  if (!row) return 'captcha_invalid';
  if (row.used) return 'captcha_used';
  if (row.stale) return 'captcha_expired';
  const spent = await db.one<{ id: string }>('UPDATE captcha_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id]);
  return spent ? 'ok' : 'captcha_used';
}
