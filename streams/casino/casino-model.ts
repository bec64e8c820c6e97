import type { FairRoundsAnswer, FairSeedsAnswer, RevealedPair } from '../schemas/casino-fair';

// The casino's data as the pages use it. Re-exports the contract's types (streams/schemas/casino.ts) where they exist.

export interface CasinoGame {
  id: number;
  name: string;
  route: string;
  provider: string;
  providerName?: string;
  categories: readonly string[];
  thumbnail: string;
  isNew?: boolean;
  isPopular?: boolean;
  rtp?: number;
  kind?: string;
}

export interface CasinoGameDetail extends CasinoGame {
  /** The highest stated RTP over the game's choices when they differ (keno's rows); rtp is the lowest. */
  rtpMax?: number;
  minStake: number;
  maxStake: number;
  /** The allowed stakes are its multiples from minStake to maxStake: at each the stated RTP is exact. */
  stakeUnit: number;
  volatility?: string;
  related: readonly CasinoGame[];
  description?: string;
}

export interface CasinoLobby {
  rows: ReadonlyArray<{ category: string; games: readonly CasinoGame[] }>;
}

export interface CasinoPage {
  total: number;
  items: readonly CasinoGame[];
}

export interface CasinoProvider {
  id: string;
  name: string;
  games: number;
}

export interface RoundAnswer {
  roundId: string;
  stake: number;
  win: number;
  balance: number | null;
  outcome: unknown;
  /** The seed pair's hash, client seed and nonce; the server seed itself only for a demo round. */
  fair: RoundFair;
}

export interface RoundFair {
  serverSeedHash: string;
  serverSeed?: string;
  clientSeed: string;
  nonce: number;
}

/** Provably fair: the player's active pair (hash, client seed, rounds so far) and the next seed's hash. */
export type FairSeeds = FairSeedsAnswer;
/** A rotation's answer: the revealed pair and the seeds now. */
export interface SeedRotation { revealed: RevealedPair; seeds: FairSeeds }
export type { RevealedPair };
/** A page of the player's real rounds with their seeds (the server seed once revealed). */
export type FairHistoryPage = FairRoundsAnswer;

export interface CrashState {
  roundId: string;
  phase: 'betting' | 'running' | 'crashed';
  multiplier: number;
  startsInMs: number;
  history: readonly number[];
  myBet: { stake: number; cashedOutAt: number | null } | null;
  /** Shown before the round runs; the seed itself once it crashed. */
  serverSeedHash: string;
  serverSeed?: string;
}

export interface CrashBetAnswer {
  stake: number;
  win: number;
  multiplier: number | null;
}

export interface TournamentSummary {
  id: string;
  name: string;
  prizePool: number;
  currency: string;
  endsAt: string;
}

export type TournamentList = readonly TournamentSummary[];

export interface TournamentDetail extends TournamentSummary {
  leaderboard: ReadonlyArray<{ place: number; player: string; score: number }>;
}

export interface CasinoPromo {
  id: string;
  title: string;
  text: string;
  /** The content store's bonus the promotion offers (bonus/casino/promotions/{id} shows its terms and "take"). */
  bonus: string | null;
}
