import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  TransferCheckBodySchema, TransferUserDataBodySchema,
} from '../../../streams/schemas/auth.ts';
import { consumePass } from '../../auth/captcha.ts';
import { checkCode, issueCode } from '../../auth/codes.ts';
import { parseFields } from '../../auth/field-errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { originOf } from '../../auth/send-limits.ts';
import { ApiError } from '../../errors.ts';
import { findUserByPhone, fullPhone, generatePassword, setPassword } from '../../services/users.ts';
import { parseInput } from '../../validate.ts';
import { langOf, type AuthDeps } from './deps.ts';
import { TransferSendByPlanSchema } from '../../../streams/schemas/phones.ts';

// User transfer (C11, B21): a customer whose account came over from the operator's previous platform proves the
// phone number of the account and gets a new password for this site.
//   POST /web-api/api/internal/v1/account/user-transfer/send-code/{request}  { country_code, phone, captcha } -> { status, requestId }
//   POST /web-api/api/internal/v1/account/user-transfer/check-code/{request} { code }                        -> { status, redirectToken }
//   POST /web-api/api/internal/v1/account/user-transfer/user-data            { redirectToken }               -> { status, user: { id, password } }
// {request} is the client's id of one transfer (8-64 letters, digits, - or _); the steps must use the same one.
// The send step needs a solved captcha (the captcha field holds the pass of /captcha/validate). It answers
// status true whether or not the number belongs to an account (the SMS only goes to a real one), so it reveals
// nothing; check-code succeeds only with the code that was sent. The redirect token works once, for 10 minutes.

const RequestParam = v.object({ request: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'request must be 8-64 letters, digits, - or _')) });
const TOKEN_LIFETIME_SEC = 600;
const BASE = '/web-api/api/internal/v1/account/user-transfer';

export function registerAuthTransferRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;
  const db = ctx.db;
  // The code request of a transfer is named after it, so check-code finds it by the same {request}.
  const codeId = (request: string) => `transfer-${request}`;

  app.post(`${BASE}/send-code/:request`, { config: limits.route('transfer') }, async (request, reply) => {
    const { request: transferId } = parseInput(RequestParam, request.params, 'params');
    const body = parseFields(TransferSendByPlanSchema, request.body);
    const captcha = await consumePass(db, body.captcha || undefined);
    if (captcha !== 'ok') throw new ApiError(400, captcha, 'Captcha', 'Solve the captcha to continue');
    const phone = fullPhone(body.country_code, body.phone);
    const sent = await db.transaction(async (tx) => {
      if (await tx.one('SELECT 1 FROM auth_codes WHERE id = $1', [codeId(transferId)])) {
        throw new ApiError(409, 'request_used', 'Transfer already started', 'Start a new transfer with a new request id');
      }
      const user = await findUserByPhone(tx, phone);
      return issueCode(tx, {
        purpose: 'user_transfer', channel: 'sms', destination: phone, userId: user?.id ?? null, lang: langOf(request), deliver: user !== null, id: codeId(transferId),
        origin: originOf(ctx, request),
      });
    });
    void reply.header('cache-control', 'no-store');
    return { status: true, requestId: sent.requestId };
  });

  app.post(`${BASE}/check-code/:request`, { config: limits.route('transfer') }, async (request, reply) => {
    const { request: transferId } = parseInput(RequestParam, request.params, 'params');
    const body = parseFields(TransferCheckBodySchema, request.body);
    void reply.header('cache-control', 'no-store');
    const result = await db.transaction(async (tx) => {
      const check = await checkCode(tx, { requestId: codeId(transferId), purposes: ['user_transfer'], code: body.code, consume: true });
      if (!check.ok || check.row.user_id === null) return { reason: check.ok ? 'wrong_code' : check.reason };
      const token = crypto.randomBytes(24).toString('base64url');
      await tx.query(
        `INSERT INTO auth_codes (id, purpose, user_id, channel, destination, code_hash, expires_at)
         VALUES ($1, 'user_transfer', $2, 'sms', $3, '', now() + make_interval(secs => $4))`,
        [token, check.row.user_id, `redirect:${transferId}`, TOKEN_LIFETIME_SEC],
      );
      return { token };
    });
    if ('reason' in result) return { status: false, redirectToken: null, reason: result.reason };
    return { status: true, redirectToken: result.token };
  });

  app.post(`${BASE}/user-data`, { config: limits.route('transfer') }, async (request, reply) => {
    const body = parseFields(TransferUserDataBodySchema, request.body);
    void reply.header('cache-control', 'no-store');
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const user = await db.transaction(async (tx) => {
      const row = await tx.one<{ user_id: number }>(
        `UPDATE auth_codes SET used_at = now() WHERE id = $1 AND purpose = 'user_transfer' AND destination LIKE 'redirect:%'
           AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [body.redirectToken],
      );
      if (!row) return null;
      await setPassword(tx, row.user_id, passwordHash);
      const u = await tx.one<{ login: string }>('SELECT login FROM users WHERE id = $1', [row.user_id]);
      return { id: row.user_id, login: u?.login ?? String(row.user_id) };
    });
    if (!user) return { status: false, user: null };
    return { status: true, user: { id: user.id, password } };
  });
}
