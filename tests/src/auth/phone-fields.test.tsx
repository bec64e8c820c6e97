import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhoneBook } from '../../../streams/auth/types';
import { fakeServices } from '../../support/fake-services';
import { fakeAuth } from '../../support/fake-auth';
import { findTestId, renderApp } from '../../support/render-app';

// C13: the phone fields offer the codes of the phone countries request, write the number after its country's mask
// and refuse, before sending, a number that is not one of the chosen country.

const BOOK: PhoneBook = {
  countries: [
    { id: 1, name: 'Russia', code: 'RU', phoneCode: '7' },
    { id: 4, name: 'Azerbaijan', code: 'AZ', phoneCode: '994' },
  ],
  masks: [
    { CountryId: 1, Mask: 'XXX XXX-XX-XX', Min: 10, Max: 10 },
    { CountryId: 4, Mask: 'XX XXX XX XX', Min: 9, Max: 9 },
  ],
};

async function phoneLogin() {
  const services = fakeServices();
  const auth = fakeAuth({ setSession: (s) => services.setSession(s), phoneBook: BOOK });
  await renderApp('/en/user/login', { services: { ...services, auth } });
  await findTestId('login-page');
  fireEvent.click(screen.getByTestId('login-tab-phone_password'));
  return auth;
}

describe('phone fields (C13)', () => {
  it('[C13] the codes are the phone countries answer and the number is written after the country\'s mask', async () => {
    await phoneLogin();
    const code = screen.getByLabelText('Country code') as HTMLSelectElement;
    await waitFor(() => expect([...code.options].map((o) => o.textContent)).toEqual(['+7', '+994']));
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(phone.placeholder).toBe('XXX XXX-XX-XX');
    fireEvent.change(phone, { target: { value: '91234567890' } });
    expect(phone.value).toBe('912 345-67-89');
    fireEvent.change(code, { target: { value: '994' } });
    expect(phone.placeholder).toBe('XX XXX XX XX');
    fireEvent.change(phone, { target: { value: '501234567' } });
    expect(phone.value).toBe('50 123 45 67');
  });

  it('[C13] a number that is not one of the chosen country is refused before it is sent', async () => {
    const auth = await phoneLogin();
    await waitFor(() => expect((screen.getByLabelText('Phone number') as HTMLInputElement).placeholder).toBe('XXX XXX-XX-XX'));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '91234567' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(within(screen.getByTestId('login-form')).getByText('Check this value')).toBeTruthy();
    expect(auth.calls.login).toEqual([]);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9123456789' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(auth.calls.login).toEqual([{ kind: 'phone_password', phoneCode: '7', phone: '9123456789', password: 'secret123', remember: true }]));
  });
});
