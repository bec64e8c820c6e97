import { createRemoteApps, type RemoteApps } from '../../../streams/remote/app-state';
import type { Services } from '../../../streams/services-types';

// The C07 registry of the page: one per Services (the app's, or a test's), created with the first remote view so the
// home page carries none of it.
const registries = new WeakMap<Services, RemoteApps>();

export function remoteAppsOf(services: Services): RemoteApps {
  let apps = registries.get(services);
  if (!apps) {
    apps = createRemoteApps({ log: services.log });
    registries.set(services, apps);
  }
  return apps;
}
