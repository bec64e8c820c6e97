import { BehaviorSubject, EMPTY, NEVER, of, tap, throwError, type Observable } from 'rxjs';
import type { AuthPanel, AuthService, LoginForm, PhoneBook, RegistrationInput } from '../../streams/auth/types';
import type { SessionState } from '../../streams/services-types';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../streams/auth/settings';
import { createCaptchaBroker } from '../../streams/auth/captcha';
import type { LoginAnswer, RegistrationAnswer } from '../../streams/schemas/auth';

export interface FakeAuth extends AuthService {
  /** Every login form and registration body the page sent. */
  calls: { login: LoginForm[]; register: RegistrationInput[]; logout: number; disconnect: number; recovery: string[]; linkSocial: number };
  setTermsRequired(required: boolean): void;
}

export interface FakeAuthOptions {
  /** Moves the fake session (the fake services' setSession). */
  setSession: (state: SessionState) => void;
  /** Answers of login$; default: ok as user 7. */
  login?: (form: LoginForm) => Observable<LoginAnswer>;
  register?: (body: RegistrationInput) => Observable<RegistrationAnswer>;
  /** The phone countries and masks requests' answers (C13); default: they never answer. */
  phoneBook?: PhoneBook;
}

/** An AuthService for component tests: no network; login and registration move the fake session like the real one. */
export function fakeAuth(options: FakeAuthOptions): FakeAuth {
  const calls: FakeAuth['calls'] = { login: [], register: [], logout: 0, disconnect: 0, recovery: [], linkSocial: 0 };
  const terms = new BehaviorSubject(false);
  const formOpen = new BehaviorSubject(false);
  const captcha = createCaptchaBroker();
  let returnUrl: string | null = null;
  const login = options.login ?? (() => of<LoginAnswer>({ status: 'ok', userId: 7, banLevel: 0, token: 'token' }));
  const register = options.register ?? (() => of<RegistrationAnswer>({ userId: 8, login: '8', password: 'Gen3ratedPw', token: 'token', banLevel: 0 }));
  const panel = new BehaviorSubject<AuthPanel | null>(null);
  const auth: FakeAuth = {
    calls,
    panel$: panel.asObservable(),
    openPanel: (p) => panel.next(p),
    setTermsRequired: (r) => terms.next(r),
    login$: (form) => {
      calls.login.push(form);
      return login(form).pipe(tap((a) => {
        if (a.status !== 'ok') return;
        if (form.linkSocial) calls.linkSocial += 1;
        options.setSession({ userId: a.userId, banLevel: a.banLevel });
      }));
    },
    register$: (body) => {
      calls.register.push(body);
      return register(body).pipe(tap((a) => options.setSession({ userId: a.userId, banLevel: a.banLevel })));
    },
    sendCredentials$: () => of(undefined),
    sendSms$: () => of({ requestId: 'request-1234', resendInSec: 60, expiresInSec: 600 }),
    logout$: () => {
      calls.logout += 1;
      options.setSession({ userId: null, banLevel: 0 });
      return of(undefined);
    },
    disconnect$: () => {
      calls.disconnect += 1;
      options.setSession({ userId: null, banLevel: 0 });
      return of(undefined);
    },
    dropSession: () => options.setSession({ userId: null, banLevel: 0 }),
    recoveryStart$: (login) => {
      calls.recovery.push(login);
      return of({ requestId: 'recovery-1234', resendInSec: 60, expiresInSec: 600 });
    },
    recoveryCheck$: () => of(undefined),
    recoveryReset$: () => of(undefined),
    activate$: () => of(undefined),
    captcha: { challenge$: captcha.challenge$, update$: () => NEVER, validate$: () => NEVER },
    termsRequired$: terms.asObservable(),
    checkTerms$: () => of(null),
    acceptTerms$: () => {
      terms.next(false);
      return of(undefined);
    },
    noteTermsRequired: () => terms.next(true),
    token$: () => of(null),
    refreshToken$: () => of(null),
    returnUrl: { get: () => returnUrl, set: (u) => { returnUrl = u; } },
    phoneBook$: () => (options.phoneBook ? of(options.phoneBook) : NEVER),
    registrationSettings$: () => of(DEFAULT_REGISTRATION_SETTINGS),
    authFormOpen$: formOpen.asObservable(),
    setAuthFormOpen: (open) => formOpen.next(open),
    registrationReminder$: () => NEVER,
    hasAutoLogoffNotice: () => false,
    takeAutoLogoffNotice: () => false,
    runtime$: () => EMPTY,
    saveReferral$: () => EMPTY,
    oneTap: { clientId$: () => of('client'), credential$: () => throwError(() => new Error('no one-tap in tests')), signIn$: () => of('/en/') },
  };
  return auth;
}

