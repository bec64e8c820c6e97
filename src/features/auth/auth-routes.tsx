import type { RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { guarded } from '../../routing/route-guards';

// The account routes of SPEC.md section 2 (R15, R16, R17), each page loaded on demand.
export function authRoutes(ctx: GuardContext): RouteObject[] {
  return [
    {
      path: 'registration/:type?',
      loader: guarded(ctx, 'registration/:type?'),
      lazy: async () => ({ Component: (await import('./RegistrationPage')).RegistrationPage }),
    },
    { path: 'user/login', lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }) },
    { path: 'user/passwordreset', lazy: async () => ({ Component: (await import('./PasswordResetPage')).PasswordResetPage }) },
    { path: 'confirm-terms', lazy: async () => ({ Component: (await import('./ConfirmTermsPage')).ConfirmTermsPage }) },
    ...['user/activatefast', 'user/activate', 'user/accountverify'].map((path): RouteObject => ({
      path,
      lazy: async () => ({ Component: (await import('./activate-pages')).EmailActivatePage }),
    })),
    { path: 'user/stopnewsletter', lazy: async () => ({ Component: (await import('./activate-pages')).StopNewsletterPage }) },
  ];
}
