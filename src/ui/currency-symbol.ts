import { moneyFormat } from './format';

// Apart from format.ts: the home page's coupon panel formats money but has no amount field, so it does not load this.

/**
 * The currency as the money format writes it in this language ("₽" in ru, "RUB" in en), for the unit beside an
 * amount field and in labels, so one currency reads the same everywhere on the page; the code when Intl does not know it.
 */
export function currencySymbol(currency: string, lang: string): string {
  const f = moneyFormat(currency, lang);
  if (f.resolvedOptions().style !== 'currency') return currency;
  return f.formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
}
