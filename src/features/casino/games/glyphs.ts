// How the games' symbols are drawn, shared by the game UIs and the verifier page: glyphs every system font has (no
// emoji font needed). The server's symbols are in streams/schemas/casino-games.

/** The slot's symbols (slot.ts: A K Q J T N, wild W, scatter S); each symbol's colour is in games.module.css. */
export const SLOT_GLYPHS: Readonly<Record<string, string>> = { W: 'WILD', S: '★', A: '7', K: 'BAR', Q: '♫', J: '♥', T: '◆', N: '♣' };

/** The scratch card's symbols (scratch.ts). */
export const SCRATCH_GLYPHS: Readonly<Record<string, string>> = { coin: '●', bell: '♫', clover: '♣', star: '★', diamond: '◆', crown: '♛' };

/** An opened field of the pick games (memory cards, the safe's digits, the dragon's caves). */
export const FIELD_GLYPHS: Readonly<Record<string, string>> = { moon: '☾', sun: '☀', star: '★', comet: '☄', code: '✓', empty: '·', dragon: '✹', gold: '◆' };
