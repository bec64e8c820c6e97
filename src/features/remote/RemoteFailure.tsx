import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import styles from './remote.module.css';

/** E02: a remote view that could not be shown: the message, the hint and a refresh that loads it again. */
export function RemoteFailure({ onRefresh, testId = 'remote-error' }: { onRefresh: () => void; testId?: string }) {
  const { t } = useTranslation('remote');
  return (
    <div className={styles.failure} role="alert" data-testid={testId}>
      <p className={styles.failureTitle}>{t('main_dictionary_load_error')}</p>
      <p className={styles.hint}>{t('main_dictionary_refresh_page')}</p>
      <Button onClick={onRefresh}>{t('main_refreshing_button')}</Button>
    </div>
  );
}
