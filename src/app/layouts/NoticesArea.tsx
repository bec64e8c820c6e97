import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../hooks/use-notices';
import styles from './NoticesArea.module.css';

const NoticeItem = lazy(() => import('./NoticeItem'));

/**
 * The notice stack (R02, E01): every notice of services.notices, newest last. Errors are alerts, the rest
 * status messages. Titles default by kind in the notices stream (error 'main_error', success 'main_done');
 * info notices carry the 'main_ok' confirm button. Auto-closing after 10 s (T25) is the stream's job.
 */
export function NoticesArea() {
  const { t } = useTranslation();
  const { notices, close } = useNotices();
  return (
    <section className={styles.area} aria-label={t('notice.region')}>
      {notices.map((notice) => (
        // A notice waits for its code and for its namespace's texts alone, not the whole stack.
        <Suspense key={notice.id} fallback={null}>
          <NoticeItem notice={notice} onClose={() => close(notice.id)} />
        </Suspense>
      ))}
    </section>
  );
}

