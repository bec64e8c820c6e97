import * as v from 'valibot';
import { Id, int } from './numbers';

// Phone countries and phone masks (C13, SPEC.md section 4 "Phone country: id, name, code, phoneCode. Phone mask:
// CountryId, Mask, Min, Max"): the answers of the two requests the phone fields make.

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
