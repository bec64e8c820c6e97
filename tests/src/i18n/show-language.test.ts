import { describe, expect, it } from 'vitest';
import { createInstance, type BackendModule } from 'i18next';
import { showLanguage } from '../../../src/i18n/show-language';

/** A backend whose Russian file arrives only when the test says so. */
function slowRussian() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read: ((lng: string, _ns: string, callback: (err: unknown, data: object) => void) => {
      const data = { hello: lng === 'ru' ? 'Привет' : 'Hello' };
      if (lng === 'ru') void arrived.then(() => callback(null, data));
      else callback(null, data);
    }) as BackendModule['read'],
  };
  return { backend, release };
}

describe('showLanguage', () => {
  it('[R01] a switch back to English while Russian still downloads ends in English (Back right after a switch)', async () => {
    const { backend, release } = slowRussian();
    const i18n = createInstance();
    await i18n.use(backend).init({ lng: 'en', fallbackLng: 'en', supportedLngs: ['en', 'ru'], ns: ['common'], defaultNS: 'common' });
    const toRussian = showLanguage(i18n, 'ru');
    expect(i18n.language).toBe('en'); // i18next keeps the old language until the new one has arrived
    const backToEnglish = showLanguage(i18n, 'en');
    release();
    await Promise.all([toRussian, backToEnglish]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello')).toBe('Hello');
  });

  it('[R01] a plain switch shows the new language, and a repeated one asks nothing', async () => {
    const { backend, release } = slowRussian();
    const i18n = createInstance();
    await i18n.use(backend).init({ lng: 'en', fallbackLng: 'en', supportedLngs: ['en', 'ru'], ns: ['common'], defaultNS: 'common' });
    release();
    await showLanguage(i18n, 'ru');
    expect(i18n.t('hello')).toBe('Привет');
    let changes = 0;
    i18n.on('languageChanging', () => changes++);
    await showLanguage(i18n, 'ru');
    expect(changes).toBe(0);
  });
});
