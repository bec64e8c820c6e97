import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import * as v from 'valibot';
import { SITE_LANGUAGES, type SiteLanguage } from '../../streams/schemas/site-config';

/**
 * The translation files, src/i18n/locales/{lng}/{ns}.json, are data the app fetches (scripts/vite-locales.ts emits them
 * as JSON assets and gives their URL pattern and the namespace list here), so a page downloads only the namespaces it
 * renders, in the current language (plus `en` as the fallback): JSON costs no script parse and compile and is not
 * counted in the home page's JS. A feature adds a namespace by dropping `{ns}.json` into every language folder.
 */
declare const __LOCALES__: { url: string; namespaces: readonly string[] };

/** A namespace file: nested objects of strings. Anything else is refused (and the English fallback shows). */
const ResourceSchema = v.record(v.string(), v.unknown());

/** Every namespace that has a file in at least one language, sorted. */
// Read once: each mention of the define is replaced by the whole object (the namespace list shipped twice).
const LOCALES = __LOCALES__;
export const SUPPORTED_NAMESPACES: readonly string[] = LOCALES.namespaces;

export const DEFAULT_NAMESPACE = 'common';
/**
 * Loaded with `common` before the first render, side by side: the coupon panel shows in the right column of every
 * default-layout page and the sports namespace on the pages nearly every visit opens (home, line, live). Left to
 * load on demand, each was a request made only after its component suspended, one after the other. The panel's own
 * texts (couponPanel) are apart from the slip's (coupon), which load with the slip when the first bet comes in.
 */
export const START_NAMESPACES: readonly string[] = [DEFAULT_NAMESPACE, 'couponPanel', 'sports'];
export const FALLBACK_LANGUAGE: SiteLanguage = 'en';

/**
 * The tiny backend: fetches a namespace's file. A file missing for one language resolves to an empty bundle so
 * i18next falls back to English (the locales test keeps that from happening in practice); a failed download or a
 * broken file fails the namespace, as a failed script download did.
 */
const globBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  // callbackApi false: i18next awaits the returned promise instead of passing a callback.
  read: (async (lng: string, ns: string) => {
    const res = await fetch(LOCALES.url.replace('{lng}', lng).replace('{ns}', ns));
    if (res.status === 404) return {};
    if (!res.ok) throw new Error(`translations ${lng}/${ns}: HTTP ${res.status}`);
    return v.parse(ResourceSchema, await res.json());
  }) as BackendModule['read'],
};

/**
 * A fresh i18next instance for `lang`, bound to react-i18next, at once; `ready` resolves once the start namespaces
 * of `lang` and of the fallback language have loaded. Components may render before that: `useTranslation`
 * suspends until its namespace is there, so the app can start its routes while the translations download.
 * Other namespaces load on demand: `useTranslation('errors')` suspends until errors.json of the current language
 * has arrived.
 */
export function startI18n(lang: SiteLanguage): { i18n: I18n; ready: Promise<I18n> } {
  const instance = createInstance();
  const ready = instance
    .use(globBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SITE_LANGUAGES],
      // Only the two-letter site languages exist; never try 'en-US' style variants.
      load: 'languageOnly',
      ns: [...START_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: false,
      interpolation: { escapeValue: false }, // React escapes.
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => instance);
  return { i18n: instance, ready };
}

/** `startI18n`, resolved once the start namespaces have loaded. */
export function createI18n(lang: SiteLanguage): Promise<I18n> {
  return startI18n(lang).ready;
}
