import { chestRules } from './chest';
import { dragonRules } from './dragon';
import { dragonTigerRules } from './dragon-tiger';
import { fortunaRules } from './fortuna';
import type { GameRules } from './game-rules';
import { kenoRules } from './keno';
import { lotteryRules } from './lottery';
import { memoryRules } from './memory';
import { moneyWheelRules } from './money-wheel';
import { safeRules } from './safe';
import { scratchRules } from './scratch';
import { sicBoRules } from './sicbo';
import { slotRules } from './slot';

// Every game kind played one round at a time (the crash game is one shared round instead, server/casino/crash.ts),
// by the rules that decide it. The server dispatches a round by its game's kind; the verify panel replays it.

export const ROUND_GAMES = {
  slot: slotRules,
  keno: kenoRules,
  scratch: scratchRules,
  fortuna: fortunaRules,
  chest: chestRules,
  memory: memoryRules,
  safe: safeRules,
  lottery: lotteryRules,
  dragon: dragonRules,
  sicbo: sicBoRules,
  moneywheel: moneyWheelRules,
  dragontiger: dragonTigerRules,
} as const satisfies Record<string, GameRules>;

export type RoundKind = keyof typeof ROUND_GAMES;

export const isRoundKind = (kind: string | undefined): kind is RoundKind => kind !== undefined && Object.hasOwn(ROUND_GAMES, kind);
