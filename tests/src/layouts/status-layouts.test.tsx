import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaintenanceLayout } from '../../../src/app/layouts/MaintenanceLayout';
import { BlockedLayout } from '../../../src/app/layouts/BlockedLayout';
import { EmptyLayout } from '../../../src/app/layouts/EmptyLayout';
import { siteConfigFixture } from '../../support/site-config-fixture';
import { PAGE_TEXT, renderLayout } from './render-layout';

describe('[R02] maintenance and blocked layouts', () => {
  for (const [name, layout, path] of [
    ['maintenance', <MaintenanceLayout key="m" />, '/en/maintenance'],
    ['blocked', <BlockedLayout key="b" />, '/en/block'],
  ] as const) {
    it(`[R02] ${name}: logo, language switcher, the page in <main>, company line; no site navigation or sign-in`, async () => {
      const { container } = await renderLayout({ layout, path, config: siteConfigFixture({ companyName: 'Acme Bet' }) });
      expect(container.querySelector(`[data-layout="${name}"]`)).not.toBeNull();
      expect(screen.getByRole('img', { name: 'Acme Bet' })).toBeTruthy();
      expect(within(screen.getByRole('main')).getByText(PAGE_TEXT)).toBeTruthy();
      expect(screen.getByRole('contentinfo').textContent).toMatch(/© \d{4} Acme Bet\. All rights reserved\./);
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByTestId('header-login')).toBeNull();
      expect(screen.queryByTestId('header-registration')).toBeNull();
      expect(screen.getByTestId('lang-switcher')).toBeTruthy();
    });
  }

  it('[R01][R02] the language switcher on the maintenance page keeps the visitor on the maintenance page', async () => {
    await renderLayout({ layout: <MaintenanceLayout />, path: '/en/maintenance' });
    fireEvent.change(screen.getByTestId('lang-switcher'), { target: { value: 'az' } });
    expect(screen.getByTestId('location').textContent).toBe('/az/maintenance');
  });

  it('[R02] the blocked layout applies the partner brand book too', async () => {
    const { container } = await renderLayout({
      layout: <BlockedLayout />,
      path: '/en/block',
      config: siteConfigFixture({ partnerCssBrandBook: [{ css_prop: '--color-accent', css_value: 'rgb(1 2 3)' }] }),
    });
    const root = container.querySelector('[data-layout="blocked"]') as HTMLElement;
    expect(root.style.getPropertyValue('--color-accent')).toBe('rgb(1 2 3)');
  });
});

describe('[R02] empty layout', () => {
  it('[R02] renders only the page, inside <main>: no header, footer or switcher', async () => {
    const { container } = await renderLayout({ layout: <EmptyLayout />, path: '/en/print-coupon/123' });
    expect(within(screen.getByRole('main')).getByText(PAGE_TEXT)).toBeTruthy();
    expect(container.querySelector('[data-layout="empty"]')?.tagName).toBe('MAIN');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByTestId('lang-switcher')).toBeNull();
  });
});
