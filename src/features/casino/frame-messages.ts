// The game frame and its page talk by postMessage (same origin): the frame says it is ready (its game rendered; a
// frame that never says so, blocked or broken, shows the retry) and that a round moved money, so the page refreshes
// the header balance.

/** The bare frame route of a game (empty layout), relative to the site. */
export const framePath = (lang: string, gameId: number, mode: 'real' | 'demo'): string => `/${lang}/casino-frame/${gameId}?mode=${mode}`;

export interface RoundMessage {
  type: 'casino:round';
}

export const ROUND_MESSAGE: RoundMessage = { type: 'casino:round' };

export const isRoundMessage = (data: unknown): data is RoundMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'casino:round';

export const READY_MESSAGE = { type: 'casino:ready' } as const;

export const isReadyMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'casino:ready';
