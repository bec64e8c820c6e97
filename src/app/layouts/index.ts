export { DefaultLayout, MAIN_CONTENT_ID } from './DefaultLayout';
export { EmptyLayout } from './EmptyLayout';
export { MaintenanceLayout } from './MaintenanceLayout';
export { BlockedLayout } from './BlockedLayout';
export { LanguageSwitcher } from './LanguageSwitcher';
export { brandBookStyle, isSafeBrandBookProperty, isSafeBrandBookValue } from './brand-book';
