import * as v from 'valibot';
import { AsYouType, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { PhoneLoginBodySchema, PhoneRegSchema, SendSmsBodySchema, TransferSendBodySchema } from './auth';

// Phone numbers by country (C13): a number is checked by its country's numbering plan (libphonenumber-js), the same
// way on the client (forms) and the server (request bodies), so a number is refused for the same reason on both. The
// phone countries and masks answers are in phone-book.ts, so the calls load without the library.

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** True when the national number is a valid number of the calling code's numbering plan. */
export function isValidPhone(phoneCode: string, national: string): boolean {
  const code = digitsOf(phoneCode);
  const digits = digitsOf(national);
  return code !== '' && digits !== '' && isValidPhoneNumber(`+${code}${digits}`);
}

/**
 * The national number as it is written in the country (e.g. RU 912 345-67-89, UA 50 123 4567), as far as it is
 * typed. The country's national pattern where it has one without the trunk prefix, else the international grouping.
 */
export function formatNationalPhone(iso: string, phoneCode: string, typed: string): string {
  const digits = digitsOf(typed);
  if (digits === '') return '';
  const national = new AsYouType(iso as CountryCode).input(digits);
  if (/\D/.test(national) && digitsOf(national) === digits) return national;
  const international = new AsYouType().input(`+${digitsOf(phoneCode)}${digits}`).replace(/^\+\d+\s?/, '');
  return digitsOf(international) === digits ? international : digits;
}

/**
 * A body check: the number field is refused ('invalid') unless it is a valid number of the code field's country.
 * Runs once the body passed its field checks, so a missing or malformed field keeps its own reason.
 */
export function phoneOfCountry<T extends Record<string, unknown>>(codeKey: keyof T & string, numberKey: keyof T & string): v.BaseValidation<T, T, v.CheckIssue<T>> {
  const check = v.check<T, 'invalid'>((body) => isValidPhone(String(body[codeKey]), String(body[numberKey])), 'invalid');
  // The key is one of T's, which the generic signature cannot show valibot's path type.
  return v.forward(check, [numberKey] as never);
}

// The bodies with a phone, their number checked by the plan (server routes and the client's forms use these).
export const PhoneRegByPlanSchema = v.pipe(PhoneRegSchema, phoneOfCountry('phone_code', 'phone_number'));
export const SendSmsByPlanSchema = v.pipe(SendSmsBodySchema, phoneOfCountry('phone-code', 'phone-number'));
export const PhoneLoginByPlanSchema = v.pipe(PhoneLoginBodySchema, phoneOfCountry('country_code', 'phone_number'));
export const TransferSendByPlanSchema = v.pipe(TransferSendBodySchema, phoneOfCountry('country_code', 'phone'));
