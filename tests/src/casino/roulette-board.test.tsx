import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ServicesProvider, SiteConfigProvider } from '../../../src/hooks/services-context';
import { createI18n } from '../../../src/i18n/create-i18n';
import { RouletteBoard } from '../../../src/features/casino/games/TableBoards';
import { ROULETTE_SPOTS } from '../../../streams/schemas/casino-games/roulette';
import { fakeServices } from '../../support/fake-services';
import { siteConfigFixture } from '../../support/site-config-fixture';

// The roulette layout offers every bet the table takes: the inside bets (splits, streets, corners, six lines) sit on
// the numbers' edges and corners as on a real layout, each a button named by the numbers it covers.

async function board(onSpot: (spot: string) => void, chips = new Map<string, number>()) {
  const config = siteConfigFixture();
  const services = fakeServices({ config });
  services.language.follow('/en/');
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('casino');
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesProvider services={services}>
        <SiteConfigProvider config={config}>
          <RouletteBoard chips={chips} onSpot={onSpot} disabled={false} winning={(spot) => spot === 'corner-17'} />
        </SiteConfigProvider>
      </ServicesProvider>
    </I18nextProvider>,
  );
}

describe('the roulette layout', { timeout: 20_000 }, () => {
  it('[R08] has one button for every spot the table takes (154 bets: 37 straight, 60 splits, 12 streets, 22 corners, 11 six lines, 12 outside)', async () => {
    await board(() => {});
    const shown = [...document.querySelectorAll<HTMLElement>('[data-spot]')].map((b) => b.dataset['spot']!);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.sort()).toEqual([...ROULETTE_SPOTS.keys()].sort());
    expect(shown).toHaveLength(154);
  });

  it('[R08] an inside bet is placed from its edge or corner, named by its numbers, and shows its chip and its win', async () => {
    const onSpot = vi.fn();
    await board(onSpot, new Map([['corner-17', 500]]));
    // Found by their names as a screen reader reads them (role queries over 154 buttons are slow in jsdom).
    const named = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    for (const name of ['Bet on Corner 17/18/20/21', 'Bet on Split 0/2', 'Bet on Six line 31/32/33/34/35/36', 'Bet on Street 34/35/36']) fireEvent.click(named(name));
    expect(onSpot.mock.calls.map(([spot]) => spot)).toEqual(['corner-17', 'split-0-2', 'line-31', 'street-34']);
    const corner = screen.getByTestId('spot-corner-17');
    expect(corner).toHaveProperty('title', 'Corner 17/18/20/21');
    expect(corner.textContent).toBe('5');
    expect(corner.dataset['won']).toBe('true');
  });
});
