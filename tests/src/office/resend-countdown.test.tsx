import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { of, throwError, type Observable } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import type { Security } from '../../../streams/schemas/office';
import { officeServices, renderOffice } from './office-harness';

// Issue 20 #7: the phone-binding code waits between sends; the page shows the wait as a countdown on the send
// button, which stays off until it ends (real time: the waits here are a few seconds).

const security: Security = {
  protection_level: 0,
  protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false },
  password_changed_at: null,
  totp: { enabled: false, pending: false, recoveryCodesLeft: 0 },
  phone: { bound: null, pending: null },
  question: null,
  email: null,
  email_auth: false,
};

const tooSoon = (retryAfterSec: number) => throwError(() => new HttpError({
  status: 429, kind: 'http', code: 'code_recently_sent', details: [`A new code can be sent in ${retryAfterSec} s`],
  body: { errors: [{ status: '429', code: 'code_recently_sent', title: 'Code recently sent', detail: `A new code can be sent in ${retryAfterSec} s`, retryAfterSec }] },
}));

async function openPhoneBinding(send: () => Observable<unknown>) {
  const services = officeServices({ 'GET /web-api/office/security': security, 'POST /web-api/office/security/phone/send': send });
  await renderOffice('/en/office/security', services);
  fireEvent.change(await screen.findByLabelText('Phone number with country code', {}, { timeout: 4000 }), { target: { value: '+79001234567' } });
  return services;
}

describe('issue 20 #7: the resend countdown of the phone-binding code', () => {
  it('a refusal with 2 s to wait: the button counts 0:02, 0:01 and is off, says why, then can send again', async () => {
    const services = await openPhoneBinding(() => tooSoon(2));
    fireEvent.click(screen.getByTestId('phone-send'));
    const button = screen.getByTestId('phone-send');
    await waitFor(() => expect(button.textContent).toBe('Send again in 0:02'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('A code was sent recently. You can ask for another one when the countdown ends.');
    await waitFor(() => expect(button.textContent).toBe('Send again in 0:01'), { timeout: 2000 });
    // Enter in the field sends nothing while the wait runs.
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(button.textContent).toBe('Send code'), { timeout: 2000 });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(services.accounts.http.calls.filter((c) => c.url === '/web-api/office/security/phone/send')).toHaveLength(1);
  });

  it('a sent code: the button waits the resendInSec of the answer', async () => {
    await openPhoneBinding(() => of({ ...security, phone: { bound: null, pending: '+790••••••67' }, resendInSec: 60 }));
    fireEvent.click(screen.getByTestId('phone-send'));
    const button = screen.getByTestId('phone-send');
    await waitFor(() => expect(button.textContent).toBe('Send again in 1:00'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByLabelText('Code sent by text message to +790••••••67')).toBeTruthy();
  });
});
