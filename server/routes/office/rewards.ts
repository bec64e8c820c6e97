import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput } from '../../validate.ts';
import {
  BonusChoiceBodySchema, CashbackProgrammeSchema, PromoBodySchema,
  type Bonuses, type Cashback, type Referral, type Reward,
} from '../../../streams/schemas/office.ts';
import { protectionLevelOf } from '../../../streams/schemas/accounts.ts';
import { majorOf, minorDigits } from '../../money/currencies.ts';
import { bonusesOf, eurToMinor, FIRST_DEPOSIT_BONUS, grantBonus } from '../../money/bonuses.ts';
import { lockAccount, post } from '../../money/ledger.ts';
import { PER_EUR } from '../../money/payment-methods.ts';
import { ensureMainAccount } from '../../money/accounts.ts';
import { grantFreeBet } from '../../coupon/promo-codes.ts';
import { assertPlayOpen } from '../../limits/enforce.ts';

type PromoRewardKind = 'points' | 'bonus' | 'freebet';
/** A free bet from an office promo code: for a coupon of odds 1.5 or more, within 30 days (demo operator's terms). */
const FREEBET_MIN_COEF = 1.5;
const FREEBET_LIFETIME_SEC = 30 * 86_400;
/** A money promo code's bonus: wager 3 x within 14 days. */
const PROMO_BONUS = { wager: 3, lifetimeDays: 14 };

// Office pages about extras: bonuses (bonuses/deposit, bonuses/wager), cashback (casino/vipcashback and
// casino/premiumcashback), promo codes (promotion), bring a friend (bringfriend) and rewards (rewards).
// Money rewards are ledger rows; points live on the main account (accounts.points).

const POINTS_PER_FRIEND = 100;
export const CASHBACK = {
  vip: { percent: 5, depositsEur: 100 },
  premium: { percent: 10, depositsEur: 1_000 },
} as const;

const unit = (currency: string) => 10 ** (minorDigits(currency));

async function mainAccount(tx: Queryable, userId: number): Promise<{ id: number; currency: string }> {
  const id = await ensureMainAccount(tx, userId);
  const row = await tx.one<{ currency: string }>('SELECT currency FROM accounts WHERE id = $1', [id]);
  return { id, currency: row!.currency };
}

async function addPoints(tx: Queryable, userId: number, points: number): Promise<void> {
  const main = await mainAccount(tx, userId);
  await tx.query('UPDATE accounts SET points = points + $2 WHERE id = $1', [main.id, points]);
}

/** Monday 00:00 UTC of the last full week (the cashback period) and the Monday after. */
export function lastFullWeek(now = new Date()): { start: string; end: string } {
  const day = (now.getUTCDay() + 6) % 7; // Monday = 0
  const thisMonday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day);
  const start = new Date(thisMonday - 7 * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: new Date(thisMonday).toISOString().slice(0, 10) };
}

export function registerOfficeRewardsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };
  const noStore = { 'cache-control': 'no-store' };
  /**
   * The one way this page gives anything (bonus money, free bets, points): in a transaction that first checks the
   * player's blocks, so a self-exclusion or time-out stops promo codes, cashback, referral and reward claims exactly
   * as it stops a bonus page's take (issue 20 #9).
   */
  const grantTransaction = <T>(userId: number, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await assertPlayOpen(tx, { userId, nowMs: Date.now() });
      return fn(tx);
    });

  // ------------------------------------------------------------------------------------------ bonuses

  app.get('/web-api/office/bonuses', auth, async (request, reply): Promise<Bonuses> => {
    const userId = userOf(request).id;
    const bonuses = await bonusesOf(db, userId);
    const facts = await db.one<{ choice: 0 | 1 | 2; currency: string; deposits: number }>(
      `SELECT u.first_deposit_bonus_choice AS choice, COALESCE((SELECT currency FROM accounts WHERE user_id = u.id AND type = 0), u.currency) AS currency,
              (SELECT COUNT(*) FROM payments WHERE user_id = u.id AND direction = 'deposit' AND status_id = 2)::int AS deposits
         FROM users u WHERE u.id = $1`,
      [userId],
    );
    const currency = facts?.currency ?? 'RUB';
    const hasFirstBonus = bonuses.some((b) => b.kind.startsWith('first_deposit'));
    void reply.headers(noStore);
    return {
      bonuses,
      choice: facts?.choice ?? 0,
      firstDepositAvailable: (facts?.deposits ?? 0) === 0 && !hasFirstBonus,
      offer: {
        percent: 100,
        cap: FIRST_DEPOSIT_BONUS.capMajor[currency] ?? 100,
        currency,
        sportWager: FIRST_DEPOSIT_BONUS.multiplier[1],
        casinoWager: FIRST_DEPOSIT_BONUS.multiplier[2],
      },
    };
  });

  app.put('/web-api/office/bonuses/choice', auth, async (request, reply) => {
    const { choice } = parseInput(BonusChoiceBodySchema, request.body, 'body');
    await db.query('UPDATE users SET first_deposit_bonus_choice = $2 WHERE id = $1', [userOf(request).id, choice]);
    void reply.headers(noStore);
    return { message: 'bonus_choice_saved' };
  });

  // ------------------------------------------------------------------------------------------ cashback

  async function cashback(userId: number, programme: 'vip' | 'premium'): Promise<Cashback> {
    const main = await db.transaction((tx) => mainAccount(tx, userId));
    const week = lastFullWeek();
    const rate = PER_EUR[main.currency] ?? 1;
    const facts = await db.one<{ deposits: number; net: number; option: string | null }>(
      `SELECT COALESCE((SELECT SUM(amount_minor) FROM payments WHERE user_id = $1 AND direction = 'deposit' AND status_id = 2 AND currency = $2), 0)::bigint AS deposits,
              COALESCE((SELECT SUM(l.amount_minor) FROM ledger_entries l JOIN accounts a ON a.id = l.account_id
                         WHERE a.user_id = $1 AND a.currency = $2 AND a.type <> 4 AND l.kind IN ('bet_stake', 'bet_payout', 'bet_refund')
                           AND l.created_at >= $3::date AND l.created_at < $4::date), 0)::bigint AS net,
              (SELECT prefs->>'cashbackOption' FROM user_preferences WHERE user_id = $1) AS option`,
      [userId, main.currency, week.start, week.end],
    );
    const def = CASHBACK[programme];
    const requiredMinor = Math.round(def.depositsEur * rate * unit(main.currency));
    const eligible = Number(facts?.deposits ?? 0) >= requiredMinor;
    const lossMinor = Math.max(0, -Number(facts?.net ?? 0));
    const amountMinor = eligible ? Math.floor((lossMinor * def.percent) / 100) : 0;
    const claims = await db.query<{ period_start: string; option: 0 | 1; amount_minor: number; points: number; created_at: Date }>(
      `SELECT to_char(period_start, 'YYYY-MM-DD') AS period_start, option, amount_minor, points, created_at FROM cashback_claims
        WHERE user_id = $1 AND programme = $2 ORDER BY period_start DESC LIMIT 20`,
      [userId, programme],
    );
    return {
      programme,
      eligible,
      requirement: { deposits: majorOf(requiredMinor, main.currency), made: majorOf(Number(facts?.deposits ?? 0), main.currency) },
      percent: def.percent,
      option: facts?.option === '1' ? 1 : 0,
      currency: main.currency,
      periodStart: week.start,
      periodEnd: week.end,
      loss: majorOf(lossMinor, main.currency),
      amount: majorOf(amountMinor, main.currency),
      points: Math.floor(amountMinor / unit(main.currency) / rate * 100),
      claimed: claims.some((c) => c.period_start === week.start),
      history: claims.map((c) => ({ periodStart: c.period_start, option: c.option, amount: majorOf(Number(c.amount_minor), main.currency), points: c.points, claimedAt: new Date(c.created_at).toISOString() })),
    };
  }

  const ProgrammeParams = v.object({ programme: CashbackProgrammeSchema });

  app.get('/web-api/office/cashback/:programme', auth, async (request, reply) => {
    const { programme } = parseInput(ProgrammeParams, request.params, 'params');
    void reply.headers(noStore);
    return cashback(userOf(request).id, programme);
  });

  app.post('/web-api/office/cashback/:programme/claim', auth, async (request, reply) => {
    const { programme } = parseInput(ProgrammeParams, request.params, 'params');
    const userId = userOf(request).id;
    const c = await cashback(userId, programme);
    if (!c.eligible) throw new ApiError(409, 'cashback_not_eligible', 'Not in the programme', 'The deposits needed for this programme are not made yet');
    if (c.claimed) throw new ApiError(409, 'cashback_claimed', 'Already claimed', 'The cashback of this week is already claimed');
    if (c.amount <= 0) throw new ApiError(409, 'cashback_nothing', 'Nothing to claim', 'There was no net loss last week');
    await grantTransaction(userId, async (tx) => {
      const amountMinor = Math.round(c.amount * unit(c.currency));
      await tx.query(
        'INSERT INTO cashback_claims (user_id, programme, period_start, option, amount_minor, points) VALUES ($1, $2, $3::date, $4, $5, $6)',
        [userId, programme, c.periodStart, c.option, c.option === 1 ? 0 : amountMinor, c.option === 1 ? c.points : 0],
      );
      if (c.option === 1) {
        await addPoints(tx, userId, c.points);
      } else {
        const main = await mainAccount(tx, userId);
        await lockAccount(tx, main.id, userId);
        await post(tx, { accountId: main.id, amountMinor, kind: 'bonus', refType: 'cashback', refId: `${programme}:${c.periodStart}` });
      }
    });
    void reply.headers(noStore);
    return cashback(userId, programme);
  });

  // ------------------------------------------------------------------------------------------ promo codes

  /** reward_value is in roubles-equivalent: scaled to the main currency by the demo rates. */
  /** reward_value of a money promo code is in euro cents. */
  const rewardMinor = (value: number, currency: string) => eurToMinor(value / 100, currency);

  app.get('/web-api/office/promo', auth, async (request, reply) => {
    const rows = await db.query<{ code: string; reward_kind: PromoRewardKind; reward_value: number; activated_at: Date }>(
      `SELECT a.code, c.reward_kind, c.reward_value, a.activated_at FROM promo_activations a JOIN promo_codes c ON c.code = a.code
        WHERE a.user_id = $1 ORDER BY a.activated_at DESC`,
      [userOf(request).id],
    );
    void reply.headers(noStore);
    return { activations: rows.map((r) => ({ code: r.code, rewardKind: r.reward_kind, rewardValue: r.reward_value, activatedAt: new Date(r.activated_at).toISOString() })) };
  });

  app.post('/web-api/office/promo', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const { code } = parseInput(PromoBodySchema, request.body, 'body');
    const answer = await grantTransaction(userId, async (tx) => {
      const promo = await tx.one<{ reward_kind: PromoRewardKind; reward_value: number; live: boolean; enabled: boolean; max_activations: number; used: number }>(
        `SELECT reward_kind, reward_value, (expires_at IS NULL OR expires_at > now()) AS live, enabled, max_activations,
                (SELECT COUNT(*) FROM promo_activations WHERE code = c.code)::int AS used
           FROM promo_codes c WHERE code = $1 FOR UPDATE`,
        [code],
      );
      if (!promo || !promo.enabled) throw new ApiError(404, 'promo_not_found', 'Unknown promo code', 'code: promo_not_found');
      if (!promo.live || promo.used >= promo.max_activations) throw new ApiError(409, 'promo_expired', 'Promo code expired', 'code: promo_expired');
      const inserted = await tx.query('INSERT INTO promo_activations (user_id, code) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING code', [userId, code]);
      if (inserted.length === 0) throw new ApiError(409, 'promo_used', 'Promo code already used', 'code: promo_used');
      if (promo.reward_kind === 'points') {
        await addPoints(tx, userId, promo.reward_value);
      } else if (promo.reward_kind === 'freebet') {
        // A coupon free bet in the main currency (the coupon offers it at once).
        const main = await mainAccount(tx, userId);
        await grantFreeBet(tx, { userId, amountMinor: rewardMinor(promo.reward_value, main.currency), currency: main.currency, minCoef: FREEBET_MIN_COEF, expiresInSec: FREEBET_LIFETIME_SEC });
      } else {
        const main = await mainAccount(tx, userId);
        await grantBonus(tx, {
          userId, kind: 'promo', currency: main.currency, amountMinor: rewardMinor(promo.reward_value, main.currency),
          wagerMultiplier: PROMO_BONUS.wager, lifetimeDays: PROMO_BONUS.lifetimeDays, ref: { type: 'promo', id: code },
        });
      }
      return { message: 'promo_activated', rewardKind: promo.reward_kind, rewardValue: promo.reward_value };
    });
    void reply.headers(noStore);
    return answer;
  });

  // ------------------------------------------------------------------------------------------ bring a friend

  async function referral(userId: number): Promise<Referral> {
    let row = await db.one<{ code: string; rewarded: number }>('SELECT code, rewarded FROM referral_codes WHERE user_id = $1', [userId]);
    if (!row) {
      const code = crypto.randomBytes(6).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '').padEnd(8, '7').slice(0, 8);
      await db.query('INSERT INTO referral_codes (user_id, code) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [userId, code]);
      row = await db.one<{ code: string; rewarded: number }>('SELECT code, rewarded FROM referral_codes WHERE user_id = $1', [userId]);
    }
    const stats = await db.one<{ invited: number; deposited: number }>(
      `SELECT COUNT(*)::int AS invited,
              COUNT(*) FILTER (WHERE EXISTS (SELECT 1 FROM payments p WHERE p.user_id = u.id AND p.direction = 'deposit' AND p.status_id = 2))::int AS deposited
         FROM users u WHERE u.referral_values->>'bf' = $1`,
      [row!.code],
    );
    const deposited = stats?.deposited ?? 0;
    return {
      code: row!.code,
      path: `/registration?bf=${row!.code}`,
      invited: stats?.invited ?? 0,
      deposited,
      pointsPerFriend: POINTS_PER_FRIEND,
      rewarded: row!.rewarded,
      claimable: Math.max(0, deposited - row!.rewarded),
    };
  }

  app.get('/web-api/office/referral', auth, async (request, reply) => {
    void reply.headers(noStore);
    return referral(userOf(request).id);
  });

  app.post('/web-api/office/referral/claim', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const r = await referral(userId);
    if (r.claimable <= 0) throw new ApiError(409, 'nothing_to_claim', 'Nothing to claim', 'No new friends have deposited yet');
    await grantTransaction(userId, async (tx) => {
      const updated = await tx.query('UPDATE referral_codes SET rewarded = $2 WHERE user_id = $1 AND rewarded = $3 RETURNING user_id', [userId, r.deposited, r.rewarded]);
      if (updated.length === 1) await addPoints(tx, userId, r.claimable * POINTS_PER_FRIEND);
    });
    void reply.headers(noStore);
    return referral(userId);
  });

  // ------------------------------------------------------------------------------------------ rewards

  async function rewards(userId: number): Promise<{ points: number; rewards: Reward[] }> {
    const f = await db.one<{ deposits: number; bets: number; verified: boolean; totp: boolean; pwd: boolean; phone: boolean; question: boolean;
      email_auth: boolean; profile: boolean; friends: number; points: number }>(
      `SELECT (SELECT COUNT(*) FROM payments WHERE user_id = u.id AND direction = 'deposit' AND status_id = 2)::int AS deposits,
              (SELECT COUNT(*) FROM ledger_entries l JOIN accounts a ON a.id = l.account_id WHERE a.user_id = u.id AND l.kind = 'bet_stake')::int AS bets,
              EXISTS (SELECT 1 FROM user_documents WHERE user_id = u.id AND purpose = 'verification' AND status = 1) AS verified,
              COALESCE(s.totp_enabled, false) AS totp, (s.password_changed_at IS NOT NULL) AS pwd, (s.phone_bound IS NOT NULL) AS phone,
              (s.security_answer_hash IS NOT NULL) AS question, COALESCE(s.email_auth, false) AS email_auth,
              (u.user_name IS NOT NULL AND u.user_surname IS NOT NULL AND u.birth_date IS NOT NULL AND COALESCE(p.registration_address, '') <> '') AS profile,
              (SELECT COUNT(*) FROM users f JOIN referral_codes r ON r.user_id = u.id WHERE f.referral_values->>'bf' = r.code
                 AND EXISTS (SELECT 1 FROM payments p2 WHERE p2.user_id = f.id AND p2.direction = 'deposit' AND p2.status_id = 2))::int AS friends,
              COALESCE((SELECT points FROM accounts WHERE user_id = u.id AND type = 0), 0) AS points
         FROM users u LEFT JOIN user_security s ON s.user_id = u.id LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    const claimed = new Set((await db.query<{ reward_id: string }>('SELECT reward_id FROM reward_claims WHERE user_id = $1', [userId])).map((r) => r.reward_id));
    const level = protectionLevelOf({
      is_changed_password: Boolean(f?.pwd), enable_two_factor_auth: Boolean(f?.totp), enable_phone_binding: Boolean(f?.phone),
      enable_security_question: Boolean(f?.question), enable_email_auth: Boolean(f?.email_auth),
    });
    const defs: Array<[id: string, points: number, current: number, target: number]> = [
      ['first_deposit', 100, f?.deposits ?? 0, 1],
      ['five_deposits', 300, f?.deposits ?? 0, 5],
      ['ten_bets', 200, f?.bets ?? 0, 10],
      ['profile', 100, f?.profile ? 1 : 0, 1],
      ['secure', 200, level, 70],
      ['verified', 300, f?.verified ? 1 : 0, 1],
      ['friend', 250, f?.friends ?? 0, 1],
    ];
    return {
      points: f?.points ?? 0,
      rewards: defs.map(([id, points, current, target]) => ({
        id, points, current: Math.min(current, target), target, achieved: current >= target, claimed: claimed.has(id),
      })),
    };
  }

  app.get('/web-api/office/rewards', auth, async (request, reply) => {
    void reply.headers(noStore);
    return rewards(userOf(request).id);
  });

  const RewardParams = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z_]{2,30}$/)) });

  app.post('/web-api/office/rewards/:id/claim', auth, async (request, reply) => {
    const { id } = parseInput(RewardParams, request.params, 'params');
    const userId = userOf(request).id;
    const reward = (await rewards(userId)).rewards.find((r) => r.id === id);
    if (!reward) throw new ApiError(404, 'reward_not_found', 'Unknown reward', `No reward ${id}`);
    if (!reward.achieved) throw new ApiError(409, 'reward_not_achieved', 'Not achieved yet', 'Reach the goal first');
    await grantTransaction(userId, async (tx) => {
      const inserted = await tx.query('INSERT INTO reward_claims (user_id, reward_id, points) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING reward_id', [userId, id, reward.points]);
      if (inserted.length === 0) throw new ApiError(409, 'reward_claimed', 'Already claimed', 'This reward is already claimed');
      await addPoints(tx, userId, reward.points);
    });
    void reply.headers(noStore);
    return rewards(userId);
  });
}
