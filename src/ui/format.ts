import { minorDigits, minorToMajor } from '../../streams/schemas/money';

// The site's one formatting of money, numbers and dates (Intl), in the page's language (eslint forbids Intl's
// formatters anywhere else). Dates and times follow the visitor's time zone and 12/24-hour clock (B25: the
// preferences the sports settings edit; src/hooks/use-clock.ts reads them), the same way on every page.

const LOCALES: Record<string, string> = { ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA', kk: 'kk-KZ', az: 'az-AZ', tr: 'tr-TR', es: 'es-ES', pt: 'pt-PT' };
/**
 * A browser may lack a language's locale data (Chromium's ICU has no Kazakh or Azerbaijani: it formats them as the
 * root locale, "RUB 4,701.30", "2026 M11 27"). Then the numbers follow a close locale with the same separators, and
 * dates are written with numeric months, so no other language's words appear on the page.
 */
const CLOSE_LOCALES: Record<string, string> = { kk: 'ru-RU', az: 'tr-TR', uk: 'ru-RU' };

const locales = new Map<string, string>();
/** The locale the page's language formats with: its own, or its close locale when the browser lacks its data. */
export function localeOf(lang: string | undefined): string {
  const key = lang ?? 'en';
  let tag = locales.get(key);
  if (!tag) {
    tag = LOCALES[key] ?? 'en-GB';
    // Without the data January is the root's "M01", or English where the browser falls back to its own locale.
    const january = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2020, 0, 15));
    if (/^M0?1$/.test(january) || (key !== 'en' && january === 'January')) tag = CLOSE_LOCALES[key] ?? 'en-GB';
    locales.set(key, tag);
  }
  return tag;
}

/** The visitor's clock: time zone (whole hours east of UTC, or an IANA name) and the 12-hour setting. */
export interface ClockPrefs {
  timeZone: number | string;
  is12h: boolean;
}

/** IANA's fixed-offset zone for hours east of UTC (the sign is reversed in Etc/GMT names). */
export function zoneOf(hours: number | string): string {
  if (typeof hours === 'string') return hours;
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

/** A count or figure in the page's language: 3650 -> "3 650" (ru, kk). */
export function formatNumber(value: number, lang: string | undefined, fractionDigits?: number): string {
  const locale = localeOf(lang);
  return cached(`n|${locale}|${fractionDigits ?? ''}`, () => new Intl.NumberFormat(locale, fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })).format(value);
}

/** The money format of a currency in the page's language (cached); formatMinor and formatMoney write with it. */
export function moneyFormat(currency: string, lang: string | undefined): Intl.NumberFormat {
  const locale = localeOf(lang);
  const digits = minorDigits(currency);
  return cached(`m|${locale}|${currency}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      // Not an ISO currency Intl knows: the amount, and the code after it (moneyText).
      return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    }
  });
}

/**
 * Minor units (the ledger's, the coupon's and the games' integers) as money of the currency, with its own number of
 * decimals (ISO 4217: JPY 0, RUB 2, KWD 3): 470130 RUB -> "4 701,30 ₽" (ru) / "RUB 4,701.30" (en). Play money (no
 * currency) is the amount alone, with two decimals.
 */
export function formatMinor(minor: number, currency: string | null, lang: string | undefined): string {
  if (currency === null) return formatNumber(minor / 100, lang, 2);
  return formatMoney(minorToMajor(minor, currency), currency, lang);
}

/** Major units (what the APIs' JSON speaks) as money of the currency: 150 RUB -> "150,00 ₽" (ru). */
export function formatMoney(amount: number, currency: string, lang: string | undefined): string {
  const f = moneyFormat(currency, lang);
  const text = f.format(amount);
  return f.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

export type DateStyle = 'dateTime' | 'date' | 'long' | 'longDate' | 'time' | 'dayMonth' | 'dayMonthTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  long: { dateStyle: 'long', timeStyle: 'short' },
  longDate: { dateStyle: 'long' },
  time: { hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

/** A style without month names (another language's words), for a language whose data the browser lacks. */
function numericMonths({ dateStyle, timeStyle, ...o }: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return { ...(dateStyle && { day: '2-digit', year: 'numeric' }), ...(timeStyle && { hour: '2-digit', minute: '2-digit' }), ...o, ...((dateStyle || o.month) && { month: '2-digit' }) };
}

/**
 * An instant (ISO text, or epoch seconds as the office's APIs send them) in the page's language and the visitor's
 * clock; without `clock` in the browser's zone and the language's usual clock. A text that does not parse is shown
 * as it came.
 */
export function formatDateTime(value: string | number, lang: string | undefined, clock?: ClockPrefs, style: DateStyle = 'dateTime'): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const tag = localeOf(lang);
  const own = tag === (LOCALES[lang ?? 'en'] ?? 'en-GB');
  const key = `d|${tag}|${own}|${style}|${clock ? `${clock.timeZone}|${clock.is12h}` : ''}`;
  return cached(key, () => new Intl.DateTimeFormat(tag, { ...(own ? DATE_OPTIONS[style] : numericMonths(DATE_OPTIONS[style])), ...(clock ? { timeZone: zoneOf(clock.timeZone), hour12: clock.is12h } : {}) })).format(date);
}
