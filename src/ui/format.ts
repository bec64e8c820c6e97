// The site's one formatting of money and dates in the page's language (Intl).

const LOCALES: Record<string, string> = { ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA', kk: 'kk-KZ', az: 'az-AZ', tr: 'tr-TR', es: 'es-ES', pt: 'pt-PT' };
export const localeOf = (lang: string | undefined) => LOCALES[lang ?? 'en'] ?? 'en-GB';

export function formatMoney(amount: number, currency: string, lang: string | undefined): string {
  try {
    return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency, maximumFractionDigits: currency === 'JPY' ? 0 : currency === 'KWD' ? 3 : 2 }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatDateTime(iso: string | number, lang: string | undefined, withTime = true): string {
  const d = typeof iso === 'number' ? new Date(iso * 1000) : new Date(iso);
  return new Intl.DateTimeFormat(localeOf(lang), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}
