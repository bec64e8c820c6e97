import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { SearchInput, SearchResults, useGameSearch } from '../GameSearch';
import styles from '../casino.module.css';

/** casino-search (R08): search as you type, debounced; a new text cancels the request of the last one. */
export function SearchPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const [state, onText] = useGameSearch();
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('search.title')} description={t('search.description')} noindex />
      <h1 className={styles.pageTitle}>{t('search.title')}</h1>
      <SearchInput onText={onText} label />
      <SearchResults state={state} lang={lang} />
    </CasinoShell>
  );
}
