import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSiteConfig } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { Modal } from '../../../ui/Modal';
import { OfficePage } from '../kit';
import { Panel } from '../../../ui/forms';
import { useLang } from '../../../hooks/use-language';
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
  return (
    <Modal title={t('deposit.title')} onClose={onClose} size="large" testId="recharge-modal">
      <PaymentForm direction="deposit" />
      <div className={modal.modalActions}><Button variant="ghost" onClick={onClose}>{t('close')}</Button></div>
    </Modal>
  );
}
