import { describe, expect, it } from 'vitest';
import { firstValueFrom, lastValueFrom, zip } from 'rxjs';
import { onDemand } from '../../../streams/core/on-demand';

describe('onDemand: code loaded on demand', () => {
  it('loads nothing before the first use, then once for concurrent and later callers', async () => {
    let loads = 0;
    const module$ = onDemand(async () => { loads += 1; return { answer: 42 }; });
    expect(loads).toBe(0);
    const [a, b] = await firstValueFrom(zip(module$, module$));
    expect(a).toBe(b);
    expect(await firstValueFrom(module$)).toBe(a);
    expect(loads).toBe(1);
  });

  it('a failed load reaches its callers and is forgotten: the next use loads again', async () => {
    let loads = 0;
    const module$ = onDemand(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk download failed');
      return 'loaded';
    });
    await expect(lastValueFrom(module$)).rejects.toThrow('chunk download failed');
    expect(await firstValueFrom(module$)).toBe('loaded');
    expect(await firstValueFrom(module$)).toBe('loaded');
    expect(loads).toBe(2);
  });
});
