import { useParams } from 'react-router-dom';
import { useSiteConfig } from './services-context';
import { useAuthorized } from './use-session';
import { availableLanguages, isSiteLanguage } from '../../streams/language/resolve-language';
import type { SiteLanguage } from '../../streams/schemas/site-config';

/** The page's language (from the URL prefix, already validated by the language gate) and the visitor's choices. */
export function useLanguage(): { lang: SiteLanguage; languages: SiteLanguage[] } {
  const { lang } = useParams();
  const config = useSiteConfig();
  const authorized = useAuthorized();
  return { lang: isSiteLanguage(lang) ? lang : 'en', languages: availableLanguages(config, authorized) };
}
