import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { LogoutDialog } from './LogoutDialog';
import { useAction } from '../../hooks/use-action';

/** B17: on confirmation the session ends (server, cookie, state) and the visitor goes home. */
export function LogoutPanel({ onClose }: { onClose: () => void }) {
  const { auth } = useServices();
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const [logout, state] = useAction(() => auth.logout$());
  useEffect(() => {
    if (state.status !== 'done') return;
    onClose();
    navigate(`/${lang}/`);
  }, [state]); // eslint-disable-line react-hooks/exhaustive-deps -- once per answer
  return <LogoutDialog onConfirm={() => logout(undefined)} onCancel={onClose} pending={state.status === 'pending'} />;
}
