import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { useNavigationGuard } from './use-navigation-guard';

/**
 * Everything under /{lang}/: keeps <html lang> in step and applies the start-up decisions of each navigation
 * (block, redirect-light, maintenance) once their answers arrive. The page renders meanwhile: the checks
 * never hold a visitor on a blank screen.
 */
export function LanguageRoot() {
  const { lang = 'en' } = useParams();
  const location = useLocation();
  const target = useNavigationGuard(lang, location.pathname, location.search);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (target && target !== location.pathname + location.search) return <Navigate to={target} replace />;
  return <Outlet />;
}
