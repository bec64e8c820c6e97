import { NEVER } from 'rxjs';

/** Services whose members are calls answering Observables, for component tests: the given calls, every other never answers. */
export function fakeCalls<T extends object>(calls: Partial<T> = {}): T {
  return new Proxy(calls as T, {
    get: (target, name) => (name in target ? target[name as keyof T] : typeof name === 'string' && name.endsWith('$') ? () => NEVER : undefined),
  });
}
