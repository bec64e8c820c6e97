import * as v from 'valibot';
import { DemoBalanceSchema } from '../../../streams/casino/demo-wallet';

// The game frame and its page talk by postMessage only, every message checked by its sender (the frame's window or
// the page's) and its shape (valibot). The frame says it is ready (its game rendered; a frame that never says so,
// blocked or broken, shows the retry) and that a round was played: a real round refreshes the header balance, a demo
// round moves the demo balance by its stake and win. The page tells the frame the demo balance, so a demo stake above
// it is refused before it is played.

/** The bare frame route of a game (empty layout), relative to the site. */
export const framePath = (lang: string, gameId: number, mode: 'real' | 'demo'): string => `/${lang}/casino-frame/${gameId}?mode=${mode}`;

const Amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000_000));

export const FrameMessageSchema = v.union([
  v.object({ type: v.literal('casino:ready') }),
  v.object({ type: v.literal('casino:round'), mode: v.literal('real') }),
  v.object({ type: v.literal('casino:round'), mode: v.literal('demo'), stake: Amount, win: Amount }),
]);
export type FrameMessage = v.InferOutput<typeof FrameMessageSchema>;

export const PageMessageSchema = v.object({ type: v.literal('casino:demo-balance'), amount: DemoBalanceSchema });
export type PageMessage = v.InferOutput<typeof PageMessageSchema>;

/** A message's data if it has the shape, else null (anything else posted to the window is ignored). */
export const frameMessageOf = (data: unknown): FrameMessage | null => {
  const parsed = v.safeParse(FrameMessageSchema, data);
  return parsed.success ? parsed.output : null;
};

export const pageMessageOf = (data: unknown): PageMessage | null => {
  const parsed = v.safeParse(PageMessageSchema, data);
  return parsed.success ? parsed.output : null;
};

/** Posts a message to the page around the frame (nothing when the frame is opened on its own). */
export function tellPage(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}
