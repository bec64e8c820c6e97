import { drawWithout, payOf } from './fair-random';
import { picksValid, type GameRules } from './game-rules';
import { stakeUnitOf } from './stakes';

// The chest: three closed chests hold 0, 0.85 and 2 stakes in an order the round's seed decides; the player opens
// one. Whatever the pick, each content is equally likely, so the RTP is (0 + 85 + 200) / 3 = 95 % exactly (a third
// of a sum of hundredths is a round figure only when the sum divides by 3). 0.85 stakes is whole at multiples of 20.

export const CHEST_CONTENTS: readonly number[] = [0, 85, 200];
export const CHEST_RTP = 95;

export const chestRtp = (): number => CHEST_CONTENTS.reduce((s, p) => s + p, 0) / CHEST_CONTENTS.length;

export const chestRules: GameRules = {
  rtp: { min: CHEST_RTP, max: CHEST_RTP },
  stakeUnit: stakeUnitOf(CHEST_CONTENTS),
  floats: CHEST_CONTENTS.length,
  refusal: ({ picks }) => (picksValid(picks, 0, CHEST_CONTENTS.length - 1, 1, 1) ? null : 'bad_picks'),
  play(random, stakeMinor, { picks }) {
    const chests = drawWithout(random, CHEST_CONTENTS, CHEST_CONTENTS.length);
    const pick = picks[0]!;
    return { win: payOf(stakeMinor, chests[pick]!), outcome: { picks: [pick], fields: chests.map((p) => `x${p / 100}`) } };
  },
};
