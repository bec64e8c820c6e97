import * as v from 'valibot';
import { DemoBalanceSchema } from '../../../streams/casino/demo-wallet';
import { CallIdSchema, frameCallOf, type FrameCall } from './frame-calls';

// The game frame and its page talk by postMessage only, every message checked by its sender (the frame's window or
// the page's) and its shape (valibot). The frame is sandboxed without allow-same-origin (an opaque origin: no cookie,
// storage or token of the site), so it plays through the page: it asks for a casino call (frame-calls.ts, an id per
// call) and the page answers with its values, then its end or its error; the frame may stop a call (a poll) early. The frame says it is ready (its game rendered; a frame that never says so,
// blocked or broken, shows the retry) and that a round was played: a real round refreshes the header balance, a demo
// round moves the demo balance by its stake and win. The page tells the frame the demo balance, so a demo stake above
// it is refused before it is played.

/** The bare frame route of a game (empty layout), relative to the site. */
export const framePath = (lang: string, gameId: number, mode: 'real' | 'demo'): string => `/${lang}/casino-frame/${gameId}?mode=${mode}`;

const Amount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000_000));

const FrameNoticeSchema = v.union([
  v.object({ type: v.literal('casino:ready') }),
  v.object({ type: v.literal('casino:round'), mode: v.literal('real') }),
  v.object({ type: v.literal('casino:round'), mode: v.literal('demo'), stake: Amount, win: Amount }),
  v.object({ type: v.literal('casino:unsubscribe'), id: CallIdSchema }),
]);
export type FrameMessage = v.InferOutput<typeof FrameNoticeSchema> | FrameCall;

/** A refusal as the frame shows it (streams/core/http HttpError's fields a game reads). */
export const CallErrorSchema = v.object({
  status: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(599)),
  kind: v.picklist(['http', 'network', 'cancelled', 'schema']),
  code: v.optional(v.union([v.pipe(v.string(), v.maxLength(80)), v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000))])),
  details: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(10)),
});
export type CallError = v.InferOutput<typeof CallErrorSchema>;

export const PageMessageSchema = v.union([
  v.object({ type: v.literal('casino:demo-balance'), amount: DemoBalanceSchema }),
  // A value of a call: the page's casino services validated it against the server's schemas.
  v.object({ type: v.literal('casino:next'), id: CallIdSchema, value: v.unknown() }),
  v.object({ type: v.literal('casino:complete'), id: CallIdSchema }),
  v.object({ type: v.literal('casino:error'), id: CallIdSchema, error: CallErrorSchema }),
]);
export type PageMessage = v.InferOutput<typeof PageMessageSchema>;

/** A message's data if it has the shape, else null (anything else posted to the window is ignored). */
export const frameMessageOf = (data: unknown): FrameMessage | null => {
  const parsed = v.safeParse(FrameNoticeSchema, data);
  return parsed.success ? parsed.output : frameCallOf(data);
};

export const pageMessageOf = (data: unknown): PageMessage | null => {
  const parsed = v.safeParse(PageMessageSchema, data);
  return parsed.success ? parsed.output : null;
};

/** Posts a message to the page around the frame (nothing when the frame is opened on its own). */
export function tellPage(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}
