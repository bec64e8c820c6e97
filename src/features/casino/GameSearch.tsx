import { useObservableCallback, useObservableState } from 'observable-hooks';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { switchMap, type Observable } from 'rxjs';
import { GameGrid } from './GameGrid';
import { useCasino } from './use-casino';
import type { CasinoGame } from '../../../streams/casino/casino-types';
import type { SearchState } from '../../../streams/casino/casino-search';
import styles from './casino.module.css';

type GameSearchState = SearchState<readonly CasinoGame[]>;

/** Search as you type (R08), debounced; a new text cancels the request of the last one. */
export function useGameSearch(): [GameSearchState, (text: string) => void] {
  const casino = useCasino();
  const [onText, text$] = useObservableCallback<string, string>((t$) => t$);
  const results$: Observable<GameSearchState> = useMemo(() => casino.search$(text$).pipe(switchMap((s) => [s])), [casino, text$]);
  return [useObservableState(results$, { status: 'idle' } as GameSearchState), onText];
}

export function SearchInput({ onText, label }: { onText: (text: string) => void; label?: boolean }) {
  const { t } = useTranslation('casino');
  const inputId = useId();
  return (
    <div className={styles.searchBox}>
      <label htmlFor={inputId} className={label ? undefined : styles.visuallyHidden}>{t('search.label')}</label>
      <input id={inputId} className={styles.searchInput} type="search" autoComplete="off" placeholder={t('search.placeholder')} onChange={(e) => onText(e.target.value)} data-testid="casino-search-input" />
    </div>
  );
}

/** The search's state: a hint before two letters, loading, nothing found, or the games found as a grid. */
export function SearchResults({ state, lang }: { state: GameSearchState; lang: string }) {
  const { t } = useTranslation('casino');
  return (
    <div aria-live="polite" data-testid="casino-search-results">
      {state.status === 'idle' && <p className={styles.muted}>{t('search.hint')}</p>}
      {state.status === 'loading' && <p className={styles.muted} role="status">{t('state.loading')}</p>}
      {state.status === 'error' && <p className={styles.empty} role="alert">{t('state.error')}</p>}
      {state.status === 'done' && (state.result.length === 0
        ? <p className={styles.empty}>{t('search.none', { text: state.text })}</p>
        : <GameGrid games={state.result} lang={lang} />)}
    </div>
  );
}
