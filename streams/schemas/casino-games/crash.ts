// The crash game's odds and pay, beside the round games' rules (the shared round itself runs on the server,
// server/casino/crash.ts). The round's seed gives a 48-bit number h; the crash point in hundredths is the first
// hundredth above X = 97 x 2^48 / (2^48 - h), and at least 100 (1.00x, a crash before the climb). A cash-out at a
// multiplier of M hundredths (M >= 100) is only possible while the multiplier is below the crash point, so it wins
// when X >= M, which holds for floor(97 x 2^48 / M) of the 2^48 values of h: a chance of 0.97 x 100 / M, low by
// less than M / (97 x 2^48) of itself. Paying stake x M / 100 therefore returns 97 % whatever M, and so whatever the
// player's way of choosing when to cash out (tests/server/casino-rtp.test.ts counts it exactly).

export const CRASH_RTP = 97;
/** Cash-outs pay stake x hundredths / 100: whole at multiples of 100 minor units, the crash game's stake unit. */
export const CRASH_STAKE_UNIT = 100;

const RANGE = 2n ** 48n;

/** The crash point in hundredths of the round's 48-bit number h (0 <= h < 2^48). */
export function crashHundredthsOf(h: number): number {
  const x = (BigInt(CRASH_RTP) * RANGE) / (RANGE - BigInt(h));
  return Math.max(100, Number(x) + 1);
}

/** A cash-out's win in minor units: the stake times the multiplier's hundredths (the multiplier read exactly). */
export const crashWin = (stakeMinor: number, multiplier: number): number => Math.floor((stakeMinor * Math.round(multiplier * 100)) / 100);
