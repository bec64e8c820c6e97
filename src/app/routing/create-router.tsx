import { useMemo } from 'react';
import { BrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { firstValueFrom } from 'rxjs';
import type { Services } from '../../../streams/services-types';
import type { SiteConfig } from '../../../streams/schemas/site-config';
import { languageRedirect } from '../../../streams/language/resolve-language';
import { languageChildren } from './routes';
import { LanguageRoot } from './LanguageRoot';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { BootSplash } from '../BootSplash';
import { GuardedRoutes } from '../../routing/GuardedRoutes';
import { showLanguage } from '../../i18n/show-language';

export interface RouterContext {
  services: Services;
  config: SiteConfig;
  i18n: I18n;
}

/** The whole route tree: a language gate (R01) above every page. */
export function appRoutes({ services, config, i18n }: RouterContext): RouteObject[] {
  const isAuthorized = () => firstValueFrom(services.session.authorized$);
  // The language gate runs before every navigation: it fixes the prefix (R01) and switches i18next first,
  // so a page never renders in the previous language.
  const languageGate = async ({ request }: LoaderFunctionArgs) => {
    const authorized = await isAuthorized();
    const url = new URL(request.url);
    const target = languageRedirect(url.pathname, url.search, config, authorized, services.preferredLanguage());
    if (target) throw redirect(target);
    services.language.follow(url.pathname);
    const lang = services.language.current();
    await showLanguage(i18n, lang);
    return null;
  };
  return [
    { path: '/', loader: languageGate, errorElement: <RouteErrorPage /> },
    {
      path: '/:lang',
      loader: languageGate,
      element: <LanguageRoot />,
      errorElement: <RouteErrorPage />,
      children: languageChildren({ config, isAuthorized }),
    },
  ];
}

/** The site's router: every navigation runs the language gate and the page's guards before the page renders. */
export function AppRouter(ctx: RouterContext) {
  const routes = useMemo(() => appRoutes(ctx), [ctx]);
  return (
    <BrowserRouter>
      <GuardedRoutes routes={routes} fallback={<BootSplash companyName={ctx.config.companyName} />} rootErrorElement={<RouteErrorPage />} />
    </BrowserRouter>
  );
}
