import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { of } from 'rxjs';
import { renderLayout } from '../layouts/render-layout';
import { accountData, eur, officeServices, rub } from './office-harness';

describe('[C13] header balance and account switcher', () => {
  it('[C13] [R02] a logged-in user sees the active account balance (test id balance) next to the account link', async () => {
    const services = officeServices({ 'GET /web-api/account/data': accountData([rub({ money: 1234.5 }), eur()]) });
    await renderLayout({ services, path: '/en/' });
    const balance = await screen.findByTestId('balance', {}, { timeout: 3000 });
    await waitFor(() => expect(balance.textContent).toMatch(/1,234\.50/));
    expect(balance.dataset.currency).toBe('RUB');
    // The balance sits in the header's account area, with the account link.
    const header = screen.getByRole('banner');
    expect(within(header).getAllByRole('link').some((a) => a.getAttribute('href') === '/en/office/account')).toBe(true);
    expect(header.contains(balance)).toBe(true);
  });

  it('[C13] anonymous visitors have no balance', async () => {
    const services = officeServices({});
    services.setSession({ userId: null, banLevel: 0 });
    await renderLayout({ services, path: '/en/' });
    // Elements are compared as booleans: a failing match must not pretty-print the whole DOM.
    expect(screen.queryByTestId('balance') === null).toBe(true);
    expect(screen.getByTestId('header-login').textContent).toBe('Log in');
  });

  it('[C13] the switcher lists every account and makes another one active', async () => {
    let active = 11;
    process.stderr.write('S1\n');
    const data = () => accountData([rub({ isActive: active === 11 }), eur({ isActive: active === 12 })]);
    process.stderr.write('S2\n');
    // The data reflects the last switch.
    const routed = officeServices({
      'GET /web-api/account/data': () => of(data()),
      'POST /web-api/account/active': (req) => {
        active = (req.body as { id: number }).id;
        return of(data());
      },
    });
    process.stderr.write('S3\n');
    await renderLayout({ services: routed, path: '/en/' });
    process.stderr.write('S4\n');
    // Role queries over the whole page are slow in jsdom: find the switcher by its label.
    const button = await screen.findByLabelText('Accounts and balance', { selector: 'button' }, { timeout: 3000 });
    process.stderr.write('S5\n');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toMatch(/250/));
    process.stderr.write('S6\n');
    fireEvent.click(button);
    process.stderr.write('S7\n');
    const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
    process.stderr.write('S8\n');
    const items = within(menu).getAllByRole('menuitemradio');
    process.stderr.write('S9\n');
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    process.stderr.write('S10\n');
    expect(items[1]!.textContent).toMatch(/Currency account · EUR/);
    process.stderr.write('S11\n');
    await act(async () => { fireEvent.click(items[1]!); });
    process.stderr.write('S12\n');
    await waitFor(() => expect(screen.getByTestId('balance').dataset.currency).toBe('EUR'));
    process.stderr.write('S13\n');
    expect(screen.getByTestId('balance').textContent).toMatch(/7\.50/);
    process.stderr.write('S14\n');
    expect(routed.accounts.http.calls.find((c) => c.url === '/web-api/account/active')).toMatchObject({ method: 'POST', body: { id: 12 } });
    process.stderr.write('S15\n');
  });
});
