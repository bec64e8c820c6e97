import { useTranslation } from 'react-i18next';
import styles from './errors.module.css';

/** E05: the site config could not be loaded after its retries; the visitor can try again. */
export function ConfigErrorPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <main className={styles.page} data-testid="page-error" data-status="503" role="alert">
      <title>{t('config.title')}</title>
      <h1 className={styles.title}>{t('config.title')}</h1>
      <p className={styles.text}>{t('config.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRetry}>{t('config.retry')}</button>
      </div>
    </main>
  );
}
