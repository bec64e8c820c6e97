import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { map, timer } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { useLanguage } from '../../../hooks/use-language';
import { useAuthorized } from '../../../hooks/use-session';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { FavoriteStar } from '../FavoriteStar';
import { rtpOfGame } from '../rtp-figure';
import { GameTile } from '../GameTile';
import { TileRow } from '../TileRow';
import { Loaded } from '../../../ui/Loaded';
import { framePath } from '../frame-messages';
import { useFrameChannel } from './use-frame-channel';
import { formatMinor, formatMoney } from '../../../ui/format';
import { useCasinoCall, useFavorites } from '../use-casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import styles from '../casino.module.css';
import gameStyles from './game-page.module.css';

/** A frame that has not loaded after this long shows the retry instead of a blank box. */
const FRAME_LOAD_TIMEOUT_MS = 15_000;

/**
 * The game page (R09, R10): slots/{sub}/game/{gameId}/{gameName}, casino/..., games/{gameRoute},
 * games-landing/{landingRoute}. The game runs in a sandboxed frame (the bare frame route in the empty layout),
 * for real money when logged in, else for play money; fullscreen, favourite, related games, and the header balance
 * refreshed after every round the frame reports.
 */
export function GamePage() {
  const params = useParams();
  const { lang } = useLanguage();
  // The bonus games (fortuna, chest, ...) are games whose route is their path.
  const last = useLocation().pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const key = params.gameId ?? params.gameRoute ?? params.landingRoute ?? last;
  const game = useCasinoCall((c) => c.game$(/^\d+$/.test(key) ? Number(key) : key), [key]);
  return (
    <CasinoShell lang={lang}>
      <Loaded ns="casino" state={game}>{(value) => <GameView key={value.id} game={value} lang={lang} />}</Loaded>
    </CasinoShell>
  );
}

function GameView({ game, lang }: { game: CasinoGameDetail; lang: string }) {
  const { t } = useTranslation('casino');
  const { accounts } = useServices();
  const authorized = useAuthorized();
  const favorites = useFavorites();
  const [wantDemo, setWantDemo] = useState(false);
  const mode = authorized && !wantDemo ? 'real' : 'demo';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The frame's game rendered: a frame that never says so (blocked, broken) shows the retry after the timeout.
  const { demoBalance, resetDemo } = useFrameChannel(frameRef, game, mode, () => setLoaded(attempt));
  const timedOut = useObservableState(useMemo(() => timer(FRAME_LOAD_TIMEOUT_MS).pipe(map(() => attempt)), [attempt]), -1) === attempt;
  const active = useObservableEagerState(accounts.active$);
  const failed = timedOut && loaded !== attempt;
  return (
    <>
      <CasinoSeo title={t('game.title', { name: game.name })} description={t('game.description', { name: game.name, provider: game.providerName ?? game.provider })} />
      <div className={gameStyles.head}>
        <div>
          <h1 className={styles.pageTitle}>{game.name}</h1>
          <p className={styles.muted}>
            {game.providerName ?? game.provider}
            {game.rtp !== undefined && <> · <span data-testid="game-rtp">{t('game.rtp', { value: rtpOfGame(lang, game.rtp, game.rtpMax) })}</span></>}
          </p>
        </div>
        <div className={gameStyles.actions}>
          {mode === 'real' && active && <span className={gameStyles.balance}>{t('game.balance')}: <b data-testid="game-balance">{formatMoney(active.money, active.iso, lang)}</b></span>}
          {mode === 'demo' && (
            <span className={gameStyles.balance}>
              {t('frame.demoBalanceLabel')}: <b data-testid="demo-balance" data-amount={demoBalance}>{formatMinor(demoBalance, null, lang)}</b>
              <button type="button" className={gameStyles.reset} onClick={resetDemo} data-testid="demo-reset">{t('frame.demoReset')}</button>
            </span>
          )}
          <div className={gameStyles.switch} role="group" aria-label={t('game.mode')}>
            <button type="button" aria-pressed={mode === 'real'} disabled={!authorized} onClick={() => setWantDemo(false)} title={authorized ? undefined : t('game.realNeedsLogin')}>{t('game.real')}</button>
            <button type="button" aria-pressed={mode === 'demo'} onClick={() => setWantDemo(true)}>{t('game.demo')}</button>
          </div>
          <button type="button" className={gameStyles.action} onClick={() => void boxRef.current?.requestFullscreen?.()}>{t('game.fullscreen')}</button>
          <FavoriteStar gameId={game.id} name={game.name} favorite={favorites.includes(game.id)} className={gameStyles.star} />
        </div>
      </div>
      <div ref={boxRef} className={gameStyles.frameBox}>
        {failed ? (
          <div className={gameStyles.frameError} role="alert">
            <p>{t('game.frameFailed')}</p>
            <button type="button" className={gameStyles.action} onClick={() => setAttempt((a) => a + 1)}>{t('game.retry')}</button>
          </div>
        ) : (
          <iframe
            key={`${mode}-${attempt}`}
            ref={frameRef}
            className={gameStyles.frame}
            title={game.name}
            src={framePath(lang, game.id, mode)}
            // No allow-same-origin: the game runs in an opaque origin (no cookie, storage or token of the site) and plays
            // through this page (use-frame-channel.ts). A click on its fair-play links opens them in this page.
            sandbox="allow-scripts allow-forms allow-top-navigation-by-user-activation"
            allow="fullscreen"
            data-testid="game-frame"
            data-mode={mode}
          />
        )}
      </div>
      {game.related.length > 0 && (
        <section className={styles.row} aria-labelledby="related-title">
          <h2 id="related-title" className={styles.rowTitle}>{t('game.related')}</h2>
          <TileRow>{game.related.map((g) => <GameTile key={g.id} game={g} lang={lang} favorite={favorites.includes(g.id)} />)}</TileRow>
        </section>
      )}
    </>
  );
}
