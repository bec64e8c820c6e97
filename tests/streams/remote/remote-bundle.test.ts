import { describe, expect, it } from 'vitest';
import { defer, from, NEVER, of, Subject, throwError, type Observable } from 'rxjs';
import { marbles } from '../../support/marbles';
import { createRemoteApps, ERROR, LOADING, NOT_EXIST, READY, type RemoteAppState } from '../../../streams/remote/app-state';
import {
  createBundleLoader, RemoteBundleMissingError, RemoteScriptError, registerRemoteBundle, registrationOf, type BundleRegistration, type RemoteBundle,
} from '../../../streams/remote/remote-bundle';
import type { RemoteEvent } from '../../../streams/remote/remote-policy';
import { isRemoteRetryable, REMOTE_BUNDLE_VIEW_OPTIONS, type LoadedRemoteView } from '../../../streams/remote/remote-view';
import { trackedRemoteView$ } from '../../../streams/remote/tracked-view';
import type { RemoteScript } from '../../../streams/schemas/remote';

// Remote apps with a bundle of their own (issue 25: the payments app): loading the bundle, and its events moving the app.

const SCRIPT: RemoteScript = { src: '/remote/payments/assets/payments-abc.js', integrity: 'sha384-abc' };
const bundle: RemoteBundle = { mount: () => () => undefined };

/** A page whose scripts register `app` when they run (or fail to load while `failing` says so). */
function page(options: { registers?: string; failing?: () => boolean } = {}) {
  const registrations = new Subject<BundleRegistration>();
  const ran: string[] = [];
  const loadScript = (script: RemoteScript): Observable<void> => defer(() => {
    if (options.failing?.()) return throwError(() => new RemoteScriptError(script.src));
    ran.push(script.src);
    if (options.registers) registrations.next({ app: options.registers, bundle });
    return of(undefined);
  });
  return { ran, load: createBundleLoader({ loadScript, registrations$: registrations }) };
}

describe('the bundle loader', () => {
  it('[C06] the bundle is the one its script registered; a second view of the app does not run the script again', () => {
    const { ran, load } = page({ registers: 'payments' });
    const got: RemoteBundle[] = [];
    load('payments', [SCRIPT]).subscribe((b) => got.push(b));
    load('payments', [SCRIPT]).subscribe((b) => got.push(b));
    expect(got).toEqual([bundle, bundle]);
    expect(ran).toEqual([SCRIPT.src]);
  });

  it('[T10] a script that did not load is retryable and forgotten: the next attempt loads it again', () => {
    let fail = true;
    const { ran, load } = page({ registers: 'payments', failing: () => fail });
    const errors: unknown[] = [];
    load('payments', [SCRIPT]).subscribe({ error: (e: unknown) => errors.push(e) });
    expect(errors[0]).toBeInstanceOf(RemoteScriptError);
    expect(isRemoteRetryable(errors[0])).toBe(true);
    fail = false;
    const got: RemoteBundle[] = [];
    load('payments', [SCRIPT]).subscribe((b) => got.push(b));
    expect(got).toEqual([bundle]);
    expect(ran).toEqual([SCRIPT.src]);
  });

  it('[E02] scripts that ran without registering the app (or registered another) are a broken bundle, not retried', () => {
    const { load } = page({ registers: 'other' });
    const errors: unknown[] = [];
    load('payments', [SCRIPT]).subscribe({ error: (e: unknown) => errors.push(e) });
    expect(errors[0]).toBeInstanceOf(RemoteBundleMissingError);
    expect(isRemoteRetryable(errors[0])).toBe(false);
  });

  it('[C06] a registration travels as a DOM event; anything else on that event is ignored', () => {
    const target = new EventTarget();
    const seen: (BundleRegistration | null)[] = [];
    target.addEventListener('mf:register', (e) => seen.push(registrationOf(e)));
    registerRemoteBundle(target, 'payments', bundle);
    target.dispatchEvent(new CustomEvent('mf:register', { detail: { app: 'payments', bundle: { mount: 'alert(1)' } } }));
    target.dispatchEvent(new Event('mf:register'));
    expect(seen).toEqual([{ app: 'payments', bundle }, null, null]);
  });
});

describe('a tracked view with a bundle (C07 driven by the mounted app\'s events)', () => {
  const answer: LoadedRemoteView = { appName: 'payments', body: '', style: '', cssToLoad: [], title: '', codeToEval: [], scriptsToLoad: [SCRIPT], head: '', bundle };

  it('[C07] loading until the mounted app says ready; its error event moves it to error with the status, not-exist to not exist', marbles((m) => {
    const apps = createRemoteApps({ log: () => undefined });
    const events = m.hot<RemoteEvent>('-- 5ms r 5ms e', { r: { kind: 'ready' }, e: { kind: 'error', statusCode: 404 } });
    const states: RemoteAppState[] = [];
    apps.state$('payments').subscribe((s) => states.push(s));
    const shown$ = trackedRemoteView$(apps, 'payments', () => m.cold('-a', { a: answer }), REMOTE_BUNDLE_VIEW_OPTIONS, NEVER, () => undefined, () => '/en/office/recharge', events);
    m.expect(shown$, '^ 20ms !').toBeObservable('lb 5ms r 5ms e', {
      l: expect.objectContaining({ state: expect.objectContaining({ status: 'loading' }) }),
      b: { state: { status: 'ready', view: answer }, events: [], redirect: null },
      r: { state: { status: 'ready', view: answer }, events: [{ kind: 'ready' }], redirect: null },
      e: { state: { status: 'ready', view: answer }, events: [{ kind: 'error', statusCode: 404 }], redirect: null },
    });
    m.flush();
    expect(states).toEqual([NOT_EXIST, LOADING, READY, NOT_EXIST]);
    // (ready -> error is not a move C07 allows: the error event shows the page error, the app stays until it is gone.)

    const other = createRemoteApps({ log: () => undefined });
    const seen: RemoteAppState[] = [];
    other.state$('payments').subscribe((s) => seen.push(s));
    trackedRemoteView$(other, 'payments', () => of(answer), REMOTE_BUNDLE_VIEW_OPTIONS, NEVER, () => undefined, () => '/', of<RemoteEvent>({ kind: 'error', statusCode: 500 })).subscribe();
    trackedRemoteView$(other, 'b', () => of({ ...answer, appName: 'b' }), REMOTE_BUNDLE_VIEW_OPTIONS, NEVER, () => undefined, () => '/', of<RemoteEvent>({ kind: 'not-exist' })).subscribe();
    const seenB: RemoteAppState[] = [];
    other.state$('b').subscribe((s) => seenB.push(s));
    expect(seen).toEqual([NOT_EXIST, LOADING, ERROR]);
    expect(seenB).toEqual([NOT_EXIST]);
  }));

  it('[C07] a redirect the app asks for is checked against the chain: a cycle back to the page itself is not followed', () => {
    const apps = createRemoteApps({ log: () => undefined });
    const shown: unknown[] = [];
    trackedRemoteView$(apps, 'payments', () => of(answer), REMOTE_BUNDLE_VIEW_OPTIONS, NEVER, () => undefined, () => '/en/office/recharge',
      from<RemoteEvent[]>([{ kind: 'redirect', to: '/en/office/account?recharge=1' }, { kind: 'redirect', to: '/en/office/recharge' }])).subscribe((s) => shown.push(s.redirect));
    expect(shown).toEqual([null, null, { to: '/en/office/account?recharge=1', cyclic: false }, { to: '/en/office/recharge', cyclic: true }]);
  });
});
