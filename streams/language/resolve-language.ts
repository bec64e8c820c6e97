import { SITE_LANGUAGES, type SiteConfig, type SiteLanguage } from '../schemas/site-config';

export function isSiteLanguage(value: string | undefined | null): value is SiteLanguage {
  return !!value && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** Languages this visitor may use: the site's languages minus those hidden from anonymous visitors (R01). */
export function availableLanguages(config: SiteConfig, authorized: boolean): SiteLanguage[] {
  const hidden = authorized ? [] : config.hiddenLanguagesForAnonymous;
  return config.languages.filter((l): l is SiteLanguage => isSiteLanguage(l) && !hidden.includes(l));
}

/** A valid language for this visitor: the wanted one if available, else the default, else English (R01, B26). */
export function pickLanguage(config: SiteConfig, authorized: boolean, wanted: string | null | undefined): SiteLanguage {
  const available = availableLanguages(config, authorized);
  if (wanted && (available as string[]).includes(wanted)) return wanted as SiteLanguage;
  if ((available as string[]).includes(config.defaultLanguage)) return config.defaultLanguage as SiteLanguage;
  if (available.includes('en')) return 'en';
  return available[0] ?? 'en';
}

const PREFIX = /^\/([a-zA-Z]{2})(?=\/|$)/;

/**
 * R01: every route lives under a two-letter language prefix. Returns the path to redirect to, or null when the
 * path is fine. A missing prefix gets a language inserted; an unavailable two-letter prefix is replaced.
 */
export function languageRedirect(
  pathname: string,
  search: string,
  config: SiteConfig,
  authorized: boolean,
  preferred: string | null,
): string | null {
  const match = PREFIX.exec(pathname);
  const inPath = match?.[1]?.toLowerCase();
  const available = availableLanguages(config, authorized) as string[];
  if (inPath && available.includes(inPath) && match?.[1] === inPath) return null;
  const lang = pickLanguage(config, authorized, inPath && available.includes(inPath) ? inPath : preferred);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  const tail = rest === '' || rest === '/' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  return `/${lang}${tail}${search}`;
}

/** The same page in another language (language switcher). */
export function pathInLanguage(pathname: string, lang: SiteLanguage): string {
  return PREFIX.test(pathname) ? pathname.replace(PREFIX, `/${lang}`) : `/${lang}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}
