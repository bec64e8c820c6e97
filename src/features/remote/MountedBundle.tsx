import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RemoteEvent } from '../../../streams/remote/remote-policy';
import type { LoadedRemoteView } from '../../../streams/remote/remote-view';
import { useServices, useSiteConfig } from '../../hooks/services-context';

/**
 * A remote app's bundle mounted into the view's container (remote-bundle.ts): the container is the shell's, empty for
 * the shell's React, and the app's own React root lives in it until the view goes. The app gets the services, the
 * site config, i18next and the location it was opened with, and answers through `emit` only.
 */
export function MountedBundle({ view, emit }: { view: LoadedRemoteView; emit: (event: RemoteEvent) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const services = useServices();
  const config = useSiteConfig();
  const { i18n } = useTranslation();
  const { pathname, search, state } = useLocation();
  // Each answer is mounted afresh (another page of the app, a refresh) with the location it came for.
  const location = useRef({ pathname, search, state });
  useEffect(() => {
    location.current = { pathname, search, state };
  }, [pathname, search, state]);
  useEffect(() => {
    if (!container.current || !view.bundle) return undefined;
    return view.bundle.mount(container.current, { services, config, i18n, location: location.current, emit });
  }, [view, services, config, i18n, emit]);
  return <div ref={container} data-mf-app={view.appName} data-testid="remote-view" />;
}
