import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styles from './errors.module.css';

/**
 * The error page body: 404 'This page could not be found' with a noindex robots meta (R23), any other status
 * with its code and a reload button.
 */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation('errors');
  const { lang = 'en' } = useParams();
  const notFound = status === 404;
  const title = notFound ? t('notFound.title') : t('failure.title');
  return (
    <section className={styles.page} data-testid="page-error" data-status={status} aria-labelledby="error-title">
      <title>{`${status} · ${title}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">{status}</p>
      <h1 id="error-title" className={styles.title}>{title}</h1>
      <p className={styles.text}>{notFound ? t('notFound.text') : t('failure.text', { status })}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={`/${lang}/`}>{t('toHome')}</Link>
        {!notFound && (
          <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        )}
      </div>
    </section>
  );
}
