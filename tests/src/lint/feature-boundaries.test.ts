import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import path from 'node:path';

// The lint zones of issue 12: a feature may import itself, src/ui, src/hooks, src/routing and streams, never another
// feature or the app. The rule is eslint.config.js's site/feature-boundaries; these plant imports and lint them.

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'site/feature-boundaries').map((m) => m.message);
}

describe('feature boundaries (lint)', () => {
  it('a feature importing another feature fails lint', async () => {
    const found = await problems('src/features/casino/Planted.tsx', "import { BetHistory } from '../coupon/BetHistory';\nexport const x = BetHistory;\n");
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('features/coupon');
  });

  it('a lazy import of another feature, or of the app, fails too', async () => {
    const found = await problems('src/features/office/pages/Planted.tsx',
      "import { DefaultLayout } from '../../../app/layouts/DefaultLayout';\nexport const load = () => import('../../sports/HomePage');\nexport const y = DefaultLayout;\n");
    expect(found.map((m) => m.match(/reaches into (\S+)\./)?.[1])).toEqual(['app/layouts', 'features/sports']);
  });

  it('its own files, src/ui, src/hooks, src/routing and streams are allowed', async () => {
    const found = await problems('src/features/office/pages/Planted.tsx', [
      "import { OfficePage } from '../kit';",
      "import { TextField } from '../../../ui/forms';",
      "import { useLoad } from '../../../hooks/use-load';",
      "import { guarded } from '../../../routing/route-guards';",
      "import { HttpError } from '../../../../streams/core/http';",
      'export const all = [OfficePage, TextField, useLoad, guarded, HttpError];',
    ].join('\n'));
    expect(found).toEqual([]);
  });

  it('the app may compose features', async () => {
    expect(await problems('src/app/routing/Planted.ts', "export const load = () => import('../../features/coupon/BetHistory');\n")).toEqual([]);
  });
});
