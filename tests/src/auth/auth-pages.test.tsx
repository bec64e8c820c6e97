import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { of, throwError } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import { findTestId, renderApp } from '../../support/render-app';
import { servicesWith } from './auth-harness';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../../streams/auth/settings';
import * as v from 'valibot';

const fieldError = (field: string, reason: string, status = 400) =>
  new HttpError({ status, kind: 'http', code: 'invalid_field', body: { errors: [{ status: String(status), code: 'invalid_field', title: 'Invalid field', detail: `${field}: ${reason}`, field, reason }] } });


const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('login (C08, B18, E04)', () => {
  it('[C08][E04] the login page checks fields before sending and shows each message under its field', async () => {
    const { services, auth } = servicesWith();
    await renderApp('/en/user/login', { services });
    await findTestId('login-page');
    fireEvent.click(screen.getByTestId('login-submit'));
    const form = screen.getByTestId('login-form');
    expect(within(form).getAllByText('Fill in this field')).toHaveLength(2);
    expect(auth.calls.login).toEqual([]);
  });

  it('[E04] a wrong login or password is one message for the form, in the page language', async () => {
    const { services } = servicesWith({ login: () => throwError(() => new HttpError({
      status: 401, kind: 'http', code: 'invalid_credentials',
      body: { errors: [{ status: '401', code: 'invalid_credentials', title: 'Wrong login or password', detail: 'both: invalid', field: 'both', reason: 'invalid' }] },
    })) });
    await renderApp('/ru/user/login', { services });
    await findTestId('login-page');
    type('E-mail или номер счёта', '123');
    type('Пароль', 'whatever1');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await findTestId('auth-form-error')).textContent).toBe('Неверный логин или пароль');
  });

  it('[C08] a sign-in link with a token logs in by token (method_id 1, token, sign, lng) and goes on to its returnUrl', async () => {
    const { services, auth } = servicesWith();
    const app = await renderApp(`/ru/user/login?method_id=1&token=tok-123456&sign=${'a'.repeat(64)}&returnUrl=${encodeURIComponent('/ru/office/account')}`, { services });
    await waitFor(() => expect(app.location()).toBe('/ru/office/account'), { timeout: 5000 });
    expect(auth.calls.login).toEqual([{ kind: 'token', token: 'tok-123456', sign: 'a'.repeat(64), lng: 'ru' }]);
  });

  it('[C08] a spent or expired sign-in link says so above the usual forms', async () => {
    const { services, auth } = servicesWith({ login: () => throwError(() => new HttpError({ status: 401, kind: 'http', code: 'invalid_token' })) });
    await renderApp(`/en/user/login?method_id=1&token=tok-123456&sign=${'b'.repeat(64)}`, { services });
    expect((await findTestId('token-login-failed')).textContent).toBe('This sign-in link is not valid or has expired. Log in with your password.');
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(auth.calls.login).toHaveLength(1);
  });

  it('[B18] after login the visitor goes back to the returnUrl; remember-me is sent', async () => {
    const { services, auth } = servicesWith();
    const app = await renderApp(`/en/user/login?returnUrl=${encodeURIComponent('/en/office/history?period=7')}`, { services });
    await findTestId('login-page');
    expect(screen.getByText('Log in to open this page.')).toBeTruthy();
    type('E-mail or account number', 'player@example.com');
    type('Password', 'secret123');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.location()).toBe('/en/office/history?period=7'));
    expect(auth.calls.login).toEqual([{ kind: 'login_password', login: 'player@example.com', password: 'secret123', remember: true }]);
  });

  it('[B18] a returnUrl to another site is ignored (no open redirect)', async () => {
    const { services } = servicesWith();
    const app = await renderApp(`/en/user/login?returnUrl=${encodeURIComponent('//evil.example/x')}`, { services });
    await findTestId('login-page');
    type('E-mail or account number', '77');
    type('Password', 'secret123');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(app.location()).toBe('/en/'));
  });

  it('[C08] two-step accounts enter the code after the password', async () => {
    const { services, auth } = servicesWith({
      login: (f) => (f.kind === 'two_step' ? of({ status: 'ok', userId: 7, banLevel: 0, token: 't' }) : of({ status: 'two_step', requestId: 'req-12345678', channel: 'email' })),
    });
    await renderApp('/en/user/login', { services });
    await findTestId('login-page');
    type('E-mail or account number', '77');
    type('Password', 'secret123');
    fireEvent.click(screen.getByTestId('login-submit'));
    const step = await findTestId('login-two-step');
    expect(within(step).getByText('Enter the code we sent to your e-mail.')).toBeTruthy();
    fireEvent.change(within(step).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(auth.calls.login.at(-1)).toEqual({ kind: 'two_step', requestId: 'req-12345678', code: '123456', remember: true }));
  });

  it('issue 20 #3: an account with two-factor authentication asks for the app\'s code after the password; a wrong one is refused in the page language; a recovery code works too', async () => {
    const challenge = `${'c'.repeat(32)}.${'m'.repeat(43)}`;
    const { services, auth } = servicesWith({
      login: (f) => {
        if (f.kind !== 'two_factor') return of({ status: 'two_factor', twoFactorRequired: true, challenge, expiresInSec: 300 });
        return f.code === 'ABCDE-FGHJK' ? of({ status: 'ok', userId: 7, banLevel: 0, token: 't' }) : throwError(() => fieldError('code', 'wrong_code'));
      },
    });
    const app = await renderApp('/ru/user/login', { services });
    await findTestId('login-page');
    type('E-mail или номер счёта', '77');
    type('Пароль', 'secret123');
    fireEvent.click(screen.getByTestId('login-submit'));
    const step = await findTestId('login-two-factor');
    expect(step.getAttribute('data-form')).toBe('login_password_two_step_code');
    expect(within(step).getByText('Введите 6-значный код из приложения-аутентификатора.')).toBeTruthy();
    // Checked before sending: a 5-digit code never leaves.
    fireEvent.change(within(step).getByLabelText('Код из приложения'), { target: { value: '12345' } });
    fireEvent.click(within(step).getByTestId('two-factor-submit'));
    expect(await within(step).findByText('Проверьте значение')).toBeTruthy();
    expect(auth.calls.login).toHaveLength(1);
    fireEvent.change(within(step).getByLabelText('Код из приложения'), { target: { value: '123456' } });
    fireEvent.click(within(step).getByTestId('two-factor-submit'));
    expect(await within(step).findByText('Неверный код')).toBeTruthy();
    expect(auth.calls.login.at(-1)).toEqual({ kind: 'two_factor', challenge, code: '123456' });
    expect(app.location()).toBe('/ru/user/login');

    fireEvent.click(within(step).getByTestId('two-factor-mode'));
    fireEvent.change(within(step).getByLabelText('Резервный код'), { target: { value: 'ABCDE-FGHJK' } });
    fireEvent.click(within(step).getByTestId('two-factor-submit'));
    await waitFor(() => expect(app.location()).toBe('/ru/'));
  }, 15_000);

  it('issue 20 #3 / #4: a provider sign-in lands on its second step (?challenge=); ?link= tells the owner to log in and the login connects it', async () => {
    const used = { status: 401, kind: 'http' as const, code: 'two_factor_attempts', body: { errors: [{ status: '401', code: 'two_factor_attempts', title: 'Too many wrong codes', detail: 'x' }] } };
    const { services, auth } = servicesWith({ login: (f) => (f.kind === 'two_factor' ? throwError(() => new HttpError(used)) : of({ status: 'ok', userId: 7, banLevel: 0, token: 't' })) });
    const challenge = `${'d'.repeat(32)}.${'m'.repeat(43)}`;
    await renderApp(`/en/user/login?challenge=${challenge}`, { services });
    const step = await findTestId('login-two-factor');
    fireEvent.change(within(step).getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(within(step).getByTestId('two-factor-submit'));
    expect((await findTestId('auth-form-error')).textContent).toBe('Too many wrong codes. Enter your password again.');
    fireEvent.click(screen.getByTestId('two-factor-restart'));
    expect(await findTestId('login-form')).toBeTruthy();

    const linking = servicesWith();
    const app = await renderApp('/en/user/login?link=google', { services: linking.services });
    expect((await findTestId('login-link-notice')).textContent).toBe('An account with this e-mail already exists. Log in to it to connect your Google sign-in.');
    const form = screen.getAllByTestId('login-form').at(-1)!;
    fireEvent.change(within(form).getByLabelText('E-mail or account number'), { target: { value: 'owner@example.com' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(within(form).getByTestId('login-submit'));
    await waitFor(() => expect(app.location()).toBe('/en/'));
    expect(linking.auth.calls.linkSocial).toBe(1);
    expect(auth.calls.linkSocial).toBe(0);
  }, 15_000);

  it('[B18][B27] the header login button opens the login dropdown; logging in there closes it and the header switches at once', async () => {
    const { services } = servicesWith();
    await renderApp('/en/about', { services });
    fireEvent.click(await findTestId('header-login'));
    const dropdown = await findTestId('login-dropdown');
    fireEvent.change(within(dropdown).getByLabelText('E-mail or account number'), { target: { value: '77' } });
    fireEvent.change(within(dropdown).getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(within(dropdown).getByTestId('login-submit'));
    expect(await findTestId('header-logout')).toBeTruthy();
    expect(screen.queryByTestId('login-dropdown')).toBeNull();
    expect(screen.queryByTestId('header-login')).toBeNull();
  });
});

describe('logout (B17, E04)', () => {
  it('[B17][E04] logout asks first: cancel keeps the session, confirm ends it and goes home', async () => {
    const { services, auth } = servicesWith({ session: { userId: 5, banLevel: 0 } });
    const app = await renderApp('/en/about', { services });
    fireEvent.click(await findTestId('header-logout'));
    const dialog = await findTestId('logout-dialog');
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('logout-dialog')).toBeNull();
    expect(auth.calls.logout).toBe(0);
    fireEvent.click(screen.getByTestId('header-logout'));
    fireEvent.click(within(await findTestId('logout-dialog')).getByTestId('logout-confirm'));
    expect(await findTestId('header-login')).toBeTruthy();
    expect(auth.calls.logout).toBe(1);
    await waitFor(() => expect(app.location()).toBe('/en/'));
  });
});

describe('registration (B20)', () => {
  it('[B20] one click: the generated credentials are shown with the save options, then the visitor plays', async () => {
    const { services, auth } = servicesWith();
    const app = await renderApp('/en/registration', { services });
    await findTestId('registration-page');
    fireEvent.click(screen.getByTestId('reg-tab-fast_reg'));
    fireEvent.click(screen.getByTestId('registration-submit'));
    // The agreement is required.
    expect(screen.getByText('Accept the terms to continue')).toBeTruthy();
    expect(auth.calls.register).toEqual([]);
    fireEvent.click(screen.getByLabelText('I am over 18 and accept the terms and conditions'));
    fireEvent.click(screen.getByTestId('registration-submit'));
    const saved = await findTestId('registration-credentials');
    expect(within(saved).getByTestId('credentials-login').textContent).toBe('8');
    expect(within(saved).getByTestId('credentials-password').textContent).toBe('Gen3ratedPw');
    expect(within(saved).getByTestId('credentials-file')).toBeTruthy();
    expect(within(saved).getByTestId('credentials-image')).toBeTruthy();
    expect(within(saved).getByTestId('credentials-email')).toBeTruthy();
    expect(auth.calls.register[0]).toMatchObject({ type: 'fast_reg', agree: true, currency: 'RUB', country_id: 1 });
    fireEvent.click(screen.getByTestId('credentials-continue'));
    await waitFor(() => expect(app.location()).toBe('/en/'));
  });

  it('[B20][T34] social registration: the choices made before leaving for the provider come back in the finishing form (socialData)', async () => {
    const first = servicesWith();
    first.auth.registrationSettings$ = () => of({ ...DEFAULT_REGISTRATION_SETTINGS, socialProviders: ['google'] });
    const app = await renderApp('/en/registration', { services: first.services });
    await findTestId('registration-page');
    fireEvent.click(screen.getByTestId('reg-tab-soc_reg'));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'USD' } });
    type(/Promo code/, 'SPRING24');
    // The browser would leave for the provider here; the test page stays.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(screen.getByTestId('social-google'));
    app.unmount();

    // Back from the provider, on the same browser (its localStorage): the finishing form has the choices again.
    const back = servicesWith();
    back.services.local = first.services.local;
    await renderApp('/en/registration/socialregistration?social_token=tok_12345678&provider=google', { services: back.services });
    await findTestId('registration-page');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('6');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    expect((screen.getByLabelText(/Promo code/) as HTMLInputElement).value).toBe('SPRING24');
    fireEvent.click(screen.getByLabelText('I am over 18 and accept the terms and conditions'));
    fireEvent.click(screen.getByTestId('registration-submit'));
    await waitFor(() => expect(back.auth.calls.register[0]).toMatchObject({ type: 'soc_reg', country_id: 6, currency: 'USD', ref_code: 'SPRING24', social_token: 'tok_12345678' }));
    // Registered: the record is gone.
    await waitFor(() => expect(first.services.local.item('socialData', v.unknown(), null).get()).toBeNull());
  });

  it('[B20] full registration: client checks, then the server\'s field refusal under its field in the user\'s language', async () => {
    const { services } = servicesWith({ register: () => throwError(() => fieldError('email', 'taken')) });
    await renderApp('/uk/registration', { services });
    await findTestId('registration-page');
    fireEvent.click(screen.getByTestId('reg-tab-full_reg'));
    type('Електронна пошта', 'not-an-email');
    type('Пароль', 'short');
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(screen.getByText('Перевірте значення')).toBeTruthy();
    expect(screen.getByText('Щонайменше 8 символів')).toBeTruthy();
    type('Електронна пошта', 'ann@example.com');
    type('Пароль', 'abcdefg1');
    type('Повторіть пароль', 'abcdefg1');
    type("Ім'я", 'Анна');
    type('Прізвище', 'Лі');
    type('Дата народження', '1990-05-05');
    fireEvent.click(screen.getByLabelText('Мені понад 18 років, і я приймаю правила та умови'));
    fireEvent.click(screen.getByTestId('registration-submit'));
    expect(await screen.findByText('Вже зареєстровано: увійдіть або відновіть пароль')).toBeTruthy();
  });

  it('[B20][R15] the header opens registration as a modal; it stays open after the one click logs the visitor in', async () => {
    const { services } = servicesWith();
    await renderApp('/en/about', { services });
    fireEvent.click(await findTestId('header-registration'));
    const modal = await findTestId('registration-modal');
    fireEvent.click(within(modal).getByTestId('reg-tab-fast_reg'));
    fireEvent.click(within(modal).getByLabelText('I am over 18 and accept the terms and conditions'));
    fireEvent.click(within(modal).getByTestId('registration-submit'));
    expect(await findTestId('registration-credentials')).toBeTruthy();
    expect(screen.getByTestId('header-logout')).toBeTruthy();
    fireEvent.click(screen.getByTestId('credentials-continue'));
    await waitFor(() => expect(screen.queryByTestId('registration-modal')).toBeNull());
  });

  it('[B20] no registration form on a VIP domain', async () => {
    const { services } = servicesWith();
    const app = await renderApp('/en/registration', { services, config: siteConfigFixture({ isVipDomain: true }) });
    expect((await findTestId('page-error')).dataset.status).toBe('404');
    expect(app.location()).toBe('/en/registration');
  });
});

describe('password recovery (R16, E04)', () => {
  it('[R16][E04] forgot password: wrong_code and time_up under the code field, then a new password', async () => {
    const { services } = servicesWith();
    let checks = 0;
    services.auth.recoveryCheck$ = () => {
      checks += 1;
      return throwError(() => fieldError('code', checks === 1 ? 'wrong_code' : 'time_up'));
    };
    await renderApp('/en/user/passwordreset', { services });
    await findTestId('password-reset-page');
    type('E-mail, phone or account number', 'player@example.com');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await findTestId('recovery-code');
    type('Code', '111111');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByText('Wrong code')).toBeTruthy();
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect(await screen.findByText('The code has expired: request a new one')).toBeTruthy();
    services.auth.recoveryCheck$ = () => of(undefined);
    fireEvent.click(screen.getByTestId('recovery-submit'));
    await findTestId('recovery-password');
    type('New password', 'newpass123');
    type('Repeat the new password', 'newpass124');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    type('Repeat the new password', 'newpass123');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    expect(await findTestId('recovery-done')).toBeTruthy();
  });

  it('[R16] issue 20 #7: a code asked for too soon: the send button counts the wait down and stays off until it ends', async () => {
    const { services, auth } = servicesWith();
    services.auth.recoveryStart$ = (login) => {
      auth.calls.recovery.push(login);
      return throwError(() => new HttpError({
        status: 429, kind: 'http', code: 'code_recently_sent',
        body: { errors: [{ status: '429', code: 'code_recently_sent', title: 'Code recently sent', detail: 'A new code can be sent in 2 s', retryAfterSec: 2 }] },
      }));
    };
    await renderApp('/en/user/passwordreset', { services });
    await findTestId('password-reset-page');
    type('E-mail, phone or account number', 'player@example.com');
    fireEvent.click(screen.getByTestId('recovery-submit'));
    const button = screen.getByTestId('recovery-submit');
    await waitFor(() => expect(button.textContent).toBe('Send again in 0:02'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('A code was sent recently. You can ask for another one when the countdown ends.')).toBeTruthy();
    await waitFor(() => expect(button.textContent).toBe('Send again in 0:01'), { timeout: 2000 });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 2000 });
    expect(auth.calls.recovery).toEqual(['player@example.com']);
  });

  it('[R16][B27] the home page flag opens the forgot-password modal for a visitor not logged in', async () => {
    const { services } = servicesWith();
    await renderApp('/en/forgotpassword', { services });
    expect(await findTestId('forgot-password-modal')).toBeTruthy();
  });
});
