export { createI18n, startI18n, SUPPORTED_NAMESPACES, DEFAULT_NAMESPACE, FALLBACK_LANGUAGE } from './create-i18n';
export { showLanguage } from './show-language';
export { NATIVE_LANGUAGE_NAMES } from './languages';
