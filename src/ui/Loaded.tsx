import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound, PageNotFoundError } from '../routing/not-found';
import type { LoadState } from '../hooks/use-load';
import styles from './Loaded.module.css';

/**
 * A call's states as a page shows them: loading, a 404 answer as the site's 404 page (thrown, so the route's error
 * element shows it), any other failure said in place (a malformed answer never breaks the page), then the content.
 * `ns` is the feature's namespace, which holds its `state.loading` and `state.error` texts.
 */
export function Loaded<T>({ state, ns, children }: { state: LoadState<T>; ns: string; children: (value: T) => ReactNode }) {
  const { t } = useTranslation(ns);
  if (state.status === 'loading') return <p className={styles.loading} role="status">{t('state.loading')}</p>;
  if (state.status === 'error') {
    if (isNotFound(state.error)) throw new PageNotFoundError(ns);
    return <p className={styles.error} role="alert">{t('state.error')}</p>;
  }
  return <>{children(state.value)}</>;
}
