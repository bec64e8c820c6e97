import { describe, expect, it } from 'vitest';
import { restrictedSyntax as problems } from './restricted-syntax';

// Issues 22 and 24: money, numbers and dates have one format, src/ui/format.ts. eslint.config.js forbids Intl's
// formatters, toLocaleString and toFixed on a division (minor units made major by hand) anywhere else.

describe('one money and date format (lint)', { timeout: 30_000 }, () => {
  it('a component formatting money itself fails lint, each way', async () => {
    const found = await problems('src/features/casino/Planted.tsx', [
      "export const a = (x: number) => new Intl.NumberFormat('ru', { style: 'currency', currency: 'EUR' }).format(x);",
      'export const b = (minor: number) => `${(minor / 100).toFixed(2)} RUB`;',
      'export const c = (x: number) => x.toLocaleString();',
      "export const d = (iso: string) => new Intl.DateTimeFormat('kk', { dateStyle: 'long' }).format(new Date(iso));",
    ].join('\n'));
    expect(found).toHaveLength(4);
    expect(found[0]).toContain('src/ui/format.ts');
  });

  it('streams may not format either; the format module and multipliers with toFixed may', async () => {
    expect(await problems('streams/casino/planted.ts', "export const a = (x: number) => new Intl.NumberFormat('en').format(x);\n")).toHaveLength(1);
    expect(await problems('src/ui/format.ts', "export const a = (x: number) => new Intl.NumberFormat('en').format(x);\n")).toEqual([]);
    expect(await problems('src/features/casino/Planted.tsx', 'export const m = (x: number) => `${x.toFixed(2)}×`;\n')).toEqual([]);
  });
});
