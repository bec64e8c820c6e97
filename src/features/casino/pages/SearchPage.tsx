import { useObservableCallback, useObservableState } from 'observable-hooks';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { switchMap, type Observable } from 'rxjs';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { GameGrid } from '../GameGrid';
import { useCasino } from '../use-casino';
import type { CasinoGame } from '../../../../streams/casino/casino-types';
import type { SearchState } from '../../../../streams/casino/casino-search';
import styles from '../casino.module.css';

/** casino-search (R08): search as you type, debounced; a new text cancels the request of the last one. */
export function SearchPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const casino = useCasino();
  const inputId = useId();
  const [onText, text$] = useObservableCallback<string, string>((t$) => t$);
  const results$: Observable<SearchState<readonly CasinoGame[]>> = useMemo(() => casino.search$(text$).pipe(switchMap((s) => [s])), [casino, text$]);
  const state = useObservableState(results$, { status: 'idle' } as SearchState<readonly CasinoGame[]>);
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('search.title')} description={t('search.description')} noindex />
      <h1 className={styles.pageTitle}>{t('search.title')}</h1>
      <div className={styles.searchBox}>
        <label htmlFor={inputId}>{t('search.label')}</label>
        <input id={inputId} className={styles.searchInput} type="search" autoComplete="off" placeholder={t('search.placeholder')} onChange={(e) => onText(e.target.value)} data-testid="casino-search-input" />
      </div>
      <div aria-live="polite">
        {state.status === 'idle' && <p className={styles.muted}>{t('search.hint')}</p>}
        {state.status === 'loading' && <p className={styles.muted} role="status">{t('state.loading')}</p>}
        {state.status === 'error' && <p className={styles.empty} role="alert">{t('state.error')}</p>}
        {state.status === 'done' && (state.result.length === 0
          ? <p className={styles.empty}>{t('search.none', { text: state.text })}</p>
          : <GameGrid games={state.result} lang={lang} />)}
      </div>
    </CasinoShell>
  );
}
