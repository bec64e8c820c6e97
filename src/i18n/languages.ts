import type { SiteLanguage } from '../../streams/schemas/site-config';

/**
 * Each language's name in that language (autonyms), shown in the language switcher. These are data, not UI
 * strings: a reader of any page language must recognise their own language, so they are not translated.
 */
export const NATIVE_LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  ru: 'Русский',
  en: 'English',
  uk: 'Українська',
  kk: 'Қазақ тілі',
  az: 'Azərbaycan dili',
  tr: 'Türkçe',
  es: 'Español',
  pt: 'Português',
};
