import { useObservableEagerState } from 'observable-hooks';
import { useServices, useSiteConfig } from './services-context';
import { useAuthorized } from './use-session';
import { availableLanguages } from '../../streams/language/resolve-language';
import type { SiteLanguage } from '../../streams/schemas/site-config';

/**
 * The page's language (services.language, fed by the router's language gate: the one source the http client and
 * i18next follow too) and the languages this visitor may choose. The only way a component reads the language.
 */
export function useLanguage(): { lang: SiteLanguage; languages: SiteLanguage[] } {
  const lang = useObservableEagerState(useServices().language.language$);
  const config = useSiteConfig();
  const authorized = useAuthorized();
  return { lang, languages: availableLanguages(config, authorized) };
}

/** The page's language code alone, for the formatters of src/ui/format.ts. */
export function useLang(): string {
  return useLanguage().lang;
}
