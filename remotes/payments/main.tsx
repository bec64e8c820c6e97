import { Component, StrictMode, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpError } from '../../streams/core/http';
import { registerRemoteBundle, type RemoteHost } from '../../streams/remote/remote-bundle';
import { ServicesProvider, SiteConfigProvider } from '../../src/hooks/services-context';
import { RechargePage } from '../../src/features/office/pages/RechargePage';
import { DeducePage } from '../../src/features/office/pages/DeducePage';
import { HistoryPayPage } from '../../src/features/office/pages/HistoryPayPage';

// The payments remote app (SPEC.md section 1): deposit, withdrawal and the payment history, built as a bundle of its
// own (vite.remote.config.ts) with the office's payment pages in it. The shell mounts it into its office frame; it
// speaks to the shell only through host.emit (ready, error with a status, redirect) and uses the services it is given.

type Emit = RemoteHost['emit'];

// The services this app is given raise the shell's HttpError, and this bundle has a copy of the class of its own, which
// `instanceof` would not match: the pages would lose the server's refusal codes (a deposit limit, a self-exclusion)
// and say only "That did not work". This copy knows an HttpError of either bundle by its name.
Object.defineProperty(HttpError, Symbol.hasInstance, { value: (value: unknown) => value instanceof Error && value.name === 'HttpError' });

/** The route paths this app answers, after /{lang}/ (server/remote/payments.ts announces the same). */
const PAGES: Readonly<Record<string, ComponentType>> = {
  'office/recharge': RechargePage,
  'office/deduce': DeducePage,
  'office/historypay': HistoryPayPage,
};

/** Ready once the page has rendered (its texts loaded). */
function Ready({ emit, children }: { emit: Emit; children: ReactNode }) {
  useEffect(() => emit({ kind: 'ready' }), [emit]);
  return children;
}

/** A page this app does not have: the shell shows its 404 page. */
function Missing({ emit }: { emit: Emit }) {
  useEffect(() => emit({ kind: 'error', statusCode: 404 }), [emit]);
  return null;
}

/**
 * The app's pages. Its router is its own (in memory, opened at the shell's location): any move it makes (a page's
 * redirect, a link) is not done here but asked of the shell, which owns the address bar; meanwhile it shows nothing.
 */
function Pages({ emit }: { emit: Emit }) {
  const { key, pathname, search, hash } = useLocation();
  const leaving = key !== 'default';
  useEffect(() => {
    if (leaving) emit({ kind: 'redirect', to: pathname + search + hash });
  }, [leaving, pathname, search, hash, emit]);
  if (leaving) return null;
  return (
    <Routes>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={`/:lang/${path}`} element={<Ready emit={emit}><Page /></Ready>} />
      ))}
      <Route path="*" element={<Missing emit={emit} />} />
    </Routes>
  );
}

/** A page that crashed: the shell shows its error page with status 500. */
class Crash extends Component<{ emit: Emit; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.emit({ kind: 'error', statusCode: 500 });
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function PaymentsApp({ host }: { host: RemoteHost }) {
  const { emit } = host;
  return (
    <ServicesProvider services={host.services}>
      <SiteConfigProvider config={host.config}>
        <I18nextProvider i18n={host.i18n}>
          <MemoryRouter initialEntries={[host.location]}>
            <Crash emit={emit}>
              <Suspense>
                <Pages emit={emit} />
              </Suspense>
            </Crash>
          </MemoryRouter>
        </I18nextProvider>
      </SiteConfigProvider>
    </ServicesProvider>
  );
}

registerRemoteBundle(window, 'payments', {
  mount(container, host) {
    // Its own ids: useId in two React roots would give the shell's fields and the app's the same ones.
    const root = createRoot(container, { identifierPrefix: 'mf-payments-' });
    root.render(<StrictMode><PaymentsApp host={host} /></StrictMode>);
    return () => root.unmount();
  },
});
