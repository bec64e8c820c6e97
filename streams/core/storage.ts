import * as v from 'valibot';
import { type Observable, Subject, defer, filter, map, merge, startWith } from 'rxjs';

// localStorage / sessionStorage behind a schema. A stored value is only trusted after it passes
// its schema: a corrupt or outdated value (an old release, a hand-edited devtools entry) is
// dropped, logged and replaced by the fallback, never crashed on (DESIGN.md "State").

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A change made outside this adapter (another tab's `storage` event); key null means cleared. */
export interface StorageChange {
  key: string | null;
}

export interface StorageItem<T> {
  /** The stored value, or the fallback when missing, unreadable or failing the schema. */
  get(): T;
  /** Writes the value if it passes the schema; returns false (and logs) when refused or the write failed. */
  set(value: T): boolean;
  remove(): void;
  /** The current value at subscription, then the value after every change to this key. */
  readonly value$: Observable<T>;
}

export interface ValidatedStorage {
  item<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): StorageItem<T>;
}

export interface ValidatedStorageOptions {
  /** External changes (window `storage` events of this backend), so other tabs' writes show up. */
  storageEvent$?: Observable<StorageChange>;
}

export function createValidatedStorage(
  backend: StorageBackend,
  log: (msg: string, data?: unknown) => void,
  options: ValidatedStorageOptions = {},
): ValidatedStorage {
  // Private: every item of this adapter announces its writes here, so two items on the same key
  // (two features reading one setting) see each other's changes.
  const localChanges = new Subject<string>();
  const external$ = options.storageEvent$ ?? new Subject<StorageChange>();

  function item<T>(key: string, schema: v.GenericSchema<unknown, T>, fallback: T): StorageItem<T> {
    const drop = (reason: string, data: unknown): T => {
      log(`storage: dropped ${key} (${reason})`, data);
      try {
        backend.removeItem(key);
      } catch {
        // Storage disabled (private mode, quota, policy): nothing was stored to drop.
      }
      return fallback;
    };

    const get = (): T => {
      let raw: string | null;
      try {
        raw = backend.getItem(key);
      } catch (err) {
        log(`storage: cannot read ${key}`, err);
        return fallback;
      }
      if (raw === null) return fallback;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return drop('not JSON', raw);
      }
      const result = v.safeParse(schema, json);
      if (!result.success) return drop('schema', result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`));
      return result.output;
    };

    const set = (value: T): boolean => {
      const result = v.safeParse(schema, value);
      if (!result.success) {
        // Writing a value we would drop on the next read only moves the failure elsewhere.
        log(`storage: refused to write ${key}`, result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`));
        return false;
      }
      try {
        backend.setItem(key, JSON.stringify(value));
      } catch (err) {
        log(`storage: cannot write ${key}`, err);
        return false;
      }
      localChanges.next(key);
      return true;
    };

    const remove = (): void => {
      try {
        backend.removeItem(key);
      } catch (err) {
        log(`storage: cannot remove ${key}`, err);
      }
      localChanges.next(key);
    };

    const value$ = defer(() =>
      merge(
        localChanges.pipe(filter((changed) => changed === key)),
        external$.pipe(filter((change) => change.key === null || change.key === key)),
      ).pipe(map(get), startWith(get())),
    );

    return { get, set, remove, value$ };
  }

  return { item };
}
