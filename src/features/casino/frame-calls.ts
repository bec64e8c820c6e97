import * as v from 'valibot';
import { CardActionBodySchema, CardDealBodySchema } from '../../../streams/schemas/casino-cards';
import { ClientSeedSchema } from '../../../streams/schemas/casino-fair';
import { CasinoRoundBodySchema } from '../../../streams/schemas/casino';
import { TableBetBodySchema } from '../../../streams/schemas/casino-tables';
import { BingoBuyBodySchema } from '../../../streams/schemas/casino-bingo';
import { RaceBetBodySchema } from '../../../streams/schemas/casino-virtual';

// The casino calls a sandboxed game frame may ask the page around it to make (frame-messages.ts carries them): each
// with the schema of its arguments, which the page checks before it calls anything. No call names a game: the page
// fixes the game to the one it opened, so a frame can neither play another game nor read the player's account.

const Stake = CardDealBodySchema.entries.stake;
const Mode = CasinoRoundBodySchema.entries.mode;

export const FRAME_CALL_ARGS = {
  /** The opened game's details. */
  game: v.tuple([]),
  /** The currency of the player's active account (its code only; null for play money). */
  currency: v.tuple([]),
  seeds: v.tuple([]),
  rotate: v.tuple([ClientSeedSchema]),
  play: v.tuple([CasinoRoundBodySchema]),
  hand: v.tuple([]),
  deal: v.tuple([Stake]),
  handAction: v.tuple([CardActionBodySchema]),
  crash: v.tuple([]),
  crashBet: v.tuple([Stake, Mode]),
  crashCashout: v.tuple([Mode]),
  table: v.tuple([]),
  tableBet: v.tuple([TableBetBodySchema]),
  bingo: v.tuple([]),
  bingoBuy: v.tuple([BingoBuyBodySchema]),
  race: v.tuple([]),
  raceBet: v.tuple([RaceBetBodySchema]),
} as const;
export type FrameCallName = keyof typeof FRAME_CALL_ARGS;
export type FrameCallArgs<N extends FrameCallName> = v.InferOutput<(typeof FRAME_CALL_ARGS)[N]>;
export const FRAME_CALL_NAMES = Object.keys(FRAME_CALL_ARGS) as FrameCallName[];

/** Calls every game makes: its details and currency, and the player's seeds for its fair-play panel. */
const EVERY_GAME: readonly FrameCallName[] = ['game', 'currency', 'seeds', 'rotate'];
/** The calls of a game kind's own rounds; any other kind plays one-shot rounds. */
const KIND_CALLS: Readonly<Record<string, readonly FrameCallName[]>> = {
  crash: ['crash', 'crashBet', 'crashCashout'],
  blackjack: ['hand', 'deal', 'handAction'],
  videopoker: ['hand', 'deal', 'handAction'],
  roulette: ['table', 'tableBet'],
  baccarat: ['table', 'tableBet'],
  bingo: ['bingo', 'bingoBuy'],
  virtualrace: ['race', 'raceBet'],
};

/** The allow-list of a game: what its frame may ask for. */
export const allowedCalls = (kind: string | undefined): ReadonlySet<FrameCallName> =>
  new Set([...EVERY_GAME, ...(KIND_CALLS[kind ?? ''] ?? ['play'])]);

/** Calls that play: money moves, so the mode they name must be the mode the page opened the frame in. */
export const modeOf = (call: FrameCall): 'real' | 'demo' | null => {
  switch (call.call) {
    case 'play': case 'tableBet': case 'bingoBuy': case 'raceBet': return call.args[0].mode;
    case 'crashBet': return call.args[1];
    case 'crashCashout': return call.args[0];
    // Card games and seed rotation exist for real money only (demo hands are dealt in the frame).
    case 'deal': case 'handAction': case 'rotate': return 'real';
    default: return null;
  }
};

/** A call the frame asks for: its id (the frame's own, to match the answers), its name and its arguments. */
export type FrameCall = { [N in FrameCallName]: { type: 'casino:call'; id: string; call: N; args: FrameCallArgs<N> } }[FrameCallName];

export const CallIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/));
const CallEnvelopeSchema = v.object({ type: v.literal('casino:call'), id: CallIdSchema, call: v.picklist(FRAME_CALL_NAMES), args: v.array(v.unknown()) });

/** A posted call if it is one (its envelope, then its arguments by the call's own schema), else null. */
export function frameCallOf(data: unknown): FrameCall | null {
  const envelope = v.safeParse(CallEnvelopeSchema, data);
  if (!envelope.success) return null;
  const args = v.safeParse(FRAME_CALL_ARGS[envelope.output.call], envelope.output.args);
  return args.success ? ({ ...envelope.output, args: args.output } as FrameCall) : null;
}
