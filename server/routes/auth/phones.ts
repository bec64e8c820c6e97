import type { FastifyInstance } from 'fastify';
import { getExampleNumber, Metadata, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { REGISTRATION_COUNTRIES } from '../../../streams/schemas/auth.ts';
import type { PhoneCountry, PhoneMask } from '../../../streams/schemas/phone-book.ts';
import { formatNationalPhone } from '../../../streams/schemas/phones.ts';
import { langOf } from './deps.ts';

// Phone countries and phone masks (C13): what the phone fields offer (login by phone, phone registration, user
// transfer) and how a number of each country is written. Both come from the numbering plans of libphonenumber-js,
// the library that checks the numbers (streams/schemas/phones.ts), so a mask never promises what the check refuses.
//   GET /web-api/phone/countries   { countries: [{ id, name, code, phoneCode }] }, names in the request's language
//   GET /web-api/phone/masks       { masks: [{ CountryId, Mask, Min, Max }] }, Mask with X for a digit

function maskOf(iso: CountryCode, phoneCode: string): Pick<PhoneMask, 'Mask' | 'Min' | 'Max'> {
  // The country's example mobile number written as the phone fields write what is typed.
  const national = formatNationalPhone(iso, phoneCode, getExampleNumber(iso, examples)?.nationalNumber ?? '');
  const plan = new Metadata();
  plan.selectNumberingPlan(iso);
  const lengths = plan.numberingPlan?.possibleLengths() ?? [];
  const typical = national.replace(/\D/g, '').length;
  return {
    Mask: national.replace(/\d/g, 'X'),
    Min: Math.min(typical, ...lengths),
    Max: Math.max(typical, ...lengths),
  };
}

const MASKS: PhoneMask[] = REGISTRATION_COUNTRIES.map((c) => ({ CountryId: c.id, ...maskOf(c.iso, c.phoneCode) }));

export function registerPhoneBookRoutes(app: FastifyInstance): void {
  app.get('/web-api/phone/countries', async (request, reply): Promise<{ countries: PhoneCountry[] }> => {
    const names = new Intl.DisplayNames([langOf(request)], { type: 'region' });
    void reply.header('cache-control', 'public, max-age=3600').header('vary', 'X-Language, Cookie');
    return { countries: REGISTRATION_COUNTRIES.map((c) => ({ id: c.id, name: names.of(c.iso) ?? c.iso, code: c.iso, phoneCode: c.phoneCode })) };
  });

  app.get('/web-api/phone/masks', async (_request, reply): Promise<{ masks: PhoneMask[] }> => {
    void reply.header('cache-control', 'public, max-age=3600');
    return { masks: MASKS };
  });
}
