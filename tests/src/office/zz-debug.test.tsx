import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { of } from 'rxjs';
import { renderLayout } from '../layouts/render-layout';
import { accountData, eur, officeServices, rub } from './office-harness';

describe('dbg', () => {
  it('one', async () => {
    const services = officeServices({ 'GET /web-api/account/data': accountData([rub({ money: 1234.5 }), eur()]) });
    await renderLayout({ services, path: '/en/' });
    const balance = await screen.findByTestId('balance', {}, { timeout: 3000 });
    await waitFor(() => expect(balance.textContent).toMatch(/1,234\.50/));
    process.stderr.write('one done\n');
  });
  it('two', async () => {
    const routed = officeServices({ 'GET /web-api/account/data': () => of(accountData([rub(), eur()])) });
    process.stderr.write('svc\n');
    await renderLayout({ services: routed, path: '/en/' });
    process.stderr.write('rendered\n');
  });
});
