import { useObservableEagerState } from 'observable-hooks';
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { catchError, of, startWith, type Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useCall } from '../../hooks/use-call';
import { useLoad, type LoadState } from '../../hooks/use-load';
import { Loaded } from '../../ui/Loaded';
import type { CasinoServices } from '../../../streams/casino/casino-types';
import { pageParts } from '../../../streams/shell/page-parts';

const CasinoContext = createContext<CasinoServices | null>(null);

/**
 * A casino page: it shows once the casino domain (services.casino$, its code imported by the first subscriber) is
 * there (the loading bar waits for it too), and hands it to everything below through useCasino(). Every route that shows casino parts wraps its page in it.
 */
export function withCasino<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function CasinoPage(props: P) {
    const { casino$ } = useServices();
    // The domain's code is part of the page: the navigation loading bar runs until it is in (or has failed).
    const [casino] = useLoad(() => pageParts.track(casino$), casino$);
    return (
      <Loaded state={casino} ns="casino">
        {(loaded) => <CasinoContext.Provider value={loaded}><Page {...props} /></CasinoContext.Provider>}
      </Loaded>
    );
  };
}

/** The casino services of the page (withCasino above). */
export function useCasino(): CasinoServices {
  const casino = useContext(CasinoContext);
  if (casino === null) throw new Error('useCasino outside a page made by withCasino');
  return casino;
}

/** Reads one call of the casino services as a loading / ready / error state; `deps` re-run the call. */
export function useCasinoCall<T>(call: (casino: CasinoServices) => Observable<T>, deps: readonly unknown[]): LoadState<T> {
  return useCall(useCasino(), call, deps);
}

/** The favourite game ids (replayed; empty until known). */
export function useFavorites(): readonly number[] {
  const casino = useCasino();
  const favorites$ = useMemo(() => casino.favorites$().pipe(catchError(() => of<readonly number[]>([])), startWith<readonly number[]>([])), [casino]);
  return useObservableEagerState(favorites$);
}
