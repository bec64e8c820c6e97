import { Link } from 'react-router-dom';
import type { Game, GamesFeed } from '../../../streams/schemas/sports';
import { banners$, media$, slider$, topGames$ } from '../../../streams/sports/widgets';
import { SportsPageProvider, useFeed, useSportsPage } from './page-context';
import { GameRow, GameStatus, MainMarkets, Score, StaleMark, gameHref } from './GameBits';
import { Seo } from './Seo';
import styles from './sports.module.css';

/** Home-page sections (R03) and the other betting areas, linked from the home page. */
export const HOME_SECTIONS = ['topgame', 'betsonyour', 'marble', 'team', 'cyber', 'ufc', 'politics'] as const;

export function hrefIn(lang: string, feed: GamesFeed | null, g: Game): string {
  const sport = feed?.sports.find((s) => s.id === g.sportId);
  const champ = feed?.champs.find((c) => c.id === g.champId);
  return sport && champ ? gameHref(lang, g.status === 2 || g.status === 3 ? 'live' : 'line', sport.slug, champ, g.id) : `/${lang}/line`;
}

/** The home page (R03): the slider, top live and top line games with their odds, the sections, live streams. */
export function HomePage() {
  return (
    <SportsPageProvider>
      <Home />
    </SportsPageProvider>
  );
}

function Home() {
  const { t, lang } = useSportsPage();
  return (
    <div className={styles.home}>
      <Seo title={t('seo.homeTitle')} description={t('seo.homeDescription')} route={{ section: 'home' }} />
      <h1 className={styles.visuallyHidden}>{t('seo.homeTitle')}</h1>
      <Slider />
      <Banners />
      <div className={styles.homeGrid}>
        <TopGames mode="live" />
        <TopGames mode="line" />
      </div>
      <nav className={styles.sections} aria-label={t('sections.label')}>
        {HOME_SECTIONS.map((s) => (
          <Link key={s} to={`/${lang}/${s === 'cyber' ? 'cyber/real' : s}`} className={styles.sectionCard} data-testid="home-section">
            <strong>{t(`section.${s}.title`)}</strong>
            <span>{t(`section.${s}.text`)}</span>
          </Link>
        ))}
        {(['multi', 'results', 'toto', 'lotto'] as const).map((s) => (
          <Link key={s} to={`/${lang}/${s}`} className={styles.sectionCard}>
            <strong>{t(`area.${s}.title`)}</strong>
            <span>{t(`area.${s}.text`)}</span>
          </Link>
        ))}
      </nav>
      <Streams />
    </div>
  );
}

/** T21: top games, live (10 s) or line (60 s). */
function TopGames({ mode }: { mode: 'line' | 'live' }) {
  const { deps, t, lang } = useSportsPage();
  const feed = useFeed(() => topGames$(deps, mode), [deps, mode]);
  return (
    <section className={styles.panel} aria-labelledby={`top-${mode}`} data-testid={`top-${mode}`}>
      <header className={styles.panelHeader}>
        <h2 id={`top-${mode}`}>{t(mode === 'live' ? 'home.topLive' : 'home.topLine')}</h2>
        {feed.stale && <StaleMark />}
        <Link to={`/${lang}/${mode}`} className={styles.link}>{t('home.all')}</Link>
      </header>
      {/* The loading line keeps the space of the 12 rows that come, so nothing below jumps (CLS). */}
      {!feed.data && <p className={`${styles.muted} ${styles.topLoading}`}>{t('loading')}</p>}
      {feed.data && feed.data.games.length === 0 && <p className={styles.muted}>{t('noGames')}</p>}
      {feed.data?.games.map((g) => <GameRow key={g.id} gameId={g.id} pageType="home" markets={1} hrefOf={(x) => hrefIn(lang, feed.data, x)} />)}
    </section>
  );
}

/** T22: the promotion banners the server has for the home page (60 s); their pictures are drawn by the server. */
function Banners() {
  const { deps, t } = useSportsPage();
  const banners = useFeed(() => banners$(deps), [deps]).data?.banners;
  // The row keeps its height while the first answer comes (no layout shift), and goes when there is none.
  if (banners?.length === 0) return null;
  return (
    <nav className={styles.promos} aria-label={t('promo.label')} aria-busy={!banners}>
      {banners?.map((b) => (
        <Link key={b.id} to={b.href} className={styles.promo} data-testid="banner">
          <img src={b.image} alt="" className={styles.promoArt} />
          <strong>{b.title}</strong>
          <span>{b.text}</span>
        </Link>
      ))}
    </nav>
  );
}

/** T19: the slider of featured live games (15 s). */
function Slider() {
  const { deps, t, lang } = useSportsPage();
  const feed = useFeed(() => slider$(deps, 'live'), [deps]);
  const items = feed.data?.items ?? [];
  // While loading, three empty slides hold the place of the real ones (no layout shift when they arrive).
  if (!feed.data) {
    return (
      <div className={styles.slider} aria-hidden="true">
        {[0, 1, 2].map((i) => <div key={i} className={`${styles.slide} ${styles.slidePlaceholder}`} />)}
      </div>
    );
  }
  if (items.length === 0) return null;
  return (
    <section className={styles.slider} aria-label={t('home.slider')}>
      {items.slice(0, 3).map((item) => (
        <article key={item.id} className={styles.slide}>
          <span className={styles.muted}>{item.subtitle}</span>
          <Link to={`/${lang}/live`} className={styles.slideTitle}>{item.title}</Link>
          <div className={styles.slideMeta}><GameStatus game={item.game} sport={undefined} /> <Score game={item.game} /></div>
          <MainMarkets markets={item.game.markets.slice(0, 1)} pageType="home" />
        </article>
      ))}
    </section>
  );
}

/** T20: live streams and match animations (600 s). */
function Streams() {
  const { deps, t } = useSportsPage();
  const feed = useFeed(() => media$(deps), [deps]);
  const streams = feed.data?.streams.filter((s) => s.kind === 'video').slice(0, 6) ?? [];
  if (streams.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="streams">
      <h2 id="streams">{t('home.streams')}</h2>
      <ul role="list" className={styles.streams}>
        {streams.map((s) => <li key={s.gameId}><span className={styles.video}>▶</span> {s.title} <span className={styles.muted}>{s.sport}</span></li>)}
      </ul>
    </section>
  );
}
