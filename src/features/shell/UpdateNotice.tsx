import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import styles from './shell.module.css';

/**
 * T29 / E06: a new version of the site is out; asks to reload. "Later" closes it for this page (the next load gets
 * the new version anyway). Not one of the 10-second notices: it stays until answered.
 */
export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.update} role="status" aria-labelledby="update-notice-title" data-testid="update-notice">
      <h2 id="update-notice-title" className={styles.updateTitle}>{t('update.title')}</h2>
      <p className={styles.updateText}>{t('update.text')}</p>
      <div className={styles.updateActions}>
        <Button variant="primary" size="sm" onClick={onReload}>{t('update.reload')}</Button>
        <Button size="sm" onClick={onLater}>{t('update.later')}</Button>
      </div>
    </section>
  );
}
