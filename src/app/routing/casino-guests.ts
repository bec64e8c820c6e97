import type { CasinoGuests } from '../../features/casino/casino-routes';

/** What other features show on the casino's pages (features do not import each other; the app composes them). */
export const casinoGuests: CasinoGuests = {
  offers: async () => {
    const { CasinoBonusList, CasinoBonusView } = await import('../../features/content/CasinoOffers');
    return { BonusList: CasinoBonusList, Bonus: CasinoBonusView };
  },
};
