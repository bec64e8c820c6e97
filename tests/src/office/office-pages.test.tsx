import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { of } from 'rxjs';
import type { HttpRequest } from '../../../streams/core/http';
import type { PaymentHistoryEntry } from '../../../streams/schemas/payments';
import { DEFAULT_PREFERENCES, type PersonalData, type Settings } from '../../../streams/schemas/office';
import { ODDS_FORMAT_IDS } from '../../../streams/schemas/odds';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { accountData, eur, officeServices, refused, renderOffice, rub } from './office-harness';

// The payments pages are the payments remote app's bundle, run here from its source (payments-app-loader.ts).
vi.mock('../../../src/features/remote/bundle-loader', () => import('./payments-app-loader'));

const find = (id: string) => screen.findByTestId(id, {}, { timeout: 4000 });
const features = siteConfigFixture().features;

const personal: PersonalData = {
  user_name: 'Anna', user_surname: 'Ivanova', user_middle_name: '', user_birthday_date: '1990-05-17', user_birthday_place: '', country: '', region: '',
  city: '', registration_address: '', document_type_id: 1, passport_series: '', passport_number: '', passport_date: '', passport_end_date: '',
  passport_issued_by: '', inn: '', login: '1001', email: 'anna@example.test', phone: null, registered_at: '2024-01-02T10:00:00.000Z', user_main_id: 11, user_active_id: 11,
};

const methods = {
  currency: 'RUB', accountId: 11, withdrawable: 250,
  methods: [{ id: 'card', direction: 'deposit', kind: 'card', min: 100, max: 500_000, step: 1, destination: 'none', etaMinutes: 0 }],
};
const payoutMethods = {
  currency: 'RUB', accountId: 11, withdrawable: 250,
  methods: [{ id: 'card-out', direction: 'withdrawal', kind: 'card', min: 10, max: 500_000, step: 1, destination: 'card', etaMinutes: 30 }],
};
const entry = (over: Partial<PaymentHistoryEntry> = {}): PaymentHistoryEntry => ({
  id: 7, status_id: 2, message: 'deposit_completed', translate_message: true, skks_hash: 'abcdef0123456789', timestamp: 1_700_000_000,
  date_payment: '2023-11-14T22:13:20.000Z', status_title: 'Completed', summ: 100, money_deposit_id: 'DP-00000007-ABC', direction: 'deposit',
  currency: 'RUB', method_id: 'card', account_id: 11, ...over,
});

describe('[R21] the personal office', () => {
  it('[R21] the office menu links every office page; /office goes to the account page', async () => {
    const services = officeServices({ 'GET /web-api/office/personal': personal, 'GET /web-api/office/currency/list': { currencies: [] } });
    const app = await renderOffice('/en/office', services);
    await find('office-account');
    expect(app.location()).toBe('/en/office/account');
    const menu = screen.getByRole('navigation', { name: 'Personal office' });
    const hrefs = within(menu).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/en/office/account', '/en/office/security', '/en/office/settings', '/en/office/verification',
      '/en/office/recharge', '/en/office/deduce', '/en/office/historypay', '/en/office/payment/requests',
      '/en/office/history', '/en/office/fair-play', '/en/office/responsible',
      '/en/office/bonuses/deposit', '/en/office/bonuses/wager', '/en/office/casino/vipcashback', '/en/office/casino/premiumcashback',
      '/en/office/promotion', '/en/office/rewards', '/en/office/bringfriend', '/en/office/support', '/en/office/share-idea',
    ]);
  });

  it('[B10] [B25] settings: the odds format offers the nine ids the sports selector offers; the preferences apply at once, the button saves the subscriptions', async () => {
    const settings: Settings = {
      prefs: DEFAULT_PREFERENCES,
      subscriptions: { enable_mail_news: true, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: false },
    };
    const services = officeServices({ 'GET /web-api/office/settings': settings, 'PUT /web-api/office/settings': (req: HttpRequest<unknown>) => of({ ...settings, ...(req.body as object) }) });
    // The one preferences model (here without its server copy, which tests/streams/preferences tests) holds 16.
    services.preferences.set({ oddsFormat: 16 });
    await renderOffice('/en/office/settings', services);
    await find('settings-form');
    const select = screen.getByLabelText('Odds format') as HTMLSelectElement;
    expect([...select.options].map((o) => Number(o.value))).toEqual(ODDS_FORMAT_IDS);
    expect([...select.options].map((o) => o.textContent).slice(-3)).toEqual(['Probability', 'Japanese', 'Decimal, 2 places']);
    expect(select.value).toBe('16');
    fireEvent.change(select, { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'light' } });
    fireEvent.change(screen.getByLabelText('Font size'), { target: { value: 'large' } });
    fireEvent.click(screen.getByLabelText('Light version of the site'));
    // Applied without a save: every page reads the model.
    expect(services.preferences.get()).toMatchObject({ oddsFormat: 15, theme: 'light', fontSize: 'large', lightVersion: true });
    expect((screen.getByLabelText('Odds format') as HTMLSelectElement).value).toBe('15');
    expect(services.preferences.unsynced.get()).toEqual(expect.arrayContaining(['oddsFormat', 'theme', 'fontSize', 'lightVersion']));
    fireEvent.submit(screen.getByTestId('settings-form'));
    await waitFor(() => expect(services.accounts.http.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/web-api/office/settings', body: { subscriptions: settings.subscriptions } }));
    expect(services.accounts.http.calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('prefs');
  });

  it('[R21] identification appears in the menu only when enabled', async () => {
    const config = siteConfigFixture({ features: { ...features, identification: true } });
    const services = officeServices({ 'GET /web-api/office/documents': { documents: [], verificationStatus: 0, identified: false } }, { config });
    await renderOffice('/en/office/identification', services, { config });
    await find('office-identification');
    expect(within(screen.getByRole('navigation', { name: 'Personal office' })).getAllByRole('link').some((a) => a.getAttribute('href') === '/en/office/identification')).toBe(true);
  });

  it('[R21] personal data: a field in the wrong shape gets its message here and nothing is sent; a server refusal shows by its field', async () => {
    const services = officeServices({
      'GET /web-api/office/personal': personal,
      'GET /web-api/office/currency/list': { currencies: [] },
      'PUT /web-api/office/personal': () => refused(400, ['inn: inn_format']),
    });
    await renderOffice('/en/office/account', services);
    const name = await screen.findByLabelText('First name', {}, { timeout: 4000 });
    fireEvent.change(name, { target: { value: 'A1' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Letters only, 2 to 50', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('You must be at least 18')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(services.accounts.http.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(name, { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-05-17' } });
    fireEvent.change(screen.getByLabelText('Taxpayer number'), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('10 or 12 digits', {}, { timeout: 4000 })).toBeTruthy();
    expect(services.accounts.http.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/web-api/office/personal', body: { user_name: 'Anna', inn: '1234567890' } });
  });

  it('[R22] with the recharge modal on, a direct visit to recharge opens the modal on the account page; from an office link the page opens', async () => {
    const config = siteConfigFixture({ features: { ...features, rechargeModal: true } });
    const services = officeServices({
      'GET /web-api/account/data': accountData([rub()]),
      'GET /web-api/office/personal': personal,
      'GET /web-api/office/currency/list': { currencies: [] },
      'GET /web-api/payments/methods': methods,
      'GET /web-api/office/bonuses': { bonuses: [], choice: 0, firstDepositAvailable: false, offer: { percent: 100, cap: 10000, currency: 'RUB', sportWager: 5, casinoWager: 30 } },
    }, { config });
    const direct = await renderOffice('/en/office/recharge', services, { config });
    await find('recharge-modal');
    expect(direct.location()).toBe('/en/office/account?recharge=1');
    const fromOffice = await renderOffice('/en/office/recharge', services, { config, state: { fromOffice: true } });
    await find('office-recharge');
    expect(fromOffice.location()).toBe('/en/office/recharge');
  });

  it('[R17] convert account, status 1: a currency must be chosen here; the chosen one is sent and the main account shows it', async () => {
    const empty = rub({ money: 0 });
    const services = officeServices({
      'GET /web-api/account/data': accountData([empty], { convert_status: 1 }),
      'GET /web-api/office/currency/list': { currencies: [{ iso: 'USD', symbol: '$', currencyId: 2 }, { iso: 'EUR', symbol: '€', currencyId: 3 }] },
      'POST /web-api/office/account/convert': accountData([rub({ money: 0, iso: 'USD', symbol: '$', currencyId: 2 })]),
    });
    await renderOffice('/en/convert-account', services);
    const form = await find('convert-status-1');
    expect(screen.getByTestId('convert-main').textContent).toMatch(/Main account: RUB/);
    const submit = within(form).getByRole('button', { name: 'Convert' });
    fireEvent.click(submit);
    expect(await screen.findByText('Fill in this field')).toBeTruthy();
    expect(services.accounts.http.calls.some((c) => c.url === '/web-api/office/account/convert')).toBe(false);
    fireEvent.change(await within(form).findByLabelText('New currency of the main account', {}, { timeout: 4000 }), { target: { value: 'USD' } });
    await act(async () => { fireEvent.click(submit); });
    expect(await screen.findByText('Done: the main account is now in USD.', {}, { timeout: 4000 })).toBeTruthy();
    expect(services.accounts.http.calls.find((c) => c.url === '/web-api/office/account/convert')).toMatchObject({ method: 'POST', body: { iso: 'USD' } });
    expect(screen.getByTestId('convert-main').textContent).toMatch(/Main account: USD/);
  });

  it('[R17] convert account, status 2 makes an additional account main (a refusal says why); status 0 offers nothing', async () => {
    const services = officeServices({
      'GET /web-api/account/data': accountData([rub({ money: 0 }), eur({ money: 30 })], { convert_status: 2 }),
      'POST /web-api/office/account/convert': () => refused(409, ['The main account has bets in progress'], 'account_has_open_bets'),
    });
    await renderOffice('/en/convert-account', services);
    await find('convert-status-2');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Make EUR the main account' })); });
    expect(await screen.findByText('The main account has bets in progress', {}, { timeout: 4000 })).toBeTruthy();
    expect(services.accounts.http.calls.find((c) => c.url === '/web-api/office/account/convert')).toMatchObject({ body: { id: 12 } });

    const none = officeServices({ 'GET /web-api/account/data': accountData([rub()], { convert_status: 0 }) });
    const app = await renderOffice('/en/convert-account', none);
    await screen.findByTestId('convert-status-0', {}, { timeout: 4000 });
    expect(app.container.querySelector('[data-testid="convert-status-1"], [data-testid="convert-status-2"]')).toBeNull();
  });

  it('[R14] deposit: amounts outside the limits or the step are refused here; a good one goes to the cashier with an Idempotency-Key', async () => {
    const services = officeServices({
      'GET /web-api/account/data': accountData([rub()]),
      'GET /web-api/payments/methods': methods,
      'GET /web-api/office/bonuses': { bonuses: [], choice: 0, firstDepositAvailable: false, offer: { percent: 100, cap: 10000, currency: 'RUB', sportWager: 5, casinoWager: 30 } },
      'POST /web-api/payments/deposit': { paymentId: 9, status_id: 0, redirectUrl: '/cashier/pay/abcdefghijklmnopqrstuvwxyz' },
    });
    await renderOffice('/en/office/recharge', services, { state: { fromOffice: true } });
    await find('deposit-form');
    const amount = await screen.findByLabelText('Amount, RUB', {}, { timeout: 4000 });
    const submit = screen.getByRole('button', { name: 'Continue to payment' });
    fireEvent.change(amount, { target: { value: '99' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/The smallest amount is/, {}, { timeout: 4000 })).toBeTruthy();
    fireEvent.change(amount, { target: { value: '100.5' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/must be a multiple of/, {}, { timeout: 4000 })).toBeTruthy();
    expect(services.accounts.http.calls.some((c) => c.url === '/web-api/payments/deposit')).toBe(false);

    fireEvent.change(amount, { target: { value: '100' } });
    await act(async () => { fireEvent.click(submit); });
    await waitFor(() => expect(services.accounts.opened).toEqual(['/cashier/pay/abcdefghijklmnopqrstuvwxyz']), { timeout: 4000 });
    const call = services.accounts.http.calls.find((c) => c.url === '/web-api/payments/deposit')!;
    expect(call).toMatchObject({ method: 'POST', body: { accountId: 11, methodId: 'card', amount: 100, lang: 'en' } });
    expect(call.headers?.['Idempotency-Key']).toMatch(/^test-key-/);
  });

  it('[R14] withdrawal: never above the withdrawable balance, and the card number is checked', async () => {
    const services = officeServices({
      'GET /web-api/account/data': accountData([rub()]),
      'GET /web-api/payments/methods': payoutMethods,
      'GET /web-api/office/bonuses': { bonuses: [], choice: 0, firstDepositAvailable: false, offer: { percent: 100, cap: 10000, currency: 'RUB', sportWager: 5, casinoWager: 30 } },
      'GET /web-api/payments/history': { items: [], pageNumber: 1, pageSize: 50, total: 0, hasMore: false },
      'POST /web-api/payments/withdraw': { paymentId: 10, status_id: 0, redirectUrl: '/cashier/pay/zyxwvutsrqponmlkjihgfedcba' },
    });
    await renderOffice('/en/office/deduce', services);
    expect((await find('withdrawable')).textContent).toMatch(/250\.00/);
    fireEvent.change(screen.getByLabelText('Amount, RUB'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payout' }));
    expect(await screen.findByText('More than you can withdraw', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Enter a valid card number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount, RUB'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Continue to payout' })); });
    await waitFor(() => expect(services.accounts.opened).toEqual(['/cashier/pay/zyxwvutsrqponmlkjihgfedcba']), { timeout: 4000 });
    expect(services.accounts.http.calls.find((c) => c.url === '/web-api/payments/withdraw')).toMatchObject({ body: { amount: 40, destination: '4242 4242 4242 4242' } });
  });

  it('[R14] payment history: every entry with its status title, amount, method, receipt and provider number', async () => {
    const services = officeServices({
      'GET /web-api/payments/history': {
        items: [entry({ id: 8, direction: 'withdrawal', summ: -40, method_id: 'card-out', status_id: 1, message: 'processing' }), entry()],
        pageNumber: 1, pageSize: 20, total: 2, hasMore: false,
      },
    });
    await renderOffice('/en/office/historypay', services);
    const table = await find('payment-history');
    const rows = within(table).getAllByTestId('payment-row');
    expect(rows.map((r) => r.dataset.status)).toEqual(['1', '2']);
    expect(rows[0]!.textContent).toMatch(/Withdrawal.*Bank card.*−.*40\.00.*Pending.*payment provider is processing/);
    expect(rows[1]!.textContent).toMatch(/Deposit.*\+.*100\.00.*Completed.*Deposit credited.*Receipt abcdef0123456789.*DP-00000007-ABC/);
  });

  it('[R14] onpay: the page shows what the operator knows (pending, not the button pressed) and refreshes the balance once decided', async () => {
    let status: PaymentHistoryEntry['status_id'] = 1;
    const services = officeServices({
      'GET /web-api/payments/7': () => of(entry({ status_id: status, message: status === 1 ? 'cashier_answer_invalid' : 'deposit_completed' })),
      'GET /web-api/account/data': accountData([rub()]),
    });
    let changed = 0;
    services.accounts.paymentsChanged = () => { changed += 1; };
    await renderOffice('/en/onpay/success?paymentId=7', services);
    const page = await find('onpay');
    await waitFor(() => expect(screen.getByTestId('onpay-payment').dataset.status).toBe('1'), { timeout: 4000 });
    expect(page.textContent).toMatch(/Deposit is being processed/);
    expect(page.textContent).toMatch(/could not be read/);
    expect(changed).toBe(0);
    status = 2;
    const again = await renderOffice('/en/onpay/success?paymentId=7', services);
    await waitFor(() => expect(again.container.querySelector('[data-testid="onpay-payment"]')?.getAttribute('data-status')).toBe('2'), { timeout: 4000 });
    expect(again.container.textContent).toMatch(/Deposit successful/);
    // A decided payment refreshes the balance (T15) and checks team cash (T31).
    await waitFor(() => expect(changed).toBe(1), { timeout: 4000 });
  });

  it('[R14] onpay: an unknown result is 404', async () => {
    const services = officeServices({});
    const app = await renderOffice('/en/onpay/withdraw/maybe', services);
    await waitFor(() => expect(app.container.querySelector('[data-testid="page-error"]')?.getAttribute('data-status')).toBe('404'), { timeout: 4000 });
  });

  it('[R21] documents: a file too large or of another type is refused before upload', async () => {
    const services = officeServices({ 'GET /web-api/office/documents': { documents: [], verificationStatus: 0, identified: false } });
    await renderOffice('/en/office/verification', services);
    await find('document-upload');
    const input = screen.getByLabelText('File') as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is larger than 5 MB', {}, { timeout: 4000 })).toBeTruthy();
    const exe = new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' });
    fireEvent.change(input, { target: { files: [exe] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Only PNG, JPEG, WebP or PDF files', {}, { timeout: 4000 })).toBeTruthy();
    expect(services.accounts.http.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('[R21] payment/create-request: topic, then the payment concerned, then the message', async () => {
    const services = officeServices({
      'GET /web-api/payments/history': { items: [entry({ id: 7 })], pageNumber: 1, pageSize: 50, total: 1, hasMore: false },
      'POST /web-api/office/payment-requests': { id: 3, message: 'request_received' },
      'GET /web-api/office/payment-requests': { requests: [{ id: 3, topicId: 'deposit', subTopicId: null, paymentId: 7, text: 'Where is my deposit?', status: 0, createdAt: '2024-01-01T00:00:00Z' }] },
    });
    const app = await renderOffice('/en/office/payment/create-request', services);
    fireEvent.click(await screen.findByRole('link', { name: /A deposit has not arrived/ }, { timeout: 4000 }));
    await find('request-transactions');
    expect(app.location()).toBe('/en/office/payment/create-request/deposit');
    fireEvent.click(within(screen.getByTestId('request-transactions')).getByRole('link'));
    await find('request-form');
    expect(app.location()).toBe('/en/office/payment/create-request/deposit/transactions/7');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('At least 10 characters', {}, { timeout: 4000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Where is my deposit?' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Send the request' })); });
    await find('payment-requests');
    expect(app.location()).toBe('/en/office/payment/requests');
    expect(services.accounts.http.calls.find((c) => c.method === 'POST')).toMatchObject({ body: { topicId: 'deposit', paymentId: 7, subTopicId: null, text: 'Where is my deposit?' } });
  });

  const security = (over: { totp: { enabled: boolean; pending: boolean; recoveryCodesLeft: number } }) => ({
    protection_level: 30, password_changed_at: null, phone: { bound: '+7900•••••67', pending: null }, question: 2, email: 'anna@example.test', email_auth: false,
    protection_methods: { is_changed_password: false, enable_two_factor_auth: over.totp.enabled, enable_phone_binding: true, enable_security_question: true, enable_email_auth: false },
    ...over,
  });

  it('issue 20 #3: set-up shows the key as a QR code; turned on, the ten recovery codes show once', async () => {
    const otpauthUrl = 'otpauth://totp/BetArena:anna%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=BetArena';
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);
    const services = officeServices({
      'GET /web-api/office/security': security({ totp: { enabled: false, pending: false, recoveryCodesLeft: 0 } }),
      'POST /web-api/office/security/totp/setup': { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl },
      'POST /web-api/office/security/totp/enable': { ...security({ totp: { enabled: true, pending: false, recoveryCodesLeft: 10 } }), recoveryCodes: codes },
    });
    await renderOffice('/en/office/security', services);
    fireEvent.click(await find('totp-setup'));
    const qr = await find('totp-qr');
    expect(qr.getAttribute('aria-label')).toBe('QR code for the authenticator app');
    // A real QR code: finder patterns at three corners (the first dark module sits inside the quiet zone's edge).
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const shown = await find('recovery-codes');
    expect(within(shown).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    fireEvent.click(screen.getByTestId('recovery-codes-saved'));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
    expect(screen.getByTestId('recovery-codes-left').textContent).toBe('Recovery codes left: 10');
    // The form to turn it off comes without a complaint left over from turning it on.
    expect(within(screen.getByTestId('totp-form')).getByLabelText('Code from the app or a recovery code')).toBeTruthy();
    expect(screen.queryByText('Enter a code from the app or a recovery code')).toBeNull();
  }, 15_000);

  it('issue 20 #3: with 2FA on, the password change, unbinding the phone and removing the question ask for a code first', async () => {
    const sent: unknown[] = [];
    const services = officeServices({
      'GET /web-api/office/security': security({ totp: { enabled: true, pending: false, recoveryCodesLeft: 7 } }),
      'POST /web-api/office/security/password': (req: HttpRequest<unknown>) => {
        sent.push(req.body);
        return refused(400, ['code: code_wrong']);
      },
      'POST /web-api/office/security/phone/unbind': (req: HttpRequest<unknown>) => {
        sent.push(req.body);
        return of(security({ totp: { enabled: true, pending: false, recoveryCodesLeft: 7 } }));
      },
    });
    await renderOffice('/en/office/security', services);
    const form = await find('change-password');
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'Old-pass-123' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'New-pass-456' } });
    fireEvent.change(within(form).getByLabelText('Repeat the new password'), { target: { value: 'New-pass-456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Enter a code from the app or a recovery code')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Code from the app or a recovery code'), { target: { value: '000000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The code is wrong or has expired')).toBeTruthy();
    expect(sent).toEqual([{ currentPassword: 'Old-pass-123', newPassword: 'New-pass-456', repeatPassword: 'New-pass-456', code: '000000' }]);

    const unbind = screen.getByTestId('phone-unbind');
    fireEvent.click(within(unbind).getByRole('button', { name: 'Unlink' }));
    expect(await within(unbind).findByText('Enter a code from the app or a recovery code')).toBeTruthy();
    fireEvent.change(within(unbind).getByLabelText('Code from the app or a recovery code'), { target: { value: 'abcde-fghjk' } });
    fireEvent.click(within(unbind).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ code: 'abcde-fghjk' }));
    expect(within(screen.getByTestId('question-remove')).getByLabelText('Code from the app or a recovery code')).toBeTruthy();
  }, 15_000);
});
