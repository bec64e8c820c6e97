/**
 * A stated RTP as pages show it: two decimals, cut rather than rounded, so a page never states more than the game
 * returns (a keno row's exact RTP is a fraction such as 195,225 / 2,054 %).
 */
export const rtpFigure = (percent: number): string => (Math.floor(percent * 100 + 1e-9) / 100).toFixed(2);

/** A game's stated RTP, or the range over its choices when they differ ("94.99–95.04"). */
export function rtpOfGame(rtp: number, rtpMax = rtp): string {
  const low = rtpFigure(rtp);
  const high = rtpFigure(rtpMax);
  return high === low ? low : `${low}–${high}`;
}
