import { filter, from, fromEvent, map } from 'rxjs';
import { BUNDLE_REGISTER_EVENT, createBundleLoader, registrationOf, type BundleRegistration } from '../../../streams/remote/remote-bundle';

// The payments pages are the payments remote app's (remotes/payments): in the office tests its "script" is the real
// entry of the bundle, imported, which registers the app on the window as the built script does when it runs.
export const loadRemoteBundle = createBundleLoader({
  loadScript: () => from(import('../../../remotes/payments/main')).pipe(map(() => undefined)),
  registrations$: fromEvent(window, BUNDLE_REGISTER_EVENT).pipe(map(registrationOf), filter((r): r is BundleRegistration => r !== null)),
});

/** The payments app's view answer, as server/remote/payments.ts gives it. */
export const PAYMENTS_VIEW = {
  appName: 'payments', body: '', style: '', cssToLoad: [], title: '', codeToEval: [], head: '',
  scriptsToLoad: [{ src: '/remote/payments/assets/payments-test.js', integrity: 'sha384-test' }],
};
