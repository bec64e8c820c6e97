/**
 * The fair-play bar of DESIGN.md, simulated (`npm run bench`, or BENCH_ONLY=rtp alone): ROUNDS rounds of every game
 * kind through the games' own play functions, at the smallest stake the catalogue allows (where a win rounded down
 * would cost the most), each beside its stated RTP. tests/server/casino-rtp.test.ts proves the figures exactly; this
 * shows a long run of real rounds landing on them. Each kind draws from a generator with a random seed (printed, so
 * a run can be replayed); z is (simulated - expected) / standard error, the error from the run's own spread (for keno
 * and the crash game, whose rare top wins a run may not see, it is a floor).
 */
import crypto from 'node:crypto';
import { catalog, type CatalogGame } from '../server/casino/catalog.ts';
import { mulberry32 } from '../server/seed/prng.ts';
import { CRASH_RTP, crashHundredthsOf, crashWin } from '../streams/schemas/casino-games/crash.ts';
import type { RoundChoice } from '../streams/schemas/casino-games/game-rules.ts';
import { KENO_MAX_PICKS, KENO_NUMBERS, kenoRtp } from '../streams/schemas/casino-games/keno.ts';
import { ROUND_GAMES, type RoundKind } from '../streams/schemas/casino-games/round-games.ts';
import { DT_RTP } from '../streams/schemas/casino-games/dragon-tiger.ts';
import { WHEEL_NUMBERS, wheelRtp } from '../streams/schemas/casino-games/money-wheel.ts';
import { SICBO_SPOTS, sicBoRtp } from '../streams/schemas/casino-games/sicbo.ts';
import { TABLE_GAMES, type TableKind } from '../streams/schemas/casino-games/table-games.ts';
import type { TableRules } from '../streams/schemas/casino-games/table-rules.ts';
import { ROULETTE_SPOTS } from '../streams/schemas/casino-games/roulette.ts';
import { BACCARAT_SPOTS } from '../streams/schemas/casino-games/baccarat.ts';
import { BJ_RTP, blackjackAct, blackjackDeal, blackjackShoe, blackjackStaked } from '../streams/schemas/casino-games/blackjack.ts';
import { VP_RTP, videoPokerDeal, videoPokerDeck, videoPokerDraw } from '../streams/schemas/casino-games/video-poker.ts';
import { basicStrategy, simpleHolds } from './bench-card-strategy.ts';
import { BINGO_RTP, drawOf, ticketOf, ticketReturn } from '../streams/schemas/casino-games/bingo.ts';
import { newRaceCard, RACE_RTP_PERCENT, raceResultOf, raceReturn } from '../streams/schemas/casino-games/virtual-race.ts';

const ROUNDS = Number(process.env.RTP_ROUNDS ?? 1_000_000);

/** Distinct whole numbers in [from, to]. */
function distinct(random: () => number, count: number, from: number, to: number): number[] {
  const out = new Set<number>();
  while (out.size < count) out.add(from + Math.floor(random() * (to - from + 1)));
  return [...out];
}

/** What a player chooses each round, spread over every choice the game offers. */
const CHOICES: Record<RoundKind, (random: () => number) => RoundChoice> = {
  slot: () => ({ picks: [], level: 0 }),
  keno: (r) => ({ picks: distinct(r, 1 + Math.floor(r() * KENO_MAX_PICKS), 1, KENO_NUMBERS), level: 0 }),
  scratch: () => ({ picks: [], level: 0 }),
  fortuna: () => ({ picks: [], level: 0 }),
  chest: (r) => ({ picks: [Math.floor(r() * 3)], level: 0 }),
  memory: (r) => ({ picks: distinct(r, 3, 0, 11), level: 0 }),
  safe: (r) => ({ picks: distinct(r, 1 + Math.floor(r() * 3), 0, 9), level: 0 }),
  lottery: (r) => ({ picks: [0, 1, 2].map(() => Math.floor(r() * 10)), level: 0 }),
  dragon: (r) => ({ picks: [Math.floor(r() * 5)], level: 1 + Math.floor(r() * 3) }),
  // The table games: one bet a round on a spot of the table (each spot its own RTP, like keno's rows).
  sicbo: (r) => ({ picks: [SICBO_SPOTS[Math.floor(r() * SICBO_SPOTS.length)]!.spot], level: 0 }),
  moneywheel: (r) => ({ picks: [Math.floor(r() * WHEEL_NUMBERS.length)], level: 0 }),
  dragontiger: (r) => ({ picks: [Math.floor(r() * 3)], level: 0 }),
};

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** Games whose choices differ in RTP: a run spread evenly over them expects their mean. */
const MEAN_RTP: Partial<Record<RoundKind, number>> = {
  keno: mean(Array.from({ length: KENO_MAX_PICKS }, (_, i) => kenoRtp(i + 1))),
  sicbo: mean(SICBO_SPOTS.map(sicBoRtp)),
  moneywheel: mean(WHEEL_NUMBERS.map(wheelRtp)),
  dragontiger: mean([DT_RTP.dragon, DT_RTP.tiger, DT_RTP.tie]),
};

/** The return of `rounds` paid wins (per unit stake), its standard error, and how far it lies from `expected`. */
function summary(returns: { sum: number; squares: number }, rounds: number, expected: number) {
  const mean = returns.sum / rounds;
  const standardError = Math.sqrt(Math.max(0, returns.squares / rounds - mean * mean) / rounds);
  const simulated = 100 * mean;
  return { simulated: Number(simulated.toFixed(3)), standardError: Number((100 * standardError).toFixed(3)), z: Number(((simulated - expected) / (100 * standardError)).toFixed(2)) };
}

const smallestStake = (kind: CatalogGame['kind']) => Math.min(...catalog().games.filter((g) => g.kind === kind).map((g) => g.minStake));

function roundGame(kind: RoundKind, seed: number) {
  const random = mulberry32(seed);
  const rules = ROUND_GAMES[kind];
  const stake = smallestStake(kind);
  const returns = { sum: 0, squares: 0 };
  const expected = MEAN_RTP[kind] ?? rules.rtp.min;
  for (let i = 0; i < ROUNDS; i += 1) {
    const x = rules.play(random, stake, CHOICES[kind](random)).win / stake;
    returns.sum += x;
    returns.squares += x * x;
  }
  return { stated: rules.rtp.min === rules.rtp.max ? rules.rtp.min : rules.rtp, expected: Number(expected.toFixed(3)), stake, ...summary(returns, ROUNDS, expected) };
}

/** The crash game: a crash point from a random 48-bit number a round; the player cashes out at a target from 1.00 to 10.00x. */
function crashGame(seed: number) {
  const random = mulberry32(seed);
  const stake = smallestStake('crash');
  const returns = { sum: 0, squares: 0 };
  for (let i = 0; i < ROUNDS; i += 1) {
    const h = Math.floor(random() * 2 ** 24) * 2 ** 24 + Math.floor(random() * 2 ** 24);
    const target = Math.round(100 * 10 ** random()); // hundredths, spread evenly in log from 1.00 to 10.00x
    const x = crashHundredthsOf(h) > target ? crashWin(stake, target / 100) / stake : 0;
    returns.sum += x;
    returns.squares += x * x;
  }
  return { stated: CRASH_RTP, expected: CRASH_RTP, stake, ...summary(returns, ROUNDS, CRASH_RTP) };
}

/** The spots of each live table, one bet a round spread over all of them. */
const TABLE_SPOTS: Record<TableKind, readonly string[]> = { roulette: [...ROULETTE_SPOTS.keys()], baccarat: BACCARAT_SPOTS };
/** Baccarat's exact returns per spot over one 8-deck shoe (tests/server/casino-tables-rules.test.ts). */
const BACCARAT_RTP = { player: 98.76, banker: 98.94, tie: 85.64 };

function tableGame(kind: TableKind, seed: number) {
  const random = mulberry32(seed);
  const rules = TABLE_GAMES[kind] as TableRules<unknown>;
  const spots = TABLE_SPOTS[kind];
  const stake = smallestStake(kind);
  const expected = kind === 'roulette' ? rules.rtp.min : mean(Object.values(BACCARAT_RTP));
  const returns = { sum: 0, squares: 0 };
  for (let i = 0; i < ROUNDS; i += 1) {
    const x = rules.returnOf(spots[Math.floor(random() * spots.length)]!, stake, rules.resultOf(random)) / stake;
    returns.sum += x;
    returns.squares += x * x;
  }
  return { stated: rules.rtp.min === rules.rtp.max ? rules.rtp.min : rules.rtp, expected: Number(expected.toFixed(3)), stake, ...summary(returns, ROUNDS, expected) };
}

/**
 * The card games, a hand at a time through the engines the server plays: blackjack by basic strategy (the return
 * per first stake, doubles and splits included), video poker by the simple strategy (bench-card-strategy.ts), so
 * its expected figure is that strategy's 99.46 %, beside the 99.54 % that optimal holds return.
 */
const SIMPLE_VP_RTP = 99.46;
function cardGame(kind: 'blackjack' | 'videopoker', seed: number) {
  const random = mulberry32(seed);
  const stake = smallestStake(kind);
  const returns = { sum: 0, squares: 0 };
  const rounds = Math.ceil(ROUNDS / 10);
  for (let i = 0; i < rounds; i += 1) {
    let x: number;
    if (kind === 'blackjack') {
      const shoe = blackjackShoe(random);
      let s = blackjackDeal(shoe, stake);
      while (s.phase !== 'settled') s = blackjackAct(shoe, s, basicStrategy(s));
      x = 1 + (s.returned - blackjackStaked(s)) / stake;
    } else {
      const deck = videoPokerDeck(random);
      const dealt = videoPokerDeal(deck, stake);
      x = videoPokerDraw(deck, dealt, simpleHolds(dealt.cards)).returned / stake;
    }
    returns.sum += x;
    returns.squares += x * x;
  }
  const expected = kind === 'blackjack' ? BJ_RTP : SIMPLE_VP_RTP;
  return { stated: kind === 'blackjack' ? BJ_RTP : VP_RTP, expected, stake, rounds, ...summary(returns, rounds, expected) };
}

/** Bingo: a new ticket and a new draw a round, the ticket paid on its own (its return per ticket price). */
export function bingoGame(seed: number, rounds = ROUNDS) {
  const random = mulberry32(seed);
  const returns = { sum: 0, squares: 0 };
  for (let i = 0; i < rounds; i += 1) {
    const x = ticketReturn(ticketOf(random), drawOf(random), 1);
    returns.sum += x;
    returns.squares += x * x;
  }
  return { stated: BINGO_RTP, expected: BINGO_RTP, stake: 1, ...summary(returns, rounds, BINGO_RTP) };
}

/** Virtual horse racing: a new card a race, a win bet on one of its runners at random. */
function virtualRace(seed: number) {
  const random = mulberry32(seed);
  const stake = smallestStake('virtualrace');
  const returns = { sum: 0, squares: 0 };
  for (let i = 0; i < ROUNDS; i += 1) {
    const card = newRaceCard(random);
    const x = raceReturn(card, Math.floor(random() * card.length), stake, raceResultOf(card, random)) / stake;
    returns.sum += x;
    returns.squares += x * x;
  }
  return { stated: RACE_RTP_PERCENT, expected: RACE_RTP_PERCENT, stake, ...summary(returns, ROUNDS, RACE_RTP_PERCENT) };
}

export function benchRtp() {
  const started = performance.now();
  const games: Record<string, unknown> = {};
  for (const kind of [...(Object.keys(ROUND_GAMES) as RoundKind[]), 'crash' as const]) {
    const seed = crypto.randomInt(2 ** 32);
    games[kind] = { seed, ...(kind === 'crash' ? crashGame(seed) : roundGame(kind, seed)) };
  }
  for (const kind of Object.keys(TABLE_GAMES) as TableKind[]) {
    const seed = crypto.randomInt(2 ** 32);
    games[kind] = { seed, ...tableGame(kind, seed) };
  }
  for (const kind of ['blackjack', 'videopoker'] as const) {
    const seed = crypto.randomInt(2 ** 32);
    games[kind] = { seed, ...cardGame(kind, seed) };
  }
  const bingoSeed = crypto.randomInt(2 ** 32);
  games.bingo = { seed: bingoSeed, ...bingoGame(bingoSeed) };
  const raceSeed = crypto.randomInt(2 ** 32);
  games['virtualrace'] = { seed: raceSeed, ...virtualRace(raceSeed) };
  return { rounds: ROUNDS, games, ms: Math.round(performance.now() - started) };
}
