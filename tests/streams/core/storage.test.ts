import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { Subject } from 'rxjs';
import { createValidatedStorage, type StorageBackend, type StorageChange } from '../../../streams/core/storage';

function memoryBackend(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const backend: StorageBackend & { data: Map<string, string> } = {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => { data.set(key, value); }),
    removeItem: vi.fn((key: string) => { data.delete(key); }),
  };
  return backend;
}

// The locally saved coupon (B11): bets, addedAtByBetId, typeId, systemValue.
const SavedCoupon = v.object({
  bets: v.array(v.object({ id: v.string(), coef: v.number() })),
  addedAtByBetId: v.record(v.string(), v.number()),
  typeId: v.picklist([0, 1, 2, 4, 9]),
  systemValue: v.pipe(v.number(), v.minValue(2)),
});
type SavedCoupon = v.InferOutput<typeof SavedCoupon>;
const empty: SavedCoupon = { bets: [], addedAtByBetId: {}, typeId: 0, systemValue: 2 };
const oneBet: SavedCoupon = { bets: [{ id: 'm1', coef: 1.85 }], addedAtByBetId: { m1: 1000 }, typeId: 1, systemValue: 2 };

describe('createValidatedStorage', () => {
  it('[B11] a missing key reads as the fallback; a stored valid value reads back', () => {
    const backend = memoryBackend();
    const coupon = createValidatedStorage(backend, vi.fn()).item('coupon', SavedCoupon, empty);
    expect(coupon.get()).toBe(empty);
    expect(coupon.set(oneBet)).toBe(true);
    expect(backend.data.get('coupon')).toBe(JSON.stringify(oneBet));
    expect(coupon.get()).toEqual(oneBet);
  });

  it('[B11] a stored value that fails its schema is dropped, logged and replaced by the fallback', () => {
    const backend = memoryBackend({ coupon: JSON.stringify({ ...oneBet, systemValue: 1 }) });
    const log = vi.fn();
    const coupon = createValidatedStorage(backend, log).item('coupon', SavedCoupon, empty);
    expect(coupon.get()).toBe(empty);
    expect(backend.removeItem).toHaveBeenCalledWith('coupon');
    expect(backend.data.has('coupon')).toBe(false);
    expect(log).toHaveBeenCalledWith('storage: dropped coupon (schema)', [expect.stringMatching(/^systemValue: /)]);
  });

  it('[B11] stored text that is not JSON is dropped and logged, not thrown', () => {
    const backend = memoryBackend({ coupon: '{"bets": [' });
    const log = vi.fn();
    const coupon = createValidatedStorage(backend, log).item('coupon', SavedCoupon, empty);
    expect(() => coupon.get()).not.toThrow();
    expect(coupon.get()).toBe(empty);
    expect(backend.data.has('coupon')).toBe(false);
    expect(log).toHaveBeenCalledWith('storage: dropped coupon (not JSON)', '{"bets": [');
  });

  it('[B11] an invalid value is refused, logged and not written', () => {
    const backend = memoryBackend({ coupon: JSON.stringify(oneBet) });
    const log = vi.fn();
    const coupon = createValidatedStorage(backend, log).item('coupon', SavedCoupon, empty);
    expect(coupon.set({ ...oneBet, typeId: 3 as 0 })).toBe(false);
    expect(backend.setItem).not.toHaveBeenCalled();
    expect(coupon.get()).toEqual(oneBet);
    expect(log).toHaveBeenCalledWith('storage: refused to write coupon', [expect.stringMatching(/^typeId: /)]);
  });

  it('[B11] a storage that throws (disabled, full) gives the fallback and a false set, never an exception', () => {
    const log = vi.fn();
    const broken: StorageBackend = {
      getItem: () => { throw new DOMException('denied', 'SecurityError'); },
      setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
      removeItem: () => { throw new DOMException('denied', 'SecurityError'); },
    };
    const coupon = createValidatedStorage(broken, log).item('coupon', SavedCoupon, empty);
    expect(coupon.get()).toBe(empty);
    expect(coupon.set(oneBet)).toBe(false);
    expect(() => coupon.remove()).not.toThrow();
    expect(log).toHaveBeenCalledTimes(3);
  });

  it('[B11] value$ gives the current value, then every change made through the adapter to that key', () => {
    const backend = memoryBackend();
    const storage = createValidatedStorage(backend, vi.fn());
    const coupon = storage.item('coupon', SavedCoupon, empty);
    const sameKey = storage.item('coupon', SavedCoupon, empty);
    const other = storage.item('other', v.number(), 0);
    const seen: SavedCoupon[] = [];
    const subscription = coupon.value$.subscribe((value) => seen.push(value));
    sameKey.set(oneBet);
    other.set(5);
    coupon.remove();
    subscription.unsubscribe();
    coupon.set(oneBet);
    expect(seen).toEqual([empty, oneBet, empty]);
  });

  it('[B11] value$ follows external changes (another tab) to its key, through the schema', () => {
    const backend = memoryBackend();
    const storageEvent$ = new Subject<StorageChange>();
    const log = vi.fn();
    const coupon = createValidatedStorage(backend, log, { storageEvent$ }).item('coupon', SavedCoupon, empty);
    const seen: SavedCoupon[] = [];
    coupon.value$.subscribe((value) => seen.push(value));
    backend.data.set('coupon', JSON.stringify(oneBet));
    storageEvent$.next({ key: 'coupon' });
    storageEvent$.next({ key: 'unrelated' });
    backend.data.set('coupon', 'garbage');
    storageEvent$.next({ key: 'coupon' });
    expect(seen).toEqual([empty, oneBet, empty]);
    expect(log).toHaveBeenCalledWith('storage: dropped coupon (not JSON)', 'garbage');
  });
});
