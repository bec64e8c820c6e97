import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Queryable } from '../../db/index.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseInput } from '../../validate.ts';
import { readStoredConfig } from '../../services/settings.ts';
import { CashierDecisionSchema } from '../../../streams/schemas/payments.ts';
import { minorDigits } from '../../money/currencies.ts';
import { luhnValid } from '../../money/payment-methods.ts';
import { CASHIER_SCRIPT, CASHIER_STYLES, cashierClosedPage, cashierPage } from './page.ts';

// DemoPay, the demo cashier the server hosts (DESIGN.md "provider/"). It behaves like a third-party cashier:
//  - the operator opens a session for a payment (openCashierSession) and sends the user to /cashier/pay/<token>;
//  - the page shows the payment and asks for a card on card deposits; the user pays, declines, leaves it pending
//    or cancels (the last three are test buttons, as in real sandbox cashiers);
//  - the cashier then notifies the operator (a payload the operator validates) and answers the URL to return to:
//    /{lang}/onpay/{success|fail|pending|cancel} or /{lang}/onpay/withdraw/{...}, with ?paymentId=.
// Test cards: any Luhn-valid number pays; 4000 0000 0000 0002 is declined by the "bank"; 4000 0000 0000 0119
// makes the cashier send a malformed notification (the payment then stays pending, shown so).

export interface CashierHooks {
  /** The operator's callback; it validates the payload itself. */
  notify(payload: unknown): Promise<unknown>;
}

const DECLINED_CARD = '4000000000000002';
const MALFORMED_CARD = '4000000000000119';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export interface CashierSessionInput {
  paymentId: number;
  direction: 'deposit' | 'withdrawal';
  methodId: string;
  amountMinor: number;
  currency: string;
  lang: string;
  destination: string;
  ttlMs: number;
}

/** Opens a cashier page for a payment (inside the operator's transaction); answers the URL to send the user to. */
export async function openCashierSession(tx: Queryable, input: CashierSessionInput): Promise<{ url: string; providerRef: string }> {
  const token = crypto.randomBytes(24).toString('base64url');
  const providerRef = `DP-${String(input.paymentId).padStart(8, '0')}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  await tx.query(
    `INSERT INTO cashier_sessions (token_hash, payment_id, direction, method_id, amount_minor, currency, lang, destination, provider_ref, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + ($10::int * interval '1 millisecond'))`,
    [sha256(token), input.paymentId, input.direction, input.methodId, input.amountMinor, input.currency, input.lang, input.destination, providerRef, input.ttlMs],
  );
  return { url: `/cashier/pay/${token}`, providerRef };
}

interface SessionRow {
  payment_id: number;
  direction: 'deposit' | 'withdrawal';
  method_id: string;
  amount_minor: number;
  currency: string;
  lang: string;
  destination: string;
  provider_ref: string;
  state: 'open' | 'done';
  outcome: string | null;
  live: boolean;
}

function methodKind(methodId: string): 'card' | 'ewallet' | 'bank' | 'crypto' {
  const base = methodId.replace(/-out$/, '');
  return base === 'ewallet' || base === 'bank' || base === 'crypto' ? base : 'card';
}

export function formatAmount(minor: number, currency: string, lang: string): string {
  const exp = minorDigits(currency);
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: exp, maximumFractionDigits: exp }).format(minor / 10 ** exp);
  } catch {
    return `${(minor / 10 ** exp).toFixed(exp)} ${currency}`;
  }
}

export function returnUrl(s: Pick<SessionRow, 'lang' | 'direction' | 'payment_id'>, outcome: string): string {
  return `/${s.lang}/onpay/${s.direction === 'withdrawal' ? 'withdraw/' : ''}${outcome}?paymentId=${s.payment_id}`;
}

/** MM/YY not in the past; typed as card forms take it: "12/30", "12 / 30", "12-30" or "1230". */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(\d{2})\s*[/-]?\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

const TokenParams = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/)) });

export function registerCashier(app: FastifyInstance, ctx: AppContext, hooks: CashierHooks): void {
  const findSession = (token: string) => ctx.db.one<SessionRow>(
    `SELECT payment_id, direction, method_id, amount_minor, currency, lang, destination, provider_ref, state, outcome,
            (expires_at > now()) AS live
       FROM cashier_sessions WHERE token_hash = $1`,
    [sha256(token)],
  );

  app.get('/cashier/cashier.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(CASHIER_SCRIPT));
  app.get('/cashier/cashier.css', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(CASHIER_STYLES));

  app.get('/cashier/pay/:token', async (request, reply) => {
    const params = v.safeParse(TokenParams, request.params);
    const session = params.success ? await findSession(params.output.token) : null;
    void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!session || session.state !== 'open' || !session.live) return reply.code(404).send(cashierClosedPage(session?.lang ?? 'en'));
    const { companyName } = await readStoredConfig(ctx.db);
    return cashierPage({
      token: params.success ? params.output.token : '',
      lang: session.lang,
      merchant: companyName,
      direction: session.direction,
      methodKind: methodKind(session.method_id),
      amountText: formatAmount(Number(session.amount_minor), session.currency, session.lang),
      destination: session.destination,
      providerRef: session.provider_ref,
      askCard: session.direction === 'deposit' && methodKind(session.method_id) === 'card',
    });
  });

  app.post('/web-api/cashier/:token', async (request, reply) => {
    const { token } = parseInput(TokenParams, request.params, 'params');
    const decision = parseInput(CashierDecisionSchema, request.body, 'body');
    void reply.header('cache-control', 'no-store');
    const session = await findSession(token);
    if (!session || !session.live) throw new ApiError(404, 'session_closed', 'Payment page closed', 'This payment page has expired or does not exist');
    // A second click after the decision: answer where the first one went.
    if (session.state === 'done') return { returnUrl: returnUrl(session, session.outcome ?? 'pending') };

    let outcome = decision.outcome;
    let message = '';
    let malformed = false;
    const askCard = session.direction === 'deposit' && methodKind(session.method_id) === 'card';
    if (askCard && (outcome === 'success' || outcome === 'pending')) {
      const card = (decision.cardNumber ?? '').replace(/\s+/g, '');
      if (!luhnValid(card)) throw new ApiError(400, 'card_invalid', 'Card rejected', 'cardNumber: card_invalid');
      if (!expiryValid(decision.cardExpiry ?? '')) throw new ApiError(400, 'expiry_invalid', 'Card rejected', 'cardExpiry: expiry_invalid');
      if (!/^\d{3,4}$/.test(decision.cardCvc ?? '')) throw new ApiError(400, 'cvc_invalid', 'Card rejected', 'cardCvc: cvc_invalid');
      if (card === DECLINED_CARD) {
        outcome = 'fail';
        message = 'Card declined by the issuing bank (code 05).';
      }
      malformed = card === MALFORMED_CARD;
    }

    // Claim the session first, so two clicks never notify twice.
    const claimed = await ctx.db.query(
      `UPDATE cashier_sessions SET state = 'done', outcome = $2 WHERE token_hash = $1 AND state = 'open' RETURNING payment_id`,
      [sha256(token), outcome],
    );
    if (claimed.length === 0) {
      const again = await findSession(token);
      return { returnUrl: returnUrl(session, again?.outcome ?? outcome) };
    }
    const payload = malformed
      ? { paymentId: session.payment_id, outcome, amountMinor: String(session.amount_minor), currency: session.currency.toLowerCase() }
      : { paymentId: session.payment_id, outcome, amountMinor: Number(session.amount_minor), currency: session.currency, providerRef: session.provider_ref, ...(message ? { message } : {}) };
    await hooks.notify(payload);
    return { returnUrl: returnUrl(session, malformed ? 'pending' : outcome) };
  });
}
