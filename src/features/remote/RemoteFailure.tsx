import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import styles from './remote.module.css';

/** E02: a remote view that could not be shown: the message, the hint and a refresh that loads it again. */
export function RemoteFailure({ onRefresh, testId = 'remote-error', compact = false }: { onRefresh: () => void; testId?: string; compact?: boolean }) {
  const { t } = useTranslation('remote');
  return (
    <div className={compact ? styles.footerFailure : styles.failure} role="alert" data-testid={testId}>
      <p className={styles.failureTitle}>{t('main_dictionary_load_error')}</p>
      <p className={styles.hint}>{t('main_dictionary_refresh_page')}</p>
      <Button size={compact ? 'sm' : 'md'} variant="primary" onClick={onRefresh}>{t('main_refreshing_button')}</Button>
    </div>
  );
}
