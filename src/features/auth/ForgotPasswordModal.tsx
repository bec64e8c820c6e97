import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { Modal } from '../../ui/Modal';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';

/** R16: the forgot-password modal (anonymous visitors only, B27); "Log in" at the end opens the login page. */
export function ForgotPasswordModal({ onClose, onLogin }: { onClose: () => void; onLogin?: () => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  useEffect(() => {
    auth.setAuthFormOpen(true);
    return () => auth.setAuthFormOpen(false);
  }, [auth]);
  return (
    <Modal title={t('forgot.title')} onClose={onClose} testId="forgot-password-modal">
      <ForgotPasswordFlow
        onCancel={onClose}
        onLogin={() => {
          onClose();
          if (onLogin) onLogin();
          else navigate(`/${lang}/user/login`);
        }}
      />
    </Modal>
  );
}
