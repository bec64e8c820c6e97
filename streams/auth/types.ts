import type { Observable } from 'rxjs';
import type {
  CaptchaChallenge, CaptchaResult, CodeSentAnswer, LoginAnswer, RegistrationAnswer, RegType, TermsStatus,
} from '../schemas/auth';
import type { PhoneCountry, PhoneMask } from '../schemas/phone-book';
import type { CaptchaAsk } from './captcha';
import type { Consent } from './referral';

// The accounts service (issue 3) as the app sees it: services.auth.

/**
 * The login forms of SPEC.md section 3 (login_password, phone_password, sms, login_password_two_step_code) plus token and
 * social. `linkSocial`: the provider sign-in waiting in this browser for an existing account is connected to it once
 * the login succeeds, before the session is announced (issue 20 #4).
 */
export type LoginForm = { linkSocial?: true } & (
  | { kind: 'login_password'; login: string; password: string; remember: boolean }
  | { kind: 'phone_password'; phoneCode: string; phone: string; password: string; remember: boolean }
  | { kind: 'sms'; requestId: string; code: string; remember: boolean }
  | { kind: 'two_step'; requestId: string; code: string; remember: boolean }
  /** The second factor of a 2FA account: the challenge the first step answered and a code of the app or a recovery code. */
  | { kind: 'two_factor'; challenge: string; code: string }
  | { kind: 'token'; token: string; sign: string; lng: string }
  | { kind: 'social'; provider: string; socialToken: string }
);

/** A registration body (streams/schemas/auth.ts RegistrationBodySchema); the service adds the referral values (B24). */
export type RegistrationInput = { type: RegType } & Record<string, unknown>;

/** Settings of the `registration` config group (B20, T37). */
export interface RegistrationSettings {
  mode: 'modal' | 'route' | 'widget';
  types: RegType[];
  defaultType: RegType;
  bonusChoices: number[];
  credentialSaveOptions: number[];
  socialProviders: string[];
  reminderDelaySec: number;
  reminderIntervalMin: number;
  /** B21: the config group says customers must transfer their account (`registration.userTransferRequired`). */
  transferRequired: boolean;
}

/** C13: the answers of the phone countries and phone masks requests. */
export interface PhoneBook {
  countries: PhoneCountry[];
  masks: PhoneMask[];
}

/** The auth panels the header hosts: the login dropdown, registration (modal or widget), logout confirmation, forgot password. */
export type AuthPanel = 'login' | 'registration' | 'logout' | 'forgot';

export interface AuthService {
  /** The open auth panel, or null; any part of the site may open one (e.g. the login dropdown for a guarded action, B18). */
  readonly panel$: Observable<AuthPanel | null>;
  openPanel(panel: AuthPanel | null): void;
  /** Any login variant (C08); a captcha demanded by the server opens the challenge and the call is retried (C17). */
  login$(form: LoginForm): Observable<LoginAnswer>;
  /** Registration (B20); on success the user is logged in at once. */
  register$(body: RegistrationInput): Observable<RegistrationAnswer>;
  /** B20 credential save option 2: the generated login and password to an e-mail. */
  sendCredentials$(email: string, password: string): Observable<void>;
  sendSms$(input: { purpose: 'phone_reg' | 'login_sms'; phoneCode: string; phoneNumber: string }): Observable<CodeSentAnswer>;
  /** B17: ends the session on the server, clears the token cookie and the session state. */
  logout$(): Observable<void>;
  /** C08 disconnect: the same when the site ends the session (inactivity T27, the session limit T36). */
  disconnect$(): Observable<void>;
  /** The session ended without a logout call (inactivity T27 after the call, a revoked token): clear locally. */
  dropSession(): void;
  recoveryStart$(login: string): Observable<CodeSentAnswer>;
  recoveryCheck$(requestId: string, code: string): Observable<void>;
  recoveryReset$(body: { requestId: string; code: string; password: string; password_confirm: string }): Observable<void>;
  activate$(kind: 'email' | 'newsletter', token: string): Observable<void>;
  captcha: {
    /** The open captcha challenge (C17), or null. */
    readonly challenge$: Observable<CaptchaAsk | null>;
    update$(): Observable<CaptchaChallenge>;
    validate$(id: string, answer: string): Observable<CaptchaResult>;
  };
  /** B22: true while the logged-in user must confirm changed terms (terms check, or a 451 with exception_code 1). */
  readonly termsRequired$: Observable<boolean>;
  /** C12: asks the server whether the terms changed for this user (a failure counts as not changed, E05). */
  checkTerms$(): Observable<TermsStatus | null>;
  acceptTerms$(version: number): Observable<void>;
  /** A 451 answer with exception_code 1 was seen (C17). */
  noteTermsRequired(): void;
  /** T03: the user token, cached 60 s; null for anonymous visitors. */
  token$(): Observable<string | null>;
  /** T44: a new token after a 401; null (and a logged-out session) when there is none. */
  refreshToken$(): Observable<string | null>;
  /** B18: the route to go back to after login or registration (session storage). */
  returnUrl: { get(): string | null; set(url: string | null): void };
  /** C13: the phone countries (names in the language) and masks, asked once per language. */
  phoneBook$(lang: string): Observable<PhoneBook>;
  /** Settings of the registration config group, with defaults. */
  registrationSettings$(lang: string): Observable<RegistrationSettings>;
  /** True while a login or registration form or an auth modal is open (T37 waits for it to close). */
  readonly authFormOpen$: Observable<boolean>;
  setAuthFormOpen(open: boolean): void;
  /** T37: the registration reminder shows (one emission per show). */
  registrationReminder$(lang: string): Observable<true>;
  /** T27: whether the auto-logoff notice is due on this load (the flag is left in place). */
  hasAutoLogoffNotice(): boolean;
  /** T27: true once on the first load after an inactivity logoff (the flag is then cleared). */
  takeAutoLogoffNotice(): boolean;
  /** Everything that runs while the app is open: ping (T01), auth refresh (T02/T05), inactivity (T27), referral cookies (T40). */
  runtime$(lang: string): Observable<{ kind: 'auto_logoff' }>;
  /**
   * B24 / T40: writes the referral cookies of the first page as the consent allows: the marketing ones once marketing
   * is agreed, the payment-consultant flag once functional is, each kind once; nothing before (subscribed by the
   * consent's owner, streams/shell-extras/extras-load.ts).
   */
  saveReferral$(consent$: Observable<Consent>): Observable<never>;
  oneTap: {
    clientId$(): Observable<string>;
    credential$(clientId: string): Observable<{ credential: string; select_by: string; email: string }>;
    signIn$(fields: Record<string, string>): Observable<string>;
  };
}
