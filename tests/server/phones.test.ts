import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhoneCountriesAnswerSchema, PhoneMasksAnswerSchema } from '../../streams/schemas/phone-book.ts';
import { createTestApp, send, type TestApp } from './support/test-app.ts';

const fieldsOf = (res: { json(): unknown }) => Object.fromEntries(((res.json() as { errors: Array<{ field?: string; reason?: string }> }).errors).map((e) => [e.field, e.reason]));

describe('phone countries, masks and numbers by country (C13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('[C13] the phone countries request answers id, name in the asked language, ISO code and calling code', async () => {
    const ru = v.parse(PhoneCountriesAnswerSchema, (await t.app.inject({ url: '/web-api/phone/countries', headers: { 'x-language': 'ru' } })).json());
    const en = v.parse(PhoneCountriesAnswerSchema, (await t.app.inject({ url: '/web-api/phone/countries', headers: { 'x-language': 'en' } })).json());
    expect(en.countries.find((c) => c.code === 'KZ')).toEqual({ id: 3, name: 'Kazakhstan', code: 'KZ', phoneCode: '7' });
    expect(ru.countries.find((c) => c.code === 'KZ')?.name).toBe('Казахстан');
  });

  it('[C13] the phone masks request answers each country\'s national format with its digit bounds', async () => {
    const { masks } = v.parse(PhoneMasksAnswerSchema, (await t.app.inject({ url: '/web-api/phone/masks' })).json());
    const ru = masks.find((m) => m.CountryId === 1)!;
    expect(ru.Mask).toBe('XXX XXX-XX-XX');
    expect(ru.Min).toBe(10);
    const az = masks.find((m) => m.CountryId === 4)!;
    expect(az).toMatchObject({ Mask: 'XX XXX XX XX', Min: 9, Max: 9 });
    expect(masks.find((m) => m.CountryId === 10)?.Mask).toBe('(XXX) XXX-XXXX');
  });

  it('[C13] the server refuses a number its country\'s plan does not allow, and takes a valid one', async () => {
    // Eight digits pass a plain length rule but are no Russian number; nine digits are an Azerbaijani one, not a Russian one.
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/sms/send', { 'phone-code': '7', 'phone-number': '91234567' }))).toEqual({ 'phone-number': 'invalid' });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/login/phone', { country_code: '7', phone_number: '501234567', uPassword: 'x1234567' }))).toEqual({ phone_number: 'invalid' });
    expect(fieldsOf(await send(t.app, 'POST', '/web-api/auth/registration', {
      type: 'full_reg', currency: 'RUB', country_id: 1, agree: true, email: 'ph@example.com', password: 'abcdefg1', password_confirm: 'abcdefg1',
      user_name: 'Ph', user_surname: 'One', birth_date: '1990-01-01', phone_code: '7', phone_number: '912 345',
    }))).toEqual({ phone_number: 'invalid' });
    const ok = await send(t.app, 'POST', '/web-api/auth/sms/send', { 'phone-code': '7', 'phone-number': '912 345-67-89' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
