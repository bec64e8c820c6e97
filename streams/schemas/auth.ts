import * as v from 'valibot';
import { Count, EpochMs, INT4_MAX, Int4, Version } from './numbers';
import { SecondsToWaitSchema } from './api-error';

// Accounts of people (issue 3): the request bodies and answers of registration, login, token, captcha, password
// recovery, terms and user transfer. The client validates its forms with the same schemas the server uses, so a
// field is refused for the same reason on both sides. Every issue message is a REASON code (below), never prose:
// the client turns it into the user's language (src/i18n/locales/*/auth.json "errors"), the server answers it as
// a field-level error ({ field, reason } on each JSON-API error item, code "invalid_field").

/** Why a field was refused. */
export const FIELD_REASONS = [
  'required', 'invalid', 'too_short', 'too_long', 'weak', 'mismatch', 'taken', 'not_allowed', 'too_young',
  'must_agree', 'wrong_code', 'time_up', 'used',
] as const;
export type FieldReason = (typeof FIELD_REASONS)[number];

/** Registration types (B20); one_click is fast_reg's name in analytics. */
export const REG_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegType = (typeof REG_TYPES)[number];

/** B20: bonus choice on registration: 0 decline, 1 sport bonus, 2 casino bonus. */
export const BONUS_CHOICES = [0, 1, 2] as const;
/** B20: credential save options after fast registration: 0 file, 1 image, 2 e-mail. */
export const CREDENTIAL_SAVE_OPTIONS = [0, 1, 2] as const;

/** Currencies a new main account may be opened in (a subset of the server's CURRENCIES). */
export const REGISTRATION_CURRENCIES = ['RUB', 'USD', 'EUR', 'UAH', 'KZT', 'AZN', 'TRY', 'BRL', 'GBP'] as const;

/** Countries offered at registration: id (country_id), ISO code (names come from i18n), phone code, currency. */
export const REGISTRATION_COUNTRIES = [
  { id: 1, iso: 'RU', phoneCode: '7', currency: 'RUB' },
  { id: 2, iso: 'UA', phoneCode: '380', currency: 'UAH' },
  { id: 3, iso: 'KZ', phoneCode: '7', currency: 'KZT' },
  { id: 4, iso: 'AZ', phoneCode: '994', currency: 'AZN' },
  { id: 5, iso: 'TR', phoneCode: '90', currency: 'TRY' },
  { id: 6, iso: 'ES', phoneCode: '34', currency: 'EUR' },
  { id: 7, iso: 'PT', phoneCode: '351', currency: 'EUR' },
  { id: 8, iso: 'BR', phoneCode: '55', currency: 'BRL' },
  { id: 9, iso: 'GB', phoneCode: '44', currency: 'GBP' },
  { id: 10, iso: 'US', phoneCode: '1', currency: 'USD' },
] as const;
export type RegistrationCountry = (typeof REGISTRATION_COUNTRIES)[number];

/** The sixteen social sign-in providers (B20). */
export const SOCIAL_PROVIDERS = [
  'google', 'facebook', 'vk', 'ok', 'mailru', 'yandex', 'telegram', 'apple',
  'twitter', 'steam', 'discord', 'twitch', 'microsoft', 'linkedin', 'instagram', 'tiktok',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Minimum age to register (responsible gaming). */
export const MIN_AGE_YEARS = 18;
/** Password length bounds. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// The four captcha error codes of C17: a 400 with one of them opens the captcha challenge and retries the call
// with the X-Captcha header.
export const CAPTCHA_ERROR_CODES = ['captcha_required', 'captcha_invalid', 'captcha_expired', 'captcha_used'] as const;
export const CAPTCHA_HEADER = 'X-Captcha';
/** C17: a 451 answer with exception_code 1 means the terms must be confirmed again (B22). */
export const TERMS_EXCEPTION_CODE = 1;

// ---------------------------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------------------------

const requiredString = () => v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'));

export const EmailSchema = v.pipe(requiredString(), v.maxLength(254, 'too_long'), v.email('invalid'), v.toLowerCase());

export const PasswordSchema = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.minLength(PASSWORD_MIN, 'too_short'),
  v.maxLength(PASSWORD_MAX, 'too_long'),
  v.regex(/[A-Za-z]/, 'weak'),
  v.regex(/\d/, 'weak'),
);

/** A password as typed at login: only presence and a sane length are checked (its rules may have changed). */
export const LoginPasswordSchema = v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(128, 'too_long'));

/** Phone code without '+': 1 to 4 digits. */
export const PhoneCodeSchema = v.pipe(requiredString(), v.transform((s) => s.replace(/^\+/, '')), v.regex(/^\d{1,4}$/, 'invalid'));
/** The national number: spaces, dashes, dots and brackets are ignored; 6 to 14 digits. */
export const PhoneNumberSchema = v.pipe(requiredString(), v.transform((s) => s.replace(/[\s().-]/g, '')), v.regex(/^\d{6,14}$/, 'invalid'));

export const CurrencySchema = v.picklist(REGISTRATION_CURRENCIES, 'invalid');
export const CountryIdSchema = v.pipe(
  v.number('required'),
  v.integer('invalid'),
  v.minValue(1, 'invalid'),
  v.maxValue(INT4_MAX, 'invalid'),
  v.check((id) => REGISTRATION_COUNTRIES.some((c) => c.id === id), 'invalid'),
);
export const BonusChoiceSchema = v.picklist(BONUS_CHOICES, 'invalid');
export const RefCodeSchema = v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(64, 'too_long'), v.regex(/^[A-Za-z0-9_-]*$/, 'invalid')), '');
export const NameSchema = v.pipe(requiredString(), v.maxLength(64, 'too_long'), v.regex(/^[\p{L}][\p{L}\p{M}' -]*$/u, 'invalid'));
export const SmsCodeSchema = v.pipe(requiredString(), v.regex(/^\d{4,8}$/, 'invalid'));
export const RequestIdSchema = v.pipe(v.string('required'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid'));
const Agree = v.literal(true, 'must_agree');

/** Full years between a YYYY-MM-DD birth date and today (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** A calendar date YYYY-MM-DD that exists. */
export const BirthDateSchema = v.pipe(
  requiredString(),
  v.isoDate('invalid'),
  v.check((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s && date.getUTCFullYear() >= 1900;
  }, 'invalid'),
);

// ---------------------------------------------------------------------------------------------------------------
// Registration (B20): POST /web-api/auth/registration
// ---------------------------------------------------------------------------------------------------------------

const common = {
  currency: CurrencySchema,
  country_id: CountryIdSchema,
  ref_code: RefCodeSchema,
  first_deposit_bonus_choice: v.optional(BonusChoiceSchema, 0),
  agree: Agree,
  /** Referral values the site saved to cookies (B24), sent along so the server keeps them with the user. */
  referral: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(200))), {}),
};

export const FastRegSchema = v.object({ type: v.literal('fast_reg'), ...common });

// The phone fields' numbers are checked by their country's plan on top of these (streams/schemas/phones.ts), kept out
// of this module so that its library loads only with the phone fields and calls.
export const PhoneRegSchema = v.object({
  type: v.literal('phone_reg'),
  ...common,
  phone_code: PhoneCodeSchema,
  phone_number: PhoneNumberSchema,
  requestId: RequestIdSchema,
  sms_code: SmsCodeSchema,
  password: PasswordSchema,
});

export const FullRegSchema = v.pipe(
  v.object({
    type: v.literal('full_reg'),
    ...common,
    email: EmailSchema,
    password: PasswordSchema,
    password_confirm: v.string('required'),
    user_name: NameSchema,
    user_surname: NameSchema,
    birth_date: BirthDateSchema,
    phone_code: v.optional(v.string(), ''),
    phone_number: v.optional(v.string(), ''),
  }),
  v.forward(v.check((b) => b.password === b.password_confirm, 'mismatch'), ['password_confirm']),
);

export const SocRegSchema = v.object({
  type: v.literal('soc_reg'),
  ...common,
  /** The one-use social token from the demo OAuth provider (oauth callback or one-tap). */
  social_token: RequestIdSchema,
});

export const RegistrationBodySchema = v.variant('type', [FastRegSchema, PhoneRegSchema, FullRegSchema, SocRegSchema], 'invalid');
export type RegistrationBody = v.InferInput<typeof RegistrationBodySchema>;

/** fast_reg answers the generated password once; the others only the login (the account number). */
export const RegistrationAnswerSchema = v.object({
  userId: Count,
  login: v.string(),
  password: v.optional(v.string()),
  token: v.string(),
  banLevel: Int4,
});
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswerSchema>;

/** POST /web-api/auth/sms/send (registration, SMS login): where to send the code. */
export const SendSmsBodySchema = v.object({
  purpose: v.optional(v.picklist(['phone_reg', 'login_sms'], 'invalid'), 'phone_reg'),
  'phone-code': PhoneCodeSchema,
  'phone-number': PhoneNumberSchema,
});
/** A code was sent: its request, the seconds until another may be sent (the resend countdown) and its lifetime. */
export const CodeSentAnswerSchema = v.object({ requestId: v.string(), resendInSec: SecondsToWaitSchema, expiresInSec: SecondsToWaitSchema });
export type CodeSentAnswer = v.InferOutput<typeof CodeSentAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Login variants (C08)
// ---------------------------------------------------------------------------------------------------------------

/** E-mail or account id with password; the save flag is remember-me; the captcha goes in the X-Captcha header. */
export const LoginBodySchema = v.object({
  uLogin: v.pipe(requiredString(), v.maxLength(254, 'too_long')),
  uPassword: LoginPasswordSchema,
  save: v.optional(v.boolean('invalid'), false),
});
export const PhoneLoginBodySchema = v.object({
  phone_number: PhoneNumberSchema,
  country_code: PhoneCodeSchema,
  uPassword: LoginPasswordSchema,
  save: v.optional(v.boolean('invalid'), false),
});
export const SmsLoginBodySchema = v.object({
  requestId: RequestIdSchema,
  'sms-code': SmsCodeSchema,
  save: v.optional(v.boolean('invalid'), false),
});
export const TwoStepBodySchema = v.object({
  requestId: RequestIdSchema,
  code: SmsCodeSchema,
  save: v.optional(v.boolean('invalid'), false),
});
/** A code of the authenticator app (6 digits) or one of the 2FA recovery codes (XXXXX-XXXXX, any case, dash optional). */
export const SECOND_FACTOR_CODE_PATTERN = /^(\d{6}|[0-9A-Za-z]{5}[\s-]?[0-9A-Za-z]{5})$/;
/** The second step of a two-factor login: the challenge the password step answered, and the code. */
export const TwoFactorBodySchema = v.object({
  challenge: v.pipe(v.string('required'), v.regex(/^[A-Za-z0-9_-]{20,100}\.[A-Za-z0-9_-]{43}$/, 'invalid')),
  code: v.pipe(requiredString(), v.maxLength(16, 'too_long'), v.regex(SECOND_FACTOR_CODE_PATTERN, 'invalid')),
});
/** Login by a one-use token the server issued (user transfer, social sign-in): method_id 1, sign = its HMAC. */
export const TokenLoginBodySchema = v.object({
  method_id: v.literal(1, 'invalid'),
  token: RequestIdSchema,
  sign: v.pipe(v.string('required'), v.regex(/^[0-9a-f]{64}$/, 'invalid')),
  lng: v.optional(v.string(), 'en'),
});
/** Social login: login = the provider, pass = the one-use social token the demo provider's callback gave. */
export const SocialLoginBodySchema = v.object({
  login: v.picklist(SOCIAL_PROVIDERS, 'invalid'),
  pass: RequestIdSchema,
});

export const LoginAnswerSchema = v.variant('status', [
  v.object({ status: v.literal('ok'), userId: Count, banLevel: Int4, token: v.string() }),
  /** Two-step accounts: a code went out; finish with POST /web-api/auth/login/two-step. */
  v.object({ status: v.literal('two_step'), requestId: v.string(), channel: v.picklist(['sms', 'email']) }),
  /** Two-factor (authenticator app) accounts: no session yet; finish with POST /web-api/auth/login/two-factor. */
  v.object({
    status: v.literal('two_factor'), twoFactorRequired: v.literal(true), challenge: v.string(),
    expiresInSec: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3600)),
  }),
]);
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

export const TokenAnswerSchema = v.object({ token: v.string() });
/** B20 credential save option 2: the generated login and password sent to an e-mail. */
export const CredentialsSendBodySchema = v.object({ email: EmailSchema, password: LoginPasswordSchema });
/** The session check of the auth api (T05): the login session result (SPEC.md section 3). */
export const SessionCheckAnswerSchema = v.object({ user_id: v.nullable(Count), ban_level: Int4, navigation_blocked: v.boolean() });
export type SessionCheckAnswer = v.InferOutput<typeof SessionCheckAnswerSchema>;
export const PingAnswerSchema = v.object({ ok: v.literal(true), serverTime: v.string() });
export const OkAnswerSchema = v.object({ ok: v.literal(true) });

// ---------------------------------------------------------------------------------------------------------------
// Captcha (C10)
// ---------------------------------------------------------------------------------------------------------------

/** GET /captcha/update: a new image challenge (a PNG data URL). */
export const CaptchaChallengeSchema = v.object({ id: v.string(), image: v.pipe(v.string(), v.startsWith('data:image/png;base64,')), expiresInSec: Count });
export type CaptchaChallenge = v.InferOutput<typeof CaptchaChallengeSchema>;
export const CaptchaValidateBodySchema = v.object({
  id: RequestIdSchema,
  captcha: v.pipe(requiredString(), v.maxLength(16, 'too_long')),
});
/** Captcha result (SPEC.md section 3): success, type, time, error_message; pass is what X-Captcha carries. */
export const CaptchaResultSchema = v.object({
  success: v.boolean(),
  /** 1 solved or retry; 2: too many wrong answers while logged in: the user is logged out (C18). */
  type: v.picklist([0, 1, 2]),
  time: EpochMs,
  error_message: v.nullable(v.string()),
  pass: v.nullable(v.string()),
});
export type CaptchaResult = v.InferOutput<typeof CaptchaResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Password recovery (R16, E04 wrong_code / time_up), activation, newsletter
// ---------------------------------------------------------------------------------------------------------------

export const RecoveryStartBodySchema = v.object({ login: v.pipe(requiredString(), v.maxLength(254, 'too_long')) });
export const RecoveryCheckBodySchema = v.object({ requestId: RequestIdSchema, code: SmsCodeSchema });
export const RecoveryResetBodySchema = v.pipe(
  v.object({ requestId: RequestIdSchema, code: SmsCodeSchema, password: PasswordSchema, password_confirm: v.string('required') }),
  v.forward(v.check((b) => b.password === b.password_confirm, 'mismatch'), ['password_confirm']),
);
export const ActivateBodySchema = v.object({ token: v.pipe(v.string('required'), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid')) });
export const ActivateAnswerSchema = v.object({ ok: v.literal(true), kind: v.picklist(['email', 'newsletter']), userId: Count });

// ---------------------------------------------------------------------------------------------------------------
// Terms (C12, B22) and user transfer (C11, B21)
// ---------------------------------------------------------------------------------------------------------------

/** GET /web-api/api-v3/v2/user/agreement-rules/status: result true = the terms changed since the user agreed. */
export const TermsStatusSchema = v.object({ result: v.boolean(), updatedAt: v.nullable(v.string()), version: Version });
export type TermsStatus = v.InferOutput<typeof TermsStatusSchema>;

export const TransferSendBodySchema = v.object({ country_code: PhoneCodeSchema, phone: PhoneNumberSchema, captcha: v.optional(v.string(), '') });
export const TransferSendAnswerSchema = v.object({ status: v.boolean(), requestId: v.nullable(v.string()) });
export const TransferCheckBodySchema = v.object({ code: SmsCodeSchema });
export const TransferCheckAnswerSchema = v.object({ status: v.boolean(), redirectToken: v.nullable(v.string()), reason: v.optional(v.string()) });
export const TransferUserDataBodySchema = v.object({ redirectToken: RequestIdSchema });
export const TransferUserDataAnswerSchema = v.object({ status: v.boolean(), user: v.nullable(v.object({ id: Count, password: v.string() })) });

// ---------------------------------------------------------------------------------------------------------------
// Errors: a field-level error item (JSON-API item plus field and reason)
// ---------------------------------------------------------------------------------------------------------------

export const FieldErrorItemSchema = v.object({
  status: v.string(),
  code: v.string(),
  title: v.string(),
  detail: v.string(),
  field: v.string(),
  reason: v.string(),
});
export type FieldErrorItem = v.InferOutput<typeof FieldErrorItemSchema>;

/** field -> reason for every valibot issue (the first per field); '' is the whole form. */
export function fieldReasons(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '';
    const known = (FIELD_REASONS as readonly string[]).includes(issue.message);
    // A missing key carries valibot's own message: it is "required" (the agreement box: "must_agree").
    const reason = issue.input === undefined || issue.input === null
      ? (field === 'agree' ? 'must_agree' : 'required')
      : known ? issue.message : 'invalid';
    if (!(field in out)) out[field] = reason;
  }
  return out;
}
