import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createValidatedStorage } from '../../../streams/core/storage';
import { createSocialData, SOCIAL_DATA_KEY } from '../../../streams/auth/social-data';
import { ANALYTICS_STORAGE_EXPIRY_MS } from '../../../streams/timing';

function memory() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, val: string) => { data.set(k, val); }, removeItem: (k: string) => { data.delete(k); } };
}

const CHOICE = { currencyId: 'EUR', countryId: 6, promocode: 'SPRING24', countryCode: 'ES' } as const;

describe('socialData, the social registration\'s local record (SPEC.md section 3)', () => {
  it('[T34] keeps the choices with regType soc_reg for 24 h, then drops them', () => {
    let now = 1_000_000;
    const backend = memory();
    const store = createSocialData({ local: createValidatedStorage(backend, () => undefined), now: () => now });
    expect(store.read()).toBeNull();
    store.save(CHOICE);
    expect(JSON.parse(backend.data.get(SOCIAL_DATA_KEY)!)).toEqual({ ...CHOICE, regType: 'soc_reg', savedAt: 1_000_000 });
    now += ANALYTICS_STORAGE_EXPIRY_MS - 1;
    expect(store.read()).toEqual({ ...CHOICE, regType: 'soc_reg', savedAt: 1_000_000 });
    now += 1;
    expect(ANALYTICS_STORAGE_EXPIRY_MS).toBe(24 * 3600 * 1000);
    expect(store.read()).toBeNull();
    expect(backend.data.has(SOCIAL_DATA_KEY)).toBe(false);
  });

  it('[T34] a registration that went through clears it; a corrupt or future record is dropped', () => {
    let now = 5_000;
    const backend = memory();
    const local = createValidatedStorage(backend, () => undefined);
    const store = createSocialData({ local, now: () => now });
    store.save(CHOICE);
    store.clear();
    expect(store.read()).toBeNull();
    backend.data.set(SOCIAL_DATA_KEY, JSON.stringify({ ...CHOICE, regType: 'soc_reg', savedAt: 5_000, currencyId: 'XXX' }));
    expect(store.read()).toBeNull();
    expect(backend.data.has(SOCIAL_DATA_KEY)).toBe(false);
    local.item(SOCIAL_DATA_KEY, v.unknown(), null).set({ ...CHOICE, regType: 'soc_reg', savedAt: 9_000 });
    expect(store.read()).toBeNull();
    now = 9_000;
    expect(backend.data.has(SOCIAL_DATA_KEY)).toBe(false);
  });
});
