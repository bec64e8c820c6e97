import { formatNumber } from '../../ui/format';

/**
 * A stated RTP as pages show it: two decimals, cut rather than rounded, so a page never states more than the game
 * returns (a keno row's exact RTP is a fraction such as 195,225 / 2,054 %), in the page's number format.
 */
export const rtpFigure = (percent: number, lang: string): string => formatNumber(Math.floor(percent * 100 + 1e-9) / 100, lang, 2);

/** A game's stated RTP, or the range over its choices when they differ ("94.99–95.04"). */
export function rtpOfGame(lang: string, rtp: number, rtpMax = rtp): string {
  const low = rtpFigure(rtp, lang);
  const high = rtpFigure(rtpMax, lang);
  return high === low ? low : `${low}–${high}`;
}
