import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** T32: the thin bar along the top while a navigation loads; `progress` is 0..1, null hides it (loading-bar.ts). */
export function LoadingBar({ progress }: { progress: number | null }) {
  const { t } = useTranslation('shell');
  if (progress === null) return null;
  return (
    <div
      className={styles.loadingBar}
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      data-testid="loading-bar"
    >
      {/* A transform, not a width: the bar moves without a layout. */}
      <div className={styles.loadingBarFill} style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
