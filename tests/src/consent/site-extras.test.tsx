import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, NEVER, of, Subject, type Observable } from 'rxjs';
import { createConsent } from '../../../streams/consent/consent';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import type { ChatWidgetState } from '../../../streams/chat/chat-widget';
import type { ChatThread } from '../../../streams/chat/support-desk-chat';
import type { WebViewApp } from '../../../streams/shell-extras/web-view';
import { fakeHttp } from '../../support/fake-http';
import { memoryCookies } from '../../support/fake-sports';
import { fakeServices } from '../../support/fake-services';
import { renderLayout } from '../layouts/render-layout';
import { idleShell } from '../../support/fake-shell';

afterEach(() => {
  vi.useRealTimers();
});

// The extras' chunk and translations load on first use: generous waits for a busy machine.

/** The real consent service on memory cookies, the rest of the extras driven by the test. */
function extrasFor(options: { popup?: boolean; cookie?: string; chat?: Observable<ChatWidgetState>; webView?: WebViewApp | null; paymentConsultant?: boolean } = {}) {
  const cookies = memoryCookies();
  if (options.cookie) cookies.set('cookies_agree_type', options.cookie);
  const http = fakeHttp((req) => of(req.url === '/web-api/support/chat/messages' ? sentThread : { id: 1 }));
  const consent = createConsent({ cookies, http, popupEnabled$: of(options.popup ?? true), now: () => 1_700_000_000_000, log: () => undefined });
  // As loadExtras does for the app's lifetime.
  consent.agreementLog$.subscribe();
  const open = new BehaviorSubject(false);
  const pages: string[] = [];
  const threads = new Subject<ChatThread | null>();
  const sentThread: ChatThread = {
    ticket: { id: 41, category: 'other', subject: 'Hi there', status: 'open', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', messages: 2 },
    messages: [
      { id: 1, author: 'user', body: 'Hi there', template: null, createdAt: '2026-01-01T00:00:00Z' },
      { id: 2, author: 'assistant', body: 'How to place a bet — Placing a bet takes four steps.', template: null, link: '/en/howbet', createdAt: '2026-01-01T00:00:00Z' },
    ],
  };
  const extras: SiteExtras = {
    shell: idleShell(),
    consent,
    chat: {
      provider$: of('support-desk'),
      state$: options.chat ?? of({ kind: 'off' }),
      setOpen: (v) => open.next(v),
      desk: {
        available$: () => of(true),
        thread$: () => threads,
        send$: (message) => http.request$({ method: 'POST', url: '/web-api/support/chat/messages', body: { message }, schema: null as never }),
        viaPaymentConsultant: () => options.paymentConsultant ?? false,
      },
    },
    adBlockerNotice$: of(false),
    closeAdBlockerNotice: () => undefined,
    webViewNotice$: of(options.webView ?? null),
    closeWebViewNotice: () => undefined,
    pageUrl: () => 'https://betarena.example/en/',
    pageView: (path) => pages.push(path),
    bookmakerRating$: () => NEVER,
    openLogin: vi.fn(),
  };
  return { extras, cookies, http, open, pages, threads };
}

async function renderWith(extras: SiteExtras, path = '/en/line', session = { userId: null as number | null, banLevel: 0 }) {
  const services = fakeServices({ session });
  services.extras$ = of(extras);
  return renderLayout({ path, services });
}

describe('cookie consent banner (B24, C16)', { timeout: 15_000 }, () => {
  it('[B24] asks a new visitor; "Accept all" keeps ALL in cookies_agree_type and logs the agreement with cookiesAgreeTime', async () => {
    const { extras, cookies, http } = extrasFor();
    await renderWith(extras);
    const banner = await screen.findByTestId('cookie-banner', {}, { timeout: 8000 });
    expect(banner.textContent).toContain('Cookies on this site');
    expect(within(banner).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/en/cookies');
    fireEvent.click(screen.getByTestId('cookie-accept-all'));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(cookies.jar.get('cookies_agree_type')).toBe('ALL');
    expect(http.calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/web-api/cookies/agreement', { agreeType: 'ALL', cookiesAgreeTime: 1_700_000_000_000 }]]);
  });

  it('[B24] a choice in the settings: functional only; the panel hide flags are kept only while functional is agreed', async () => {
    const { extras, cookies, http } = extrasFor();
    await renderWith(extras);
    fireEvent.click(await screen.findByTestId('cookie-settings-open', {}, { timeout: 8000 }));
    const functional = screen.getByRole('checkbox', { name: /Functional/ });
    const marketing = screen.getByRole('checkbox', { name: /Marketing/ });
    expect((functional as HTMLInputElement).checked).toBe(true);
    expect((marketing as HTMLInputElement).checked).toBe(false);
    expect(extras.consent.savePanelFlag('hide_right', true)).toBe(false);
    expect(cookies.jar.has('hide_right')).toBe(false);
    fireEvent.click(screen.getByTestId('cookie-save'));
    expect(cookies.jar.get('cookies_agree_type')).toBe('functional');
    expect(http.calls[0]?.body).toMatchObject({ agreeType: 'functional' });
    expect(extras.consent.savePanelFlag('hide_right', true)).toBe(true);
    expect(cookies.jar.get('hide_right')).toBe('1');
  });

  it('[B24] "Necessary only" removes the functional cookies already there and agrees to no marketing', async () => {
    const { extras, cookies } = extrasFor();
    cookies.set('hide_left', '1');
    const marketing: boolean[] = [];
    extras.consent.marketing$.subscribe((m) => marketing.push(m));
    await renderWith(extras);
    fireEvent.click(await screen.findByTestId('cookie-necessary', {}, { timeout: 8000 }));
    expect(cookies.jar.get('cookies_agree_type')).toBe('necessary');
    expect(cookies.jar.has('hide_left')).toBe(false);
    expect(marketing).toEqual([false]);
  });

  it('[B24] with the popup off by config nothing is asked and the consent is ALL; an earlier answer is not asked again', async () => {
    const off = extrasFor({ popup: false });
    const states: unknown[] = [];
    off.extras.consent.state$.subscribe((s) => states.push(s));
    expect(states).toEqual([{ ask: false, consent: { functional: true, marketing: true } }]);
    expect(off.extras.consent.savePanelFlag('hide_left', true)).toBe(true);
    await renderWith(off.extras);
    // Mounted (it counted the page view), and asks nothing.
    await waitFor(() => expect(off.pages).toEqual(['/en/line']));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    const answered = extrasFor({ cookie: 'marketing' });
    await renderWith(answered.extras);
    await waitFor(() => expect(answered.pages).toEqual(['/en/line']));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  // When they come is the services' start signal (shellStartDelayFor, tests/streams/shell/shell-timing.test.ts).
  it('the layout shows the extras once the services give them, and tells them the pages seen', async () => {
    const { extras, pages } = extrasFor();
    await renderWith(extras, '/en/');
    await screen.findByTestId('cookie-banner', {}, { timeout: 8000 });
    expect(pages).toEqual(['/en/']);
  });
});

describe('ad-blocker and web-view notices (B30)', { timeout: 15_000 }, () => {
  it('[B30] the ad-blocker notice says the site is blocked by an ad blocker and how to fix it; closed, it goes', async () => {
    const { extras } = extrasFor();
    extras.adBlockerNotice$ = new BehaviorSubject(true);
    extras.closeAdBlockerNotice = () => (extras.adBlockerNotice$ as BehaviorSubject<boolean>).next(false);
    await renderWith(extras, '/en/line');
    const notice = await screen.findByTestId('ad-blocker-notice', {}, { timeout: 8000 });
    expect(notice.textContent).toContain('The site is blocked by an ad blocker');
    expect(notice.textContent).toContain('Turn it off for this site');
    fireEvent.click(screen.getByTestId('ad-blocker-close'));
    expect(screen.queryByTestId('ad-blocker-notice')).toBeNull();
  });

  it('[B30] in a messaging app\'s browser the web-view notice names the app and copies the address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const { extras } = extrasFor({ webView: 'telegram' });
    await renderWith(extras, '/en/line');
    const notice = await screen.findByTestId('web-view-notice', {}, { timeout: 8000 });
    expect(notice.textContent).toContain('You are in the built-in browser of Telegram');
    fireEvent.click(screen.getByTestId('web-view-copy'));
    await waitFor(() => expect(screen.getByTestId('web-view-copy').textContent).toBe('Address copied'));
    expect(writeText).toHaveBeenCalledWith('https://betarena.example/en/');
  });
});

describe('consultant chat (T43)', { timeout: 15_000 }, () => {
  it('[T43] nothing shows while the provider is not available; then the launcher opens the chat', async () => {
    const state = new BehaviorSubject<ChatWidgetState>({ kind: 'waiting' });
    const { extras, open } = extrasFor({ chat: state });
    await renderWith(extras, '/en/line');
    await screen.findByTestId('cookie-banner', {}, { timeout: 8000 });
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
    act(() => state.next({ kind: 'ready', open: false }));
    fireEvent.click(screen.getByTestId('chat-launcher'));
    expect(open.value).toBe(true);
    act(() => state.next({ kind: 'ready', open: true }));
    expect(screen.getByTestId('chat-panel')).toBeTruthy();
  });

  it('[T43] a visitor is asked to log in; the button opens the login', async () => {
    const { extras } = extrasFor({ chat: of({ kind: 'ready', open: true }) });
    await renderWith(extras, '/en/line');
    fireEvent.click(await screen.findByTestId('chat-login', {}, { timeout: 8000 }));
    expect(extras.openLogin).toHaveBeenCalled();
  });

  it('[T43] a player writes to support: the message is sent and the conversation shows it with the desk\'s answer', async () => {
    const { extras, http, threads } = extrasFor({ chat: of({ kind: 'ready', open: true }) });
    await renderWith(extras, '/en/line', { userId: 7, banLevel: 0 });
    const messages = await screen.findByTestId('chat-messages', {}, { timeout: 8000 });
    expect(messages.textContent).toContain('Loading the conversation');
    // The panel subscribes to the thread in an effect, which a loaded machine may run after the first paint:
    // answer only once someone listens, as the real poll would.
    await waitFor(() => expect(threads.observed).toBe(true));
    act(() => threads.next(null));
    await waitFor(() => expect(screen.getByTestId('chat-messages').textContent).toContain('Write your question: our assistant answers at once'));
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '  Hi there ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(http.calls.at(-1)).toMatchObject({ url: '/web-api/support/chat/messages', body: { message: 'Hi there' } });
    const answer = screen.getAllByTestId('chat-message')[1]!;
    expect(answer.textContent).toContain('AssistantHow to place a bet — Placing a bet takes four steps.');
    expect(within(answer).getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe('/en/howbet');
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('');
  });

  it('a player who came through a payment consultant\'s link is told that a payment consultant answers here; others are not', async () => {
    const { extras, threads } = extrasFor({ chat: of({ kind: 'ready', open: true }), paymentConsultant: true });
    await renderWith(extras, '/en/line', { userId: 7, banLevel: 0 });
    expect((await screen.findByTestId('chat-payment-consultant', {}, { timeout: 8000 })).textContent).toContain('a payment consultant answers your questions about deposits and withdrawals');
    await waitFor(() => expect(threads.observed).toBe(true));
  });

  it('the assistant hands over when the help pages have no answer, and an operator\'s reply arrives with the chat\'s poll', async () => {
    const { extras, threads } = extrasFor({ chat: of({ kind: 'ready', open: true }) });
    await renderWith(extras, '/en/line', { userId: 7, banLevel: 0 });
    await waitFor(() => expect(threads.observed).toBe(true));
    const ticket = { id: 42, category: 'other' as const, subject: 'hello', status: 'open' as const, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', messages: 2 };
    const at = '2026-01-01T00:00:00Z';
    const asked = [
      { id: 1, author: 'user' as const, body: 'My account is blocked', template: null, createdAt: at },
      { id: 2, author: 'assistant' as const, body: '', template: 'handover', createdAt: at },
    ];
    expect(screen.queryByTestId('chat-payment-consultant')).toBeNull();
    act(() => threads.next({ ticket, messages: asked }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.getAllByTestId('chat-message')[1]!.textContent).toBe('AssistantI could not find the answer in our help pages, so I have passed your question to an operator, who will answer here.');
    act(() => threads.next({ ticket: { ...ticket, status: 'answered' }, messages: [...asked, { id: 3, author: 'support', body: 'Hello, I am Kate. Let me check your account.', template: null, createdAt: at }] }));
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(3));
    expect(screen.getAllByTestId('chat-message')[2]!.textContent).toBe('SupportHello, I am Kate. Let me check your account.');
  });
});
