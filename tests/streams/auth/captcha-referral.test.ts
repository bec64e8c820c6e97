import { describe, expect, it } from 'vitest';
import { EMPTY, of, type Observable } from 'rxjs';
import { marbles } from '../../support/marbles';
import { HttpError } from '../../../streams/core/http';
import { createCaptchaBroker } from '../../../streams/auth/captcha';
import { isCaptchaError, withCaptcha } from '../../../streams/auth/captcha-retry';
import { readConsent, referralCookiesFor, referralForRegistration, saveReferralCookies } from '../../../streams/auth/referral';
import { createCookies } from '../../../streams/core/cookies';
import {
  BF_COOKIE_MS, POSTBACK_WATCHER_COOKIE_MS, POSTBACK_WATCHER_NO_PB_COOKIE_MS, REFERERID_COOKIE_MS, REFLINKID_SHORT_COOKIE_MS,
  REF_PARTNER_ID_CLICK_ID_COOKIE_MS, REF_PARTNER_ID_COOKIE_MS, SUBID_COOKIE_MS,
} from '../../../streams/timing';

const captchaError = (code: string) => new HttpError({ status: 400, kind: 'http', code });
const DAY = 24 * 3600 * 1000;

describe('captcha challenge and retry (C17, C18)', () => {
  it('[C17] a 400 with a captcha code opens the challenge; once solved the call is sent again with the pass', marbles((m) => {
    const passes: Array<string | null> = [];
    const attempt = (pass: string | null): Observable<string> => {
      passes.push(pass);
      return pass ? m.cold('10ms (o|)', { o: 'ok' }) : m.cold('10ms #', undefined, captchaError('captcha_required'));
    };
    // The person solves it 5 s after it opens.
    const ask = (code: string) => (code === 'captcha_required' ? m.cold('5s (p|)', { p: 'pass-1' }) : EMPTY);
    m.expect(withCaptcha(attempt, ask)).toBeObservable('5020ms (o|)', { o: 'ok' });
    m.flush();
    expect(passes).toEqual([null, 'pass-1']);
  }));

  it('[C17] each of the four captcha codes opens it; other errors go straight to the caller', () => {
    for (const code of ['captcha_required', 'captcha_invalid', 'captcha_expired', 'captcha_used']) expect(isCaptchaError(captchaError(code))).toBe(true);
    expect(isCaptchaError(new HttpError({ status: 401, kind: 'http', code: 'captcha_required' }))).toBe(false);
    expect(isCaptchaError(new HttpError({ status: 400, kind: 'http', code: 'invalid_field' }))).toBe(false);
  });

  it('[C17] cancelling the challenge gives the caller the captcha error; a non-captcha error is not retried', marbles((m) => {
    const failure = captchaError('captcha_required');
    m.expect(withCaptcha(() => m.cold('#', undefined, failure), () => EMPTY)).toBeObservable('#', undefined, failure);
    const other = new HttpError({ status: 401, kind: 'http', code: 'invalid_credentials' });
    let asked = 0;
    m.expect(withCaptcha(() => m.cold('#', undefined, other), () => { asked += 1; return of('x'); })).toBeObservable('#', undefined, other);
    m.flush();
    expect(asked).toBe(0);
  }));

  it('[C17] a used pass asks again, at most three rounds', marbles((m) => {
    const used = captchaError('captcha_used');
    let asks = 0;
    const out = withCaptcha(() => m.cold('#', undefined, used), () => { asks += 1; return of(`p${asks}`); });
    m.expect(out).toBeObservable('#', undefined, used);
    m.flush();
    expect(asks).toBe(3);
  }));

  it('[C10] the broker shows one challenge at a time and closes it when solved or cancelled', () => {
    const broker = createCaptchaBroker();
    const seen: Array<string | null> = [];
    const sub = broker.challenge$.subscribe((a) => seen.push(a?.code ?? null));
    const got: string[] = [];
    let completed = false;
    broker.ask$('captcha_required').subscribe({ next: (p) => got.push(p), complete: () => { completed = true; } });
    let open: { solve(p: string): void; cancel(): void } | null = null;
    broker.challenge$.subscribe((a) => { open = a; }).unsubscribe();
    open!.solve('pass-9');
    expect(got).toEqual(['pass-9']);
    expect(completed).toBe(true);
    let cancelled = false;
    broker.ask$('captcha_invalid').subscribe({ next: () => got.push('x'), complete: () => { cancelled = true; } });
    broker.challenge$.subscribe((a) => { open = a; }).unsubscribe();
    open!.cancel();
    expect(cancelled).toBe(true);
    expect(got).toEqual(['pass-9']);
    expect(seen).toEqual([null, 'captcha_required', null, 'captcha_invalid', null]);
    sub.unsubscribe();
  });
});

describe('referral cookies (B24, T40)', () => {
  const all = { functional: true, marketing: true };
  const life = (search: string, consent = all) => Object.fromEntries(referralCookiesFor(search, consent).map((c) => [c.name, c.maxAgeMs]));

  it('[T40] each referral cookie gets its lifetime', () => {
    expect(life('?ref=77&subid=s1&bf=5&pb=pb9')).toMatchObject({
      refererid: REFERERID_COOKIE_MS, reflinkid: 60 * DAY, subid: SUBID_COOKIE_MS, bf: BF_COOKIE_MS, postback_watcher: POSTBACK_WATCHER_COOKIE_MS,
    });
    expect(REFERERID_COOKIE_MS).toBe(60 * DAY);
    expect(BF_COOKIE_MS).toBe(DAY);
    expect(life('?click_id=c1')).toMatchObject({ ref_partner_id: REF_PARTNER_ID_CLICK_ID_COOKIE_MS });
    expect(REF_PARTNER_ID_CLICK_ID_COOKIE_MS).toBe(30 * DAY);
    expect(life('?btag=b1')).toMatchObject({ ref_partner_id: REF_PARTNER_ID_COOKIE_MS });
    expect(REF_PARTNER_ID_COOKIE_MS).toBe(60 * DAY);
    // No pb: the postback watcher lives 4 s; a campaign without ref: reflinkid 1 h.
    expect(life('?utm_source=news')).toMatchObject({ postback_watcher: POSTBACK_WATCHER_NO_PB_COOKIE_MS, reflinkid: REFLINKID_SHORT_COOKIE_MS });
    expect(POSTBACK_WATCHER_NO_PB_COOKIE_MS).toBe(4000);
    expect(REFLINKID_SHORT_COOKIE_MS).toBe(3600 * 1000);
    expect(life('?lang=en')).toEqual({});
  });

  it('[B24] consent decides: marketing for referral cookies, functional for payment_consultant; ALL without a popup', () => {
    expect(readConsent(null, false)).toEqual(all);
    expect(readConsent(null, true)).toEqual({ functional: false, marketing: false });
    expect(readConsent('functional', true)).toEqual({ functional: true, marketing: false });
    expect(readConsent('ALL', true)).toEqual(all);
    expect(life('?ref=1&payment_consultant=1', { functional: true, marketing: false })).toEqual({ payment_consultant: 30 * DAY });
    expect(life('?ref=1&payment_consultant=1', { functional: false, marketing: true })).not.toHaveProperty('payment_consultant');
    expect(life('?ref=1', { functional: false, marketing: true })).toHaveProperty('refererid');
  });

  it('[B24] saved cookies go with the registration; a corrupt referral_values cookie is dropped', () => {
    let jar = '';
    const writes: string[] = [];
    const cookies = createCookies({
      read: () => jar,
      write: (c) => {
        writes.push(c);
        const [pair] = c.split(';');
        const [name] = pair!.split('=');
        const rest = jar.split('; ').filter((p) => p && !p.startsWith(`${name}=`));
        if (!c.includes('Max-Age=0')) rest.push(pair!);
        jar = rest.join('; ');
      },
      now: () => 0,
    });
    saveReferralCookies(cookies, '?ref=77&click_id=abc&tag=t1', all);
    expect(writes.find((w) => w.startsWith('refererid='))).toContain(`Max-Age=${60 * 24 * 3600}`);
    expect(referralForRegistration(cookies)).toEqual({ ref: '77', click_id: 'abc', tag: 't1', refererid: '77', ref_partner_id: 'abc', reflinkid: '77' });
    jar = 'referral_values=%7Bbroken';
    expect(referralForRegistration(cookies)).toEqual({});
    expect(jar).toBe('');
  });
});
