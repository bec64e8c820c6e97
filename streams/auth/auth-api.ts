import * as v from 'valibot';
import { catchError, combineLatest, map, of, switchMap, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import {
  ActivateAnswerSchema, CaptchaChallengeSchema, CaptchaResultSchema, CAPTCHA_HEADER, CodeSentAnswerSchema, LoginAnswerSchema,
  OkAnswerSchema, PingAnswerSchema, RegistrationAnswerSchema, SOCIAL_PROVIDERS, TermsStatusSchema, TokenAnswerSchema,
  type CaptchaChallenge, type CaptchaResult, type CodeSentAnswer, type LoginAnswer, type RegistrationAnswer, type TermsStatus,
} from '../schemas/auth';
import {
  CaptchaTimeSchema, OneTapClientIdSchema, OneTapCredentialSchema, RightsAnswerSchema, type CaptchaTime, type RightsAnswer,
} from '../schemas/auth-answers';
import { PhoneCountriesAnswerSchema, PhoneMasksAnswerSchema } from '../schemas/phone-book';
import type { LoginForm, PhoneBook, RegistrationInput } from './types';

export { withCaptcha } from './captcha-retry';

// The account calls (issue 3; paths in server/README.md "Accounts"). Loaded on demand (auth-service.ts imports this
// module lazily), so the schemas stay out of the home page's bundle.

const captchaHeader = (pass: string | null): Record<string, string> | undefined => (pass ? { [CAPTCHA_HEADER]: pass } : undefined);

/**
 * Any login variant. A form with `linkSocial` then connects the provider sign-in waiting in this browser, before the
 * caller announces the session (issue 20 #4). The login stands when that fails (the sign-in expired, or belongs to
 * another account by now): the player is in, and signing in with the provider while logged in connects it.
 */
export function login$(http: Http, form: LoginForm, pass: string | null): Observable<LoginAnswer> {
  const answer$ = loginCall$(http, form, pass);
  if (!form.linkSocial) return answer$;
  return answer$.pipe(switchMap((answer) => (answer.status !== 'ok' ? of(answer) : linkSocial$(http).pipe(
    map(() => answer),
    catchError(() => of(answer)),
  ))));
}

function loginCall$(http: Http, form: LoginForm, pass: string | null): Observable<LoginAnswer> {
  const headers = captchaHeader(pass);
  const post = (url: string, body: unknown) => http.request$({ method: 'POST', url, body, schema: LoginAnswerSchema, language: true, ...(headers ? { headers } : {}) });
  switch (form.kind) {
    case 'login_password':
      return post('/web-api/auth/login', { uLogin: form.login, uPassword: form.password, save: form.remember });
    case 'phone_password':
      return post('/web-api/auth/login/phone', { country_code: form.phoneCode, phone_number: form.phone, uPassword: form.password, save: form.remember });
    case 'sms':
      return post('/web-api/auth/login/sms', { requestId: form.requestId, 'sms-code': form.code, save: form.remember });
    case 'two_step':
      return post('/web-api/auth/login/two-step', { requestId: form.requestId, code: form.code, save: form.remember });
    case 'two_factor':
      return post('/web-api/auth/login/two-factor', { challenge: form.challenge, code: form.code });
    case 'token':
      return post('/web-api/auth/login/token', { method_id: 1, token: form.token, sign: form.sign, lng: form.lng });
    case 'social':
      return post('/web-api/auth/login/social', { login: form.provider, pass: form.socialToken });
  }
}

/** Connects the provider sign-in waiting in this browser (its cookie) to the account just logged in (issue 20 #4). */
export function linkSocial$(http: Http): Observable<void> {
  return http.request$({ method: 'POST', url: '/web-api/auth/social-link', schema: v.object({ ok: v.literal(true), provider: v.picklist(SOCIAL_PROVIDERS) }) })
    .pipe(map(() => undefined));
}

export function register$(http: Http, body: RegistrationInput, pass: string | null): Observable<RegistrationAnswer> {
  const headers = captchaHeader(pass);
  return http.request$({ method: 'POST', url: '/web-api/auth/registration', body, schema: RegistrationAnswerSchema, language: true, ...(headers ? { headers } : {}) });
}

export function sendSms$(http: Http, input: { purpose: 'phone_reg' | 'login_sms'; phoneCode: string; phoneNumber: string }): Observable<CodeSentAnswer> {
  return http.request$({
    method: 'POST', url: '/web-api/auth/sms/send', language: true, schema: CodeSentAnswerSchema,
    body: { purpose: input.purpose, 'phone-code': input.phoneCode, 'phone-number': input.phoneNumber },
  });
}

export function sendCredentials$(http: Http, email: string, password: string): Observable<void> {
  return http.request$({ method: 'POST', url: '/web-api/auth/credentials/send', body: { email, password }, schema: OkAnswerSchema, auth: true, language: true })
    .pipe(map(() => undefined));
}

/** B17 logout (the user leaves), or C08 disconnect (the site ends the session: inactivity T27, the session limit T36). */
export function logout$(http: Http, call: 'logout' | 'disconnect'): Observable<void> {
  return http.request$({ method: 'POST', url: `/web-api/auth/${call}`, schema: OkAnswerSchema }).pipe(map(() => undefined));
}

/** C08 rights: what this user may do, as the server decides from the ban level and the ban rule's version (B19). */
export function rights$(http: Http): Observable<RightsAnswer> {
  return http.request$({ url: '/web-api/auth/rights', schema: RightsAnswerSchema, auth: true, cache: 'no-store' });
}

export function recoveryStart$(http: Http, login: string): Observable<CodeSentAnswer> {
  return http.request$({ method: 'POST', url: '/web-api/auth/password/forgot', body: { login }, language: true, schema: CodeSentAnswerSchema });
}

export function recoveryCheck$(http: Http, requestId: string, code: string): Observable<void> {
  return http.request$({ method: 'POST', url: '/web-api/auth/password/check', body: { requestId, code }, schema: OkAnswerSchema }).pipe(map(() => undefined));
}

export function recoveryReset$(http: Http, body: { requestId: string; code: string; password: string; password_confirm: string }): Observable<void> {
  return http.request$({ method: 'POST', url: '/web-api/auth/password/reset', body, schema: OkAnswerSchema }).pipe(map(() => undefined));
}

export function activate$(http: Http, kind: 'email' | 'newsletter', token: string): Observable<void> {
  const url = kind === 'email' ? '/web-api/auth/activate' : '/web-api/auth/stop-newsletter';
  return http.request$({ method: 'POST', url, body: { token }, schema: ActivateAnswerSchema }).pipe(map(() => undefined));
}

/** C13: the phone countries (names in the language) and the phone masks, the two requests the phone fields need. */
export function phoneBook$(http: Http): Observable<PhoneBook> {
  // combineLatest of two one-answer requests is their join (forkJoin would add its own code to every page's bundle).
  return combineLatest({
    countries: http.request$({ url: '/web-api/phone/countries', schema: PhoneCountriesAnswerSchema, language: true }).pipe(map((a) => a.countries)),
    masks: http.request$({ url: '/web-api/phone/masks', schema: PhoneMasksAnswerSchema }).pipe(map((a) => a.masks)),
  });
}

export function captchaUpdate$(http: Http): Observable<CaptchaChallenge> {
  return http.request$({ url: '/captcha/update', schema: CaptchaChallengeSchema, cache: 'no-store' });
}

/** C10: the server's time and the challenges' lifetime (the open picture is replaced when it ends). */
export function captchaTime$(http: Http): Observable<CaptchaTime> {
  return http.request$({ url: '/captcha/gettime', schema: CaptchaTimeSchema, cache: 'no-store' });
}

export function captchaValidate$(http: Http, id: string, captcha: string): Observable<CaptchaResult> {
  return http.request$({ method: 'POST', url: '/captcha/validate', body: { id, captcha }, schema: CaptchaResultSchema });
}

export function termsStatus$(http: Http): Observable<TermsStatus> {
  return http.request$({ url: '/web-api/api-v3/v2/user/agreement-rules/status', schema: TermsStatusSchema, auth: true, cache: 'no-store' });
}

export function acceptTerms$(http: Http, version: number): Observable<void> {
  return http.request$({ method: 'POST', url: '/web-api/api-v3/v2/user/agreement-rules/accept', body: { version }, schema: OkAnswerSchema, auth: true })
    .pipe(map(() => undefined));
}

export function ping$(http: Http): Observable<unknown> {
  return http.request$({ method: 'POST', url: '/limit-service-api/api/external/web/v3/ping', schema: PingAnswerSchema, auth: true, language: true });
}

export function oneTapClientId$(http: Http): Observable<string> {
  return http.request$({ url: '/social-api/oauth/google-one-tap/clientId', schema: OneTapClientIdSchema }).pipe(map((a) => a.clientId));
}

/** The credential Google's one-tap script would give the page; the demo provider hosts it (C09). */
export function oneTapCredential$(http: Http, clientId: string): Observable<{ credential: string; select_by: string; email: string }> {
  return http.request$({
    url: '/social-api/oauth/demo/one-tap-credential', query: { client_id: clientId }, cache: 'no-store',
    schema: OneTapCredentialSchema,
  });
}

/** C09: POST the credential fields (multipart) with language, currency and country; answers where to go. */
export function oneTapSignIn$(http: Http, fields: Record<string, string>): Observable<string> {
  const form = new FormData();
  for (const [k, val] of Object.entries(fields)) form.append(k, val);
  return http.request$({ method: 'POST', url: '/social-api/oauth/google-one-tap', form, schema: v.object({ redirectUrl: v.string() }) })
    .pipe(map((a) => a.redirectUrl));
}

export function fetchToken$(http: Http): Observable<string> {
  return http.request$({ url: '/web-api/user/gettoken', query: { force_refresh: true }, schema: TokenAnswerSchema, cache: 'no-store' }).pipe(map((a) => a.token));
}
