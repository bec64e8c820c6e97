import type { OfficeGuests } from '../../features/office/office-routes';

/** The pages of other features the office frame shows (features do not import each other; the app composes them). */
export const officeGuests: OfficeGuests = {
  history: () => import('../../features/coupon/BetHistory').then((m) => m.BetHistory),
  fairPlay: () => import('../../features/casino/fair/FairPlayPage').then((m) => m.FairPlayPage),
  payments: () => import('../../features/remote/remote-pages').then((m) => m.PaymentsPage),
};
