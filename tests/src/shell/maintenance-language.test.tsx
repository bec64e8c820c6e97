import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderLayout } from '../layouts/render-layout';
import { MaintenancePage } from '../../../src/features/status/MaintenancePage';
import { maintenanceTextLanguage } from '../../../streams/maintenance/maintenance';
import { siteConfigFixture } from '../../support/site-config-fixture';

describe('maintenance texts by geo country (B26)', () => {
  it('[B26] Russian for RU, UA, KZ and AZ, English for every other country', () => {
    expect([1, 2, 3, 4].map(maintenanceTextLanguage)).toEqual(['ru', 'ru', 'ru', 'ru']);
    expect([5, 6, 9, 10, 0, 66].map(maintenanceTextLanguage)).toEqual(['en', 'en', 'en', 'en', 'en', 'en']);
  });

  it('[B26] a visitor from Kazakhstan on the English page reads the maintenance page in Russian', async () => {
    const config = siteConfigFixture();
    config.geoCountryId = 3;
    await renderLayout({ layout: <MaintenancePage />, path: '/en/maintenance', config });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toBe('Технические работы');
    expect(screen.getByTestId('status-page').getAttribute('lang')).toBe('ru');
  });

  it('[B26] a visitor from Turkey on the Russian page reads it in English', async () => {
    const config = siteConfigFixture();
    config.geoCountryId = 5;
    await renderLayout({ layout: <MaintenancePage />, path: '/ru/maintenance', config, lang: 'ru' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.textContent).toBe('Technical maintenance');
  });
});
