import { redirect, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { GuardContext } from '../../routing/guards';
import { guarded } from '../../routing/route-guards';

// The personal office under /{lang}/office/ (R21), convert-account (R17) and the payment result pages (R14). Every page is loaded on demand.
// The office guard of src/routing/route-guards.ts ('office/*': login required, identification only when enabled) runs on
// the office frame and again on identification. office/history mounts the coupon issue's bet history, office/fair-play
// the casino's provably fair rounds.

type Loader = () => Promise<ComponentType>;

/** The pages the office frame shows that other features own; the app, which composes the features, hands them in. */
export interface OfficeGuests {
  /** office/history: the coupon's bet history. */
  history: Loader;
  /** office/fair-play: the casino's provably fair rounds and seeds. */
  fairPlay: Loader;
  /** office/recharge, deduce and historypay: the payments remote app (its bundle has this feature's payment pages). */
  payments: Loader;
}

const pages: Record<string, Loader> = {
  account: () => import('./pages/AccountPage').then((m) => m.AccountPage),
  security: () => import('./pages/SecurityPage').then((m) => m.SecurityPage),
  settings: () => import('./pages/SettingsPage').then((m) => m.SettingsPage),
  // Responsible gaming (issue 13): the limits page lives with the limits feature.
  responsible: () => import('./limits/ResponsiblePage').then((m) => m.ResponsiblePage),
  'bonuses/deposit': () => import('./pages/BonusesPage').then((m) => m.BonusesDepositPage),
  'bonuses/wager': () => import('./pages/BonusesPage').then((m) => m.BonusesWagerPage),
  'casino/vipcashback': () => import('./pages/CashbackPage').then((m) => m.VipCashbackPage),
  'casino/premiumcashback': () => import('./pages/CashbackPage').then((m) => m.PremiumCashbackPage),
  promotion: () => import('./pages/PromotionPage').then((m) => m.PromotionPage),
  bringfriend: () => import('./pages/BringFriendPage').then((m) => m.BringFriendPage),
  support: () => import('./pages/SupportPage').then((m) => m.SupportPage),
  'support-inbox': () => import('./pages/SupportInboxPage').then((m) => m.SupportInboxPage),
  rewards: () => import('./pages/RewardsPage').then((m) => m.RewardsPage),
  verification: () => import('./pages/DocumentsPage').then((m) => m.VerificationPage),
  identification: () => import('./pages/DocumentsPage').then((m) => m.IdentificationPage),
  'share-idea': () => import('./pages/ShareIdeaPage').then((m) => m.ShareIdeaPage),
  'payment/requests': () => import('./pages/PaymentRequestsPage').then((m) => m.PaymentRequestsPage),
  'payment/create-request': () => import('./pages/CreateRequestPage').then((m) => m.CreateRequestPage),
  'payment/create-request/:topicId': () => import('./pages/CreateRequestPage').then((m) => m.CreateRequestPage),
  'payment/create-request/:topicId/transactions': () => import('./pages/CreateRequestPage').then((m) => m.CreateRequestPage),
  'payment/create-request/:topicId/transactions/:transactionId': () => import('./pages/CreateRequestPage').then((m) => m.CreateRequestPage),
  'payment/create-request/:topicId/:subTopicId': () => import('./pages/CreateRequestPage').then((m) => m.CreateRequestPage),
};

export function officeRoutes(ctx: GuardContext, guests: OfficeGuests): RouteObject[] {
  const guard = guarded(ctx, 'office/*');
  return [
    {
      path: 'office',
      loader: guard,
      lazy: () => import('./OfficeLayout').then((m) => ({ Component: m.OfficeLayout })),
      children: [
        { index: true, loader: ({ params }) => redirect(`/${params.lang}/office/account`) },
        ...Object.entries({ ...pages, history: guests.history, 'fair-play': guests.fairPlay, recharge: guests.payments, deduce: guests.payments, historypay: guests.payments }).map(([path, load]): RouteObject => ({
          path,
          ...(path === 'identification' ? { loader: guard } : {}),
          lazy: async () => ({ Component: await load() }),
        })),
      ],
    },
    // R17: convert account (login required, as the office).
    { path: 'convert-account', loader: guard, lazy: () => import('./pages/ConvertAccountPage').then((m) => ({ Component: m.ConvertAccountPage })) },
    { path: 'onpay/:result', loader: guarded(ctx, 'onpay/:result'), lazy: () => import('./pages/OnpayPage').then((m) => ({ Component: m.OnpayPage })) },
    { path: 'onpay/withdraw/:result', loader: guarded(ctx, 'onpay/withdraw/:result'), lazy: () => import('./pages/OnpayPage').then((m) => ({ Component: m.OnpayWithdrawPage })) },
  ];
}
