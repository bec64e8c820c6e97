import * as v from 'valibot';
import { MAX_CHIPS } from '../schemas/casino-games/bet-slip';
import { WHEEL, WHEEL_NUMBERS, WHEEL_SPINS } from '../schemas/casino-games/money-wheel';

// The outcomes of the table games' rounds (sic bo, money wheel, dragon tiger) as the round answer carries them
// (streams/schemas/casino-games): read through these before a game frame draws them.

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const Minor = int(0, Number.MAX_SAFE_INTEGER);
const Bets = v.pipe(v.array(v.object({ spot: int(0, 99), stake: Minor, win: Minor })), v.minLength(1), v.maxLength(MAX_CHIPS));

export const SicBoOutcomeSchema = v.object({ dice: v.pipe(v.array(int(1, 6)), v.length(3)), total: int(3, 18), bets: Bets });

export const MoneyWheelOutcomeSchema = v.object({
  stops: v.pipe(v.array(int(0, WHEEL.length - 1)), v.minLength(1), v.maxLength(WHEEL_SPINS)),
  multiplier: int(1, 7 ** WHEEL_SPINS),
  number: v.nullable(v.picklist(WHEEL_NUMBERS)),
  bets: Bets,
});

const CardSchema = v.object({ rank: int(1, 13), suit: int(0, 3) });
export const DragonTigerOutcomeSchema = v.object({
  dragon: CardSchema, tiger: CardSchema, winner: v.picklist(['dragon', 'tiger', 'tie']), bets: Bets,
});
