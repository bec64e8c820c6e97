import { describe, expect, it } from 'vitest';
import { chipLabel } from '../../../src/features/casino/games/chip-label';
import { stakeSteps } from '../../../src/features/casino/games/stake-steps';

// A chip's label is its value short and exact, without the currency, in the page's number format (issue 23: "RUB 0.2"
// spilled out of a 52 px chip). e2e/casino-tables.spec.ts measures the labels inside the chips in a browser.

const LANGS = ['ru', 'en', 'uk', 'kk', 'az', 'tr', 'es', 'pt'];

/** The value a label says, in major units. */
function valueOf(label: string): number {
  const mark = label.at(-1) === 'K' ? 1_000 : label.at(-1) === 'M' ? 1_000_000 : 1;
  return Number(label.replace(/[KM]$/, '').replace(',', '.')) * mark;
}

describe('chip labels', () => {
  it('are short: 0.2, 1, 5, 25, 1K, 2.5K, 1M; the decimal mark is the language\'s', () => {
    expect([20, 100, 500, 2_500, 100_000, 250_000, 125_000, 100_000_000].map((m) => chipLabel(m, 'RUB', 'en')))
      .toEqual(['0.2', '1', '5', '25', '1K', '2.5K', '1.25K', '1M']);
    expect(chipLabel(20, 'RUB', 'ru')).toBe('0,2');
    expect(chipLabel(25, null, 'es')).toBe('0,25');
    // A currency without minor units counts whole units.
    expect(chipLabel(5_000, 'JPY', 'en')).toBe('5K');
  });

  it('say every stake a chip offers exactly, in at most five characters and no currency, in every site language', () => {
    const stakes = [...stakeSteps(1, 10_000_000_00, 1), 15, 1_250_00, 33];
    for (const lang of LANGS) {
      for (const currency of ['RUB', 'USD', 'KZT', null]) {
        for (const minor of stakes) {
          const label = chipLabel(minor, currency, lang);
          expect(label.length, `${lang} ${currency} ${minor}: ${label}`).toBeLessThanOrEqual(5);
          expect(label, lang).not.toMatch(/[A-JLN-Z₽$₸]/);
          expect(valueOf(label), `${lang} ${minor}: ${label}`).toBeCloseTo(minor / 100, 6);
        }
      }
    }
  });
});
