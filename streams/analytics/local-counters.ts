import * as v from 'valibot';
import type { ValidatedStorage } from '../core/storage';
import { ANALYTICS_STORAGE_EXPIRY_MS } from '../timing';

// The local analytics counters of SPEC.md section 3 (authTryCounter, lastAuthPopUpCallTime, regTryCounter,
// lastRegCallTime, hasDone, additionalParams), kept in localStorage for 24 h (T34): a record older than that is
// dropped and counting starts again. They go along with the auth events analytics sends.

const Time = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const LocalCountersSchema = v.object({
  /** When the record was started; it expires 24 h later. */
  startedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  authTryCounter: Count,
  lastAuthPopUpCallTime: Time,
  regTryCounter: Count,
  lastRegCallTime: Time,
  /** The visitor logged in or registered after a popup. */
  hasDone: v.boolean(),
  additionalParams: v.nullable(v.object({ type: v.picklist(['login', 'registration']), hasRegister: v.boolean() })),
});
export type LocalCounters = v.InferOutput<typeof LocalCountersSchema>;

export const LOCAL_COUNTERS_KEY = 'analytics_counters';

export interface LocalCountersStore {
  /** The live record (a fresh one when none or expired). */
  read(): LocalCounters;
  /** The login popup was opened. */
  authPopup(): LocalCounters;
  /** The registration popup was opened. */
  regPopup(): LocalCounters;
  /** The visitor got in, by the login or the registration form. */
  done(type: 'login' | 'registration'): LocalCounters;
}

export function createLocalCounters(deps: { local: ValidatedStorage; now: () => number }): LocalCountersStore {
  const item = deps.local.item<LocalCounters | null>(LOCAL_COUNTERS_KEY, v.nullable(LocalCountersSchema), null);
  const read = (): LocalCounters => {
    const now = deps.now();
    const stored = item.get();
    // A start in the future (a clock set back) is not trusted either.
    if (stored && stored.startedAt <= now && now - stored.startedAt < ANALYTICS_STORAGE_EXPIRY_MS) return stored;
    return { startedAt: now, authTryCounter: 0, lastAuthPopUpCallTime: null, regTryCounter: 0, lastRegCallTime: null, hasDone: false, additionalParams: null };
  };
  const update = (change: (c: LocalCounters, now: number) => Partial<LocalCounters>): LocalCounters => {
    const current = read();
    const next = { ...current, ...change(current, deps.now()) };
    item.set(next);
    return next;
  };
  return {
    read,
    authPopup: () => update((c, now) => ({ authTryCounter: c.authTryCounter + 1, lastAuthPopUpCallTime: now })),
    regPopup: () => update((c, now) => ({ regTryCounter: c.regTryCounter + 1, lastRegCallTime: now })),
    done: (type) => update(() => ({ hasDone: true, additionalParams: { type, hasRegister: type === 'registration' } })),
  };
}
