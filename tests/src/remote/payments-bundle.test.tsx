import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { defer, firstValueFrom, NEVER, of, Subject, throwError, type Observable } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeHttp } from '../../support/fake-http';
import type { RemoteView } from '../../../streams/schemas/remote';
import { READY } from '../../../streams/remote/app-state';
import type { BundleRegistration, RemoteBundle, RemoteHost } from '../../../streams/remote/remote-bundle';

// The shell and the payments remote app (issue 25): office/recharge, deduce and historypay are its bundle, loaded as
// part of the view, mounted into the shell's container, heard only through its events. The script itself cannot run in
// jsdom: the page's loader here "runs" it by registering a stand-in bundle, as the real script does when it runs.

const page = vi.hoisted(() => ({ scriptFails: 0, ran: [] as string[], mounted: [] as { container: HTMLElement; host: RemoteHost }[], unmounted: 0 }));

vi.mock('../../../src/features/remote/bundle-loader', async () => {
  const { createBundleLoader, RemoteScriptError } = await import('../../../streams/remote/remote-bundle');
  const registrations = new Subject<BundleRegistration>();
  const bundle: RemoteBundle = {
    mount(container, host) {
      page.mounted.push({ container, host });
      container.innerHTML = '<form data-testid="deposit-form"><label>Amount<input name="amount"></label></form>';
      return () => {
        page.unmounted += 1;
      };
    },
  };
  return {
    loadRemoteBundle: createBundleLoader({
      registrations$: registrations,
      loadScript: (script): Observable<void> => defer(() => {
        if (page.scriptFails > 0) {
          page.scriptFails -= 1;
          return throwError(() => new RemoteScriptError(script.src));
        }
        page.ran.push(script.src);
        registrations.next({ app: 'payments', bundle });
        return of(undefined);
      }),
    }),
  };
});

const SCRIPT = { src: '/remote/payments/assets/payments-abc.js', integrity: 'sha384-abc' };
const answer: RemoteView = {
  appName: 'payments', body: '', style: '', cssToLoad: ['/remote/payments/assets/style-def.css'], title: '', codeToEval: [], scriptsToLoad: [SCRIPT], head: '',
};

function shell(view: RemoteView = answer) {
  const http = fakeHttp((req) => {
    if (req.url.startsWith('/remote/payments/')) return of(view);
    if (req.url.startsWith('/remote/header/')) return of({ ...answer, appName: 'header', scriptsToLoad: [], cssToLoad: [], codeToEval: ['mf:ready'] });
    return NEVER;
  });
  return { ...fakeServices({ session: { userId: 7, banLevel: 0 } }), http };
}
const lastMount = () => page.mounted[page.mounted.length - 1]!;

// The office frame and the first lazy route groups compile on first use: slow on a loaded machine.
describe('the payments remote app in the shell', { timeout: 20_000 }, () => {
  it('[C06] office/recharge asks the payments app, runs its bundle once, links its style sheet and mounts it with the services; ready moves it to ready', async () => {
    const services = shell();
    const { location, navigate } = await renderApp('/en/office/recharge', { services });
    // (The logged-in header has its remote view too: the header app's.)
    const form = await findTestId('deposit-form');
    const view = form.closest<HTMLElement>('[data-testid="remote-view"]')!;
    expect(view.dataset.mfApp).toBe('payments');
    expect(services.http.calls.some((c) => c.url === '/remote/payments/en/office/recharge' && c.headers?.['mf-render-mode'] === 'json')).toBe(true);
    expect(document.head.querySelector('link[rel="stylesheet"][href$="/remote/payments/assets/style-def.css"]')).not.toBeNull();
    const { host, container } = lastMount();
    expect(container).toBe(view);
    expect(host.services).toBe(services);
    expect(host.location.pathname).toBe('/en/office/recharge');
    expect(host.i18n.language).toBe('en');

    const apps = await firstValueFrom(services.remoteApps$);
    const states: number[] = [];
    apps.state$('payments').subscribe((s) => states.push(s));
    // Busy until the app says it is ready (it renders on its own time).
    const frame = view.closest<HTMLElement>('[data-mf-view="payments"]')!;
    expect(frame.getAttribute('aria-busy')).toBe('true');
    act(() => host.emit({ kind: 'ready' }));
    expect(states[states.length - 1]).toBe(READY);
    expect(frame.getAttribute('aria-busy')).toBe('false');

    // Another page of the app: a new view, the same bundle (its script does not run again), the old one unmounted.
    const unmountedBefore = page.unmounted;
    act(() => void navigate('/en/office/deduce'));
    await waitFor(() => expect(lastMount().host.location.pathname).toBe('/en/office/deduce'));
    expect(page.unmounted).toBe(unmountedBefore + 1);
    expect(page.ran).toEqual([`${window.location.origin}${SCRIPT.src}`]);
    expect(location()).toBe('/en/office/deduce');
  });

  it('[C07] a redirect the app asks for moves the shell; an error event shows the shell\'s error page with its status', async () => {
    const services = shell();
    const { location } = await renderApp('/en/office/recharge', { services });
    await findTestId('deposit-form');
    act(() => lastMount().host.emit({ kind: 'redirect', to: '/en/office/account?recharge=1' }));
    await waitFor(() => expect(location()).toBe('/en/office/account?recharge=1'));

    await renderApp('/en/office/historypay', { services: shell() });
    await findTestId('deposit-form');
    act(() => lastMount().host.emit({ kind: 'error', statusCode: 404 }));
    expect((await findTestId('page-error')).dataset.status).toBe('404');
  });

  it('[T10] a bundle script that does not load is retried with the view\'s retry info; the retry that loads it shows the app', async () => {
    page.scriptFails = 1;
    // A build the page has not loaded yet (the loader keeps the bundles it ran).
    await renderApp('/en/office/deduce', { services: shell({ ...answer, scriptsToLoad: [{ ...SCRIPT, src: '/remote/payments/assets/payments-new.js' }] }) });
    // The first attempt failed, the retry (after 1 s) loads it.
    await waitFor(async () => expect((await findTestId('remote-loading')).textContent).toBe('Could not load it. Trying again in 1 s…'));
    await waitFor(() => expect(document.querySelector('[data-testid="deposit-form"]')).not.toBeNull(), { timeout: 4000 });
  });
});
