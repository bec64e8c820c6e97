export { createI18n, startI18n } from './create-i18n';
