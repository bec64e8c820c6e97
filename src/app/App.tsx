import { lazy, Suspense, useMemo, useState } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { catchError, map, of, startWith, switchMap } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import { SiteConfigProvider, useServices } from '../hooks/services-context';
import type { SiteConfig } from '../../streams/schemas/site-config';
import { AppRouter } from './routing/create-router';
import { BootSplash } from './BootSplash';

// Needed only when the config cannot be loaded: not part of the code every page loads first.
const ConfigErrorPage = lazy(() => import('../features/errors/ConfigErrorPage').then((m) => ({ default: m.ConfigErrorPage })));

type Boot = { kind: 'loading' } | { kind: 'ready'; config: SiteConfig } | { kind: 'failed' };

/**
 * Waits for the site config (preloaded by the server, so normally at once), then mounts the router. With no
 * config after the retries the visitor gets a clear error page with a retry button (E05), never a white screen.
 */
export function App({ i18n }: { i18n: I18n }) {
  const services = useServices();
  const [attempt, setAttempt] = useState(0);
  const boot$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(() => services.siteConfig$.pipe(
      map((config): Boot => ({ kind: 'ready', config })),
      catchError((err: unknown) => {
        services.log('site config unavailable', err instanceof Error ? err.message : err);
        return of<Boot>({ kind: 'failed' });
      }),
      startWith<Boot>({ kind: 'loading' }),
    ))),
    [attempt],
  );
  const boot = useObservableEagerState(boot$);
  if (boot.kind === 'failed') return <Suspense><ConfigErrorPage onRetry={() => setAttempt((n) => n + 1)} /></Suspense>;
  if (boot.kind === 'loading') return <BootSplash />;
  return (
    <SiteConfigProvider config={boot.config}>
      <Site config={boot.config} i18n={i18n} />
    </SiteConfigProvider>
  );
}

function Site({ config, i18n }: { config: SiteConfig; i18n: I18n }) {
  const services = useServices();
  const ctx = useMemo(() => ({ services, config, i18n }), [services, config, i18n]);
  return <AppRouter {...ctx} />;
}
