import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BonusesSchema, CashbackSchema, DocumentListSchema, PersonalDataSchema, PromoListSchema, ReferralSchema, RewardsSchema, SecuritySchema,
  SettingsSchema, TicketListSchema, TicketThreadSchema, PaymentRequestListSchema, IdeaListSchema, TotpEnabledAnswerSchema,
} from '../../streams/schemas/office.ts';
import { lockAccount, post } from '../../server/money/ledger.ts';
import { totpCode } from '../../server/auth/totp.ts';
import { parseMultipart, sniffMime } from '../../server/routes/office/documents.ts';
import { lastFullWeek } from '../../server/routes/office/rewards.ts';
import { createTestApp, send, XHR, type TestApp } from './support/test-app.ts';
import { createMoneyUser, newKey, type MoneyUser } from './support/office-users.ts';
import { CouponPromoCodesAnswerSchema } from '../../streams/schemas/coupon.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----betsite' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const [k, val] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${val}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('personal office API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (u: MoneyUser, url: string) => t.app.inject({ url, headers: u.headers });

  const goodPersonal = {
    user_name: 'Anna', user_surname: 'Ivanova-Petrova', user_middle_name: '', user_birthday_date: '1990-05-17', user_birthday_place: 'Kazan',
    country: 'Russia', region: 'Tatarstan', city: 'Kazan', registration_address: 'Lenina 1, 12', document_type_id: 1,
    passport_series: '9204', passport_number: '123456', passport_date: '2010-06-01', passport_end_date: '', passport_issued_by: 'OVD Kazan', inn: '',
  };

  it('[R21] personal data: saved and read back; every field in the wrong shape is refused by name, nothing written', async () => {
    const u = await createMoneyUser(t.db);
    expect((await t.app.inject({ url: '/web-api/office/personal' })).statusCode).toBe(401);
    const saved = await send(t.app, 'PUT', '/web-api/office/personal', goodPersonal, u.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    const p = v.parse(PersonalDataSchema, saved.json());
    expect(p).toMatchObject({ ...goodPersonal, login: u.login, user_main_id: u.mainAccountId, user_active_id: u.mainAccountId });

    const bad = await send(t.app, 'PUT', '/web-api/office/personal', {
      ...goodPersonal, user_name: 'A1', user_birthday_date: '2020-01-01', inn: '123', passport_date: '2099-01-01', passport_end_date: '2000-01-01',
    }, u.headers);
    expect(bad.statusCode).toBe(400);
    const details = (bad.json() as { errors: { detail: string }[] }).errors.map((e) => e.detail);
    expect(details).toEqual(expect.arrayContaining(['user_name: name_format', 'user_birthday_date: too_young', 'inn: inn_format']));
    const invalidDate = await send(t.app, 'PUT', '/web-api/office/personal', { ...goodPersonal, passport_date: '2011-02-30' }, u.headers);
    expect(invalidDate.json().errors[0].detail).toBe('passport_date: date_format');
    const order = await send(t.app, 'PUT', '/web-api/office/personal', { ...goodPersonal, passport_end_date: '2009-01-01' }, u.headers);
    expect(order.json().errors.map((e: { detail: string }) => e.detail)).toEqual(['passport_end_date: end_before_issue']);
    expect(v.parse(PersonalDataSchema, (await get(u, '/web-api/office/personal')).json()).user_name).toBe('Anna');
  });

  it('[B25] [B10] settings: preferences and subscription flags saved, any of the nine odds formats; a wrong value is refused', async () => {
    const u = await createMoneyUser(t.db);
    const s0 = v.parse(SettingsSchema, (await get(u, '/web-api/office/settings')).json());
    expect(s0.prefs).toMatchObject({ timeZone: 3, oddsFormat: 0, viewType: 0, cashbackOption: 0 });
    const res = await send(t.app, 'PUT', '/web-api/office/settings', { prefs: { oddsFormat: 2, viewType: 1, is12h: true, cashbackOption: 1 }, subscriptions: { enable_mail_bets: true, enable_sms_news: true } }, u.headers);
    expect(res.statusCode, res.body).toBe(200);
    const s1 = v.parse(SettingsSchema, (await get(u, '/web-api/office/settings')).json());
    expect(s1.prefs).toMatchObject({ oddsFormat: 2, viewType: 1, is12h: true, cashbackOption: 1, timeZone: 3 });
    expect(s1.subscriptions).toMatchObject({ enable_mail_bets: true, enable_sms_news: true, enable_mail_news: true });
    expect((await send(t.app, 'PUT', '/web-api/office/settings', { prefs: { oddsFormat: 3 } }, u.headers)).statusCode).toBe(400);
    // [B10] every odds format the selectors offer is kept, 14, 15 and 16 too
    expect((await send(t.app, 'PUT', '/web-api/office/settings', { prefs: { oddsFormat: 16 } }, u.headers)).statusCode).toBe(200);
    expect(v.parse(SettingsSchema, (await get(u, '/web-api/office/settings')).json()).prefs.oddsFormat).toBe(16);
    // The cashback option shows on the account: points (1).
    const data = (await get(u, '/web-api/account/data')).json();
    expect(data.balance.isPointsTypeBalance).toBe(true);
  });

  it('[B13] change password: the old one is checked; old tokens stop working and the new token works', async () => {
    const u = await createMoneyUser(t.db, { password: 'Old-pass-123' });
    const wrong = await send(t.app, 'POST', '/web-api/office/security/password', { currentPassword: 'nope', newPassword: 'New-pass-456', repeatPassword: 'New-pass-456' }, u.headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors[0].detail).toBe('currentPassword: password_wrong');
    const mismatch = await send(t.app, 'POST', '/web-api/office/security/password', { currentPassword: 'Old-pass-123', newPassword: 'New-pass-456', repeatPassword: 'New-pass-457' }, u.headers);
    expect(mismatch.json().errors[0].detail).toBe('repeatPassword: password_mismatch');
    expect((await send(t.app, 'POST', '/web-api/office/security/password', { currentPassword: 'Old-pass-123', newPassword: 'short', repeatPassword: 'short' }, u.headers)).json().errors[0].detail).toBe('newPassword: password_short');
    const ok = await send(t.app, 'POST', '/web-api/office/security/password', { currentPassword: 'Old-pass-123', newPassword: 'New-pass-456', repeatPassword: 'New-pass-456' }, u.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().token as string;
    expect(ok.cookies.find((c) => c.name === 'user_token')?.value).toBe(token);
    expect((await get(u, '/web-api/office/security')).statusCode).toBe(401);
    const sec = v.parse(SecuritySchema, (await t.app.inject({ url: '/web-api/office/security', headers: { authorization: `Bearer ${token}` } })).json());
    expect(sec.protection_methods.is_changed_password).toBe(true);
    expect(sec.protection_level).toBe(20);
    const hash = await t.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [u.id]);
    const { verifyPassword } = await import('../../server/auth/passwords.ts');
    expect(await verifyPassword('New-pass-456', hash!.password_hash)).toBe(true);
  });

  it('[B13] TOTP (RFC 6238): the RFC test vector, enabling with a real code (and ten recovery codes once), no replay, disabling', async () => {
    // RFC 6238 appendix B, SHA-1 key "12345678901234567890", T = 59 s -> 94287082 (8 digits) -> 287082 (6 digits).
    const rfcKey = new TextEncoder().encode('12345678901234567890');
    expect(totpCode(rfcKey, 59_000)).toBe('287082');
    expect(totpCode(rfcKey, 1111111109_000)).toBe('081804');

    const u = await createMoneyUser(t.db);
    const setup = await send(t.app, 'POST', '/web-api/office/security/totp/setup', undefined, u.headers);
    const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/BetArena:.+\?secret=[A-Z2-7]+&issuer=BetArena/);
    const wrong = await send(t.app, 'POST', '/web-api/office/security/totp/enable', { code: totpCode(secret, Date.now() - 10 * 60_000) }, u.headers);
    expect(wrong.json().errors[0].detail).toBe('code: code_wrong');
    const code = totpCode(secret);
    const on = await send(t.app, 'POST', '/web-api/office/security/totp/enable', { code }, u.headers);
    expect(on.statusCode, on.body).toBe(200);
    const enabled = v.parse(TotpEnabledAnswerSchema, on.json());
    expect(enabled).toMatchObject({ totp: { enabled: true, pending: false, recoveryCodesLeft: 10 }, protection_level: 30 });
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    // Shown once: the security page never answers them again, and the database keeps only hashes.
    expect(JSON.stringify((await get(u, '/web-api/office/security')).json())).not.toContain(enabled.recoveryCodes[0]);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1', [u.id]);
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash).join()).not.toContain(enabled.recoveryCodes[0]!.replace('-', ''));
    // The code used to enable cannot be used again.
    expect((await send(t.app, 'POST', '/web-api/office/security/totp/disable', { code }, u.headers)).json().errors[0].detail).toBe('code: code_wrong');
    expect((await send(t.app, 'POST', '/web-api/office/security/totp/setup', undefined, u.headers)).statusCode).toBe(409);
    expect((await send(t.app, 'POST', '/web-api/office/security/totp/disable', { code: '000000' }, u.headers)).statusCode).toBe(400);
    expect((await send(t.app, 'POST', '/web-api/office/security/totp/disable', {}, u.headers)).json().errors[0].code).toBe('second_factor_required');
    const off = await send(t.app, 'POST', '/web-api/office/security/totp/disable', { code: totpCode(secret, Date.now() + 30_000) }, u.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(v.parse(SecuritySchema, off.json()).totp).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    expect(await t.db.query('SELECT 1 FROM totp_recovery_codes WHERE user_id = $1', [u.id])).toEqual([]);
  });

  it('[B13] phone binding by SMS code, security question and e-mail authentication add up to the level', async () => {
    const u = await createMoneyUser(t.db);
    expect((await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: '12345' }, u.headers)).json().errors[0].detail).toBe('phone: phone_format');
    const sent = v.parse(SecuritySchema, (await send(t.app, 'POST', '/web-api/office/security/phone/send', { phone: '+79001234567' }, u.headers)).json());
    expect(sent.phone.pending).toBe('+790••••••67');
    const outbox = await t.db.one<{ code: string }>(`SELECT code FROM dev_outbox WHERE purpose = $1 ORDER BY id DESC LIMIT 1`, [`phone_binding:${u.id}`]);
    const wrongCode = outbox!.code === '111111' ? '222222' : '111111';
    expect((await send(t.app, 'POST', '/web-api/office/security/phone/confirm', { code: wrongCode }, u.headers)).json().errors[0].detail).toBe('code: wrong_code');
    const bound = v.parse(SecuritySchema, (await send(t.app, 'POST', '/web-api/office/security/phone/confirm', { code: outbox!.code }, u.headers)).json());
    expect(bound.phone).toEqual({ bound: '+790••••••67', pending: null });
    const q = v.parse(SecuritySchema, (await send(t.app, 'PUT', '/web-api/office/security/question', { questionId: 2, answer: 'Rex' }, u.headers)).json());
    expect(q.question).toBe(2);
    const e = v.parse(SecuritySchema, (await send(t.app, 'PUT', '/web-api/office/security/email-auth', { enabled: true }, u.headers)).json());
    expect(e.protection_level).toBe(20 + 15 + 15);
  });

  it('[R21] documents: an image or PDF is kept and served back to its owner only; other types, empty and oversized files are refused', async () => {
    const u = await createMoneyUser(t.db);
    const other = await createMoneyUser(t.db);
    const upload = (who: MoneyUser, fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
      const body = multipart(fields, file);
      return t.app.inject({ method: 'POST', url: '/web-api/office/documents', payload: body.payload, headers: { ...XHR, ...who.headers, 'content-type': body.contentType } });
    };
    const png = await upload(u, { purpose: 'verification', kind: 'passport' }, { name: '../../passport scan.png', type: 'image/png', data: PNG });
    expect(png.statusCode, png.body).toBe(201);
    const listed = v.parse(DocumentListSchema, png.json());
    expect(listed.documents[0]).toMatchObject({ kind: 'passport', mime: 'image/png', size: PNG.length, status: 0, fileName: 'passport scan.png' });
    expect(listed.verificationStatus).toBe(1);
    const pdf = await upload(u, { purpose: 'verification', kind: 'address_proof' }, { name: 'bill.pdf', type: 'application/octet-stream', data: PDF });
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().document.mime).toBe('application/pdf');

    const exe = await upload(u, { purpose: 'verification', kind: 'passport' }, { name: 'photo.png', type: 'image/png', data: Buffer.from('MZ\x90\x00 not an image') });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().errors[0].detail).toBe('file: file_type');
    const big = await upload(u, { purpose: 'verification', kind: 'passport' }, { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0].detail).toBe('file: file_too_large');
    expect((await upload(u, { purpose: 'verification', kind: 'passport' })).json().errors[0].detail).toBe('file: file_missing');
    expect((await upload(u, { purpose: 'verification', kind: 'tattoo' }, { name: 'a.png', type: 'image/png', data: PNG })).statusCode).toBe(400);

    const id = listed.documents[0]!.id;
    const file = await get(u, `/web-api/office/documents/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await get(other, `/web-api/office/documents/${id}/file`)).statusCode).toBe(404);
    const docs = v.parse(DocumentListSchema, (await get(u, '/web-api/office/documents?purpose=verification')).json());
    expect(docs.documents).toHaveLength(2);
    // Accepted by the verification team: the user config says verified.
    await send(t.app, 'POST', `/web-api/dev/documents/${id}/review`, { status: 1 });
    expect((await get(u, '/web-api/user/config')).json().result).toMatchObject({ verification_status: 2, verification_types: ['passport'] });
    expect((await send(t.app, 'DELETE', `/web-api/office/documents/${id}`, undefined, u.headers)).statusCode).toBe(409);
    expect(sniffMime(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(() => parseMultipart(Buffer.from('garbage'), 'multipart/form-data; boundary=x')).toThrow();
  });

  it('[R21] support: a ticket with its conversation; support answers; a closed ticket takes no message', async () => {
    const u = await createMoneyUser(t.db);
    const short = await send(t.app, 'POST', '/web-api/office/support/tickets', { category: 'payments', subject: 'Hi', message: 'short' }, u.headers);
    expect(short.json().errors.map((e: { detail: string }) => e.detail)).toEqual(['subject: subject_short', 'message: message_short']);
    const created = await send(t.app, 'POST', '/web-api/office/support/tickets', { category: 'payments', subject: 'Deposit question', message: 'Where is my deposit of 100?' }, u.headers);
    expect(created.statusCode).toBe(201);
    const thread = v.parse(TicketThreadSchema, created.json());
    expect(thread.messages.map((m) => [m.author, m.body || m.template])).toEqual([['user', 'Where is my deposit of 100?'], ['support', 'received']]);
    await send(t.app, 'POST', `/web-api/dev/support/${thread.ticket.id}/reply`, { message: 'It is credited now.' });
    const reply = v.parse(TicketThreadSchema, (await send(t.app, 'POST', `/web-api/office/support/tickets/${thread.ticket.id}/messages`, { message: 'Thanks!' }, u.headers)).json());
    expect(reply.messages.map((m) => m.author)).toEqual(['user', 'support', 'support', 'user']);
    expect(reply.ticket.status).toBe('open');
    const list = v.parse(TicketListSchema, (await get(u, '/web-api/office/support/tickets')).json());
    expect(list.tickets).toHaveLength(1);
    await send(t.app, 'POST', `/web-api/office/support/tickets/${thread.ticket.id}/close`, undefined, u.headers);
    expect((await send(t.app, 'POST', `/web-api/office/support/tickets/${thread.ticket.id}/messages`, { message: 'again' }, u.headers)).statusCode).toBe(409);
    const other = await createMoneyUser(t.db);
    expect((await get(other, `/web-api/office/support/tickets/${thread.ticket.id}`)).statusCode).toBe(404);
  });

  it('[R21] promo codes: points, a bonus with wagering, once per user; unknown and expired codes are refused', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'nosuch1' }, u.headers)).json().errors[0].detail).toBe('code: promo_not_found');
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'OLDPROMO' }, u.headers)).json().errors[0].detail).toBe('code: promo_expired');
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'welcome100' }, u.headers)).json()).toEqual({ message: 'promo_activated', rewardKind: 'points', rewardValue: 100 });
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'WELCOME100' }, u.headers)).json().errors[0].detail).toBe('code: promo_used');
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'SPORT500' }, u.headers)).statusCode).toBe(200);
    const list = v.parse(PromoListSchema, (await get(u, '/web-api/office/promo')).json());
    expect(list.activations.map((a) => a.code).sort()).toEqual(['SPORT500', 'WELCOME100']);
    const data = (await get(u, '/web-api/account/data')).json();
    expect(data.balance.points).toBe(100);
    expect(data.bonus.money).toBe(500);
    const bonuses = v.parse(BonusesSchema, (await get(u, '/web-api/office/bonuses')).json());
    expect(bonuses.bonuses[0]).toMatchObject({ kind: 'promo', amount: 500, wagerRequired: 1500, wagered: 0, progress: 0, status: 'active' });
  });

  it('[R21] [B01] a free-bet promo code gives a coupon free bet in the main currency, listed for the coupon', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    expect((await get(u, '/web-api/coupon/promo-codes')).json()).toEqual({ promoCodes: [] });
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'freebet200' }, u.headers)).json()).toEqual({ message: 'promo_activated', rewardKind: 'freebet', rewardValue: 200 });
    const { promoCodes } = v.parse(CouponPromoCodesAnswerSchema, (await get(u, '/web-api/coupon/promo-codes')).json());
    expect(promoCodes).toHaveLength(1);
    expect(promoCodes[0]).toMatchObject({ amount: 200, currency: 'RUB', minCoef: 1.5 });
    expect(promoCodes[0]!.code).toMatch(/^FB[A-Z2-9]{8}$/);
    // Once per user, like every office promo code; no money moved.
    expect((await send(t.app, 'POST', '/web-api/office/promo', { code: 'FREEBET200' }, u.headers)).json().errors[0].detail).toBe('code: promo_used');
    expect((await get(u, '/web-api/account/data')).json().bonus?.money ?? 0).toBe(0);
  });

  it('[R21] wagering progress: stakes count towards the bonus; once done the bonus money becomes real money', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    await send(t.app, 'PUT', '/web-api/office/bonuses/choice', { choice: 1 }, u.headers);
    const start = (await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', amount: 200, bonusChoice: 1 }, { ...u.headers, 'idempotency-key': newKey() })).json();
    await send(t.app, 'POST', `/web-api/cashier/${start.redirectUrl.split('/').pop()}`, { outcome: 'success', cardNumber: '4242424242424242', cardExpiry: '12/39', cardCvc: '123' });
    let b = v.parse(BonusesSchema, (await get(u, '/web-api/office/bonuses')).json());
    expect(b.choice).toBe(1);
    expect(b.bonuses[0]).toMatchObject({ kind: 'first_deposit_sport', amount: 200, wagerMultiplier: 5, wagerRequired: 1000, progress: 0 });
    const stake = (minor: number) => t.db.transaction(async (tx) => {
      await lockAccount(tx, u.mainAccountId, u.id);
      await post(tx, { accountId: u.mainAccountId, amountMinor: -minor, kind: 'bet_stake' });
      await post(tx, { accountId: u.mainAccountId, amountMinor: minor, kind: 'bet_payout' });
    });
    await stake(20_000);
    await stake(20_000);
    b = v.parse(BonusesSchema, (await get(u, '/web-api/office/bonuses')).json());
    expect(b.bonuses[0]).toMatchObject({ wagered: 400, progress: 40, status: 'active' });
    for (let i = 0; i < 3; i += 1) await stake(20_000);
    b = v.parse(BonusesSchema, (await get(u, '/web-api/office/bonuses')).json());
    expect(b.bonuses[0]).toMatchObject({ progress: 100, status: 'completed' });
    const data = (await get(u, '/web-api/account/data')).json();
    expect(data.all_accounts.map((a: { type: number; money: number }) => [a.type, a.money])).toEqual([[0, 400], [4, 0]]);
  });

  it('[B25] cashback: 5 % of last week\'s net loss once the deposits are made, as money or as points, once a week', async () => {
    const u = await createMoneyUser(t.db, { currency: 'RUB' });
    const notYet = v.parse(CashbackSchema, (await get(u, '/web-api/office/cashback/vip')).json());
    expect(notYet).toMatchObject({ eligible: false, percent: 5, requirement: { deposits: 10_000, made: 0 } });
    expect((await send(t.app, 'POST', '/web-api/office/cashback/vip/claim', undefined, u.headers)).json().errors[0].code).toBe('cashback_not_eligible');
    await t.db.query(`INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, status_id) VALUES ($1, $2, 'deposit', 'card', 2000000, 'RUB', 2)`, [u.id, u.mainAccountId]);
    const week = lastFullWeek();
    await t.db.transaction(async (tx) => {
      await lockAccount(tx, u.mainAccountId, u.id);
      await post(tx, { accountId: u.mainAccountId, amountMinor: 2_000_000, kind: 'deposit' });
      await post(tx, { accountId: u.mainAccountId, amountMinor: -100_000, kind: 'bet_stake' });
      await post(tx, { accountId: u.mainAccountId, amountMinor: 20_000, kind: 'bet_payout' });
    });
    await t.db.query(`UPDATE ledger_entries SET created_at = $2::date + interval '1 day' WHERE account_id = $1 AND kind LIKE 'bet_%'`, [u.mainAccountId, week.start]);
    const c = v.parse(CashbackSchema, (await get(u, '/web-api/office/cashback/vip')).json());
    expect(c).toMatchObject({ eligible: true, loss: 800, amount: 40, claimed: false, option: 0 });
    const claimed = v.parse(CashbackSchema, (await send(t.app, 'POST', '/web-api/office/cashback/vip/claim', undefined, u.headers)).json());
    expect(claimed.claimed).toBe(true);
    expect(claimed.history).toHaveLength(1);
    expect((await get(u, '/web-api/account/data')).json().balance.money).toBe(20_000 - 1000 + 200 + 40);
    expect((await send(t.app, 'POST', '/web-api/office/cashback/vip/claim', undefined, u.headers)).json().errors[0].code).toBe('cashback_claimed');
    const premium = v.parse(CashbackSchema, (await get(u, '/web-api/office/cashback/premium')).json());
    expect(premium).toMatchObject({ eligible: false, percent: 10, requirement: { deposits: 100_000, made: 20_000 } });
  });

  it('[R21] bring a friend: a referral link; friends who deposit earn points once', async () => {
    const u = await createMoneyUser(t.db);
    const r = v.parse(ReferralSchema, (await get(u, '/web-api/office/referral')).json());
    expect(r.path).toBe(`/registration?bf=${r.code}`);
    expect(r).toMatchObject({ invited: 0, deposited: 0, claimable: 0 });
    const friend = await createMoneyUser(t.db);
    await t.db.query(`UPDATE users SET referral_values = $2::jsonb WHERE id = $1`, [friend.id, JSON.stringify({ bf: r.code })]);
    await t.db.query(`INSERT INTO payments (user_id, account_id, direction, method_id, amount_minor, currency, status_id) VALUES ($1, $2, 'deposit', 'card', 10000, 'RUB', 2)`, [friend.id, friend.mainAccountId]);
    const r2 = v.parse(ReferralSchema, (await get(u, '/web-api/office/referral')).json());
    expect(r2).toMatchObject({ invited: 1, deposited: 1, claimable: 1 });
    const claimed = v.parse(ReferralSchema, (await send(t.app, 'POST', '/web-api/office/referral/claim', undefined, u.headers)).json());
    expect(claimed).toMatchObject({ rewarded: 1, claimable: 0 });
    expect((await send(t.app, 'POST', '/web-api/office/referral/claim', undefined, u.headers)).statusCode).toBe(409);
    const rewards = v.parse(RewardsSchema, (await get(u, '/web-api/office/rewards')).json());
    expect(rewards.points).toBe(100);
    expect(rewards.rewards.find((x) => x.id === 'friend')).toMatchObject({ achieved: true, claimed: false });
    const after = v.parse(RewardsSchema, (await send(t.app, 'POST', '/web-api/office/rewards/friend/claim', undefined, u.headers)).json());
    expect(after.points).toBe(350);
    expect((await send(t.app, 'POST', '/web-api/office/rewards/friend/claim', undefined, u.headers)).statusCode).toBe(409);
    expect((await send(t.app, 'POST', '/web-api/office/rewards/first_deposit/claim', undefined, u.headers)).json().errors[0].code).toBe('reward_not_achieved');
  });

  it('[R21] ideas and payment requests (topics with a transaction or a sub-topic)', async () => {
    const u = await createMoneyUser(t.db);
    expect((await send(t.app, 'POST', '/web-api/office/ideas', { category: 'sports', text: 'too short' }, u.headers)).json().errors[0].detail).toBe('text: idea_short');
    expect((await send(t.app, 'POST', '/web-api/office/ideas', { category: 'sports', text: 'Please add corners markets to live football.' }, u.headers)).statusCode).toBe(201);
    expect(v.parse(IdeaListSchema, (await get(u, '/web-api/office/ideas')).json()).ideas).toHaveLength(1);

    const start = (await send(t.app, 'POST', '/web-api/payments/deposit', { accountId: u.mainAccountId, methodId: 'card', amount: 100 }, { ...u.headers, 'idempotency-key': newKey() })).json();
    const noTx = await send(t.app, 'POST', '/web-api/office/payment-requests', { topicId: 'deposit', text: 'My deposit is missing.' }, u.headers);
    expect(noTx.json().errors[0].detail).toBe('paymentId: required');
    const wrongDirection = await send(t.app, 'POST', '/web-api/office/payment-requests', { topicId: 'withdrawal', paymentId: start.paymentId, text: 'My payout is late.' }, u.headers);
    expect(wrongDirection.json().errors[0].detail).toBe('paymentId: payment_unknown');
    expect((await send(t.app, 'POST', '/web-api/office/payment-requests', { topicId: 'deposit', paymentId: start.paymentId, text: 'My deposit is missing.' }, u.headers)).statusCode).toBe(201);
    expect((await send(t.app, 'POST', '/web-api/office/payment-requests', { topicId: 'methods', subTopicId: 'nope', text: 'Which cards do you take?' }, u.headers)).json().errors[0].detail).toBe('subTopicId: required');
    expect((await send(t.app, 'POST', '/web-api/office/payment-requests', { topicId: 'methods', subTopicId: 'card', text: 'Which cards do you take?' }, u.headers)).statusCode).toBe(201);
    const list = v.parse(PaymentRequestListSchema, (await get(u, '/web-api/office/payment-requests')).json());
    expect(list.requests.map((r) => [r.topicId, r.subTopicId, r.paymentId])).toEqual([['methods', 'card', null], ['deposit', null, start.paymentId]]);
  });
});
