import * as v from 'valibot';
import { Coef, Count, Finite, Id, Int4, Major, Percent } from './numbers';
import { SecondsToWaitSchema } from './api-error';
import { ProtectionMethodsSchema } from './accounts';
import { PreferencesSchema } from './preferences';
import { SECOND_FACTOR_CODE_PATTERN } from './auth';

// The personal office (R21): every page's answers and request bodies, shared by the client (forms validate with
// the same schemas before sending) and the server (server/routes/office*.ts). Validation messages are keys of
// src/i18n/locales/{lng}/office.json "errors.*", so a refusal reads in the user's language on both sides; the
// server answers 400 with details "<field>: <key>".

// ------------------------------------------------------------------------------------------------ personal data

const NAME = /^[\p{L}][\p{L}' -]{0,48}[\p{L}]$/u;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const optionalText = (max: number, key: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, key));
const optionalDate = (key: string) => v.union([v.literal(''), v.pipe(v.string(), v.regex(DATE, key), v.check(isRealDate, key))], key);

export function isRealDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Whole years between two YYYY-MM-DD dates. */
export function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0);
}

/** Minimum age to hold an account. */
export const MIN_AGE_YEARS = 18;

/** The editable personal data. `today` (YYYY-MM-DD) comes from the caller so the schema itself reads no clock. */
export function personalDataSchema(today: string) {
  return v.pipe(
    v.object({
      user_name: v.pipe(v.string(), v.trim(), v.regex(NAME, 'name_format')),
      user_surname: v.pipe(v.string(), v.trim(), v.regex(NAME, 'name_format')),
      user_middle_name: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(NAME, 'name_format'))], 'name_format'),
      user_birthday_date: v.pipe(v.string(), v.regex(DATE, 'date_format'), v.check(isRealDate, 'date_format'),
        v.check((d) => yearsBetween(d, today) >= MIN_AGE_YEARS, 'too_young'), v.check((d) => yearsBetween(d, today) <= 120, 'date_format')),
      user_birthday_place: optionalText(100, 'too_long'),
      country: optionalText(60, 'too_long'),
      region: optionalText(60, 'too_long'),
      city: optionalText(60, 'too_long'),
      registration_address: optionalText(200, 'too_long'),
      document_type_id: v.picklist([1, 2, 3], 'document_type'),
      passport_series: v.pipe(v.string(), v.trim(), v.regex(/^[\p{L}\d]{0,10}$/u, 'passport_series')),
      passport_number: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^[A-Z\d]{4,20}$/i, 'passport_number'))], 'passport_number'),
      passport_date: optionalDate('date_format'),
      passport_end_date: optionalDate('date_format'),
      passport_issued_by: optionalText(200, 'too_long'),
      inn: v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^(\d{10}|\d{12})$/, 'inn_format'))], 'inn_format'),
    }),
    v.forward(v.check((d) => d.passport_date === '' || d.passport_date <= today, 'date_in_future'), ['passport_date']),
    v.forward(v.check((d) => d.passport_date === '' || d.passport_date > d.user_birthday_date, 'issued_before_birth'), ['passport_date']),
    v.forward(v.check((d) => d.passport_end_date === '' || d.passport_date === '' || d.passport_end_date > d.passport_date, 'end_before_issue'), ['passport_end_date']),
  );
}
export type PersonalDataInput = v.InferInput<ReturnType<typeof personalDataSchema>>;

export const PersonalDataSchema = v.object({
  user_name: v.string(),
  user_surname: v.string(),
  user_middle_name: v.string(),
  user_birthday_date: v.string(),
  user_birthday_place: v.string(),
  country: v.string(),
  region: v.string(),
  city: v.string(),
  registration_address: v.string(),
  document_type_id: v.picklist([1, 2, 3]),
  passport_series: v.string(),
  passport_number: v.string(),
  passport_date: v.string(),
  passport_end_date: v.string(),
  passport_issued_by: v.string(),
  inn: v.string(),
  /** Read-only facts shown next to the form. */
  login: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  registered_at: v.string(),
  user_main_id: v.nullable(Count),
  user_active_id: v.nullable(Count),
});
export type PersonalData = v.InferOutput<typeof PersonalDataSchema>;

// ------------------------------------------------------------------------------------------------ security

export const SECURITY_QUESTIONS = [1, 2, 3, 4, 5] as const;

export const SecuritySchema = v.object({
  protection_level: Int4,
  protection_methods: ProtectionMethodsSchema,
  password_changed_at: v.nullable(v.string()),
  totp: v.object({
    enabled: v.boolean(), pending: v.boolean(),
    /** Unused recovery codes of two-factor authentication (0 while it is off). */
    recoveryCodesLeft: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)),
  }),
  phone: v.object({ bound: v.nullable(v.string()), pending: v.nullable(v.string()) }),
  question: v.nullable(Int4),
  email: v.nullable(v.string()),
  email_auth: v.boolean(),
});
export type Security = v.InferOutput<typeof SecuritySchema>;
/** The answer of phone/send: the security state and the seconds until another code may be sent. */
export const PhoneSendAnswerSchema = v.object({ ...SecuritySchema.entries, resendInSec: SecondsToWaitSchema });
export type PhoneSendAnswer = v.InferOutput<typeof PhoneSendAnswerSchema>;

const PASSWORD = v.pipe(v.string(), v.minLength(8, 'password_short'), v.maxLength(64, 'password_long'),
  v.regex(/[A-Za-z]/, 'password_weak'), v.regex(/\d/, 'password_weak'));

/**
 * With two-factor authentication on, the sensitive changes (password, phone unbinding, removing the security
 * question, turning 2FA off) need a current code of the app or a recovery code too (issue 20 #3).
 */
export const SecondFactorCodeSchema = v.pipe(v.string(), v.trim(), v.regex(SECOND_FACTOR_CODE_PATTERN, 'second_factor_format'));
export const SecondFactorBodySchema = v.object({ code: v.optional(SecondFactorCodeSchema) });

export const ChangePasswordBodySchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1, 'required')),
    newPassword: PASSWORD,
    repeatPassword: v.string(),
    code: v.optional(SecondFactorCodeSchema),
  }),
  v.forward(v.check((b) => b.newPassword === b.repeatPassword, 'password_mismatch'), ['repeatPassword']),
  v.forward(v.check((b) => b.newPassword !== b.currentPassword, 'password_same'), ['newPassword']),
);
export type ChangePasswordBody = v.InferInput<typeof ChangePasswordBodySchema>;
/** The new token after a password change (older tokens stop working), also set as the user_token cookie. */
export const ChangePasswordAnswerSchema = v.object({ message: v.string(), token: v.string() });

export const TotpSetupAnswerSchema = v.object({ secret: v.string(), otpauthUrl: v.string() });
export const TotpCodeBodySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'code_format')) });
/** Turning 2FA on answers the recovery codes, once: they are never shown again. */
export const TotpEnabledAnswerSchema = v.object({
  ...SecuritySchema.entries,
  // Ten codes (min and max rather than v.length, which nothing else on the client uses: it would grow the home JS).
  recoveryCodes: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/))), v.minLength(10), v.maxLength(10)),
});
export type TotpEnabledAnswer = v.InferOutput<typeof TotpEnabledAnswerSchema>;
export const PhoneBindBodySchema = v.object({ phone: v.pipe(v.string(), v.trim(), v.regex(/^\+\d{10,15}$/, 'phone_format')) });
export const PhoneCodeBodySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{4,6}$/, 'code_format')) });
export const SecurityQuestionBodySchema = v.object({
  questionId: v.picklist(SECURITY_QUESTIONS, 'required'),
  answer: v.pipe(v.string(), v.trim(), v.minLength(2, 'answer_short'), v.maxLength(100, 'too_long')),
});
export const EmailAuthBodySchema = v.object({ enabled: v.boolean() });

// ------------------------------------------------------------------------------------------------ settings (B25)

// The preferences are the site's one model (./preferences.ts); the office page edits them like every other page.
export { DEFAULT_PREFERENCES, PreferencesSchema, type Preferences } from './preferences';

export const SubscriptionsSchema = v.object({
  enable_mail_news: v.boolean(),
  enable_mail_deposit: v.boolean(),
  enable_mail_bets: v.boolean(),
  enable_sms_news: v.boolean(),
});
export type Subscriptions = v.InferOutput<typeof SubscriptionsSchema>;

export const SettingsSchema = v.object({ prefs: PreferencesSchema, subscriptions: SubscriptionsSchema });
export type Settings = v.InferOutput<typeof SettingsSchema>;

// ------------------------------------------------------------------------------------------------ bonuses, cashback

export const BonusSchema = v.object({
  id: Count,
  kind: v.string(),
  status: v.picklist(['active', 'completed', 'expired']),
  currency: v.string(),
  amount: Major,
  wagerMultiplier: Coef,
  wagerRequired: Major,
  wagered: Major,
  progress: Percent,
  startedAt: v.string(),
  expiresAt: v.string(),
  finishedAt: v.nullable(v.string()),
});
export type Bonus = v.InferOutput<typeof BonusSchema>;
export const BonusesSchema = v.object({
  bonuses: v.array(BonusSchema),
  /** Registration choice of the first-deposit bonus: 0 decline, 1 sport, 2 casino. */
  choice: v.picklist([0, 1, 2]),
  firstDepositAvailable: v.boolean(),
  /** Percent of the first deposit, cap in the main currency, wagering multipliers. */
  offer: v.object({ percent: Percent, cap: Major, currency: v.string(), sportWager: Coef, casinoWager: Coef }),
});
export type Bonuses = v.InferOutput<typeof BonusesSchema>;
export const BonusChoiceBodySchema = v.object({ choice: v.picklist([0, 1, 2]) });

export const CashbackProgrammeSchema = v.picklist(['vip', 'premium']);
export const CashbackSchema = v.object({
  programme: CashbackProgrammeSchema,
  eligible: v.boolean(),
  /** Deposits needed for the programme and made so far (main currency). */
  requirement: v.object({ deposits: Count, made: Count }),
  percent: Percent,
  /** B25: 1 points, otherwise percent (money). */
  option: v.picklist([0, 1]),
  currency: v.string(),
  periodStart: v.string(),
  periodEnd: v.string(),
  /** Net loss of the last full week (stakes minus payouts), the cashback on it, as money and as points. */
  loss: Major,
  amount: Major,
  points: Count,
  claimed: v.boolean(),
  history: v.array(v.object({ periodStart: v.string(), option: v.picklist([0, 1]), amount: Major, points: Count, claimedAt: v.string() })),
});
export type Cashback = v.InferOutput<typeof CashbackSchema>;

// ------------------------------------------------------------------------------------------------ promo, referral, rewards

export const PromoBodySchema = v.object({ code: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{4,20}$/, 'promo_format')) });
/** Office promo rewards: points, bonus money, or a coupon free bet. */
export const PromoRewardKindSchema = v.picklist(['points', 'bonus', 'freebet']);
export const PromoListSchema = v.object({
  activations: v.array(v.object({ code: v.string(), rewardKind: PromoRewardKindSchema, rewardValue: Major, activatedAt: v.string() })),
});
export const PromoAnswerSchema = v.object({ message: v.string(), rewardKind: PromoRewardKindSchema, rewardValue: Major });

export const ReferralSchema = v.object({
  code: v.string(),
  /** Path of the invitation link, relative to the site (the page prefixes its origin and language). */
  path: v.string(),
  invited: Count,
  deposited: Count,
  pointsPerFriend: Count,
  rewarded: Count,
  claimable: Major,
});
export type Referral = v.InferOutput<typeof ReferralSchema>;

export const RewardSchema = v.object({
  id: v.string(),
  points: Count,
  current: Finite,
  target: Finite,
  achieved: v.boolean(),
  claimed: v.boolean(),
});
export const RewardsSchema = v.object({ points: Count, rewards: v.array(RewardSchema) });
export type Reward = v.InferOutput<typeof RewardSchema>;

// ------------------------------------------------------------------------------------------------ support

/** appeal: a blocked or suspended player's appeal of the decision, listed on block-appeal-history (R18). */
export const SUPPORT_CATEGORIES = ['account', 'payments', 'bets', 'casino', 'bonuses', 'technical', 'appeal', 'other'] as const;
/** The query of the tickets list: one topic's tickets only. */
export const TicketListQuerySchema = v.object({ category: v.optional(v.picklist(SUPPORT_CATEGORIES)) });
export const TicketSchema = v.object({
  id: Count,
  category: v.picklist(SUPPORT_CATEGORIES),
  subject: v.string(),
  status: v.picklist(['open', 'answered', 'closed']),
  createdAt: v.string(),
  updatedAt: v.string(),
  messages: Count,
});
export type Ticket = v.InferOutput<typeof TicketSchema>;
const HelpLinkSchema = v.pipe(v.string(), v.regex(/^\/[a-z]{2}\/[a-z0-9_-]{1,60}(?:#[a-z0-9_-]{1,60})?$/));
export const TicketMessageSchema = v.object({
  id: Count,
  /** assistant: the support chat's help assistant (server/support/help-assistant.ts); support: an operator. */
  author: v.picklist(['user', 'support', 'assistant']),
  body: v.string(),
  /** A support template (office.json "support.templates.*") shown instead of body when set. */
  template: v.nullable(v.string()),
  /** The help page an assistant's answer quotes: a site path (/{lang}/{page}#{heading}). */
  link: v.optional(HelpLinkSchema),
  createdAt: v.string(),
});
export type TicketMessage = v.InferOutput<typeof TicketMessageSchema>;
export const TicketListSchema = v.object({ tickets: v.array(TicketSchema) });
export const TicketThreadSchema = v.object({ ticket: TicketSchema, messages: v.array(TicketMessageSchema) });
export const NewTicketBodySchema = v.object({
  category: v.picklist(SUPPORT_CATEGORIES, 'required'),
  subject: v.pipe(v.string(), v.trim(), v.minLength(3, 'subject_short'), v.maxLength(120, 'too_long')),
  message: v.pipe(v.string(), v.trim(), v.minLength(10, 'message_short'), v.maxLength(4000, 'too_long')),
});
export const TicketReplyBodySchema = v.object({ message: v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(4000, 'too_long')) });

// ------------------------------------------------------------------------------------------------ documents

export const DOCUMENT_KINDS = ['passport', 'id_card', 'driver_license', 'address_proof', 'selfie', 'payment_method'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const DocumentSchema = v.object({
  id: Count,
  purpose: v.picklist(['verification', 'identification']),
  kind: v.picklist(DOCUMENT_KINDS),
  fileName: v.string(),
  mime: v.picklist(DOCUMENT_MIME_TYPES),
  size: Count,
  /** 0 under review, 1 accepted, 2 rejected. */
  status: v.picklist([0, 1, 2]),
  createdAt: v.string(),
});
export type UserDocument = v.InferOutput<typeof DocumentSchema>;
export const DocumentListSchema = v.object({ documents: v.array(DocumentSchema), verificationStatus: Int4, identified: v.boolean() });

// ------------------------------------------------------------------------------------------------ ideas

export const IDEA_CATEGORIES = ['sports', 'casino', 'design', 'payments', 'app', 'other'] as const;
export const IdeaBodySchema = v.object({
  category: v.picklist(IDEA_CATEGORIES, 'required'),
  text: v.pipe(v.string(), v.trim(), v.minLength(20, 'idea_short'), v.maxLength(2000, 'too_long')),
});
export const IdeaListSchema = v.object({ ideas: v.array(v.object({ id: Count, category: v.picklist(IDEA_CATEGORIES), text: v.string(), createdAt: v.string() })) });

// ------------------------------------------------------------------------------------------------ payment requests

export const PaymentTopicSchema = v.object({
  id: v.string(),
  /** A request about one payment: the transactions step lists the user's payments in this direction. */
  transactions: v.nullable(v.picklist(['deposit', 'withdrawal'])),
  subTopics: v.array(v.string()),
});
export type PaymentTopic = v.InferOutput<typeof PaymentTopicSchema>;
export const PAYMENT_TOPICS: readonly PaymentTopic[] = [
  { id: 'deposit', transactions: 'deposit', subTopics: [] },
  { id: 'withdrawal', transactions: 'withdrawal', subTopics: [] },
  { id: 'methods', transactions: null, subTopics: ['card', 'ewallet', 'bank', 'crypto'] },
  { id: 'limits', transactions: null, subTopics: ['deposit_limits', 'withdrawal_limits', 'fees'] },
];
export const PaymentRequestSchema = v.object({
  id: Count,
  topicId: v.string(),
  subTopicId: v.nullable(v.string()),
  paymentId: v.nullable(Count),
  text: v.string(),
  /** 0 new, 1 in progress, 2 answered, 3 closed. */
  status: v.picklist([0, 1, 2, 3]),
  createdAt: v.string(),
});
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;
export const PaymentRequestListSchema = v.object({ requests: v.array(PaymentRequestSchema) });
export const NewPaymentRequestBodySchema = v.object({
  topicId: v.pipe(v.string(), v.check((id) => PAYMENT_TOPICS.some((t) => t.id === id), 'required')),
  subTopicId: v.optional(v.nullable(v.string()), null),
  paymentId: v.optional(v.nullable(Id), null),
  text: v.pipe(v.string(), v.trim(), v.minLength(10, 'message_short'), v.maxLength(2000, 'too_long')),
});
