import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { of, throwError } from 'rxjs';
import type { HttpRequest } from '../../../streams/core/http';
import { DEFAULT_REGISTRATION_SETTINGS, registrationSettingsOf } from '../../../streams/auth/settings';
import { shouldOpenTransfer } from '../../../streams/auth/transfer-rule';
import { fakeServices } from '../../support/fake-services';
import { fakeAuth } from '../../support/fake-auth';
import { fakeHttp } from '../../support/fake-http';
import { findTestId, renderApp } from '../../support/render-app';

const BASE = '/web-api/api/internal/v1/account/user-transfer';

function setup(options: { userId: number | null; required: boolean; answer?: (req: HttpRequest<unknown>) => unknown }) {
  const services = fakeServices({ session: { userId: options.userId, banLevel: 0 } });
  const auth = fakeAuth({ setSession: (s) => services.setSession(s) });
  auth.registrationSettings$ = () => of({ ...DEFAULT_REGISTRATION_SETTINGS, transferRequired: options.required });
  const validated: Array<[string, string]> = [];
  auth.captcha.update$ = () => of({ id: `captcha-${validated.length}-abcdefgh`, image: 'data:image/png;base64,iVBORw0KGgo=', expiresInSec: 300 });
  auth.captcha.validate$ = (id, answer) => {
    validated.push([id, answer]);
    return of(answer === 'RIGHT'
      ? { success: true, type: 1, time: 1, error_message: null, pass: `pass-${validated.length}` }
      : { success: false, type: 1, time: 1, error_message: 'captcha_wrong', pass: null });
  };
  const http = fakeHttp((req) => {
    const value = options.answer?.(req);
    return value === undefined ? throwError(() => new Error(`unexpected ${req.url}`)) : of(value);
  });
  return { services: { ...services, auth, http }, http, validated };
}

describe('user transfer (B21, C11)', () => {
  it('[B21][B27] the modal is for authorised users when the config requires it, not on registration, not with a transfer query', () => {
    const base = { authorized: true, required: true, route: 'about', search: '' };
    expect(shouldOpenTransfer(base)).toBe(true);
    expect(shouldOpenTransfer({ ...base, authorized: false })).toBe(false);
    expect(shouldOpenTransfer({ ...base, required: false })).toBe(false);
    expect(shouldOpenTransfer({ ...base, route: 'registration' })).toBe(false);
    expect(shouldOpenTransfer({ ...base, route: 'registration/socialregistration' })).toBe(false);
    expect(shouldOpenTransfer({ ...base, search: '?transfer=abc' })).toBe(false);
    expect(shouldOpenTransfer({ ...base, route: 'registrations-rules' })).toBe(true);
  });

  it('[B21] the requirement comes from the registration config group; anything malformed means not required', () => {
    expect(registrationSettingsOf({ registration: { userTransferRequired: true } }).transferRequired).toBe(true);
    expect(registrationSettingsOf({ registration: {} }).transferRequired).toBe(false);
    expect(registrationSettingsOf({ registration: { userTransferRequired: 'yes' } }).transferRequired).toBe(false);
    expect(registrationSettingsOf(null).transferRequired).toBe(false);
  });

  it('[B21][C11] phone and captcha, then the SMS code: a refused code shows under its field; the right one shows the account and new password', async () => {
    let checks = 0;
    const { services, http, validated } = setup({
      userId: 5,
      required: true,
      answer: (req) => {
        if (req.url.startsWith(`${BASE}/send-code/`)) return { status: true, requestId: 'transfer-x' };
        if (req.url.startsWith(`${BASE}/check-code/`)) return ++checks === 1 ? { status: false, redirectToken: null, reason: 'wrong_code' } : { status: true, redirectToken: 'redirect-token-1234' };
        if (req.url === `${BASE}/user-data`) return { status: true, user: { id: 4711, password: 'NewPass123' } };
        return undefined;
      },
    });
    await renderApp('/en/about', { services });
    // The transfer's own calls (the page around it loads its content too).
    const transferCalls = () => http.calls.filter((c) => c.url.startsWith(BASE));
    const modal = await findTestId('user-transfer');
    await within(modal).findByTestId('transfer-captcha-image');

    // Client checks first: nothing is sent without a phone and the captcha.
    fireEvent.click(within(modal).getByTestId('transfer-submit'));
    expect(await within(modal).findAllByText('Fill in this field')).toHaveLength(2);
    expect(transferCalls()).toHaveLength(0);

    fireEvent.change(within(modal).getByLabelText('Phone number'), { target: { value: '9001234567' } });
    fireEvent.change(within(modal).getByLabelText('Characters from the picture'), { target: { value: 'WRONG' } });
    fireEvent.click(within(modal).getByTestId('transfer-submit'));
    expect(await within(modal).findByText('The characters do not match. Try again.')).toBeTruthy();
    expect(transferCalls()).toHaveLength(0);

    fireEvent.change(within(modal).getByLabelText('Characters from the picture'), { target: { value: 'RIGHT' } });
    fireEvent.click(within(modal).getByTestId('transfer-submit'));
    await within(modal).findByTestId('transfer-code');
    expect(validated.map(([, a]) => a)).toEqual(['WRONG', 'RIGHT']);
    const send = transferCalls()[0]!;
    expect(send.body).toEqual({ country_code: expect.any(String), phone: '9001234567', captcha: 'pass-2' });
    const request = send.url.slice(`${BASE}/send-code/`.length);
    expect(request).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    fireEvent.change(within(modal).getByLabelText('Code'), { target: { value: '1111' } });
    fireEvent.click(within(modal).getByTestId('transfer-submit'));
    expect(await within(modal).findByText('Wrong code')).toBeTruthy();

    fireEvent.change(within(modal).getByLabelText('Code'), { target: { value: '2222' } });
    fireEvent.click(within(modal).getByTestId('transfer-submit'));
    expect((await within(modal).findByTestId('transfer-login')).textContent).toBe('4711');
    expect(within(modal).getByTestId('transfer-password').textContent).toBe('NewPass123');
    // Every step used the same transfer request id; the redirect token went to user-data.
    expect(transferCalls().filter((c) => c.url.includes('/check-code/')).map((c) => c.url)).toEqual([`${BASE}/check-code/${request}`, `${BASE}/check-code/${request}`]);
    expect(transferCalls().at(-1)?.body).toEqual({ redirectToken: 'redirect-token-1234' });

    fireEvent.click(within(modal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('user-transfer')).toBeNull());
  });

  it('[B21][B27] no modal for anonymous visitors, when not required, or with a transfer query; "Later" closes it', async () => {
    const anon = setup({ userId: null, required: true });
    const a = await renderApp('/en/about', { services: anon.services });
    await findTestId('header-login');
    expect(screen.queryByTestId('user-transfer')).toBeNull();
    a.unmount();

    const notRequired = setup({ userId: 5, required: false });
    const b = await renderApp('/en/about', { services: notRequired.services });
    await findTestId('header-logout');
    expect(screen.queryByTestId('user-transfer')).toBeNull();
    b.unmount();

    const query = setup({ userId: 5, required: true });
    const c = await renderApp('/en/about?transfer=1', { services: query.services });
    await findTestId('header-logout');
    expect(screen.queryByTestId('user-transfer')).toBeNull();
    c.unmount();

    const later = setup({ userId: 5, required: true });
    await renderApp('/en/about', { services: later.services });
    const modal = await findTestId('user-transfer');
    fireEvent.click(within(modal).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByTestId('user-transfer')).toBeNull());
  });
});
