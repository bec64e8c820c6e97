import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { OfficePage, Panel, useLang } from '../kit';
import { PaymentForm } from './PaymentForm';
import modal from '../header-balance.module.css';

/**
 * office/recharge: the deposit page. R22: with the recharge modal enabled, direct navigation here is blocked unless
 * it comes from an account route (office links carry `fromOffice`); the visitor lands on the account page with the
 * recharge modal open instead.
 */
export function RechargePage() {
  const { t } = useTranslation('payments');
  const config = useSiteConfig();
  const lang = useLang();
  const location = useLocation();
  const fromOffice = (location.state as { fromOffice?: boolean } | null)?.fromOffice === true;
  if (config.features.rechargeModal && !fromOffice) return <Navigate to={`/${lang}/office/account?recharge=1`} replace />;
  return (
    <OfficePage title={t('deposit.title')} intro={t('deposit.intro')} testId="office-recharge">
      <Panel><PaymentForm direction="deposit" /></Panel>
    </OfficePage>
  );
}

/** The recharge modal (R22) over the account page. */
export function RechargeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('payments');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={modal.backdrop} role="presentation" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className={modal.modal} style={{ width: 'min(720px, calc(100vw - 32px))', textAlign: 'left' }} role="dialog" aria-modal="true"
        aria-labelledby="recharge-modal-title" tabIndex={-1} ref={ref} data-testid="recharge-modal">
        <h2 id="recharge-modal-title">{t('deposit.title')}</h2>
        <PaymentForm direction="deposit" />
        <div className={modal.modalActions}><Button variant="ghost" onClick={onClose}>{t('close')}</Button></div>
      </div>
    </div>
  );
}
