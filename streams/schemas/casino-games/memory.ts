import { drawWithout, payOf } from './fair-random';
import { picksValid, type GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// Memory: twelve face-down cards, three each of four symbols, laid out by the round's seed; the player turns three.
// Three alike pay that symbol's prize, a pair gives the stake back. Of the C(12, 3) = 220 equally likely triples, 4
// are three alike (one per symbol) and 108 hold exactly one pair, so the RTP is
// (108 x 100 + 1500 + 2000 + 2600 + 4000) / 220 = 20,900 / 220 = 95 % exactly (memoryRtp enumerates it).

export const MEMORY_SYMBOLS = ['moon', 'sun', 'star', 'comet'] as const;
/** Three alike of each symbol, in hundredths of the stake. */
export const MEMORY_TRIPLE_PAYS: readonly number[] = [1500, 2000, 2600, 4000];
export const MEMORY_PAIR_PAY = 100;
export const MEMORY_CARDS = 12;
export const MEMORY_TURNS = 3;
export const MEMORY_RTP = 95;

const DECK = MEMORY_SYMBOLS.flatMap((_, s) => [s, s, s]);

function payOfCards(cards: readonly number[]): number {
  const counts = MEMORY_SYMBOLS.map((_, s) => cards.filter((c) => c === s).length);
  const triple = counts.findIndex((c) => c === 3);
  if (triple >= 0) return MEMORY_TRIPLE_PAYS[triple]!;
  return counts.some((c) => c === 2) ? MEMORY_PAIR_PAY : 0;
}

/** The exact RTP in percent: every choice of three cards of the deck, equally likely. */
export function memoryRtp(): number {
  let total = 0;
  let n = 0;
  for (let a = 0; a < MEMORY_CARDS; a += 1)
    for (let b = a + 1; b < MEMORY_CARDS; b += 1)
      for (let c = b + 1; c < MEMORY_CARDS; c += 1) {
        total += payOfCards([DECK[a]!, DECK[b]!, DECK[c]!]);
        n += 1;
      }
  return total / n;
}

export const memoryRules: GameRules = {
  rtp: { min: MEMORY_RTP, max: MEMORY_RTP },
  stakeUnit: stakeUnitOf([...MEMORY_TRIPLE_PAYS, MEMORY_PAIR_PAY]),
  floats: MEMORY_CARDS,
  refusal: ({ picks }) => (picksValid(picks, 0, MEMORY_CARDS - 1, MEMORY_TURNS, MEMORY_TURNS) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks }) {
    const board = drawWithout(random, DECK, MEMORY_CARDS);
    return {
      win: payOf(stakeMinor, payOfCards(picks.map((p) => board[p]!))),
      outcome: { picks: [...picks], fields: board.map((s) => MEMORY_SYMBOLS[s]!) },
    };
  },
};
