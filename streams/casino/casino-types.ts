import type { CardAction as CardMoveBody, CardHand } from '../schemas/casino-cards';
import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import type { ValidatedStorage } from '../core/storage';
import type { SiteConfig } from '../schemas/site-config';
import type { GamesPreview } from './games-preview';
import type {
  CasinoGame, CasinoGameDetail, CasinoLobby, CasinoPage, CasinoProvider, CrashState, CrashBetAnswer, RoundAnswer,
  TournamentDetail, TournamentList, CasinoPromo, FairSeeds, SeedRotation, FairHistoryPage,
} from './casino-model';

import type { TableBetAnswer, TableBetBody, TableState } from '../schemas/casino-tables';
import type { BingoBuyAnswer, BingoBuyBody, BingoState } from '../schemas/casino-bingo';
import type { RaceBetAnswer, RaceBetBody, RaceState } from '../schemas/casino-virtual';

export type * from './casino-model';
export type { TableBetAnswer, TableState } from '../schemas/casino-tables';
export type { BingoBuyAnswer, BingoState } from '../schemas/casino-bingo';
export type { RaceBetAnswer, RaceState } from '../schemas/casino-virtual';
export type { GamesPreview } from './games-preview';

/** The effects the casino services need (wired by services.ts). */
export interface CasinoDeps {
  http: Http;
  authorized$: Observable<boolean>;
  visible$: Observable<boolean>;
  /** Validated localStorage: the visitor's favourites (casino_favorites, game ids). */
  local: ValidatedStorage;
  /** A fresh Idempotency-Key for one round. */
  newKey: () => string;
  /** Money moved: the header balance is refreshed (accounts.refresh). */
  balanceChanged: () => void;
  /** The site's group, partner and the visitor's geo country (the games preview's query). */
  siteConfig$: Observable<SiteConfig>;
  /** The page's language now. */
  lang: () => string;
}

export interface GamesQuery {
  category?: string;
  subcategory?: string;
  provider?: string;
  q?: string;
  offset?: number;
  limit?: number;
}

/** The casino domain (Services.casino$): every member is a call answering an Observable. */
export interface CasinoServices {
  /** C04: the casino partitions (families) the menu shows. */
  partitions$(): Observable<readonly string[]>;
  lobby$(): Observable<CasinoLobby>;
  /** C15 games preview light: a block of games for a place (PREVIEW_WHENCE), personal for a player. */
  preview$(whence: number): Observable<GamesPreview>;
  games$(query: GamesQuery): Observable<CasinoPage>;
  game$(idOrRoute: number | string): Observable<CasinoGameDetail>;
  providers$(): Observable<readonly CasinoProvider[]>;
  /** casino/brand: the id of the operator's own studio among the providers. */
  brand$(): Observable<string>;
  /** Search as you type over a stream of texts (casino-search.ts). */
  search$(text$: Observable<string>): Observable<import('./casino-search').SearchState<readonly CasinoGame[]>>;
  /** The favourite game ids: the server's for a player (the visitor's merged in at login), storage for a visitor. */
  favorites$(): Observable<readonly number[]>;
  toggleFavorite$(gameId: number): Observable<readonly number[]>;
  /** Recently played games of a player (empty for a visitor). */
  recent$(): Observable<readonly CasinoGame[]>;
  /** Provably fair: the player's active seed pair (the server seed as its hash) and the next seed's hash. */
  seeds$(): Observable<FairSeeds>;
  /** Reveals the active pair's server seed and activates the next seed with the player's new client seed. */
  rotate$(clientSeed: string): Observable<SeedRotation>;
  /** A page of the player's real rounds with their seeds, newest first. */
  fairHistory$(page: { offset: number; limit: number }): Observable<FairHistoryPage>;
  /** A page of the player's bingo tickets and virtual race bets with their round's hash, and its seed once it is over. */
  sharedFairHistory$(page: { offset: number; limit: number }): Observable<import('../schemas/casino-fair-shared').SharedFairAnswer>;
  /** One round of a game (slot spin, keno draw, scratch card, bonus game): a fresh Idempotency-Key per call. */
  play$(gameId: number, body: { stake: number; mode: 'real' | 'demo'; [k: string]: unknown }): Observable<RoundAnswer>;
  /** Card games (blackjack, video poker), real money: the player's open hand of a game, a deal, one action. */
  hand$(gameId: number): Observable<CardHand | null>;
  deal$(gameId: number, stake: number): Observable<CardHand>;
  handAction$(gameId: number, move: CardMoveBody): Observable<CardHand>;
  /** The shared crash round, polled while the page is visible. */
  crash$(): Observable<CrashState>;
  crashBet$(stake: number, mode: 'real' | 'demo'): Observable<CrashBetAnswer>;
  crashCashout$(mode: 'real' | 'demo'): Observable<CrashBetAnswer>;
  /** A shared live table's round (roulette, baccarat), polled while the page is visible. */
  table$(gameId: number): Observable<TableState>;
  tableBet$(gameId: number, body: TableBetBody): Observable<TableBetAnswer>;
  /** A bingo room's round (its called balls, my tickets), polled while the page is visible. */
  bingo$(gameId: number): Observable<BingoState>;
  bingoBuy$(gameId: number, body: BingoBuyBody): Observable<BingoBuyAnswer>;
  /** A virtual race game's race of the moment, polled while the page is visible. */
  race$(gameId: number): Observable<RaceState>;
  raceBet$(gameId: number, body: RaceBetBody): Observable<RaceBetAnswer>;
  tournaments$(): Observable<TournamentList>;
  /** A tournament, its leaderboard polled while the page is visible and stopped when unsubscribed. */
  tournament$(id: string): Observable<TournamentDetail>;
  promos$(): Observable<readonly CasinoPromo[]>;
}
