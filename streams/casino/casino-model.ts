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
  fair?: { serverSeedHash: string; serverSeed?: string; clientSeed?: string; nonce?: number };
}

export interface CrashState {
  roundId: string;
  phase: 'betting' | 'running' | 'crashed';
  multiplier: number;
  startsInMs: number;
  history: readonly number[];
  myBet: { stake: number; cashedOutAt: number | null } | null;
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
}
