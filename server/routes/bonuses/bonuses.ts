import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import type { Db, Queryable } from '../../db/index.ts';
import { ApiError } from '../../errors.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput } from '../../validate.ts';
import { ensureMainAccount } from '../../money/accounts.ts';
import { bonusesOf, eurToMinor, firstDepositCapMinor, FIRST_DEPOSIT_BONUS, grantBonus, takeFirstDepositOffer } from '../../money/bonuses.ts';
import { majorOf } from '../../money/currencies.ts';
import { assertPlayOpen } from '../../limits/enforce.ts';
import { getOffer } from '../../content/offers.ts';
import type { BonusTerms, TakeBonusAnswer, TakenBonuses } from '../../../streams/schemas/offers.ts';

// Taking a bonus from its page (issue 15, R12): POST /web-api/bonuses/{slug}/take credits the page's bonus to the
// signed-in player's bonus account with its wagering (server/money/bonuses.ts grantBonus, the same bonus state the
// office's bonus pages show). The player is the session's, never one named in the request; each bonus once.
// A first-deposit offer (terms.grant, R11) is taken as the casino choice and credited with the first deposit.

const SlugParams = v.object({ slug: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,80}$/, 'must be a slug')) });
/** The take has nothing to say in its body: anything there (a userId ...) is refused rather than ignored. */
const EmptyBody = v.nullish(v.strictObject({}));

export function registerBonusRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  app.get('/web-api/bonuses/taken', auth, async (request, reply): Promise<TakenBonuses> => {
    const userId = userOf(request).id;
    // bonusesOf first: it finishes the bonuses whose wagering is done or whose time is up.
    const states = new Map((await bonusesOf(db, userId)).map((b) => [b.id, b.status]));
    const rows = await db.query<{ id: number; offer_slug: string }>(
      'SELECT id, offer_slug FROM user_bonuses WHERE user_id = $1 AND offer_slug IS NOT NULL ORDER BY id', [userId]);
    void reply.header('cache-control', 'no-store');
    const taken: TakenBonuses['taken'] = rows.map((r) => ({ slug: r.offer_slug, status: states.get(r.id) ?? 'active' }));
    return { taken: [...taken, ...(await firstDepositOffersTaken(db, userId))] };
  });

  app.post('/web-api/bonuses/:slug/take', auth, async (request, reply): Promise<TakeBonusAnswer> => {
    const { slug } = parseInput(SlugParams, request.params, 'params');
    parseInput(EmptyBody, request.body, 'body');
    const userId = userOf(request).id;
    const offer = await getOffer(db, 'bonus', 'en', slug);
    if (!offer) throw new ApiError(404, 'bonus_not_found', 'Unknown bonus', 'code: bonus_not_found');
    const terms = offer.terms as BonusTerms;
    if (offer.status === 'upcoming') throw new ApiError(409, 'bonus_not_started', 'Not started yet', `This bonus starts on ${terms.startsAt}`);
    if (offer.status === 'ended') throw new ApiError(409, 'bonus_ended', 'The bonus has ended', `This bonus ended on ${terms.endsAt}`);
    const answer = await db.transaction(async (tx): Promise<TakeBonusAnswer> => {
      await assertPlayOpen(tx, { userId, nowMs: Date.now() });
      if (terms.grant === 'first_deposit') return takeOnFirstDeposit(tx, userId, slug);
      const mainId = await ensureMainAccount(tx, userId);
      const main = await tx.one<{ currency: string }>('SELECT currency FROM accounts WHERE id = $1', [mainId]);
      const currency = main!.currency;
      const amountMinor = eurToMinor(terms.amountEur, currency);
      const granted = await grantBonus(tx, {
        userId, kind: 'offer', currency, amountMinor, wagerMultiplier: terms.wager, lifetimeDays: terms.lifetimeDays,
        ref: { type: 'offer', id: slug }, offerSlug: slug,
      });
      if (!granted) throw new ApiError(409, 'bonus_taken', 'Already taken', 'You have already taken this bonus: its wagering is in your office');
      return {
        slug, amount: majorOf(amountMinor, currency), currency, wagerRequired: majorOf(amountMinor * terms.wager, currency),
        expiresAt: granted.expiresAt.toISOString(), awaitsDeposit: false,
      };
    });
    void reply.header('cache-control', 'no-store');
    return answer;
  });
}

/** R11: taking a first-deposit offer; the answer is the most the first deposit can bring, credited with it. */
async function takeOnFirstDeposit(tx: Queryable, userId: number, slug: string): Promise<TakeBonusAnswer> {
  const outcome = await takeFirstDepositOffer(tx, userId);
  if (outcome === 'already') throw new ApiError(409, 'bonus_taken', 'Already taken', 'Your first deposit already gets this bonus');
  if (outcome === 'too_late') throw new ApiError(409, 'bonus_first_deposit_made', 'Only with a first deposit', 'This bonus comes with a first deposit, and yours is made');
  const currency = (await tx.one<{ currency: string }>('SELECT currency FROM accounts WHERE id = $1', [await ensureMainAccount(tx, userId)]))!.currency;
  const cap = firstDepositCapMinor(currency);
  return {
    slug, amount: majorOf(cap, currency), currency, wagerRequired: majorOf(cap * FIRST_DEPOSIT_BONUS.multiplier[2], currency),
    expiresAt: null, awaitsDeposit: true,
  };
}

/**
 * The first-deposit offers (R11) in the taken list: waiting for the deposit while the casino choice is made and no
 * deposit has completed, then the state of the bonus that deposit brought.
 */
async function firstDepositOffersTaken(db: Db, userId: number): Promise<TakenBonuses['taken']> {
  const offers = await db.query<{ slug: string }>(
    `SELECT DISTINCT slug FROM content_offers WHERE kind = 'bonus' AND terms->>'grant' = 'first_deposit' ORDER BY slug`);
  if (offers.length === 0) return [];
  const facts = await db.one<{ choice: number; deposits: number; status: 'active' | 'completed' | 'expired' | null }>(
    `SELECT u.first_deposit_bonus_choice AS choice,
            (SELECT COUNT(*) FROM payments WHERE user_id = u.id AND direction = 'deposit' AND status_id = 2)::int AS deposits,
            (SELECT status FROM user_bonuses WHERE user_id = u.id AND kind = 'first_deposit_casino' ORDER BY id LIMIT 1) AS status
       FROM users u WHERE u.id = $1`, [userId]);
  const status = facts?.status ?? (facts?.choice === 2 && facts.deposits === 0 ? 'awaiting_deposit' : null);
  return status ? offers.map((o) => ({ slug: o.slug, status })) : [];
}
