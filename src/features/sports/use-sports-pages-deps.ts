import { useMemo } from 'react';
import { createSportsPagesApi } from '../../../streams/sports/sports-pages-api';
import type { SportsFeedDeps } from '../../../streams/sports/games-list';
import { useServices } from '../../hooks/services-context';
import { useSportsPage } from './page-context';

/**
 * The calls of the sports pages other than home (streams/sports/sports-pages-api.ts) with the page's store,
 * visibility and error log. Made by those pages, not by the page context every sports page shares, so that the
 * home page does not download them.
 */
export function useSportsPagesDeps(): SportsFeedDeps {
  const { http } = useServices();
  const { deps, lang } = useSportsPage();
  const { store, visible$, onError } = deps;
  return useMemo(() => ({ api: createSportsPagesApi(http, () => lang), store, visible$, onError }), [http, lang, store, visible$, onError]);
}
