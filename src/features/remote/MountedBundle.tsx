import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RemoteEvent } from '../../../streams/remote/remote-policy';
import type { RemoteBundle } from '../../../streams/remote/remote-bundle';
import { useServices, useSiteConfig } from '../../hooks/services-context';

/**
 * A remote app's bundle mounted into the view's container (remote-bundle.ts): the container is the shell's, empty for
 * the shell's React, and the app's own React root lives in it until the view goes. The app gets the services, the
 * site config, i18next and the location it was opened with, and answers through `emit` only.
 */
export function MountedBundle({ app, bundle, emit }: { app: string; bundle: RemoteBundle; emit: (event: RemoteEvent) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const services = useServices();
  const config = useSiteConfig();
  const { i18n } = useTranslation();
  const { pathname, search, state } = useLocation();
  // The location the view was opened with: a new page of the app is a new view (the route path is its input).
  const opened = useRef({ pathname, search, state });
  useEffect(() => {
    if (!container.current) return undefined;
    return bundle.mount(container.current, { services, config, i18n, location: opened.current, emit });
  }, [bundle, services, config, i18n, emit]);
  return <div ref={container} data-mf-app={app} data-testid="remote-view" />;
}
