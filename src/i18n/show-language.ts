import type { i18n as I18n } from 'i18next';
import type { SiteLanguage } from '../../streams/schemas/site-config';

/**
 * Makes i18next show `lang`, whatever switch is still downloading. `i18n.language` changes only once a switch's
 * translations have arrived, so "already `lang`" is true while a switch away is under way: a quick Back after a
 * language switch then skipped the switch back, and the late download turned the English page Russian. i18next
 * lets the last changeLanguage call win, so asking again whenever another language is on its way is enough.
 */
export async function showLanguage(i18n: I18n, lang: SiteLanguage): Promise<void> {
  // i18next keeps the language a switch is heading for in isLanguageChangingTo, a field its types leave out.
  const pending = (i18n as I18n & { isLanguageChangingTo?: string }).isLanguageChangingTo;
  if (i18n.language === lang && (pending === undefined || pending === lang)) return;
  await i18n.changeLanguage(lang);
}
