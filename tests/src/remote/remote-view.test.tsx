import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeHttp } from '../../support/fake-http';
import { HttpError, type HttpRequest } from '../../../streams/core/http';
import type { RemoteView } from '../../../streams/schemas/remote';

// Remote views in the shell (issue 16: C06, C07, E02, R17) on fake answers of the remote apps.

const view = (body: string, extra: Partial<RemoteView> = {}): RemoteView => ({
  appName: 'verification', body, style: '.page { color: red; }', cssToLoad: [], title: 'Identity check', codeToEval: ['mf:ready'], scriptsToLoad: [], head: '', ...extra,
});
const malformed = () => throwError(() => new HttpError({ status: 200, kind: 'schema', message: 'Invalid answer' }));
const FORM = '<section class="page"><h1>Identity check</h1><form data-mf-action="identity-check" data-testid="identity-form">'
  + '<input name="fullName" value="Anna Schmidt"><input name="birthDate" value="1990-04-12"><input name="documentNumber" value="AB123456">'
  + '<button type="submit">Check my identity</button></form></section>';

type Answer = (req: HttpRequest<unknown>) => Observable<unknown>;
function appWith(answers: Answer[], session = { userId: 7, banLevel: 0 }) {
  let call = 0;
  const http = fakeHttp((req) => {
    // The logged-in header asks for its components too (T12): an empty bar, outside the page's sequence.
    if (req.url.startsWith('/remote/header/')) return of(view('', { appName: 'header', style: '' }));
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return answer(req);
  });
  const services = { ...fakeServices({ session }), http };
  return { services, http };
}

describe('remote views in the shell', () => {
  it('[R17] the 500 page is the remote technical app\'s view, asked with the protocol headers', async () => {
    const { services, http } = appWith([() => of(view('<section data-testid="remote-technical"><h1>Something went wrong on our side</h1><a href="/en/">Go to the home page</a></section>', { appName: 'technical' }))]);
    await renderApp('/en/500', { services });
    expect((await findTestId('remote-technical')).textContent).toContain('Something went wrong');
    expect(http.calls[0]).toMatchObject({ url: '/remote/technical/en/500', headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } });
    expect((await findTestId('remote-view')).dataset.mfApp).toBe('technical');
  });

  it('[E02] a malformed answer shows the failure texts here and in the footer; refresh loads it again', async () => {
    const { services } = appWith([malformed, () => of(view(FORM))]);
    await renderApp('/en/verification/sumsub', { services });
    const failure = await findTestId('remote-error');
    expect(failure.textContent).toContain('This part of the page could not be loaded');
    expect(failure.textContent).toContain('Check your connection and refresh the page.');
    const footer = await findTestId('footer-remote-error');
    expect(footer.closest('footer')).not.toBeNull();
    fireEvent.click(within(failure).getByRole('button', { name: 'Refresh' }));
    expect(await findTestId('identity-form')).toBeTruthy();
    expect(screen.queryByTestId('remote-error')).toBeNull();
    expect(screen.queryByTestId('footer-remote-error')).toBeNull();
  });

  it('[C06] a page view asks for the app\'s head and applies its title and meta tags as text; the header components do not ask', async () => {
    const { services, http } = appWith([() => of(view(FORM, {
      title: 'Identity check',
      head: '<title>Check &amp; go</title><meta name="description" content="Verify your identity"><meta http-equiv="refresh" content="0;url=/x">',
    }))]);
    const app = await renderApp('/en/verification/sumsub', { services });
    await findTestId('identity-form');
    await waitFor(() => expect(document.title).toBe('Check & go'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Verify your identity');
    expect(document.head.querySelector('meta[http-equiv]')).toBeNull();
    const page = http.calls.find((c) => c.url === '/remote/verification/en/verification/sumsub');
    expect(page?.headers).not.toHaveProperty('force-spa');
    await waitFor(() => expect(http.calls.some((c) => c.url.startsWith('/remote/header/'))).toBe(true));
    expect(http.calls.find((c) => c.url.startsWith('/remote/header/'))?.headers).toMatchObject({ 'force-spa': 'true' });
    expect(services.logged.find((l) => l.message === 'remote app: head parts dropped')?.data).toEqual(['<meta>']);
    app.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('[C06] a head with code refuses the view whole: the failure texts, nothing of it applied', async () => {
    const { services } = appWith([() => of(view(FORM, { head: '<title>Hacked</title><script>window.__head = 1</script>' }))]);
    await renderApp('/en/verification/sumsub', { services });
    expect(await findTestId('remote-error')).toBeTruthy();
    expect(screen.queryByTestId('identity-form')).toBeNull();
    expect(document.title).not.toBe('Hacked');
    await waitFor(() => expect(services.logged.find((l) => l.message === 'remote app: head refused')?.data).toEqual({ app: 'verification', reason: 'script element' }));
    expect((window as { __head?: number }).__head).toBeUndefined();
  });

  it('[E02] HTML with a script or an event handler is refused whole, never shown', async () => {
    for (const body of ['<p>hi</p><script>window.__x = 1</script>', '<img src="x" onerror="window.__x = 1">', '<a href="javascript:alert(1)">x</a>']) {
      const { services } = appWith([() => of(view(body))]);
      const app = await renderApp('/en/verification/sumsub', { services });
      expect((await findTestId('remote-error')).textContent).toContain('could not be loaded');
      expect(document.querySelector('[data-mf-app="verification"]')).toBeNull();
      await waitFor(() => expect(services.logged.map((l) => l.message)).toContain('remote app: body refused'));
      app.unmount();
    }
    expect((window as { __x?: number }).__x).toBeUndefined();
  });

  it('[E02] a redirect to the page itself (a loop) shows the failure texts', async () => {
    const { services } = appWith([() => of(view('<p>again</p>', { codeToEval: ['mf:redirect:/en/verification/sumsub'] }))]);
    const app = await renderApp('/en/verification/sumsub', { services });
    expect(await findTestId('remote-error')).toBeTruthy();
    expect(app.location()).toBe('/en/verification/sumsub');
  });

  it('[E02][C07] a cycle of redirects between two apps (A -> B -> A) is stopped on B with the failure texts, and logged', async () => {
    const http = fakeHttp((req) => {
      if (req.url.startsWith('/remote/header/')) return of(view('', { appName: 'header', style: '' }));
      if (req.url.startsWith('/remote/technical/')) return of(view('<p>moved</p>', { appName: 'technical', codeToEval: ['mf:redirect:/en/verification/sumsub'] }));
      return of(view('<p>back</p>', { codeToEval: ['mf:redirect:/en/500'] }));
    });
    const services = { ...fakeServices({ session: { userId: 7, banLevel: 0 } }), http };
    const app = await renderApp('/en/500', { services });
    expect(await findTestId('remote-error')).toBeTruthy();
    expect(app.location()).toBe('/en/verification/sumsub');
    const pages = http.calls.filter((c) => !c.url.startsWith('/remote/header/')).map((c) => c.url);
    expect(pages).toEqual(['/remote/technical/en/500', '/remote/verification/en/verification/sumsub']);
    expect(services.logged.find((l) => l.message === 'remote app: cyclic redirect detected; not followed')?.data)
      .toEqual({ chain: ['/en/500', '/en/verification/sumsub', '/en/500'] });
  });

  it('[C07] a redirect event sends the visitor where the app says; unknown codeToEval is never run', async () => {
    const { services } = appWith([() => of(view('<p>Log in</p>', { codeToEval: ['window.__evaluated = true', 'mf:redirect:/en/user/login'] }))], { userId: null as unknown as number, banLevel: 0 });
    const app = await renderApp('/en/verification/sumsub', { services });
    await waitFor(() => expect(app.location()).toBe('/en/user/login'), { timeout: 3000 });
    expect((window as { __evaluated?: boolean }).__evaluated).toBeUndefined();
    expect(services.logged.some((l) => l.message === 'remote app: codeToEval refused (never evaluated)')).toBe(true);
  });

  it('[E02] an error event of the remote app raises the page error with its statusCode', async () => {
    const { services } = appWith([() => of(view('', { codeToEval: ['mf:error:404'] }))]);
    await renderApp('/en/verification/sumsub', { services });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
  });

  it('[R17] the identity form runs the named action: secure data, then the check; the view then loads again', async () => {
    const { services, http } = appWith([
      () => of(view(FORM)),
      () => of({ grant: 'g-1', expiresIn: 1800 }),
      () => of({ status: 'passed', reason: null, verificationStatus: 2 }),
      () => of(view('<section data-testid="identity-verified"><h1>Your identity is verified</h1></section>')),
    ]);
    await renderApp('/en/verification/sumsub', { services });
    fireEvent.submit(await findTestId('identity-form'));
    expect(await findTestId('identity-verified')).toBeTruthy();
    expect(http.calls.filter((c) => !c.url.startsWith('/remote/header/')).map((c) => `${c.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET /remote/verification/en/verification/sumsub', 'GET /web-api/secure-data', 'POST /web-api/verification/sumsub/check',
      'GET /remote/verification/en/verification/sumsub',
    ]);
    expect(http.calls.find((c) => c.url.endsWith('/check'))!.body).toEqual({ fullName: 'Anna Schmidt', birthDate: '1990-04-12', documentNumber: 'AB123456' });
  });

  it('[R17] a refused check names the fields to correct', async () => {
    const invalid = new HttpError({ status: 400, kind: 'http', details: ['documentNumber: document_number'] });
    const { services } = appWith([() => of(view(FORM)), () => of({ grant: 'g', expiresIn: 1800 }), () => throwError(() => invalid)]);
    await renderApp('/en/verification/sumsub', { services });
    fireEvent.submit(await findTestId('identity-form'));
    await waitFor(async () => expect((await findTestId('remote-action-status')).textContent).toBe('Please check these fields: document number.'));
  });

  it('[C06] a form naming no registered action does nothing but log', async () => {
    const { services, http } = appWith([() => of(view('<form data-mf-action="steal" data-testid="bad-form"><button>Go</button></form>'))]);
    await renderApp('/en/verification/sumsub', { services });
    fireEvent.submit(await findTestId('bad-form'));
    expect(http.calls.filter((c) => !c.url.startsWith('/remote/header/'))).toHaveLength(1);
    expect(services.logged.some((l) => l.message === 'remote app: form without a known action refused')).toBe(true);
  });

  it('[T12] the logged-in header shows the remote header components, asked by POST with the components body', async () => {
    const http = fakeHttp((req) => (req.url.startsWith('/remote/header/')
      ? of(view('<a data-mf-component="live-now" href="/en/live">Live now: 12</a>', { appName: 'header', style: '' }))
      : of(view(FORM))));
    const services = { ...fakeServices({ session: { userId: 7, banLevel: 0 } }), http };
    await renderApp('/en/verification/sumsub', { services });
    const header = document.querySelector('header')!;
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Live now: 12' })).toBeTruthy(), { timeout: 3000 });
    expect(http.calls.find((c) => c.url === '/remote/header/en/')).toMatchObject({ method: 'POST', body: { components: ['live-now', 'verify'] } });
  });
});
