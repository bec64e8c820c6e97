import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCalls } from '../../support/fake-calls';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { HttpError } from '../../../streams/core/http';
import type { Limit, LimitsServices, LimitsState } from '../../../streams/limits/limits-types';

// C14: availablelimits feeds the option lists (B15) and a reject goes by limitaction or DELETE as the setting says;
// E03: the reject's own success and failure texts.

const HOUR = 3_600_000;
const limit = (type: number, value: number, extra: Partial<Limit> = {}): Limit => ({
  limitType: type, limitValue: value, limitBalance: type < 30 ? 0 : null, limitState: 'ACTIVE', needApprove: false, startedAt: Date.now() - HOUR,
  endsAt: null, pendingValue: null, pendingRemove: false, pendingFrom: null, measure: 'RUB', selfExcludeReason: null, availableValues: null, ...extra,
});
const state = (limits: Limit[]): LimitsState => ({ limits, session: { startedAt: Date.now() - HOUR, currency: 'RUB', staked: 0, returned: 0 } });
const pendingRaise = () => state([limit(20, 10_000, { limitState: 'PENDING', needApprove: true, pendingValue: 50_000, pendingFrom: Date.now() - HOUR })]);
const optionsOf = (el: HTMLElement) => [...(el as HTMLSelectElement).options].map((o) => Number(o.value));

const configWith = (rejectLimitByDelete: boolean) => {
  const config = siteConfigFixture();
  return { ...config, features: { ...config.features, rejectLimitByDelete } };
};

function services(calls: Partial<LimitsServices>, rejectLimitByDelete = false) {
  return fakeServices({
    session: { userId: 7, banLevel: 0 },
    config: configWith(rejectLimitByDelete),
    limits: fakeCalls<LimitsServices>({ history$: () => of([]), reasons$: () => of([]), ...calls }),
  });
}

describe('limit options and actions', { timeout: 30_000 }, () => {
  it('[C14] [B15] the option lists offered are the availablelimits answer', async () => {
    const available = new Map<number, number[]>([[31, [2, 4]], [32, [15, 30]], [33, [7, 30]], [30, [90, 365]]]);
    await renderApp('/en/office/responsible', { services: services({ limits$: () => of(state([])), available$: () => of(available) }) });
    await waitFor(() => expect(optionsOf(screen.getByTestId('limit-input-31')).filter((n) => n > 0)).toEqual([2, 4]), { timeout: 5000 });
    expect(optionsOf(screen.getByTestId('limit-input-32')).filter((n) => n > 0)).toEqual([15, 30]);
    expect(optionsOf(screen.getByTestId('break-timeout-days'))).toEqual([7, 30]);
    expect(optionsOf(screen.getByTestId('break-selfExclusion-days'))).toEqual([90, 365]);
  });

  it('[C14] a reject is limitaction reject, or DELETE of the limit when the setting says so', async () => {
    const calls: string[] = [];
    const limits = {
      limits$: () => of(pendingRaise()),
      act$: (type: number, action: string) => { calls.push(`act ${type} ${action}`); return of({ status: 'OK', title: 'responsible_gaming_cancel_limit_success' }); },
      remove$: (type: number) => { calls.push(`delete ${type}`); return of({ status: 'OK', title: 'responsible_gaming_cancel_limit_success' }); },
    };
    // The pending change's streams have started (its countdown shows a phase): the reject button's action listens too.
    const started = () => waitFor(() => expect(screen.getByTestId('limit-pending-20').getAttribute('data-phase')).toBeTruthy());
    const first = await renderApp('/en/office/responsible', { services: services(limits) });
    await started();
    fireEvent.click(await findTestId('limit-reject-20'));
    // The action runs through the page's action stream, which a loaded machine may start a moment after the click.
    await waitFor(() => expect(calls).toEqual(['act 20 reject']));
    first.unmount();
    await renderApp('/en/office/responsible', { services: services(limits, true), config: configWith(true) });
    await started();
    fireEvent.click(await findTestId('limit-reject-20'));
    await waitFor(() => expect(calls).toEqual(['act 20 reject', 'delete 20']));
  });

  it('[E03] a reject says the change is cancelled; a failed one says it could not be, in the page language', async () => {
    const ok = await renderApp('/en/office/responsible', { services: services({ limits$: () => of(pendingRaise()), act$: () => of({ status: 'OK', title: 'OK' }) }) });
    fireEvent.click(await findTestId('limit-reject-20'));
    expect((await within(screen.getByTestId('limit-pending-20')).findByRole('status')).textContent).toBe('The change is cancelled.');
    ok.unmount();
    await renderApp('/ru/office/responsible', { services: services({ limits$: () => of(pendingRaise()), act$: () => throwError(() => new HttpError({ status: 500, kind: 'http' })) }) });
    fireEvent.click(await findTestId('limit-reject-20'));
    expect((await within(screen.getByTestId('limit-pending-20')).findByRole('alert')).textContent).toBe('Не удалось отменить изменение. Попробуйте ещё раз.');
  });
});
