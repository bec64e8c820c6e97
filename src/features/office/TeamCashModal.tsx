import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { Button, LinkButton } from '../../ui';
import type { TeamCashEvent } from '../../../streams/payments/team-cash';
import styles from './header-balance.module.css';

/** T31: the team cash modal at 3 and 4 completed deposits (step-one or step-two variant by config). */
export function TeamCashModal({ event, onClose }: { event: TeamCashEvent; onClose: () => void }) {
  const { t } = useTranslation('office');
  const { lang } = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.backdrop} role="presentation" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className={styles.modal} role="dialog" aria-modal="true" aria-labelledby="team-cash-title" tabIndex={-1} ref={ref}
        data-testid="team-cash" data-variant={event.variant} data-count={event.count}>
        <h2 id="team-cash-title">{t('teamCash.title')}</h2>
        <p>{t(`teamCash.text${event.count}`)}</p>
        {event.variant === 'step-two' && <p>{t('teamCash.stepTwo')}</p>}
        <div className={styles.modalActions}>
          <LinkButton to={`/${lang}/office/recharge`} state={{ fromOffice: true }} variant="primary" onClick={onClose}>{t('teamCash.action')}</LinkButton>
          <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
        </div>
      </div>
    </div>
  );
}
