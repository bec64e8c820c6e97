import type { OfficeGuests } from '../../features/office/office-routes';

/** The pages of other features the office frame shows (features do not import each other; the app composes them). */
export const officeGuests: OfficeGuests = {
  history: async () => (await import('../../features/coupon/BetHistory')).BetHistory,
  fairPlay: async () => (await import('../../features/casino/fair/FairPlayPage')).FairPlayPage,
};
