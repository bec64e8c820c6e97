import { minorToMajor } from '../../../../streams/schemas/money';
import { formatNumber } from '../../../ui/format';

// A casino chip shows its value short (0.2, 1, 25, 1K, 2.5K, 1M) in the page's number format, never the currency:
// a 52 px chip has room for four or five characters, "RUB 0.20" or "0,20 ₽" spill out of it. The currency is
// written once beside the chips (the place button's total). K and M are the casino's own marks on chips, read alike
// in every site language.

const SCALES: ReadonlyArray<readonly [number, string]> = [[1_000_000, 'M'], [1_000, 'K']];

/** A chip's label for `minor` (minor units of `currency`; null: play money, two decimals): exact, never rounded. */
export function chipLabel(minor: number, currency: string | null, lang: string | undefined): string {
  const major = currency === null ? minor / 100 : minorToMajor(minor, currency);
  // A scale only where two decimals say the value exactly (1.25K for 1,250, never 1.3K).
  const [scale, mark] = SCALES.find(([s]) => major >= s && Number.isInteger((major * 100) / s)) ?? [1, ''];
  const value = major / scale;
  const decimals = Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2;
  return `${formatNumber(value, lang, decimals)}${mark}`;
}
