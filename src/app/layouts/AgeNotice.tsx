import { useTranslation } from 'react-i18next';
import { useLayoutObservableState } from 'observable-hooks';
import { useServices } from '../../hooks/services-context';
import styles from './AgeNotice.module.css';

/**
 * The age-restriction notice (T26): a bar under the header, in the page's flow so it covers nothing, while the
 * operator's age is configured and the visitor has not confirmed it; closing it brings it back after 3 days (or in
 * the next session, as configured). Its config comes preloaded with the page and is read before the first paint
 * (a layout subscription), so the bar is there from the start instead of pushing the page down a moment later.
 */
export function AgeNotice() {
  const { t } = useTranslation();
  const { ageNotice } = useServices();
  const age = useLayoutObservableState(ageNotice.age$, null);
  if (age === null) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t('ageNotice.label')} data-testid="age-notice">
      <span className={styles.badge} aria-hidden="true">{age}+</span>
      <span className={styles.text}>{t('ageNotice.text', { age })}</span>
      <button type="button" className={styles.accept} onClick={ageNotice.accept} data-testid="age-notice-accept">{t('ageNotice.accept', { age })}</button>
      <button type="button" className={styles.close} onClick={ageNotice.close} aria-label={t('ageNotice.close')} data-testid="age-notice-close">×</button>
    </div>
  );
}
