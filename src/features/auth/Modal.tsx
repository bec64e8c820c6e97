import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconClose } from '../../ui';
import styles from './auth.module.css';

/**
 * A modal dialog: role="dialog" with aria-modal, labelled by its title, focus moved inside on open and given back on
 * close, Escape and the close button call onClose, Tab stays inside.
 */
export function Modal({ title, onClose, children, wide = false, testId }: { title: string; onClose: () => void; children: ReactNode; wide?: boolean; testId?: string }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? ref.current)?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), select, textarea')];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  return (
    <div className={styles.backdrop} onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.modal} ${wide ? styles.modalWide : ''}`}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <Button variant="ghost" size="sm" iconOnly className={styles.closeButton} onClick={onClose} aria-label={t('close')} data-close>
          <IconClose size={18} />
        </Button>
        <h2 id={titleId} className={styles.title}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
