import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { of, throwError } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import { fakeHttp } from '../../support/fake-http';
import { fakeServices } from '../../support/fake-services';
import { renderApp } from '../../support/render-app';

// Issue 25: no call may be made that cannot succeed. A visitor's toto and lotto pages do not ask for the player's
// coupons and tickets (401 for a visitor), and the nominees page asks for a draw's detail only once it knows which
// settled draw to show (it asked for draw 0, a 404 on every visit).

const draw = (id: number, status: number) => ({
  id, number: 100 + id, status, closesAt: '2030-01-01T12:00:00.000Z', currency: 'RUB', pool: 1000, jackpot: 500, coupons: 3, events: [], prizes: [{ hits: 15, winners: 0, payout: 0 }],
});

function totoServices(session = { userId: null as number | null, banLevel: 0 }) {
  const services = fakeServices({ session });
  const http = fakeHttp((req) => {
    let body: unknown;
    if (req.url === '/web-api/toto/draws') body = { draws: [draw(7, 3), draw(6, 4)] };
    else if (req.url === '/web-api/toto/draws/6') body = { draw: draw(6, 4), coupons: [] };
    else if (req.url === '/web-api/toto/coupons') body = { coupons: [] };
    else if (req.url === '/web-api/lotto/tickets') body = { tickets: [] };
    else return throwError(() => new HttpError({ status: 404, kind: 'http' }));
    return of(v.parse(req.schema as v.GenericSchema, body));
  });
  Object.assign(services, { http });
  return { services, http };
}

describe('toto and lotto pages make no call that cannot succeed (issue 25)', () => {
  it('[R05] a visitor\'s "my coupons" and "my tickets" ask for nothing and say to log in', async () => {
    const { services, http } = totoServices();
    await renderApp('/en/toto/coupons', { services });
    await screen.findByText(/log in/i, {}, { timeout: 8000 });
    await renderApp('/en/lotto/tickets', { services });
    await screen.findByText(/log in/i, {}, { timeout: 8000 });
    // The pages' polls start on the next tick: give them time to ask, if they were going to.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(http.calls.map((c) => c.url).filter((u) => u === '/web-api/toto/coupons' || u === '/web-api/lotto/tickets')).toEqual([]);
  });

  it('[R05] a player\'s "my coupons" asks for them', async () => {
    const { services, http } = totoServices({ userId: 5, banLevel: 0 });
    await renderApp('/en/toto/coupons', { services });
    await waitFor(() => expect(http.calls.some((c) => c.url === '/web-api/toto/coupons')).toBe(true), { timeout: 8000 });
  });

  it('[R05] the nominees page asks for the last settled draw\'s detail only once the list named it', async () => {
    const { services, http } = totoServices();
    await renderApp('/en/toto/nonimees', { services });
    await screen.findByTestId('toto-nominees', {}, { timeout: 8000 });
    await waitFor(() => expect(http.calls.some((c) => c.url === '/web-api/toto/draws/6')).toBe(true));
    expect(http.calls.filter((c) => /^\/web-api\/toto\/draws\/\d+$/.test(c.url)).map((c) => c.url)).toEqual(['/web-api/toto/draws/6']);
  });
});
