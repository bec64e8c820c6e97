import { minorToMajor } from '../../../streams/schemas/money';

// The coupon's amounts as typed in its fields; money and dates are shown through src/ui/format.ts.

/** The amount as typed in an input (no grouping, a dot): 15000 RUB -> "150". */
export function amountText(minor: number, currency: string): string {
  const major = minorToMajor(minor, currency);
  return Number.isInteger(major) ? String(major) : String(Number(major.toFixed(3)));
}
