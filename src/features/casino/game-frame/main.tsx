import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { useObservableState } from 'observable-hooks';
import { catchError, of } from 'rxjs';
import { isSiteLanguage } from '../../../../streams/language/resolve-language';
import { startI18n } from '../../../i18n';
import { tellPage } from '../frame-messages';
import { frameCasino } from '../games/frame-casino';
import { pageMessages$ } from '../games/frame-demo-balance';
import { GameFrame } from '../games/GameFramePage';
import { GameHost } from '../games/game-host';
import '../../../styles/global.css';

// The game frame's own app (game-frame.html, served at /{lang}/casino-frame/{gameId}?mode=...): the game page opens it
// in an iframe sandboxed without allow-same-origin, so it has an opaque origin, no cookie, storage or token of the
// site, and none of the site's services. It plays through the page around it (games/frame-casino.ts): the page makes
// the casino calls of this game, in the mode it chose. The language comes in the path, the translations from the
// site's files like any other asset.

const [, pathLang = '', , gameId = ''] = window.location.pathname.split('/');
const lang = isSiteLanguage(pathLang) ? pathLang : 'en';
const mode = new URLSearchParams(window.location.search).get('mode') === 'real' ? 'real' : 'demo';
document.documentElement.lang = lang;

let calls = 0;
const { casino, currency$ } = frameCasino({ messages$: pageMessages$, post: tellPage, newId: () => `call-${++calls}` });
// A page that does not say (gone, or too slow) leaves the amounts without a currency rather than the game broken.
const currency = currency$().pipe(catchError(() => of(null)));

function FrameApp() {
  return (
    <GameHost casino={casino} lang={lang}>
      <GameFrame gameId={Number(gameId)} mode={mode} currency={useObservableState(currency, null)} />
    </GameHost>
  );
}

const { i18n } = startI18n(lang);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <FrameApp />
      </Suspense>
    </I18nextProvider>
  </StrictMode>,
);
