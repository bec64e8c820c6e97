import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, redirect, useLocation, type RouteObject } from 'react-router-dom';
import { GuardedRoutes, useNavigationPending, useRouteFailure, useRouteHandles } from '../../../src/routing/GuardedRoutes';
import { RouteError } from '../../../src/routing/route-resolution';
import { errorStatus } from '../../../src/routing/error-status';
import { createRouterProbe } from '../../support/location-probe';

// The site's router on react-router's declarative one (SPEC.md sections 2 and 8): guards run before a page shows,
// redirects are followed, errors show inside the layout of their route group, and a page that crashes while
// rendering does not take the frame down.

function Failure() {
  return <p data-testid="failure">{errorStatus(useRouteFailure())}</p>;
}
function Handles() {
  return <p data-testid="handles">{useRouteHandles().map((m) => String(m.handle ?? '-')).join(',')}</p>;
}
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
function Pending() {
  return <p data-testid="pending">{String(useNavigationPending())}</p>;
}
function Crash(): never {
  throw new Error('the page broke');
}

function mount(routes: RouteObject[], path: string) {
  const { probe, Probe } = createRouterProbe();
  render(
    <MemoryRouter initialEntries={[path]}>
      <GuardedRoutes routes={routes} fallback={<p data-testid="resolving" />} rootErrorElement={<Failure />} />
      <Probe />
    </MemoryRouter>,
  );
  return probe;
}

const layout = (children: RouteObject[]): RouteObject[] => [{
  path: '/:lang',
  element: <div data-testid="layout"><Outlet /></div>,
  handle: 'lang',
  children: [{ errorElement: <Failure />, children }],
}];

describe('guarded routes', () => {
  it('[T32] a navigation is pending until its page shows, and over once it does (the loading bar never hangs)', async () => {
    let release!: () => void;
    const gate = new Promise<null>((resolve) => { release = () => resolve(null); });
    const probe = mount(layout([
      { path: 'a', element: <Pending /> },
      { path: 'b', loader: () => gate, element: <Pending /> },
    ]), '/en/a');
    expect((await screen.findByTestId('pending')).textContent).toBe('false');
    await act(async () => { await probe.navigate('/en/b'); });
    expect(screen.getByTestId('pending').textContent).toBe('true');
    await act(async () => release());
    await act(async () => { await gate; });
    expect(screen.getByTestId('pending').textContent).toBe('false');
    expect(probe.location()).toBe('/en/b');
  });

  it('[R23] a guard\'s 404 shows the error element inside the layout of its group', async () => {
    mount(layout([{ path: 'page/:id', loader: ({ params }) => { if (!/^\d+$/.test(params.id ?? '')) throw new RouteError(404, 'not found'); return null; }, element: <p>page</p> }]), '/en/page/abc');
    expect((await screen.findByTestId('failure')).textContent).toBe('404');
    expect(screen.getByTestId('layout')).toBeTruthy();
  });

  it('[R06] a returned or thrown redirect is followed, replacing the entry; the outer guard\'s redirect wins', async () => {
    const probe = mount([
      { path: '/old', loader: () => redirect('/en/new') },
      {
        path: '/:lang',
        loader: ({ params }) => { if (params.lang === 'xx') throw redirect('/en/new'); return null; },
        children: [
          { path: 'new', element: <Where /> },
          { path: 'inner', loader: () => { throw redirect('/en/elsewhere'); } },
        ],
      },
    ], '/old');
    expect((await screen.findByTestId('where')).textContent).toBe('/en/new');
    await act(async () => { await probe.navigate('/xx/inner'); });
    expect(probe.location()).toBe('/en/new');
  });

  it('[R02] the page stays until the next one\'s guards and code are in; handles list the matched routes', async () => {
    let release!: () => void;
    const gate = new Promise<null>((resolve) => { release = () => resolve(null); });
    const lazy = vi.fn(async () => ({ Component: Handles }));
    const probe = mount(layout([
      { path: 'a', element: <p data-testid="page-a">a</p> },
      { path: 'b', handle: 'b', loader: () => gate, lazy },
    ]), '/en/a');
    await screen.findByTestId('page-a');
    await act(async () => { await probe.navigate('/en/b'); });
    expect(screen.getByTestId('page-a')).toBeTruthy();
    await act(async () => release());
    expect((await screen.findByTestId('handles')).textContent).toBe('lang,-,b');
    await act(async () => { await probe.navigate('/en/a'); });
    await act(async () => { await probe.navigate('/en/b'); });
    await screen.findByTestId('handles');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('[R23] a page that throws while rendering shows the error element in its layout; the next navigation clears it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const probe = mount(layout([
      { path: 'crash', element: <Crash /> },
      { path: 'fine', element: <p data-testid="fine">fine</p> },
    ]), '/en/crash');
    expect((await screen.findByTestId('failure')).textContent).toBe('500');
    expect(screen.getByTestId('layout')).toBeTruthy();
    await act(async () => { await probe.navigate('/en/fine'); });
    expect(await screen.findByTestId('fine')).toBeTruthy();
    expect(screen.queryByTestId('failure')).toBeNull();
    logged.mockRestore();
  });

  it('[E05] page code that fails to download shows the error page, not a white screen', async () => {
    mount(layout([{ path: 'broken', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }]), '/en/broken');
    expect((await screen.findByTestId('failure')).textContent).toBe('500');
  });
});
