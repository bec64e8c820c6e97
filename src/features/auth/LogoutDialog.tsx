import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { Modal } from '../../ui/Modal';
import styles from './auth.module.css';

/** B17 / E04: "header_you_sure" with "header_confirm" (log out) and "header_cancel". */
export function LogoutDialog({ onConfirm, onCancel, pending }: { onConfirm: () => void; onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation('auth');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Modal title={t('logout.header_logout')} onClose={onCancel} testId="logout-dialog">
      <p className={styles.lead}>{t('logout.header_you_sure')}</p>
      <div className={`${styles.actions} ${styles.actionsEnd}`}>
        <Button ref={cancel} variant="outline" onClick={onCancel}>{t('logout.header_cancel')}</Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending} data-testid="logout-confirm">{t('logout.header_confirm')}</Button>
      </div>
    </Modal>
  );
}
