import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useBrandBookStyle } from './use-brand-book-style';
import styles from './EmptyLayout.module.css';

/** R02 "empty": the page alone, centred (print views, popups, headless landings). */
export function EmptyLayout() {
  const style = useBrandBookStyle();
  return (
    <main className={styles.main} style={style} data-layout="empty">
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </main>
  );
}
