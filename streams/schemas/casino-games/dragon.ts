import { drawWithout, payOf } from './fair-random';
import { picksValid, type GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// The dragon bonus: five caves, one to three of them hold a sleeping dragon (the player's level), the rest gold.
// The player enters one cave: gold pays DRAGON_PAYS[dragons], a dragon takes the stake. The pay makes every level
// return 96 %: pay x (5 - dragons) / 5 = 0.96.

export const DRAGON_CAVES = 5;
/** The pay in hundredths of the stake for a cave of gold, by the number of dragons. */
export const DRAGON_PAYS: Readonly<Record<number, number>> = { 1: 120, 2: 160, 3: 240 };
export const DRAGON_RTP = 96;

export const dragonRtp = (dragons: number): number => ((DRAGON_PAYS[dragons] ?? 0) * (DRAGON_CAVES - dragons)) / DRAGON_CAVES;

const CAVES = Array.from({ length: DRAGON_CAVES }, (_, i) => i);

export const dragonRules: GameRules = {
  rtp: { min: DRAGON_RTP, max: DRAGON_RTP },
  stakeUnit: stakeUnitOf(Object.values(DRAGON_PAYS)),
  floats: 3,
  refusal: ({ picks, level }) =>
    (DRAGON_PAYS[level] === undefined ? 'bad_level' : picksValid(picks, 0, DRAGON_CAVES - 1, 1, 1) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks, level }) {
    const dragons = drawWithout(random, CAVES, level).sort((a, b) => a - b);
    const pick = picks[0]!;
    const safe = !dragons.includes(pick);
    const fields = CAVES.map((c) => (dragons.includes(c) ? 'dragon' : 'gold'));
    return { win: safe ? payOf(stakeMinor, DRAGON_PAYS[level]!) : 0, outcome: { picks: [pick], fields, safe } };
  },
};
