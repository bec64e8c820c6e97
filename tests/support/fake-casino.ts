import { NEVER } from 'rxjs';
import type { CasinoServices } from '../../streams/casino/casino-types';

/** Casino services for component tests: the given calls, every other call never answers. */
export function fakeCasino(calls: Partial<CasinoServices> = {}): CasinoServices {
  return new Proxy(calls as CasinoServices, {
    get: (target, name) => (name in target ? target[name as keyof CasinoServices] : typeof name === 'string' && name.endsWith('$') ? () => NEVER : undefined),
  });
}
