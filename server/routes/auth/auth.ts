import rateLimit from '@fastify/rate-limit';
import { touchPlayTime } from '../../limits/play-time.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  ageOn, CAPTCHA_HEADER, CredentialsSendBodySchema, FastRegSchema, FullRegSchema, LoginBodySchema, MIN_AGE_YEARS,
  REG_TYPES, SmsLoginBodySchema, SocRegSchema, SocialLoginBodySchema, TokenLoginBodySchema, TwoFactorBodySchema, TwoStepBodySchema,
  type CodeSentAnswer, type LoginAnswer, type RegistrationAnswer, type RegType, type SessionCheckAnswer,
} from '../../../streams/schemas/auth.ts';
import { USER_RIGHTS, type UserRight } from '../../../streams/schemas/auth-answers.ts';
import { paymentsAllowedForBan } from '../../money/payments.ts';
import { consumePass } from '../../auth/captcha.ts';
import { checkCode, issueCode, sendToOutbox } from '../../auth/codes.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { FieldErrors, parseFields } from '../../auth/field-errors.ts';
import { endLogin, issueLogin, loginOrChallenge, refreshLogin } from '../../auth/issue.ts';
import { answerChallenge, CHALLENGE_MAX_ATTEMPTS } from '../../auth/two-factor.ts';
import { CAPTCHA_AFTER_FAILURES, clearFailures, failureKey, recentFailures, recordFailure } from '../../auth/login-guard.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { sharedRateLimitStore } from '../../auth/rate-limit-store.ts';
import { createRateLimits } from '../../auth/rate-limits.ts';
import { claimSend, originOf } from '../../auth/send-limits.ts';
import { langOf, type AuthDeps } from './deps.ts';
import { currentTerms, requireCurrentTerms } from '../../auth/terms.ts';
import { createLoginToken, verifyLoginToken } from '../../auth/login-token.ts';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { readConfigGroups, readStoredConfig } from '../../services/settings.ts';
import {
  bumpTokenVersion, createUser, findUserById, findUserByLogin, findUserByPhone, fullPhone, generatePassword, type UserAuthRow,
} from '../../services/users.ts';
import { isValidPhone, PhoneLoginByPlanSchema, PhoneRegByPlanSchema, SendSmsByPlanSchema } from '../../../streams/schemas/phones.ts';
import { registerAuthCaptchaRoutes } from './captcha.ts';
import { registerPhoneBookRoutes } from './phones.ts';
import { registerAuthDevRoutes } from './dev.ts';
import { registerAuthFingerprintRoutes } from './fingerprint.ts';
import { issueActivation, registerAuthRecoveryRoutes } from './recovery.ts';
import { registerAuthSocialRoutes, takeSocialGrant } from './social.ts';
import { registerAuthTermsRoutes } from './terms.ts';
import { registerAuthTransferRoutes } from './transfer.ts';

// Accounts of people (issue 3). Endpoints (documented in server/README.md "Accounts"):
//   POST /web-api/auth/registration            fast_reg | phone_reg | full_reg | soc_reg (B20)
//   POST /web-api/auth/sms/send                a code by SMS (phone registration, SMS login)
//   POST /web-api/auth/login                   e-mail or id + password, save, X-Captcha (C08)
//   POST /web-api/auth/login/phone             phone + password
//   POST /web-api/auth/login/sms               SMS code
//   POST /web-api/auth/login/two-step          the second step of a two-step account (a code by e-mail or SMS)
//   POST /web-api/auth/login/two-factor        the second factor of a 2FA account (authenticator app or recovery code)
//   POST /web-api/auth/login/token             a one-use login token (method_id 1, token, sign, lng)
//   POST /web-api/auth/login/social            provider + social token
//   GET  /web-api/auth/login-token             a login token for this user (to hand the session to another app)
//   POST /web-api/auth/logout, /disconnect     logout (B17)
//   GET  /web-api/auth/rights                  what this user may do
//   GET  /web-api/auth/check                   the session check of the auth api (T05)
//   GET  /web-api/user/gettoken                a fresh user token (T03, T44)
//   POST /limit-service-api/api/external/web/v3/ping   while authorised every 30 s (T01)
//   POST /web-api/fingerprint                  a fingerprint token { token, expiresAt, componentsData } (T13); an
//                                              authorised call with a bad X-Fingerprint answers 400 fingerprint_* (C17)

// A real scrypt hash of a random password: unknown logins cost the same time as wrong passwords.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));

/** One refusal for every wrong login, whatever was wrong (E04 label "both"): it never says whether a login exists. */
const invalidCredentials = () => new FieldErrors({ both: 'invalid' }, 401, 'invalid_credentials', 'Wrong login or password');

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: sharedRateLimitStore(ctx.db) });
    const deps: AuthDeps = { ctx, limits: createRateLimits(ctx.env.isProduction) };
    registerCoreRoutes(scope, deps);
    registerAuthCaptchaRoutes(scope, deps);
    registerPhoneBookRoutes(scope);
    registerAuthRecoveryRoutes(scope, deps);
    registerAuthSocialRoutes(scope, deps);
    registerAuthTermsRoutes(scope, deps);
    registerAuthTransferRoutes(scope, deps);
    registerAuthFingerprintRoutes(scope, deps);
    if (ctx.env.devApi) registerAuthDevRoutes(scope, deps);
  });
}

const CREDENTIAL_TEXTS: Record<string, [string, string]> = {
  ru: ['Ваш логин', 'Ваш пароль'], en: ['Your login', 'Your password'], uk: ['Ваш логін', 'Ваш пароль'], kk: ['Логиніңіз', 'Құпиясөзіңіз'],
  az: ['Girişiniz', 'Şifrəniz'], tr: ['Giriş adınız', 'Şifreniz'], es: ['Tu usuario', 'Tu contraseña'], pt: ['O seu login', 'A sua palavra-passe'],
};
const credentialsMail = (lang: string, login: string, password: string) => {
  const [l, p] = CREDENTIAL_TEXTS[lang] ?? CREDENTIAL_TEXTS['en']!;
  return `BetArena\n${l}: ${login}\n${p}: ${password}`;
};

/** Demands a solved captcha once an identifier has failed CAPTCHA_AFTER_FAILURES times (C17 codes). */
async function captchaGate(ctx: AppContext, request: FastifyRequest, key: string): Promise<void> {
  if ((await recentFailures(ctx.db, key)) < CAPTCHA_AFTER_FAILURES) return;
  const header = request.headers[CAPTCHA_HEADER.toLowerCase()];
  const outcome = await consumePass(ctx.db, typeof header === 'string' ? header : undefined);
  if (outcome === 'ok') return;
  const titles = {
    captcha_required: 'Captcha required',
    captcha_invalid: 'Captcha not valid',
    captcha_expired: 'Captcha expired',
    captcha_used: 'Captcha already used',
  } as const;
  throw new ApiError(400, outcome, titles[outcome], 'Solve the captcha to continue');
}

/** Password check against a user or, when there is none, against a dummy hash (same time either way). */
async function passwordMatches(user: UserAuthRow | null, password: string): Promise<boolean> {
  if (!user?.password_hash) {
    await verifyPassword(password, await timingDummy());
    return false;
  }
  return verifyPassword(password, user.password_hash);
}

function registerCoreRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { ctx, limits } = deps;
  const db = ctx.db;

  /** After the password: either logs in, or (two-step accounts) sends the second-step code first. */
  async function finishLogin(request: FastifyRequest, reply: FastifyReply, user: UserAuthRow, remember: boolean): Promise<LoginAnswer> {
    if (user.two_step_enabled) {
      const channel = user.email ? 'email' : 'sms';
      const destination = user.email ?? user.phone;
      if (destination) {
        const sent = await db.transaction((tx) => issueCode(tx, { purpose: 'two_step', channel, destination, userId: user.id, lang: langOf(request), origin: originOf(ctx, request) }));
        void reply.header('cache-control', 'no-store');
        return { status: 'two_step', requestId: sent.requestId, channel };
      }
    }
    return loginOrChallenge(ctx, request, reply, user, remember);
  }

  // ------------------------------------------------------------------------------------------- registration

  app.post('/web-api/auth/registration', { config: limits.route('registration') }, async (request, reply): Promise<RegistrationAnswer> => {
    const config = await readStoredConfig(db, () => undefined);
    // B20: no registration when the operator turned it off or on a VIP domain.
    if (!config.registrationAllowed || config.isVipDomain) throw new ApiError(403, 'registration_closed', 'Registration closed', 'Registration is not available on this site');
    const groups = await readConfigGroups(db, ['registration'], 'en');
    const allowedTypes = groups['registration']?.['types'];
    const type = (request.body as { type?: unknown } | null)?.type;
    if (!REG_TYPES.includes(type as RegType)) throw new FieldErrors({ type: 'invalid' });
    if (Array.isArray(allowedTypes) && !allowedTypes.includes(type)) throw new FieldErrors({ type: 'not_allowed' });
    const terms = await currentTerms(db);

    let created: { id: number; login: string; password?: string };
    if (type === 'fast_reg') {
      const body = parseFields(FastRegSchema, request.body);
      const password = generatePassword();
      const passwordHash = await hashPassword(password);
      const user = await db.transaction((tx) => createUser(tx, {
        regType: 'fast_reg', currency: body.currency, countryId: body.country_id, passwordHash, refCode: body.ref_code,
        referral: body.referral, bonusChoice: body.first_deposit_bonus_choice, termsVersion: terms.version,
      }));
      created = { ...user, password };
    } else if (type === 'phone_reg') {
      const body = parseFields(PhoneRegByPlanSchema, request.body);
      const phone = fullPhone(body.phone_code, body.phone_number);
      const passwordHash = await hashPassword(body.password);
      created = await db.transaction(async (tx) => {
        const check = await checkCode(tx, { requestId: body.requestId, purposes: ['phone_reg'], code: body.sms_code, consume: false });
        if (!check.ok) throw new FieldErrors({ sms_code: check.reason });
        if (check.row.destination !== phone) throw new FieldErrors({ sms_code: 'wrong_code' });
        if (await findUserByPhone(tx, phone)) throw new FieldErrors({ phone_number: 'taken' });
        await checkCode(tx, { requestId: body.requestId, purposes: ['phone_reg'], code: body.sms_code, consume: true });
        return createUser(tx, {
          regType: 'phone_reg', currency: body.currency, countryId: body.country_id, passwordHash, phone, phoneCode: body.phone_code,
          phoneConfirmed: true, refCode: body.ref_code, referral: body.referral, bonusChoice: body.first_deposit_bonus_choice, termsVersion: terms.version,
        });
      });
    } else if (type === 'full_reg') {
      const body = parseFields(FullRegSchema, request.body);
      const fields: Record<string, string> = {};
      if (ageOn(body.birth_date, new Date()) < MIN_AGE_YEARS) fields['birth_date'] = 'too_young';
      let phone: string | null = null;
      if (body.phone_number.trim() !== '') {
        const code = v.safeParse(v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/)), body.phone_code.trim());
        const digits = body.phone_number.replace(/[\s().-]/g, '');
        if (!code.success) fields['phone_code'] = 'invalid';
        else if (!isValidPhone(body.phone_code, digits)) fields['phone_number'] = 'invalid';
        else phone = fullPhone(body.phone_code, digits);
      }
      if (Object.keys(fields).length > 0) throw new FieldErrors(fields);
      const passwordHash = await hashPassword(body.password);
      created = await db.transaction(async (tx) => {
        const taken: Record<string, string> = {};
        if (await findUserByLogin(tx, body.email)) taken['email'] = 'taken';
        if (phone && (await findUserByPhone(tx, phone))) taken['phone_number'] = 'taken';
        if (Object.keys(taken).length > 0) throw new FieldErrors(taken);
        const user = await createUser(tx, {
          regType: 'full_reg', currency: body.currency, countryId: body.country_id, passwordHash, email: body.email, phone,
          phoneCode: phone ? body.phone_code.replace(/^\+/, '') : null, userName: body.user_name, userSurname: body.user_surname,
          birthDate: body.birth_date, refCode: body.ref_code, referral: body.referral, bonusChoice: body.first_deposit_bonus_choice,
          termsVersion: terms.version,
        });
        await issueActivation(tx, user.id, body.email, langOf(request), originOf(ctx, request));
        return user;
      });
    } else {
      const body = parseFields(SocRegSchema, request.body);
      const passwordHash = await hashPassword(generatePassword());
      created = await db.transaction(async (tx) => {
        const grant = await takeSocialGrant(tx, body.social_token);
        if (!grant) throw new FieldErrors({ social_token: 'time_up' });
        const linked = await tx.one<{ user_id: number }>('SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2', [grant.provider, grant.subject]);
        if (linked) throw new FieldErrors({ social_token: 'taken' });
        // Only an e-mail the provider vouches for goes on the account (issue 20 #4: else anyone could park a
        // stranger's address on an account of theirs).
        const email = grant.email && grant.email_verified && !(await findUserByLogin(tx, grant.email)) ? grant.email.toLowerCase() : null;
        const [name, ...rest] = (grant.name ?? '').split(' ');
        const user = await createUser(tx, {
          regType: 'soc_reg', currency: body.currency, countryId: body.country_id, passwordHash, email, emailConfirmed: email !== null,
          userName: name || null, userSurname: rest.join(' ') || null, refCode: body.ref_code, referral: body.referral,
          bonusChoice: body.first_deposit_bonus_choice, termsVersion: terms.version,
        });
        await tx.query('INSERT INTO social_links (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)', [grant.provider, grant.subject, user.id, grant.email]);
        return user;
      });
    }

    const user = await findUserById(db, created.id);
    if (!user) throw new Error('registered user vanished');
    const login = await issueLogin(ctx, request, reply, user, true);
    void reply.code(201);
    return { userId: created.id, login: created.login, ...(created.password ? { password: created.password } : {}), token: login.token, banLevel: login.banLevel };
  });

  app.post('/web-api/auth/sms/send', { config: limits.route('sms') }, async (request, reply): Promise<CodeSentAnswer> => {
    const body = parseFields(SendSmsByPlanSchema, request.body);
    const phone = fullPhone(body['phone-code'], body['phone-number']);
    const sent = await db.transaction(async (tx) => {
      if (body.purpose === 'phone_reg') {
        // Registration needs a free number; saying so here is what the registration form would say anyway.
        if (await findUserByPhone(tx, phone)) throw new FieldErrors({ 'phone-number': 'taken' });
        return issueCode(tx, { purpose: 'phone_reg', channel: 'sms', destination: phone, userId: null, lang: langOf(request), origin: originOf(ctx, request) });
      }
      // SMS login: answered the same whether or not the number belongs to someone.
      const user = await findUserByPhone(tx, phone);
      return issueCode(tx, { purpose: 'login_sms', channel: 'sms', destination: phone, userId: user?.id ?? null, lang: langOf(request), deliver: user !== null, origin: originOf(ctx, request) });
    });
    void reply.header('cache-control', 'no-store');
    return sent;
  });

  // ------------------------------------------------------------------------------------------------- login

  app.post('/web-api/auth/login', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(LoginBodySchema, request.body);
    const key = failureKey('login', body.uLogin);
    await captchaGate(ctx, request, key);
    const user = await findUserByLogin(db, body.uLogin);
    if (!(await passwordMatches(user, body.uPassword)) || !user) {
      await recordFailure(db, key, request.ip);
      throw invalidCredentials();
    }
    await clearFailures(db, key);
    return finishLogin(request, reply, user, body.save);
  });

  app.post('/web-api/auth/login/phone', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(PhoneLoginByPlanSchema, request.body);
    const phone = fullPhone(body.country_code, body.phone_number);
    const key = failureKey('phone', phone);
    await captchaGate(ctx, request, key);
    const user = await findUserByPhone(db, phone);
    if (!(await passwordMatches(user, body.uPassword)) || !user) {
      await recordFailure(db, key, request.ip);
      throw invalidCredentials();
    }
    await clearFailures(db, key);
    return finishLogin(request, reply, user, body.save);
  });

  app.post('/web-api/auth/login/sms', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(SmsLoginBodySchema, request.body);
    const userId = await db.transaction(async (tx) => {
      const check = await checkCode(tx, { requestId: body.requestId, purposes: ['login_sms'], code: body['sms-code'], consume: true });
      if (!check.ok) throw new FieldErrors({ 'sms-code': check.reason });
      return check.row.user_id;
    });
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user) throw new FieldErrors({ 'sms-code': 'wrong_code' });
    return loginOrChallenge(ctx, request, reply, user, body.save);
  });

  app.post('/web-api/auth/login/two-step', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(TwoStepBodySchema, request.body);
    const userId = await db.transaction(async (tx) => {
      const check = await checkCode(tx, { requestId: body.requestId, purposes: ['two_step'], code: body.code, consume: true });
      if (!check.ok) throw new FieldErrors({ code: check.reason });
      return check.row.user_id;
    });
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user) throw new FieldErrors({ code: 'wrong_code' });
    return loginOrChallenge(ctx, request, reply, user, body.save);
  });

  app.post('/web-api/auth/login/two-factor', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(TwoFactorBodySchema, request.body);
    const answer = await answerChallenge(db, ctx.jwtSecret, body.challenge, body.code);
    if (!answer.ok) {
      if (answer.reason === 'locked') throw new ApiError(429, 'two_factor_locked', 'Too many wrong codes', 'Too many wrong codes; try again in 15 minutes');
      if (answer.reason === 'expired') throw new ApiError(401, 'two_factor_expired', 'Log in again', 'The login has expired or was used; enter the password again');
      if (answer.attemptsLeft === 0) throw new ApiError(401, 'two_factor_attempts', 'Too many wrong codes', `${CHALLENGE_MAX_ATTEMPTS} wrong codes: enter the password again`);
      throw new FieldErrors({ code: 'wrong_code' });
    }
    const user = await findUserById(db, answer.userId);
    if (!user) throw new ApiError(401, 'two_factor_expired', 'Log in again', 'The account is gone');
    return { status: 'ok', ...(await issueLogin(ctx, request, reply, user, answer.remember)) };
  });

  app.post('/web-api/auth/login/token', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(TokenLoginBodySchema, request.body);
    const userId = await verifyLoginToken(ctx, body.token, body.sign);
    const user = userId === null ? null : await findUserById(db, userId);
    if (!user) throw new ApiError(401, 'invalid_token', 'Invalid token', 'The login token is not valid or has expired');
    return { status: 'ok', ...(await issueLogin(ctx, request, reply, user, false)) };
  });

  app.get('/web-api/auth/login-token', { preHandler: requireUser }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return createLoginToken(ctx, userOf(request).id);
  });

  app.post('/web-api/auth/login/social', { config: limits.route('login') }, async (request, reply): Promise<LoginAnswer> => {
    const body = parseFields(SocialLoginBodySchema, request.body);
    const user = await db.transaction(async (tx) => {
      const grant = await takeSocialGrant(tx, body.pass, body.login);
      if (!grant) throw new ApiError(401, 'invalid_token', 'Invalid token', 'The social sign-in has expired; try again');
      const linked = await tx.one<{ user_id: number }>('SELECT user_id FROM social_links WHERE provider = $1 AND subject = $2', [grant.provider, grant.subject]);
      if (!linked) throw new ApiError(404, 'social_not_linked', 'No account yet', 'No account is linked to this sign-in; register first');
      return findUserById(tx, linked.user_id);
    });
    if (!user) throw new ApiError(404, 'social_not_linked', 'No account yet', 'No account is linked to this sign-in; register first');
    return loginOrChallenge(ctx, request, reply, user, true);
  });

  // ---------------------------------------------------------------------------------------- logout, token

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    // Every token of the user ends (a user_token readable by scripts must not outlive the logout).
    if (request.user) await bumpTokenVersion(db, request.user.id);
    await endLogin(ctx, request, reply);
    return { ok: true as const };
  };
  app.post('/web-api/auth/logout', logout);
  app.post('/web-api/auth/disconnect', logout);

  app.get('/web-api/user/gettoken', { preHandler: requireUser }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { token: await refreshLogin(ctx, request, reply, userOf(request)) };
  });

  // B20 credential save option 2 (e-mail): the logged-in user's login and password to an address they choose. The
  // password must be the account's, so this cannot send anything else in the site's name.
  app.post('/web-api/auth/credentials/send', { preHandler: requireUser, config: limits.route('sms') }, async (request, reply) => {
    const body = parseFields(CredentialsSendBodySchema, request.body);
    const user = await findUserById(db, userOf(request).id);
    if (!user || !(await verifyPassword(body.password, user.password_hash))) throw new FieldErrors({ password: 'invalid' });
    await db.transaction(async (tx) => {
      await claimSend(tx, { purpose: 'credentials', destination: body.email, userId: user.id }, originOf(ctx, request));
      await sendToOutbox(tx, {
        channel: 'email', destination: body.email, purpose: 'credentials', subject: 'BetArena',
        body: credentialsMail(langOf(request), user.login, body.password),
      });
    });
    void reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });

  app.get('/web-api/auth/check', async (request, reply): Promise<SessionCheckAnswer> => {
    void reply.header('cache-control', 'no-store');
    const user = request.user;
    if (!user) return { user_id: null, ban_level: 0, navigation_blocked: false };
    const row = await db.one<{ navigation_blocked: boolean }>('SELECT navigation_blocked FROM users WHERE id = $1', [user.id]);
    return { user_id: user.id, ban_level: user.banLevel, navigation_blocked: row?.navigation_blocked ?? false };
  });

  app.get('/web-api/auth/rights', { preHandler: requireUser }, async (request, reply) => {
    const user = userOf(request);
    void reply.header('cache-control', 'no-store');
    // B19: a banned user keeps only what the ban level allows (45, or 53 in rule version 1: deposit and withdrawal),
    // by the same rule the payment calls apply. The page's ban rules come from this answer (C08).
    const rights: UserRight[] = user.banLevel === 0
      ? [...USER_RIGHTS]
      : paymentsAllowedForBan(user.banLevel, user.banVersion) ? ['deposit', 'withdraw', 'office'] : ['office'];
    return { userId: user.id, banLevel: user.banLevel, rights };
  });

  app.post('/limit-service-api/api/external/web/v3/ping', { preHandler: [requireUser, requireCurrentTerms(db)] }, async (request, reply) => {
    const user = userOf(request);
    const row = await db.one<{ now: Date }>('UPDATE users SET last_seen_at = now() WHERE id = $1 RETURNING now() AS now', [user.id]);
    // The page's heartbeat is what counts its play time for the session limit (31).
    await touchPlayTime(db, user.id, Date.now());
    void reply.header('cache-control', 'no-store');
    return { ok: true as const, serverTime: (row?.now ?? new Date()).toISOString() };
  });
}
