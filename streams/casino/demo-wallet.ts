import * as v from 'valibot';
import type { StorageItem, ValidatedStorage } from '../core/storage';

// The demo balance (issue 23): play money of its own for demo rounds, so a demo round never shows or touches the
// player's money. It lives in this browser's validated localStorage, one per player and one for a visitor: demo units
// are worth nothing, the server plays a demo round without storing anything, and a hand-edited demo balance cheats
// nobody, so keeping it on the server would cost a table and a write per round for no one's benefit. The page around
// the game frame owns it (the frame itself may not use storage: it is sandboxed) and tells the frame what it is.

/** A fresh demo balance: 100,000.00 demo units, in minor units. */
export const DEMO_START = 10_000_000;
/** The most a demo balance may hold (a lucky streak beyond it is capped, the schema's range). */
export const DEMO_MAX = 100_000_000_000;

export const DemoBalanceSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DEMO_MAX));

/** The demo balance's storage key: one per player, one for a visitor. */
export const demoWalletKey = (userId: number | null): string => `casino_demo_balance_${userId ?? 'visitor'}`;

export const demoWalletItem = (local: ValidatedStorage, userId: number | null): StorageItem<number> =>
  local.item(demoWalletKey(userId), DemoBalanceSchema, DEMO_START);

/** The demo balance after a round: down by its stake, up by its win. */
export const afterDemoRound = (balance: number, stake: number, win: number): number =>
  Math.min(DEMO_MAX, Math.max(0, balance - stake + win));
