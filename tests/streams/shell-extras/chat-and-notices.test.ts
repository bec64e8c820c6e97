import { describe, expect, it } from 'vitest';
import { BehaviorSubject, NEVER, of } from 'rxjs';
import { chatProviderOf, chatWidget$, configuredChat$ } from '../../../streams/chat/chat-widget';
import { adBlockerDetected$, AD_BAIT_CHECK_DELAY_MS } from '../../../streams/shell-extras/ad-blocker';
import { webViewAppOf } from '../../../streams/shell-extras/web-view';
import { marbles } from '../../support/marbles';

const off = { kind: 'off' } as const;
const waiting = { kind: 'waiting' } as const;
const open = { kind: 'ready', open: true } as const;
const closed = { kind: 'ready', open: false } as const;

describe('consultant chat widget', () => {
  it('[T43] is not initialised until the provider is available; a show asked for meanwhile is honoured then', marbles((m) => {
    const available$ = m.cold('1s f 2s t', { f: false, t: true });
    // The visitor's wish replays, as the launcher's state does in the app: shown at 0.5 s, hidden at 3.5 s, shown at 4.5 s.
    const open$ = new BehaviorSubject(false);
    m.hot('500ms o 3s c 1s o', { c: false, o: true }).subscribe((v) => open$.next(v));
    m.expect(chatWidget$('support-desk', available$, open$)).toBeObservable('w 3000ms o 499ms c 1000ms o', { w: waiting, o: open, c: closed });
  }));

  it('[T43] a provider that never becomes available never shows', marbles((m) => {
    m.expect(chatWidget$('chatra', m.cold('1s f|', { f: false }), m.hot('o', { o: true }))).toBeObservable('w 1000ms |', { w: waiting });
    m.expect(chatWidget$('livechat', NEVER, m.hot('o', { o: true }))).toBeObservable('w', { w: waiting });
  }));

  it('[T43] no provider configured: off, whatever is asked', marbles((m) => {
    m.expect(chatWidget$(null, of(true), m.hot('o', { o: true }))).toBeObservable('(x|)', { x: off });
  }));

  it('[T43] the third-party providers start only when the config names them, and even then wait: the CSP refuses their scripts', marbles((m) => {
    const logged: unknown[] = [];
    let deskAsked = 0;
    const deps = {
      deskAvailable$: () => { deskAsked += 1; return of(true); },
      // The visitor's wish replays, as the launcher's state does in the app.
      open$: new BehaviorSubject(true),
      log: (_message: string, data?: unknown) => { logged.push(data); },
    };
    // No provider (0, then an empty id): off, and nothing asked or logged (the checks after the flush).
    m.expect(configuredChat$(m.cold('a 1s b', { a: 0, b: '' }), deps)).toBeObservable('x', { x: off });
    // Each of the five third-party ids: never initialised (their availability is nobody's to tell).
    for (const id of [1, 2, 3, 4, 5]) m.expect(configuredChat$(m.cold('a', { a: id }), deps)).toBeObservable('w', { w: waiting });
    // The support desk starts once available; the config switched to none turns it off.
    m.expect(configuredChat$(m.cold('a 1s b', { a: 6, b: 0 }), deps)).toBeObservable('(wo) 997ms x', { w: waiting, o: open, x: off });
    m.flush();
    expect(deskAsked).toBe(1);
    expect(logged).toEqual(['livechat', 'helper-v1', 'helper-v2', 'chatra', 'helpcrunch']);
  }));

  it('providers by numeric id; empty ids (0, null, empty string) and unknown ones are none', () => {
    expect([1, 2, 3, 4, 5, 6, '6'].map(chatProviderOf)).toEqual(['livechat', 'helper-v1', 'helper-v2', 'chatra', 'helpcrunch', 'support-desk', 'support-desk']);
    expect([0, null, undefined, '', '0', 7, -1, 1.5, '1e0', 'toString', {}].map(chatProviderOf)).toEqual(Array(11).fill(null));
  });
});

describe('ad-blocker notice (B30)', () => {
  it('[B30] a hidden bait element means an ad blocker, looked at once the blockers had time to act', marbles((m) => {
    let hidden = false;
    const detected$ = adBlockerDetected$({ baitHidden: () => hidden, baitRequest$: of('gif') });
    hidden = true;
    m.expect(detected$).toBeObservable(`${AD_BAIT_CHECK_DELAY_MS}ms (t|)`, { t: true });
  }));

  it('[B30] a bait request that got no answer means an ad blocker too', marbles((m) => {
    m.expect(adBlockerDetected$({ baitHidden: () => false, baitRequest$: m.cold('50ms #', {}, new TypeError('Failed to fetch')) }))
      .toBeObservable(`${AD_BAIT_CHECK_DELAY_MS}ms (t|)`, { t: true });
  }));

  it('[B30] bait left alone: no notice', marbles((m) => {
    m.expect(adBlockerDetected$({ baitHidden: () => false, baitRequest$: m.cold('50ms (g|)', { g: 'gif' }) }))
      .toBeObservable(`${AD_BAIT_CHECK_DELAY_MS}ms (f|)`, { f: false });
  }));
});

describe('messaging-app web-view mode (B30)', () => {
  const UA = {
    telegram: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.5.0',
    whatsapp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 WhatsApp/2.23.20',
    viber: 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0 Mobile Safari/537.36 Viber/20.5.0',
    instagram: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.0 (iPhone14,5; iOS 16_6)',
    facebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/430.0.0]',
  };
  it('[B30] names the app whose built-in browser opened the site', () => {
    for (const [app, ua] of Object.entries(UA)) expect(webViewAppOf(ua)).toBe(app);
    expect(webViewAppOf('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/440.0]')).toBe('facebook');
  });

  it('[B30] ordinary browsers are not web views', () => {
    expect(webViewAppOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBeNull();
    expect(webViewAppOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBeNull();
    expect(webViewAppOf('')).toBeNull();
  });
});
