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
}

const pages: Record<string, Loader> = {
  account: async () => (await import('./pages/AccountPage')).AccountPage,
  historypay: async () => (await import('./pages/HistoryPayPage')).HistoryPayPage,
  recharge: async () => (await import('./pages/RechargePage')).RechargePage,
  deduce: async () => (await import('./pages/DeducePage')).DeducePage,
  security: async () => (await import('./pages/SecurityPage')).SecurityPage,
  settings: async () => (await import('./pages/SettingsPage')).SettingsPage,
  // Responsible gaming (issue 13): the limits page lives with the limits feature.
  responsible: async () => (await import('./limits/ResponsiblePage')).ResponsiblePage,
  'bonuses/deposit': async () => (await import('./pages/BonusesPage')).BonusesDepositPage,
  'bonuses/wager': async () => (await import('./pages/BonusesPage')).BonusesWagerPage,
  'casino/vipcashback': async () => (await import('./pages/CashbackPage')).VipCashbackPage,
  'casino/premiumcashback': async () => (await import('./pages/CashbackPage')).PremiumCashbackPage,
  promotion: async () => (await import('./pages/PromotionPage')).PromotionPage,
  bringfriend: async () => (await import('./pages/BringFriendPage')).BringFriendPage,
  support: async () => (await import('./pages/SupportPage')).SupportPage,
  rewards: async () => (await import('./pages/RewardsPage')).RewardsPage,
  verification: async () => (await import('./pages/DocumentsPage')).VerificationPage,
  identification: async () => (await import('./pages/DocumentsPage')).IdentificationPage,
  'share-idea': async () => (await import('./pages/ShareIdeaPage')).ShareIdeaPage,
  'payment/requests': async () => (await import('./pages/PaymentRequestsPage')).PaymentRequestsPage,
  'payment/create-request': async () => (await import('./pages/CreateRequestPage')).CreateRequestPage,
  'payment/create-request/:topicId': async () => (await import('./pages/CreateRequestPage')).CreateRequestPage,
  'payment/create-request/:topicId/transactions': async () => (await import('./pages/CreateRequestPage')).CreateRequestPage,
  'payment/create-request/:topicId/transactions/:transactionId': async () => (await import('./pages/CreateRequestPage')).CreateRequestPage,
  'payment/create-request/:topicId/:subTopicId': async () => (await import('./pages/CreateRequestPage')).CreateRequestPage,
};

export function officeRoutes(ctx: GuardContext, guests: OfficeGuests): RouteObject[] {
  const guard = guarded(ctx, 'office/*');
  return [
    {
      path: 'office',
      loader: guard,
      lazy: async () => ({ Component: (await import('./OfficeLayout')).OfficeLayout }),
      children: [
        { index: true, loader: ({ params }) => redirect(`/${params.lang}/office/account`) },
        ...Object.entries({ ...pages, history: guests.history, 'fair-play': guests.fairPlay }).map(([path, load]): RouteObject => ({
          path,
          ...(path === 'identification' ? { loader: guard } : {}),
          lazy: async () => ({ Component: await load() }),
        })),
      ],
    },
    // R17: convert account (login required, as the office).
    { path: 'convert-account', loader: guard, lazy: async () => ({ Component: (await import('./pages/ConvertAccountPage')).ConvertAccountPage }) },
    { path: 'onpay/:result', loader: guarded(ctx, 'onpay/:result'), lazy: async () => ({ Component: (await import('./pages/OnpayPage')).OnpayPage }) },
    { path: 'onpay/withdraw/:result', loader: guarded(ctx, 'onpay/withdraw/:result'), lazy: async () => ({ Component: (await import('./pages/OnpayPage')).OnpayWithdrawPage }) },
  ];
}
