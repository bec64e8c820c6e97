import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { Button, LinkButton } from '../../ui';
import { Modal } from '../../ui/Modal';
import type { TeamCashEvent } from '../../../streams/payments/team-cash';
import styles from './header-balance.module.css';

/** T31: the team cash modal at 3 and 4 completed deposits (step-one or step-two variant by config). */
export function TeamCashModal({ event, onClose }: { event: TeamCashEvent; onClose: () => void }) {
  const { t } = useTranslation('office');
  const { lang } = useLanguage();
  return (
    <Modal title={t('teamCash.title')} onClose={onClose} hideCloseButton testId="team-cash" data={{ 'data-variant': event.variant, 'data-count': event.count }}>
      <p>{t(`teamCash.text${event.count}`)}</p>
      {event.variant === 'step-two' && <p>{t('teamCash.stepTwo')}</p>}
      <div className={styles.modalActions}>
        <LinkButton to={`/${lang}/office/recharge`} state={{ fromOffice: true }} variant="primary" onClick={onClose}>{t('teamCash.action')}</LinkButton>
        <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
      </div>
    </Modal>
  );
}
