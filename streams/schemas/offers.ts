import * as v from 'valibot';
import { Major, int, real } from './numbers';

// Bonuses, promotions, landings and partners of the content store (issue 15, R12, R13; server/content/load.ts reads
// them from Markdown front matter, server/routes/content/offers.ts answers them). The terms of each kind are the
// structured facts a page shows and the server acts on; the body is the Markdown around them.

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,80}$/));
/** A calendar day, YYYY-MM-DD (UTC): a bonus runs from the start of startsAt to the end of endsAt. */
const Day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, YYYY-MM-DD'));

export const OFFER_KINDS = ['bonus', 'promotion', 'landing', 'partner'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const BONUS_SECTIONS = ['sport', 'casino'] as const;
export const PARTNER_SECTIONS = ['sport', 'casino', 'payments', 'media'] as const;

export const BonusTermsSchema = v.object({
  section: v.picklist(BONUS_SECTIONS),
  /** The bonus in euros; a player gets it in their main account's currency at the site's rate. */
  amountEur: int(1, 10_000),
  /** Stakes worth `wager` x the bonus turn it into real money. */
  wager: int(1, 100),
  /** Days the player has to wager it after taking it. */
  lifetimeDays: int(1, 365),
  /** The lowest odds a sport bet needs to count (null: any). */
  minOdds: v.nullable(real(1, 100)),
  startsAt: Day,
  endsAt: Day,
  /** The partner whose bonus this is (bonus/partner/{id}); null for the site's own bonuses. */
  partner: v.nullable(Slug),
  /**
   * When the player gets the money: at once when taken (absent), or with their first deposit (R11: the casino's
   * first-deposit offer; taking it is the casino choice of server/money/bonuses.ts grantFirstDepositBonus).
   */
  grant: v.optional(v.picklist(['first_deposit'])),
});

export const PromotionTermsSchema = v.object({
  section: v.picklist(BONUS_SECTIONS),
  startsAt: Day,
  endsAt: Day,
  /** The bonus the promotion offers (taken on its page), if any. */
  bonus: v.nullable(Slug),
  prizePoolEur: v.nullable(int(1, 10_000_000)),
});

export const LandingTermsSchema = v.object({ bonus: Slug, headline: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const PartnerTermsSchema = v.object({
  section: v.picklist(PARTNER_SECTIONS),
  url: v.pipe(v.string(), v.regex(/^https:\/\/[a-z0-9.-]+(\/[\w./-]*)?$/i, 'must be an https address')),
});

export const TERMS_SCHEMAS = {
  bonus: BonusTermsSchema, promotion: PromotionTermsSchema, landing: LandingTermsSchema, partner: PartnerTermsSchema,
} as const;

/** Where a dated offer stands on the server's clock. */
export const OfferStatusSchema = v.picklist(['upcoming', 'running', 'ended']);

const Head = { slug: v.string(), title: v.string(), summary: v.string(), lang: v.string() };
const item = <T extends v.GenericSchema>(terms: T) => v.object({ ...Head, terms, status: OfferStatusSchema });
const list = <T extends v.GenericSchema>(terms: T) => v.object({ items: v.array(item(terms)), lang: v.string(), fallback: v.boolean() });
const one = <T extends v.GenericSchema>(terms: T) => v.object({ ...item(terms).entries, html: v.string(), fallback: v.boolean() });

export const BonusListSchema = list(BonusTermsSchema);
export const BonusSchema = one(BonusTermsSchema);
export const PromotionListSchema = list(PromotionTermsSchema);
export const PromotionSchema = one(PromotionTermsSchema);
export const LandingSchema = one(LandingTermsSchema);
/** GET partners/:slug: one partner with its text (the pages show them in the list; the call is there for links). */
export const PartnerSchema = one(PartnerTermsSchema);
export const PartnerListSchema = v.object({
  items: v.array(v.object({ ...item(PartnerTermsSchema).entries, html: v.string() })), lang: v.string(), fallback: v.boolean(),
});

/** The bonuses the signed-in player has taken from bonus pages (slugs), with the state of each. */
export const TakenBonusesSchema = v.object({
  taken: v.array(v.object({ slug: v.string(), status: v.picklist(['awaiting_deposit', 'active', 'completed', 'expired']) })),
});
/**
 * The answer to "take the bonus": what was credited, in the player's currency; for a first-deposit offer
 * (awaitsDeposit) the most the first deposit can bring, credited with it, so no expiry yet.
 */
export const TakeBonusAnswerSchema = v.object({
  slug: v.string(), amount: Major, currency: v.string(), wagerRequired: Major, expiresAt: v.nullable(v.string()),
  awaitsDeposit: v.optional(v.boolean(), false),
});

export type BonusTerms = v.InferOutput<typeof BonusTermsSchema>;
export type PromotionTerms = v.InferOutput<typeof PromotionTermsSchema>;
export type OfferStatus = v.InferOutput<typeof OfferStatusSchema>;
export type BonusOffer = v.InferOutput<typeof BonusSchema>;
export type BonusList = v.InferOutput<typeof BonusListSchema>;
export type Promotion = v.InferOutput<typeof PromotionSchema>;
export type PromotionList = v.InferOutput<typeof PromotionListSchema>;
export type Landing = v.InferOutput<typeof LandingSchema>;
export type PartnerList = v.InferOutput<typeof PartnerListSchema>;
export type TakenBonuses = v.InferOutput<typeof TakenBonusesSchema>;
export type TakeBonusAnswer = v.InferOutput<typeof TakeBonusAnswerSchema>;
