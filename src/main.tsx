import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createServices } from '../streams/services';
import { isSiteLanguage } from '../streams/language/resolve-language';
import { ServicesProvider } from './hooks/services-context';
import { createI18n } from './i18n';
import { App } from './app/App';
import './styles/global.css';

/** The config the server put into the page; a broken block is treated as absent (the app then fetches it). */
function readPreloadedConfig(): unknown {
  const text = document.getElementById('preloaded-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const pathLang = window.location.pathname.slice(1, 3);
const initialLanguage = isSiteLanguage(pathLang) ? pathLang : 'ru';
// The translations are asked for first: their download then overlaps with wiring the services.
const i18nReady = createI18n(initialLanguage);
const services = createServices({ window, document, preloadedConfig: readPreloadedConfig(), initialLanguage });

i18nReady.then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServicesProvider services={services}>
        <I18nextProvider i18n={i18n}>
          <App i18n={i18n} />
        </I18nextProvider>
      </ServicesProvider>
    </StrictMode>,
  );
});
