import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { Button, IconClose } from '../../ui';
import { Modal } from '../../ui/Modal';
import { RegistrationForm } from './RegistrationForm';
import { safeReturnUrl } from './return-url';
import { useRegistrationSettings } from './hooks';
import styles from './auth.module.css';

/**
 * B20: the registration form as a modal (mode "modal") or a docked widget (mode "widget"), opened from the header;
 * in mode "route" the registration page opens instead.
 */
export function RegistrationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const { mode } = useRegistrationSettings();
  useEffect(() => {
    if (mode !== 'route') return;
    onClose();
    navigate(`/${lang}/registration`);
  }, [mode]); // eslint-disable-line react-hooks/exhaustive-deps
  const done = () => {
    const target = safeReturnUrl(auth.returnUrl.get());
    auth.returnUrl.set(null);
    onClose();
    if (target) navigate(target);
  };
  const toLogin = () => {
    onClose();
    navigate(`/${lang}/user/login`);
  };
  if (mode === 'route') return null;
  if (mode === 'widget') {
    return (
      <aside className={styles.widget} aria-labelledby="registration-widget-title" data-testid="registration-widget">
        <Button variant="ghost" size="sm" iconOnly className={styles.closeButton} onClick={onClose} aria-label={t('close')}>
          <IconClose size={18} />
        </Button>
        <h2 id="registration-widget-title" className={styles.title}>{t('registration.title')}</h2>
        <RegistrationForm onDone={done} onLogin={toLogin} returnUrl={safeReturnUrl(auth.returnUrl.get())} />
      </aside>
    );
  }
  return (
    <Modal title={t('registration.title')} onClose={onClose} size="wide" testId="registration-modal">
      <RegistrationForm onDone={done} onLogin={toLogin} returnUrl={safeReturnUrl(auth.returnUrl.get())} />
    </Modal>
  );
}
