import { useTranslation } from 'react-i18next';
import styles from './status.module.css';

const BROWSERS = ['Chrome', 'Firefox', 'Edge', 'Safari', 'Opera'];

/** R17: the page an outdated browser is sent to, naming browsers that work. */
export function OldBrowserPage() {
  const { t } = useTranslation('status');
  return (
    <section className={`${styles.card} ${styles.standalone}`} data-testid="status-page" data-page="oldbrowser" aria-labelledby="status-title">
      <title>{t('oldbrowser.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 id="status-title" className={styles.title}>{t('oldbrowser.title')}</h1>
      <p className={styles.why}>{t('oldbrowser.why')}</p>
      <p className={styles.what}>{t('oldbrowser.what')}</p>
      <ul className={styles.list}>{BROWSERS.map((b) => <li key={b}>{b}</li>)}</ul>
    </section>
  );
}
