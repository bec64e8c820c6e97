import { defer, from, map, shareReplay, switchMap, type Observable, type ObservableInput } from 'rxjs';
import type { CasinoDeps, CasinoServices } from './casino-types';

// Services.casino (issue 14): the home page carries only this stand-in. The casino code (casino-services.ts, its
// schemas and calls) is imported the first time a casino page calls one of its $ methods, once, and shared.

export interface CasinoModule {
  createCasinoServices(deps: CasinoDeps): CasinoServices;
}

export function casinoOnDemand(deps: CasinoDeps, load: () => ObservableInput<CasinoModule> = () => import('./casino-services')): CasinoServices {
  const loaded$: Observable<CasinoServices> = defer(() => from(load())).pipe(
    map((module) => module.createCasinoServices(deps)),
    // A failed import is not kept: the next call imports again.
    shareReplay({ bufferSize: 1, refCount: false }),
  );
  return new Proxy({} as CasinoServices, {
    get: (_target, name) => {
      if (typeof name !== 'string' || !name.endsWith('$')) return undefined;
      return (...args: unknown[]) => loaded$.pipe(switchMap((api) => (api[name as keyof CasinoServices] as (...a: unknown[]) => Observable<unknown>)(...args)));
    },
  });
}
