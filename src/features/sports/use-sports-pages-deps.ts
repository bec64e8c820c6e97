import { useMemo } from 'react';
import type { SportsFeedDeps } from '../../../streams/sports/games-list';
import { useServices } from '../../hooks/services-context';
import { useSportsPage } from './page-context';

/**
 * The calls of the sports pages other than home (services.sports.pagesApi$, its code imported by the first subscriber) with
 * the page's store, visibility and error log.
 */
export function useSportsPagesDeps(): SportsFeedDeps {
  const { sports } = useServices();
  const { deps, lang } = useSportsPage();
  const { store, visible$, onError } = deps;
  // A new object for a new language: the feeds made with it are made again and ask in that language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => ({ api$: sports.pagesApi$, store, visible$, onError }), [sports, store, visible$, onError, lang]);
}
