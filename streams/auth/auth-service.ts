import {
  BehaviorSubject, asyncScheduler, catchError, combineLatest, distinctUntilChanged, map, of, shareReplay, switchMap, take, tap, throwError, type Observable,
} from 'rxjs';
import { HttpError, type Http } from '../core/http';
import { onDemand } from '../core/on-demand';
import type { Cookies } from '../core/cookies';
import type { StorageItem } from '../core/storage';
import type { SessionStore } from '../session/session-store';
import type { ConfigGroups } from '../schemas/site-config';
import { createCaptchaBroker } from './captcha';
import { createTokenCache } from './token-cache';
import type { AuthPanel, AuthService, PhoneBook } from './types';

// The accounts service (issue 3): the one place that logs people in and out, so services.session.state$ changes at
// once after every login, registration, logout, token answer and session check. The calls and their schemas load on
// demand (auth-api.ts, runtime.ts) to keep the home page light.

type Api = typeof import('./auth-api');
const api$: Observable<Api> = onDemand(() => import('./auth-api'));
const referralModule$ = onDemand(() => import('./referral'));
const settingsModule$ = onDemand(() => import('./settings'));
const registrationReminderModule$ = onDemand(() => import('./registration-reminder'));
const runtimeModule$ = onDemand(() => import('./runtime'));
const call = <T>(f: (api: Api) => Observable<T>): Observable<T> => api$.pipe(switchMap(f));

export interface AuthServiceDeps {
  http: Http;
  store: SessionStore;
  cookies: Cookies;
  configGroups$: (groups: readonly string[], lang: string) => Observable<ConfigGroups>;
  /** B18 return route (session storage). */
  returnUrl: StorageItem<string | null>;
  /** T27 flag kept until the next load (local storage). */
  autoLogoffFlag: StorageItem<boolean>;
  /** T37 next-allowed time (local storage). */
  reminderNextAllowed: StorageItem<number>;
  /** Page visibility (T02). */
  visible$: Observable<boolean>;
  /** User activity events (T27). */
  activity$: Observable<unknown>;
  /** The query string of the first page (B24 referral parameters). */
  initialSearch: string;
  log: (message: string, data?: unknown) => void;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { http, store, cookies } = deps;
  const captcha = createCaptchaBroker();
  /** A call that may ask for a captcha (C17): the retry code comes with the account calls. */
  const withCaptcha = <T>(attempt: (pass: string | null) => Observable<T>): Observable<T> => call((api) => api.withCaptcha(attempt, captcha.ask$));
  const authorized = () => store.state$.pipe(take(1), map((s) => s.userId !== null));
  const termsRequired = new BehaviorSubject(false);
  const formOpen = new BehaviorSubject(false);
  const panel = new BehaviorSubject<AuthPanel | null>(null);
  /** C13: one phone book per language (a failed load is asked again by the next subscriber). */
  const phoneBooks = new Map<string, Observable<PhoneBook>>();

  const tokens = createTokenCache(() => call((api) => api.fetchToken$(http)).pipe(tap((token) => store.setFromToken(token))));

  /** The session is over on this browser: no cookie, no cached token, anonymous state. */
  const dropSession = () => {
    cookies.remove('user_token');
    tokens.clear();
    termsRequired.next(false);
    store.loggedOut();
  };


  /** Logged out locally even when the call fails: the user asked to leave (B17), or the session is over (T27, T36). */
  const leave$ = (kind: 'logout' | 'disconnect') =>
    call((api) => api.logout$(http, kind)).pipe(
      catchError((err: unknown) => {
        deps.log(`${kind} call failed`, err instanceof Error ? err.message : err);
        return of(undefined);
      }),
      tap(() => dropSession()),
    );

  const loggedIn = (answer: { userId: number; banLevel: number; token: string }) => {
    tokens.prime(answer.token);
    store.set({ userId: answer.userId, banLevel: answer.banLevel });
  };

  const service: AuthService = {
    panel$: panel.pipe(distinctUntilChanged()),
    openPanel: (next) => panel.next(next),
    login$: (form) =>
      withCaptcha((pass) => call((api) => api.login$(http, form, pass))).pipe(
        tap((answer) => {
          if (answer.status === 'ok') loggedIn(answer);
        }),
      ),
    register$: (body) =>
      referralModule$.pipe(
        switchMap((referral) => {
          // B24: the referral values go with the registration: this visit's (from memory: consent may not have let
          // them into cookies) over those saved by earlier visits.
          const visit = referral.referralCookiesFor(deps.initialSearch, { functional: false, marketing: true });
          const values = { ...referral.referralForRegistration(cookies, visit), ...(body['referral'] as Record<string, string> | undefined) };
          return withCaptcha((pass) => call((api) => api.register$(http, { ...body, referral: values }, pass)));
        }),
        tap((answer) => loggedIn(answer)),
      ),
    sendCredentials$: (email, password) => call((api) => api.sendCredentials$(http, email, password)),
    sendSms$: (input) => withCaptcha(() => call((api) => api.sendSms$(http, input))),
    logout$: () => leave$('logout'),
    disconnect$: () => leave$('disconnect'),
    dropSession,
    recoveryStart$: (login) => withCaptcha(() => call((api) => api.recoveryStart$(http, login))),
    recoveryCheck$: (requestId, code) => call((api) => api.recoveryCheck$(http, requestId, code)),
    recoveryReset$: (body) => call((api) => api.recoveryReset$(http, body)),
    activate$: (kind, token) => call((api) => api.activate$(http, kind, token)),
    captcha: {
      challenge$: captcha.challenge$,
      update$: () => call((api) => api.captchaUpdate$(http)),
      validate$: (id, answer) =>
        call((api) => api.captchaValidate$(http, id, answer)).pipe(
          tap((result) => {
            // C18: a captcha failure with logout type 2 logs the user out.
            if (!result.success && result.type === 2) dropSession();
          }),
        ),
    },
    termsRequired$: termsRequired.pipe(distinctUntilChanged()),
    checkTerms$: () =>
      authorized().pipe(
        switchMap((yes) => (yes ? call((api) => api.termsStatus$(http)) : of(null))),
        tap((status) => termsRequired.next(status?.result ?? false)),
        // E05: a failed terms check sets terms-changed to false.
        catchError((err: unknown) => {
          deps.log('terms check failed', err instanceof Error ? err.message : err);
          termsRequired.next(false);
          return of(null);
        }),
      ),
    acceptTerms$: (version) => call((api) => api.acceptTerms$(http, version)).pipe(tap(() => termsRequired.next(false))),
    noteTermsRequired: () => termsRequired.next(true),
    token$: () =>
      authorized().pipe(
        switchMap((yes) => (yes
          ? tokens.token$().pipe(catchError((err: unknown) => {
            // Without a fresh token the cookie's one still goes out; a 401 then refreshes once (T44).
            deps.log('token fetch failed', err instanceof Error ? err.message : err);
            return of(cookies.get('user_token'));
          }))
          : of(null))),
      ),
    refreshToken$: () =>
      tokens.refresh$().pipe(
        map((token): string | null => token),
        catchError((err: unknown) => {
          if (err instanceof HttpError && err.status === 401) {
            // The server no longer knows this session: logged out (B16).
            dropSession();
            return of(null);
          }
          return throwError(() => err);
        }),
      ),
    returnUrl: { get: () => deps.returnUrl.get(), set: (url) => (url === null ? deps.returnUrl.remove() : void deps.returnUrl.set(url)) },
    phoneBook$: (lang) => {
      let book$ = phoneBooks.get(lang);
      if (!book$) {
        book$ = call((api) => api.phoneBook$(http)).pipe(shareReplay({ bufferSize: 1, refCount: false }));
        phoneBooks.set(lang, book$);
      }
      return book$;
    },
    registrationSettings$: (lang) =>
      settingsModule$.pipe(switchMap((m) => deps.configGroups$(['registration'], lang).pipe(
        map((groups) => m.registrationSettingsOf(groups)),
        catchError(() => of(m.DEFAULT_REGISTRATION_SETTINGS)),
      ))),
    authFormOpen$: formOpen.pipe(distinctUntilChanged()),
    setAuthFormOpen: (open) => formOpen.next(open),
    registrationReminder$: (lang) =>
      service.registrationSettings$(lang).pipe(
        take(1),
        switchMap((settings) => registrationReminderModule$.pipe(switchMap((m) => m.registrationReminder$({
          anonymous$: store.state$.pipe(map((s) => s.userId === null)),
          authFormOpen$: combineLatest([formOpen, panel]).pipe(map(([open, p]) => open || p !== null)),
          nextAllowed: { get: () => deps.reminderNextAllowed.get(), set: (at) => void deps.reminderNextAllowed.set(at) },
          now: () => asyncScheduler.now(),
        }, { delayMs: settings.reminderDelaySec * 1000, intervalMinutes: settings.reminderIntervalMin })))),
      ),
    hasAutoLogoffNotice: () => deps.autoLogoffFlag.get(),
    takeAutoLogoffNotice: () => {
      if (!deps.autoLogoffFlag.get()) return false;
      deps.autoLogoffFlag.remove();
      return true;
    },
    runtime$: (lang) =>
      runtimeModule$.pipe(switchMap((m) => m.authRuntime$({
        http,
        store,
        auth: service,
        cookies,
        visible$: deps.visible$,
        activity$: deps.activity$,
        autoLogoffMinutes$: settingsModule$.pipe(switchMap((settings) => deps.configGroups$(['session'], lang).pipe(
          map(settings.autoLogoffMinutesOf),
          catchError(() => of(settings.AUTO_LOGOFF_MINUTES_DEFAULT)),
        ))),
        markAutoLogoff: () => void deps.autoLogoffFlag.set(true),
        log: deps.log,
      }))),
    oneTap: {
      clientId$: () => call((api) => api.oneTapClientId$(http)),
      credential$: (clientId) => call((api) => api.oneTapCredential$(http, clientId)),
      signIn$: (fields) => call((api) => api.oneTapSignIn$(http, fields)),
    },
    saveReferral$: (consent$) => referralModule$.pipe(switchMap((referral) => referral.saveReferralAsAllowed$(cookies, deps.initialSearch, consent$))),
  };
  return service;
}
