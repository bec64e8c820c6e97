import { minorToMajor } from '../../../streams/schemas/coupon-money';

// Money and dates of the coupon through Intl, in the page's language.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Minor units as money of the currency: 15000 RUB -> "150,00 ₽" (ru) / "RUB 150.00" (en). */
export function formatMoney(minor: number, currency: string, lang: string): string {
  return formatMajor(minorToMajor(minor, currency), currency, lang);
}

export function formatMajor(amount: number, currency: string, lang: string): string {
  const key = `${lang}:${currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(lang, { style: 'currency', currency });
    } catch {
      f = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, f);
  }
  return f.format(amount);
}

/** The amount as typed in an input (no grouping, a dot): 15000 RUB -> "150". */
export function amountText(minor: number, currency: string): string {
  const major = minorToMajor(minor, currency);
  return Number.isInteger(major) ? String(major) : String(Number(major.toFixed(3)));
}

export function formatDateTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(d);
}
