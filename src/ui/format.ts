import { minorDigits, minorToMajor } from '../../streams/schemas/money';

// The site's one formatting of money, numbers and dates (Intl), in the page's language. Dates and times follow the
// visitor's time zone and 12/24-hour clock (B25: the preferences the sports settings edit; src/hooks/use-clock.ts
// reads them), the same way on every page.

const LOCALES: Record<string, string> = { ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA', kk: 'kk-KZ', az: 'az-AZ', tr: 'tr-TR', es: 'es-ES', pt: 'pt-PT' };
export const localeOf = (lang: string | undefined) => LOCALES[lang ?? 'en'] ?? 'en-GB';

/** The visitor's clock: time zone in whole hours east of UTC and the 12-hour setting. */
export interface ClockPrefs {
  timeZone: number;
  is12h: boolean;
}

/** IANA's fixed-offset zone for hours east of UTC (the sign is reversed in Etc/GMT names). */
export function zoneOf(hours: number): string {
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

/** Major units as money of the currency: 150 RUB -> "150,00 ₽" (ru) / "RUB 150.00" (en). */
export function formatMoney(amount: number, currency: string, lang: string | undefined): string {
  const locale = localeOf(lang);
  const f = cached(`m|${locale}|${currency}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: minorDigits(currency), maximumFractionDigits: minorDigits(currency) });
    } catch {
      // Not an ISO currency Intl knows: the amount with its code.
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
  });
  const text = f.format(amount);
  return f.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** Minor units (the ledger's and the coupon's integers) as money: 15000 RUB -> "150,00 ₽". */
export function formatMinor(minor: number, currency: string, lang: string | undefined): string {
  return formatMoney(minorToMajor(minor, currency), currency, lang);
}

/** Minor units as a plain amount with two decimals, for play money and stakes whose currency the page does not show. */
export function formatAmount(minor: number, lang: string | undefined): string {
  const locale = localeOf(lang);
  return cached(`a|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(minor / 100);
}

export type DateStyle = 'dateTime' | 'date' | 'long' | 'time' | 'dayMonth' | 'dayMonthTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  long: { dateStyle: 'long', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

/**
 * An instant (ISO text, or epoch seconds as the office's APIs send them) in the page's language and the visitor's
 * clock; without `clock` in the browser's zone and the language's usual clock. A text that does not parse is shown
 * as it came.
 */
export function formatDateTime(value: string | number, lang: string | undefined, clock?: ClockPrefs, style: DateStyle = 'dateTime'): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = localeOf(lang);
  const key = `d|${locale}|${style}|${clock ? `${clock.timeZone}|${clock.is12h}` : ''}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[style], ...(clock ? { timeZone: zoneOf(clock.timeZone), hour12: clock.is12h } : {}) })).format(date);
}
