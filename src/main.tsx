import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createServices } from '../streams/services';
import { isSiteLanguage } from '../streams/language/resolve-language';
import { ServicesProvider } from './hooks/services-context';
import { startI18n } from './i18n';
import { App } from './app/App';
import { BootSplash } from './app/BootSplash';
import './styles/global.css';

/** A JSON data block the server put into the page, with its language; a broken block is treated as absent. */
function readDataBlock(id: string): { json: unknown; lang: string } | undefined {
  const block = document.getElementById(id);
  if (!block?.textContent) return undefined;
  try {
    return { json: JSON.parse(block.textContent), lang: block.dataset['lang'] ?? '' };
  } catch {
    return undefined;
  }
}

const pathLang = window.location.pathname.slice(1, 3);
const initialLanguage = isSiteLanguage(pathLang) ? pathLang : 'ru';
// The translations are asked for first, and the app renders at once: its router starts loading the first page's
// code and data while they download (components wait for their namespace under the boot splash).
const { i18n } = startI18n(initialLanguage);
const groups = readDataBlock('preloaded-groups');
const services = createServices({
  window, document, initialLanguage,
  // Without a valid block the app fetches the config itself.
  preloadedConfig: readDataBlock('preloaded-config')?.json,
  preloadedGroups: groups && { lang: groups.lang, groups: groups.json },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<BootSplash />}>
          <App i18n={i18n} />
        </Suspense>
      </I18nextProvider>
    </ServicesProvider>
  </StrictMode>,
);
