import * as v from 'valibot';
import type { ValidatedStorage } from '../core/storage';
import { REGISTRATION_CURRENCIES, RefCodeSchema } from '../schemas/auth';
import { ANALYTICS_STORAGE_EXPIRY_MS } from '../timing';

// socialData, one of the local counters of SPEC.md section 3 (currencyId, countryId, regType, promocode, countryCode):
// the registration choices of a visitor who leaves for a social provider (soc_reg), kept in localStorage so the form
// that finishes the registration on the way back (/registration/socialregistration) has them again. Like the other
// local analytics records it lasts 24 h (T34); a registration that went through clears it.
// The site names currencies by their ISO code, so currencyId holds the code ('EUR').

export const SOCIAL_DATA_KEY = 'socialData';

const SocialDataSchema = v.object({
  /** When it was saved; it expires 24 h later. */
  savedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currencyId: v.picklist(REGISTRATION_CURRENCIES),
  countryId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  regType: v.literal('soc_reg'),
  promocode: RefCodeSchema,
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
});
export type SocialData = v.InferOutput<typeof SocialDataSchema>;
export type SocialChoice = Pick<SocialData, 'currencyId' | 'countryId' | 'promocode' | 'countryCode'>;

export interface SocialDataStore {
  /** The visitor leaves for a social provider with these choices. */
  save(choice: SocialChoice): void;
  /** The choices saved less than 24 h ago, else null (an expired or corrupt record is removed). */
  read(): SocialData | null;
  /** The registration went through. */
  clear(): void;
}

export function createSocialData(deps: { local: ValidatedStorage; now: () => number }): SocialDataStore {
  const item = deps.local.item<SocialData | null>(SOCIAL_DATA_KEY, v.nullable(SocialDataSchema), null);
  return {
    save: (choice) => void item.set({ ...choice, regType: 'soc_reg', savedAt: deps.now() }),
    read: () => {
      const stored = item.get();
      if (!stored) return null;
      const age = deps.now() - stored.savedAt;
      // A save in the future (a clock set back) is not trusted either.
      if (age >= 0 && age < ANALYTICS_STORAGE_EXPIRY_MS) return stored;
      item.remove();
      return null;
    },
    clear: () => item.remove(),
  };
}
