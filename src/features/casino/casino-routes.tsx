import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../routing/guards';
import { BONUS_GAMES, CASINO_FAMILIES } from './casino-families';
import { VERIFIER_ROUTE } from './fair/verifier-link';
import type { CasinoOfferViews } from './pages/PromoPages';
import { withCasino } from './use-casino';

// The casino routes of R08-R11, loaded on demand with the first visit to one of them (the route group in
// more-routes.tsx), so the home page carries none of them. Every page is its own chunk.
// Unknown games, providers and subcategories throw NotFoundError while rendering: the route's error element shows
// the 404 page. The server answers the legacy 301s (allgamesentrance, slot-first-deposit); the client redirects
// vulkan and tvgames/view/poker (more-routes.tsx) and sends a client-side allgamesentrance visit on as the server would.

type Loader = () => Promise<ComponentType>;
const page = (path: string, load: Loader): RouteObject => ({ path, lazy: async () => ({ Component: withCasino(await load()) }) });

const lobby: Loader = () => import('./pages/LobbyPage').then((m) => m.LobbyPage);
const family: Loader = () => import('./pages/FamilyPage').then((m) => m.FamilyPage);
const game: Loader = () => import('./pages/GamePage').then((m) => m.GamePage);

/** The pages of other features the casino's pages show (src/app/routing/casino-guests.ts). */
export interface CasinoGuests {
  offers: () => Promise<CasinoOfferViews>;
}

type OfferPageName = 'CasinoPromosPage' | 'CasinoBonusPage' | 'CasinoPromotionPage';
/** A casino bonus page with the content feature's bonus views in it. */
const offerPage = (guests: CasinoGuests, name: OfferPageName): Loader => async () => {
  const [pages, offers] = await Promise.all([import('./pages/PromoPages'), guests.offers()]);
  const Page = pages[name];
  return function CasinoOfferPage() {
    return <Page offers={offers} />;
  };
};
const tournaments: Loader = () => import('./pages/TournamentsPage').then((m) => m.TournamentsPage);
const tournament: Loader = () => import('./pages/TournamentsPage').then((m) => m.TournamentPage);

/** The casino routes under /{lang}/ in the default layout. */
export function casinoRoutes(_ctx: GuardContext, guests: CasinoGuests): RouteObject[] {
  const promos = offerPage(guests, 'CasinoPromosPage');
  const promo = offerPage(guests, 'CasinoBonusPage');
  const promotion = offerPage(guests, 'CasinoPromotionPage');
  return [
    page('casino-lobby', lobby),
    page('othergames', lobby),
    ...CASINO_FAMILIES.map((f) => page(f.path, family)),
    ...['slots', 'casino', 'keno'].map((p) => page(`${p}/thankyou`, () => import('./pages/InfoPages').then((m) => m.ThankYouPage))),
    page('slots/:subcategory', family),
    page('casino/:subcategory', family),
    page('poker/:game', family),
    page('slots/game/:gameId/:gameName', game),
    page('slots/:subcategory/game/:gameId/:gameName', game),
    page('casino/game/:gameId/:gameName', game),
    page('casino/:subcategory/game/:gameId/:gameName', game),
    page('games', () => import('./pages/InfoPages').then((m) => m.GamesIndexPage)),
    page('games/:gameRoute', game),
    page('games-landing/:landingRoute', game),
    { path: 'allgamesentrance/:gameRoute?', loader: ({ params }) => redirect(`/${params.lang}/games${params.gameRoute ? `/${params.gameRoute}` : ''}`) },
    page('casino/brand', () => import('./pages/InfoPages').then((m) => m.BrandPage)),
    page('casino/slot-first-deposit', promo),
    page('providers', () => import('./pages/ProvidersPage').then((m) => m.ProvidersPage)),
    page('providers/:provider', family),
    page('casino-search', () => import('./pages/SearchPage').then((m) => m.SearchPage)),
    page('my-casino', () => import('./pages/MyCasinoPage').then((m) => m.MyCasinoPage)),
    page('my-casino/favorites', () => import('./pages/MyCasinoPage').then((m) => m.FavoritesPage)),
    ...BONUS_GAMES.map((kind) => page(kind, game)),
    page('bonus/casino', promos),
    page('bonus/casino/:id', promo),
    page('bonus/casino/promotions/:id', promotion),
    page('bonus/casino/tournaments', tournaments),
    page('bonus/casino/tournaments/:id', tournament),
    // Provably fair (issue 20): how rounds are decided, and the verifier other pages link to with a round filled in.
    page(VERIFIER_ROUTE, () => import('./pages/ProvablyFairPage').then((m) => m.ProvablyFairPage)),
  ];
}
