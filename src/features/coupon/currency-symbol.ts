// Apart from format.ts: the home page's coupon panel formats money but has no amount field, so it does not load this.

const symbols = new Map<string, string>();

/**
 * The currency as formatMoney writes it in this language ("₽" in ru, "$" in en), for the unit beside an amount field
 * and in labels, so one currency reads the same everywhere on the page; the code when Intl does not know it.
 */
export function currencySymbol(currency: string, lang: string): string {
  const key = `${lang}:${currency}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    try {
      symbol = new Intl.NumberFormat(lang, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
    } catch {
      symbol = currency;
    }
    symbols.set(key, symbol);
  }
  return symbol;
}
