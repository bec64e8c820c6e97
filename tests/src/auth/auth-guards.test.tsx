import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defer, NEVER, of } from 'rxjs';
import { fakeHttp } from '../../support/fake-http';
import type { RightsAnswer } from '../../../streams/schemas/auth-answers';
import { findTestId, renderApp } from '../../support/render-app';
import { servicesWith } from './auth-harness';
import { isAllowedWhileBanned } from '../../../src/features/auth/ban-rules';

// The auth pages' guards (apart from auth-pages.test.tsx, which holds the forms).

describe('guards (B19, B22, C10)', () => {
  it('[B22] changed terms send a logged-in user to confirm-terms', async () => {
    const { services, auth } = servicesWith({ session: { userId: 5, banLevel: 0 } });
    auth.checkTerms$ = () => of({ result: true, updatedAt: '2026-03-01T12:00:00Z', version: 3 });
    const app = await renderApp('/en/about', { services });
    auth.setTermsRequired(true); // not in act(): see tests/support/dom.ts
    await waitFor(() => expect(app.location()).toBe('/en/confirm-terms'), { timeout: 5000 });
    const page = await findTestId('confirm-terms-page');
    expect(await within(page).findByText(/version 3 of 1 Mar 2026/)).toBeTruthy();
    await waitFor(() => expect((within(page).getByTestId('terms-accept') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(page).getByTestId('terms-accept'));
    await waitFor(() => expect(app.location()).toBe('/en/about'), { timeout: 5000 });
  });

  it('[B19] ban rules: the office and the information pages always; the money pages only with the rights that allow them', () => {
    expect(isAllowedWhileBanned('office/recharge', ['deposit', 'withdraw', 'office'])).toBe(true);
    expect(isAllowedWhileBanned('office/deduce', ['deposit', 'withdraw', 'office'])).toBe(true);
    expect(isAllowedWhileBanned('office/recharge', ['office'])).toBe(false);
    expect(isAllowedWhileBanned('office/recharge', null)).toBeNull();
    expect(isAllowedWhileBanned('live/football', ['deposit', 'withdraw', 'office'])).toBe(false);
    expect(isAllowedWhileBanned('office/support', null)).toBe(true);
    expect(isAllowedWhileBanned('rules/1', [])).toBe(true);
  });

  it('[B19] a banned user on a betting page is sent to support', async () => {
    const { services } = servicesWith({ session: { userId: 5, banLevel: 10 } });
    const app = await renderApp('/en/live', { services });
    await waitFor(() => expect(app.location()).toBe('/en/office/support'), { timeout: 5000 });
  });

  it('[B19][C08] ban level 53 keeps the deposit page only when the server\'s rights say so (rule version 1), else support', async () => {
    const calls: number[] = [];
    const rightsOf = (rights: RightsAnswer['rights']) => () => { calls.push(1); return of<RightsAnswer>({ userId: 5, banLevel: 53, rights }); };
    // Rule version 0: 53 is an ordinary ban, the server's rights keep only the office.
    const v0 = servicesWith({ session: { userId: 5, banLevel: 53 }, rights: rightsOf(['office']) });
    const first = await renderApp('/en/office/recharge', { services: v0.services });
    await waitFor(() => expect(first.location()).toBe('/en/office/support'), { timeout: 5000 });
    first.unmount();
    // Rule version 1: 53 keeps deposit and withdrawal.
    const v1 = servicesWith({ session: { userId: 5, banLevel: 53 }, rights: rightsOf(['deposit', 'withdraw', 'office']) });
    const second = await renderApp('/en/office/recharge', { services: v1.services });
    await waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.location()).toBe('/en/office/recharge');
  });

  it('[B19] the navigation-blocked flag blocks navigation without a ban; without it the page stays', async () => {
    const blocked = servicesWith({ session: { userId: 5, banLevel: 0, navigationBlocked: true }, rights: () => of<RightsAnswer>({ userId: 5, banLevel: 0, rights: ['office'] }) });
    const first = await renderApp('/en/live', { services: blocked.services });
    await waitFor(() => expect(first.location()).toBe('/en/office/support'), { timeout: 5000 });
    first.unmount();
    const free = servicesWith({ session: { userId: 5, banLevel: 0, navigationBlocked: false } });
    const second = await renderApp('/en/live', { services: free.services });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(second.location()).toBe('/en/live');
  });

  it('[C10][C17] a demanded captcha opens the image challenge', async () => {
    const { services } = servicesWith();
    services.auth.captcha.update$ = () => of({ id: 'abcdefghijklmnop', image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSec: 300 });
    const { createCaptchaBroker } = await import('../../../streams/auth/captcha');
    const broker = createCaptchaBroker();
    (services.auth.captcha as { challenge$: unknown }).challenge$ = broker.challenge$;
    await renderApp('/en/about', { services });
    broker.ask$('captcha_required').subscribe(); // not in act(): see tests/support/dom.ts
    const modal = await findTestId('captcha-modal');
    expect((await within(modal).findByTestId('captcha-image')).getAttribute('data-captcha-id')).toBe('abcdefghijklmnop');
  });

  it('[C10] the open captcha asks the server\'s time once and replaces its picture when the lifetime it tells is over', async () => {
    const { services } = servicesWith();
    let pictures = 0;
    let times = 0;
    services.auth.captcha.update$ = () => of({ id: `picture-${++pictures}-abcdefgh`, image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSec: 1 });
    services.http = fakeHttp((req) => (req.url === '/captcha/gettime' ? defer(() => { times += 1; return of({ time: 1_800_000_000, lifetimeSec: 1 }); }) : NEVER));
    const { createCaptchaBroker } = await import('../../../streams/auth/captcha');
    const broker = createCaptchaBroker();
    (services.auth.captcha as { challenge$: unknown }).challenge$ = broker.challenge$;
    await renderApp('/en/about', { services });
    broker.ask$('captcha_required').subscribe(); // not in act(): see tests/support/dom.ts
    const modal = await findTestId('captcha-modal');
    expect((await within(modal).findByTestId('captcha-image')).getAttribute('data-captcha-id')).toBe('picture-1-abcdefgh');
    await waitFor(() => expect(within(modal).getByTestId('captcha-image').getAttribute('data-captcha-id')).toBe('picture-2-abcdefgh'), { timeout: 3000 });
    expect(times).toBe(1);
  });
});
