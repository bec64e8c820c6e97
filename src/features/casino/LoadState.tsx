import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CasinoNotFoundError, isNotFound } from './not-found';
import type { LoadState as CallState } from '../../hooks/use-load';
import styles from './casino.module.css';

/**
 * A call's loading, error and ready states. A 404 answer (unknown game, provider or category) throws NotFoundError,
 * so the route's error element shows the site's 404 page; any other failure says so in place (a malformed answer
 * never breaks the page).
 */
export function LoadState<T>({ state, children }: { state: CallState<T>; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('casino');
  if (state.status === 'loading') return <p className={styles.muted} role="status">{t('state.loading')}</p>;
  if (state.status === 'error') {
    if (isNotFound(state.error)) throw new CasinoNotFoundError('casino');
    return <p className={styles.empty} role="alert">{t('state.error')}</p>;
  }
  return <>{children(state.value)}</>;
}
