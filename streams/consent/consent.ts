import { BehaviorSubject, EMPTY, catchError, combineLatest, concatMap, distinctUntilChanged, map, Subject, tap, type Observable } from 'rxjs';
import type { Cookies } from '../core/cookies';
import type { Http } from '../core/http';
import { readConsent, type Consent } from '../auth/referral';
import { CookieAgreementAnswerSchema, type AgreeType } from '../schemas/shell-extras';

// B24 / C16: the cookie consent. The visitor agrees to functional and marketing cookies (the necessary ones need no
// agreement); the answer is kept in the cookies_agree_type cookie and logged on the server with the moment it was
// given (cookiesAgreeTime). With the popup off by config the consent is ALL and nothing is asked.

export const CONSENT_COOKIE = 'cookies_agree_type';
/** The answer is kept a year, like the other preference cookies. */
const CONSENT_COOKIE_MAX_AGE_SEC = 365 * 24 * 3600;
/** The panel hide flags are functional cookies (SPEC.md section 5): written only with functional consent. */
export const PANEL_FLAG_COOKIES = ['hide_left', 'hide_right'] as const;
export type PanelFlagCookie = (typeof PANEL_FLAG_COOKIES)[number];

export interface ConsentState {
  /** The banner should ask: the popup is on and the visitor has not answered. */
  ask: boolean;
  consent: Consent;
}

export interface ConsentService {
  readonly state$: Observable<ConsentState>;
  /** Marketing consent as it changes: analytics sends nothing while it is false. */
  readonly marketing$: Observable<boolean>;
  /** The visitor's answer: kept in the cookie, logged on the server, and cookies it no longer allows are removed. */
  choose(consent: Consent): void;
  /**
   * A panel flag as the visitor last set it: this session's choice, else the cookie of an earlier visit. B25: hide_right
   * is the right column's compact mode, a site-wide setting.
   */
  panelFlag$(name: PanelFlagCookie): Observable<boolean>;
  /**
   * Sets a panel flag. It holds for this session in memory whatever the consent; the cookie (every page, next visits)
   * is written only when functional cookies are agreed (else removed). Returns whether the cookie was written.
   */
  savePanelFlag(name: PanelFlagCookie, hidden: boolean): boolean;
  /** The server log of every answer (C16); failures are logged only. Subscribe once for the app's lifetime. */
  readonly agreementLog$: Observable<unknown>;
}

/** The cookie value of an answer. */
export function agreeTypeOf(c: Consent): AgreeType {
  if (c.functional && c.marketing) return 'ALL';
  if (c.functional) return 'functional';
  return c.marketing ? 'marketing' : 'necessary';
}

export function createConsent(deps: {
  cookies: Cookies;
  http: Http;
  /** The `cookies` config group's consentPopup flag. */
  popupEnabled$: Observable<boolean>;
  now: () => number;
  log: (message: string, data?: unknown) => void;
}): ConsentService {
  const { cookies } = deps;
  const stored = new BehaviorSubject(cookies.get(CONSENT_COOKIE));
  const answers = new Subject<{ agreeType: AgreeType; cookiesAgreeTime: number }>();
  // The last popup flag seen. Until the config is known the popup counts as on, so nothing functional is written unasked.
  const popup = new BehaviorSubject(true);
  const current = (): Consent => readConsent(stored.value, popup.value);
  // This session's panel flags: they hold without consent too, until the page is left.
  const flags = new BehaviorSubject<Partial<Record<PanelFlagCookie, boolean>>>({});
  const writeFlag = (name: PanelFlagCookie, hidden: boolean): boolean => {
    if (!current().functional || !hidden) {
      cookies.remove(name);
      return false;
    }
    cookies.set(name, '1', { maxAgeSec: CONSENT_COOKIE_MAX_AGE_SEC });
    return true;
  };

  const state$ = combineLatest([deps.popupEnabled$, stored]).pipe(
    tap(([popupEnabled]) => popup.next(popupEnabled)),
    map(([popupEnabled, value]): ConsentState => ({ ask: popupEnabled && value === null, consent: readConsent(value, popupEnabled) })),
  );

  return {
    state$,
    marketing$: state$.pipe(map((s) => s.consent.marketing), distinctUntilChanged()),
    choose: (consent) => {
      const agreeType = agreeTypeOf(consent);
      cookies.set(CONSENT_COOKIE, agreeType, { maxAgeSec: CONSENT_COOKIE_MAX_AGE_SEC });
      stored.next(agreeType);
      // Functional cookies now allowed keep this session's flags for the next visits; refused ones are removed.
      for (const name of PANEL_FLAG_COOKIES) {
        const flag = flags.value[name];
        if (!consent.functional) cookies.remove(name);
        else if (flag !== undefined) writeFlag(name, flag);
      }
      answers.next({ agreeType, cookiesAgreeTime: deps.now() });
    },
    panelFlag$: (name) => flags.pipe(map((f) => f[name] ?? cookies.get(name) === '1'), distinctUntilChanged()),
    savePanelFlag: (name, hidden) => {
      flags.next({ ...flags.value, [name]: hidden });
      return writeFlag(name, hidden);
    },
    // One after the other, so the log keeps the order of the answers.
    agreementLog$: answers.pipe(concatMap((body) => deps.http.request$({ method: 'POST', url: '/web-api/cookies/agreement', body, schema: CookieAgreementAnswerSchema }).pipe(
      catchError((err: unknown) => {
        deps.log('cookie agreement log failed', err instanceof Error ? err.message : err);
        return EMPTY;
      }),
    ))),
  };
}
