import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { IconClose } from './icons';
import styles from './Modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** narrow 440 px (forms), wide 560 px, large 720 px (a payment form). */
  size?: 'narrow' | 'wide' | 'large';
  /** Without the corner close button (the dialog's own buttons close it); Escape and the backdrop still do. */
  hideCloseButton?: boolean;
  testId?: string;
  /** data-* attributes for the dialog element (what QA reads off it). */
  data?: Record<`data-${string}`, string | number>;
}

/**
 * The site's one modal dialog: role="dialog" with aria-modal, labelled by its title; focus moves to the first field
 * (else the dialog) on open and goes back where it was on close; Tab and Shift+Tab stay inside; Escape, the close
 * button and a click on the backdrop call onClose.
 */
export function Modal({ title, onClose, children, size = 'narrow', hideCloseButton = false, testId, data }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? ref.current)?.focus();
    return () => previous?.focus?.();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
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
        className={`${styles.modal} ${styles[size]}`}
        onKeyDown={onKeyDown}
        data-testid={testId}
        {...data}
      >
        {!hideCloseButton && (
          <Button variant="ghost" size="sm" iconOnly className={styles.closeButton} onClick={onClose} aria-label={t('actions.closeDialog')} data-close>
            <IconClose size={18} />
          </Button>
        )}
        <h2 id={titleId} className={styles.title}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
