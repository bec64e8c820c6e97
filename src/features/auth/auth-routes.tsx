import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { guarded } from '../../routing/route-guards';

// The account routes of SPEC.md section 2 (R15, R16, R17), each page loaded on demand.
export function authRoutes(ctx: GuardContext): RouteObject[] {
  return [
    {
      path: 'registration/:type?',
      loader: guarded(ctx, 'registration/:type?'),
      lazy: () => import('./RegistrationPage').then((m) => ({ Component: m.RegistrationPage })),
    },
    { path: 'user/login', lazy: () => import('./LoginPage').then((m) => ({ Component: m.LoginPage })) },
    { path: 'user/passwordreset', lazy: () => import('./PasswordResetPage').then((m) => ({ Component: m.PasswordResetPage })) },
    { path: 'confirm-terms', lazy: () => import('./ConfirmTermsPage').then((m) => ({ Component: m.ConfirmTermsPage })) },
    ...['user/activatefast', 'user/activate', 'user/accountverify'].map((path): RouteObject => ({
      path,
      lazy: () => import('./activate-pages').then((m) => ({ Component: m.EmailActivatePage })),
    })),
    { path: 'user/stopnewsletter', lazy: () => import('./activate-pages').then((m) => ({ Component: m.StopNewsletterPage })) },
  ];
}
