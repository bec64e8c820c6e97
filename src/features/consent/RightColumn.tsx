import { Suspense, lazy } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import { useLanguage } from '../../hooks/use-language';
import { RIGHT_COLUMN_ID } from '../../ui/slots';
import styles from './right-column.module.css';

/** B28: the bookmakers rating, for Russian pages only: its code is not downloaded in any other language. */
const BookmakerRating = lazy(() => import('./BookmakerRating'));

/**
 * The right column's own controls (B25, B28), rendered into the layout's column: the compact toggle and, on Russian
 * pages, the bookmakers rating. Compact is a site-wide setting (the hide_right panel flag): it holds for the session
 * and, with functional cookies agreed, for the next visits. The column narrows and the coupon drops its secondary
 * parts through CSS that looks for this bar's data-right-compact (DefaultLayout.module.css, coupon.module.css).
 */
export function RightColumn({ extras }: { extras: SiteExtras }) {
  const { consent } = extras;
  const { t } = useTranslation('consent');
  const { lang } = useLanguage();
  const compact = useObservableState(useObservable((inputs$) => inputs$.pipe(switchMap(([c]) => c.panelFlag$('hide_right'))), [consent]), false);
  // The layout's column is in the page before this chunk can have arrived (it comes with the extras, later).
  const slot = document.getElementById(RIGHT_COLUMN_ID);
  if (!slot) return null;
  return createPortal(
    <>
      <div className={styles.bar} data-right-compact={compact ? 'true' : 'false'}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={compact}
          onClick={() => consent.savePanelFlag('hide_right', !compact)}
          data-testid="right-compact-toggle"
        >
          <span aria-hidden="true">{compact ? '⇤' : '⇥'}</span> {compact ? t('rightColumn.expand') : t('rightColumn.compact')}
        </button>
      </div>
      {lang === 'ru' && (
        <Suspense fallback={null}>
          <BookmakerRating extras={extras} compact={compact} />
        </Suspense>
      )}
    </>,
    slot,
  );
}
