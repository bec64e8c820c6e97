import * as v from 'valibot';
import { combineLatest, defer, map, shareReplay, switchMap, take, tap } from 'rxjs';
import type { CasinoDeps, CasinoServices } from './casino-types';
import { casinoSearch$ } from './casino-search';
import { crashRound$ } from './crash-round';
import { tableRound$ } from './table-round';
import { bingoRound$ } from './bingo-round';
import { tournamentPoll$ } from './tournament-poll';
import { createFavorites } from './favorites';
import * as S from '../schemas/casino';
import { previewGames, previewQuery } from './games-preview';
import { PreviewAnswerSchema } from '../schemas/games-preview';
import { CardHandSchema, CurrentHandSchema } from '../schemas/casino-cards';
import { FairRoundsAnswerSchema, FairSeedsAnswerSchema, RotateSeedsAnswerSchema } from '../schemas/casino-fair';
import { SharedFairAnswerSchema } from '../schemas/casino-fair-shared';
import { TableBetAnswerSchema, TableStateSchema } from '../schemas/casino-tables';
import { BingoBuyAnswerSchema, BingoStateSchema } from '../schemas/casino-bingo';
import { RaceBetAnswerSchema, RaceStateSchema } from '../schemas/casino-virtual';

// The casino services (issue 14), imported with their first call (services.ts): the catalogue, favourites, rounds and
// the polls of the crash game and tournaments, every answer validated. Rounds carry an Idempotency-Key (a double
// click or a lost answer plays one round) and refresh the header balance after money moved.

const API = '/web-api/casino';

export function createCasinoServices(deps: CasinoDeps): CasinoServices {
  const { http } = deps;
  const get = <T>(url: string, schema: v.GenericSchema<unknown, T>, query?: Record<string, string | number | undefined>) =>
    http.request$({ url: `${API}${url}`, schema, auth: true, language: true, ...(query ? { query } : {}) });
  const post = <T>(url: string, schema: v.GenericSchema<unknown, T>, body: unknown, key?: string) =>
    http.request$({ method: 'POST', url: `${API}${url}`, schema, auth: true, body, ...(key ? { headers: { 'Idempotency-Key': key } } : {}) });
  const moneyMoved = <T>(mode: 'real' | 'demo') => tap<T>(() => { if (mode === 'real') deps.balanceChanged(); });

  // C04 and the lobby change rarely: one request a page visit shares.
  const partitions$ = get('/partitions', S.PartitionsSchema).pipe(map((a) => a.partitions), shareReplay({ bufferSize: 1, refCount: true }));
  const providers$ = get('/providers', S.ProvidersSchema).pipe(map((a) => a.providers), shareReplay({ bufferSize: 1, refCount: true }));
  const favorites = createFavorites({
    authorized$: deps.authorized$,
    stored: deps.local.item('casino_favorites', v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(500)), []),
    api: {
      list$: () => get('/favorites', S.FavoritesSchema).pipe(map((a) => a.ids)),
      set$: (gameId, on) => http.request$({ method: on ? 'PUT' : 'DELETE', url: `${API}/favorites/${gameId}`, schema: S.FavoritesSchema, auth: true }).pipe(map((a) => a.ids)),
      merge$: (ids) => post('/favorites/merge', S.FavoritesSchema, { ids }).pipe(map((a) => a.ids)),
    },
  });

  return {
    partitions$: () => partitions$,
    lobby$: () => get('/lobby', S.LobbySchema),
    games$: (q) => get('/games', S.GamesPageSchema, { category: q.category, subcategory: q.subcategory, provider: q.provider, q: q.q, offset: q.offset, limit: q.limit ?? 5000 }),
    game$: (idOrRoute) => get(`/games/${encodeURIComponent(String(idOrRoute))}`, S.GameDetailSchema),
    // The bearer is the user_token cookie's (auth: true), so a player's block is their own.
    preview$: (whence) => deps.siteConfig$.pipe(
      take(1),
      switchMap((config) => combineLatest([
        get('/preview/light', PreviewAnswerSchema, { ...previewQuery(config, deps.lang(), whence) }),
        providers$.pipe(map((list) => new Map(list.map((p) => [p.id, p.name])))),
      ])),
      map(([answer, names]) => previewGames(answer, names)),
    ),
    providers$: () => providers$,
    brand$: () => get('/brand', S.BrandSchema).pipe(map((a) => a.provider)),
    search$: (text$) => casinoSearch$({ search$: (q) => get('/games', S.GamesPageSchema, { q, limit: 60 }).pipe(map((p) => p.items)) }, text$),
    favorites$: () => favorites.ids$,
    toggleFavorite$: (gameId) => favorites.toggle$(gameId),
    recent$: () => get('/recent', S.GamesPageSchema).pipe(map((p) => p.items)),
    seeds$: () => defer(() => get('/fair/seeds', FairSeedsAnswerSchema)),
    rotate$: (clientSeed) => defer(() => post('/fair/rotate', RotateSeedsAnswerSchema, { clientSeed })),
    fairHistory$: (page) => get('/fair/rounds', FairRoundsAnswerSchema, { offset: page.offset, limit: page.limit }),
    sharedFairHistory$: (page) => get('/fair/shared-rounds', SharedFairAnswerSchema, { offset: page.offset, limit: page.limit }),
    play$: (gameId, body) => defer(() => post(`/games/${gameId}/round`, S.RoundSchema, body, deps.newKey())).pipe(moneyMoved(body.mode)),
    hand$: (gameId) => get(`/games/${gameId}/hand`, CurrentHandSchema).pipe(map((a) => a.hand)),
    deal$: (gameId, stake) => defer(() => post(`/games/${gameId}/hand`, CardHandSchema, { stake }, deps.newKey())).pipe(moneyMoved('real')),
    handAction$: (gameId, move) => defer(() => post(`/games/${gameId}/hand/action`, CardHandSchema, move, deps.newKey())).pipe(moneyMoved('real')),
    crash$: () => crashRound$({ request$: () => get('/crash', S.CrashSchema), visible$: deps.visible$ }),
    crashBet$: (stake, mode) => defer(() => post('/crash/bet', S.CrashBetSchema, { stake, mode }, deps.newKey())).pipe(moneyMoved(mode)),
    crashCashout$: (mode) => defer(() => post('/crash/cashout', S.CrashBetSchema, { mode }, deps.newKey())).pipe(moneyMoved(mode)),
    table$: (gameId) => tableRound$({ request$: () => get(`/tables/${gameId}`, TableStateSchema), visible$: deps.visible$ }),
    tableBet$: (gameId, body) => defer(() => post(`/tables/${gameId}/bet`, TableBetAnswerSchema, body, deps.newKey())).pipe(moneyMoved(body.mode)),
    bingo$: (gameId) => bingoRound$({ request$: () => get(`/bingo/${gameId}`, BingoStateSchema), visible$: deps.visible$ }),
    bingoBuy$: (gameId, body) => defer(() => post(`/bingo/${gameId}/buy`, BingoBuyAnswerSchema, body, deps.newKey())).pipe(moneyMoved(body.mode)),
    race$: (gameId) => tableRound$({ request$: () => get(`/virtual/${gameId}`, RaceStateSchema), visible$: deps.visible$ }),
    raceBet$: (gameId, body) => defer(() => post(`/virtual/${gameId}/bet`, RaceBetAnswerSchema, body, deps.newKey())).pipe(moneyMoved(body.mode)),
    tournaments$: () => get('/tournaments', S.TournamentListSchema).pipe(map((a) => a.tournaments)),
    tournament$: (id) => tournamentPoll$({ request$: () => get(`/tournaments/${encodeURIComponent(id)}`, S.TournamentSchema), visible$: deps.visible$ }),
    promos$: () => get('/promotions', S.PromosSchema).pipe(map((a) => a.promotions)),
  };
}
