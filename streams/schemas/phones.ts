import * as v from 'valibot';
import { AsYouType, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { Id, int } from './numbers';

// Phone countries and phone masks (C13, SPEC.md section 4 "Phone country: id, name, code, phoneCode. Phone mask:
// CountryId, Mask, Min, Max"). A phone number is checked by its country's numbering plan (libphonenumber-js), the
// same way on the client (forms) and the server (request bodies), so a number is refused for the same reason on both.

/** GET /web-api/phone/countries: the countries a phone number may belong to, names in the asked language. */
export const PhoneCountrySchema = v.object({
  id: Id,
  name: v.pipe(v.string(), v.maxLength(100)),
  /** ISO 3166-1 alpha-2. */
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  /** The calling code without '+'. */
  phoneCode: v.pipe(v.string(), v.regex(/^\d{1,4}$/)),
});
export type PhoneCountry = v.InferOutput<typeof PhoneCountrySchema>;
export const PhoneCountriesAnswerSchema = v.object({ countries: v.pipe(v.array(PhoneCountrySchema), v.maxLength(300)) });

/** GET /web-api/phone/masks: how a national number of a country is written (X a digit) and its digit count bounds. */
export const PhoneMaskSchema = v.object({
  CountryId: Id,
  Mask: v.pipe(v.string(), v.maxLength(40), v.regex(/^[X0-9 ()-]+$/)),
  Min: int(1, 17),
  Max: int(1, 17),
});
export type PhoneMask = v.InferOutput<typeof PhoneMaskSchema>;
export const PhoneMasksAnswerSchema = v.object({ masks: v.pipe(v.array(PhoneMaskSchema), v.maxLength(300)) });

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
