import { fromEvent, map, filter, Observable } from 'rxjs';
import { BUNDLE_REGISTER_EVENT, createBundleLoader, registrationOf, RemoteScriptError, type BundleRegistration } from '../../../streams/remote/remote-bundle';
import type { RemoteScript } from '../../../streams/schemas/remote';

/** A classic script with its SRI hash (script-src 'self'): done once it has run, RemoteScriptError when it cannot load. */
function loadScript(script: RemoteScript): Observable<void> {
  return new Observable<void>((subscriber) => {
    const el = document.createElement('script');
    el.src = script.src;
    el.integrity = script.integrity;
    el.crossOrigin = 'anonymous';
    el.async = false;
    el.onload = () => {
      subscriber.next();
      subscriber.complete();
    };
    el.onerror = () => {
      // A script that did not load leaves nothing behind for the next attempt to trip over.
      el.remove();
      subscriber.error(new RemoteScriptError(script.src));
    };
    document.head.appendChild(el);
  });
}

/** The page's one loader of remote bundles (a bundle's script runs once per page). */
export const loadRemoteBundle = createBundleLoader({
  loadScript,
  registrations$: fromEvent(window, BUNDLE_REGISTER_EVENT).pipe(map(registrationOf), filter((r): r is BundleRegistration => r !== null)),
});
