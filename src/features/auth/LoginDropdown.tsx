import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { Button, IconClose } from '../../ui';
import { LoginForms } from './LoginForms';
import { safeReturnUrl } from './return-url';
import styles from './auth.module.css';

/**
 * The login dropdown under the header (B18): the same forms as the login page. After login the stored return route
 * is used when there is one (a guarded page asked for the login), else the visitor stays where they are.
 */
export function LoginDropdown({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input')?.focus();
    auth.setAuthFormOpen(true);
    return () => auth.setAuthFormOpen(false);
  }, [auth]);
  const returnUrl = safeReturnUrl(auth.returnUrl.get());
  return (
    <div
      ref={ref}
      className={styles.widget}
      role="dialog"
      aria-label={t('login.title')}
      data-testid="login-dropdown"
      onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}
    >
      <Button variant="ghost" size="sm" iconOnly className={styles.closeButton} onClick={onClose} aria-label={t('close')}>
        <IconClose size={18} />
      </Button>
      <h2 className={styles.title}>{t('login.title')}</h2>
      <LoginForms
        returnUrl={returnUrl}
        onDone={() => {
          onClose();
          auth.returnUrl.set(null);
          if (returnUrl) navigate(returnUrl);
        }}
        onForgot={() => auth.openPanel('forgot')}
        onRegister={() => auth.openPanel('registration')}
      />
    </div>
  );
}
