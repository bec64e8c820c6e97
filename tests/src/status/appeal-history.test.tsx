import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { renderApp } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeHttp } from '../../support/fake-http';
import { fakeAccounts } from '../../support/fake-accounts';
import { HttpError, withQuery, type HttpRequest } from '../../../streams/core/http';

// R18 block-appeal-history: the player's appeals with their states from the server; a visitor is asked to log in.

function servicesWith(userId: number | null) {
  const http = fakeHttp((req: HttpRequest<unknown>): Observable<unknown> => {
    if (withQuery(req.url, req.query) === '/web-api/office/support/tickets?category=appeal') {
      return of({ tickets: [
        { id: 4, category: 'appeal', subject: 'My account was suspended', status: 'answered', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z', messages: 3 },
        { id: 2, category: 'appeal', subject: 'Blocked by mistake', status: 'closed', createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-10-03T10:00:00.000Z', messages: 4 },
      ] });
    }
    return throwError(() => new HttpError({ status: 404, kind: 'http' }));
  });
  const services = fakeServices({ session: { userId, banLevel: 0 } });
  // The office calls go through the accounts services' own http.
  const accounts = fakeAccounts({ authorized$: services.session.authorized$, answer: (req) => http.request$(req) });
  return { services: Object.assign(services, { accounts }), http };
}

describe('[R18] block-appeal-history', { timeout: 20_000 }, () => {
  it('lists the player\'s appeals with their states from the server', async () => {
    const { services, http } = servicesWith(7);
    await renderApp('/en/block-appeal-history', { services });
    const rows = await screen.findAllByTestId('appeal', {}, { timeout: 8000 });
    expect(rows.map((r) => [within(r).getByRole('link').textContent, r.dataset.status])).toEqual([['My account was suspended', 'answered'], ['Blocked by mistake', 'closed']]);
    expect(rows[0]!.textContent).toContain('answered: see the reply');
    expect(rows[1]!.textContent).toContain('decided and closed');
    expect(http.calls.some((c) => c.query?.['category'] === 'appeal')).toBe(true);
  });

  it('a visitor is asked to log in and coming back here; nothing is asked of the server', async () => {
    const { services, http } = servicesWith(null);
    await renderApp('/en/block-appeal-history', { services });
    const login = await screen.findByTestId('appeals-login', {}, { timeout: 8000 });
    expect(within(login).getByRole('link').getAttribute('href')).toBe(`/en/user/login?returnUrl=${encodeURIComponent('/en/block-appeal-history')}`);
    expect(http.calls.filter((c) => c.url.includes('/support/tickets'))).toEqual([]);
  });
});
