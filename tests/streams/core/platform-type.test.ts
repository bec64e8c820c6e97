import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createValidatedStorage, type StorageBackend } from '../../../streams/core/storage';
import { platformTypeOf, PlatformTypeSchema } from '../../../streams/core/platform-type';

function sessionItem() {
  const data = new Map<string, string>();
  const backend: StorageBackend = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => { data.set(key, value); },
    removeItem: (key) => { data.delete(key); },
  };
  return createValidatedStorage(backend, () => undefined).item('platform_type', v.nullable(PlatformTypeSchema), null);
}

describe('platformTypeOf', () => {
  it('[R24] without the parameter the visit has the build\'s platform type', () => {
    expect(platformTypeOf('', sessionItem(), 'desktop')).toBe('desktop');
  });

  it('[R24] platform_type forces the platform type, and the next pages of the session keep it without the parameter', () => {
    const kept = sessionItem();
    expect(platformTypeOf('?platform_type=mobile&ref=1', kept, 'desktop')).toBe('mobile');
    expect(platformTypeOf('', kept, 'desktop')).toBe('mobile');
    expect(platformTypeOf('?platform_type=desktop', kept, 'desktop')).toBe('desktop');
    expect(platformTypeOf('', kept, 'desktop')).toBe('desktop');
  });

  it('[R24] a value outside the list is ignored: the type already in force stays', () => {
    const kept = sessionItem();
    expect(platformTypeOf('?platform_type=tablet', kept, 'desktop')).toBe('desktop');
    platformTypeOf('?platform_type=mobile', kept, 'desktop');
    expect(platformTypeOf('?platform_type=MOBILE', kept, 'desktop')).toBe('mobile');
    expect(platformTypeOf('?platform_type=', kept, 'desktop')).toBe('mobile');
  });
});
