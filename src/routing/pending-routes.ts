/**
 * Routes of SPEC.md section 2 whose content belongs to a later issue. Each renders the shared, clearly marked
 * "not available yet" page. tests/src/routing/pending-inventory.test.ts pins the count: it may only go down.
 * Paths are relative to /{lang}/ and use react-router syntax.
 */
export type PendingFeature = 'sports' | 'coupon' | 'accounts' | 'office' | 'casino' | 'bonuses' | 'info' | 'apps' | 'payments';

export const PENDING_ROUTES: ReadonlyArray<readonly [path: string, feature: PendingFeature]> = [
  // Sports (issue 4): every sports route is real (src/features/sports/sports-routes.tsx).
  // Coupon (issue 5): coupon, print-coupon and betting-calculator are real (src/features/coupon/coupon-routes.tsx).
  // Accounts of people (issue 3): registration, login, recovery, activation and confirm-terms are real
  // (src/features/auth/auth-routes.tsx), convert-account is an office page (src/features/office/office-routes.tsx) and
  // verification/sumsub is the remote verification app (issue 16, more-routes.tsx).
  // Personal office (issue 6) and responsible gaming (issue 13): every office page is real (src/features/office/office-routes.tsx).
  // Casino and games (issue 14): every casino route is real (src/features/casino/casino-routes.tsx).
  // Bonuses and promotion (R12, R13) and apps (R19), issue 15: every route is real (the bonus pages in more-routes.tsx,
  // promotions, landings, partners and the app pages in src/features/content/content-routes.tsx).
  // Information area (R20, issue 15): every information route is real (src/features/content/content-routes.tsx).
];
