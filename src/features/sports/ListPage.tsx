import { useParams } from 'react-router-dom';
import type { Champ, Game, Sport } from '../../../streams/schemas/sports';
import { gamesList$ } from '../../../streams/sports/games-list';
import { SportsPageProvider, useFeed, usePrefs, useSportsPage } from './page-context';
import { PageNotFoundError, isNotFound } from '../../routing/not-found';
import { PrefsBar, SportsFrame, SportsMenuView, menuCount, useMenuFeed } from './SportsShell';
import { GameList, champHref, champTitle } from './GameList';
import { StaleMark, gameHref } from './GameBits';
import { GameView } from './GamePage';
import { Seo } from './Seo';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';

/** Menu sections of {live|line}/{menuSection?}/...: quick filters before the sport. */
export const MENU_SECTIONS = ['all', 'top', 'soon', 'video'] as const;
type MenuSection = (typeof MENU_SECTIONS)[number];

export interface ModePath {
  section: MenuSection | null;
  sport: string | null;
  champId: number | null;
  gameId: number | null;
}

/** Parses {menuSection?}/{sport?}/{champ?}/{game?} (champ and game are "id" or "id-slug"); null: not a valid path. */
export function parseModePath(splat: string): ModePath | null {
  const parts = splat.split('/').filter(Boolean);
  let section: MenuSection | null = null;
  if (parts[0] && (MENU_SECTIONS as readonly string[]).includes(parts[0])) section = parts.shift() as MenuSection;
  if (parts.length > 3) return null;
  const [sport, champ, game] = parts;
  if (sport !== undefined && !/^[a-z0-9-]{1,60}$/.test(sport)) return null;
  const id = (s: string | undefined) => (s === undefined ? null : /^(\d{1,10})(-[a-z0-9-]*)?$/.test(s) ? Number(s.split('-')[0]) : NaN);
  const champId = id(champ);
  const gameId = id(game);
  if (Number.isNaN(champId) || Number.isNaN(gameId)) return null;
  return { section, sport: sport ?? null, champId, gameId };
}

export function ModePage({ mode }: { mode: 'line' | 'live' }) {
  const { '*': splat = '' } = useParams();
  const path = parseModePath(splat);
  if (!path) throw new PageNotFoundError(splat);
  return (
    <SportsPageProvider pageTexts={path.gameId !== null}>
      {path.gameId !== null ? <GameView id={path.gameId} mode={mode} /> : <ModeList mode={mode} path={path} />}
    </SportsPageProvider>
  );
}

export function LinePage() {
  return <ModePage mode="line" />;
}

export function LivePage() {
  return <ModePage mode="live" />;
}

function ModeList({ mode, path }: { mode: 'line' | 'live'; path: ModePath }) {
  const { t, lang } = useSportsPage();
  const deps = useSportsPagesDeps();
  const prefs = usePrefs();
  const time = path.section === 'top' ? 6 : path.section === 'soon' ? 1 : prefs.timeFilter;
  const video = path.section === 'video' || prefs.videoOnly;
  const q = { mode, sport: path.sport ?? undefined, champ: path.champId ?? undefined, time, video, kind: 'sports' as const };
  const feed = useFeed(() => gamesList$(deps, q), [deps, mode, path.sport, path.champId, time, video]);
  // The menu and the heading count from one snapshot (the menu's); a section with its own filters (top, soon,
  // video) counts its list.
  const menuFeed = useMenuFeed(mode);
  const menuSays = menuFeed.data && time === prefs.timeFilter && video === prefs.videoOnly ? menuCount(menuFeed.data, path.sport, path.champId) : undefined;
  if (isNotFound(feed.error)) throw new PageNotFoundError(`${path.sport}/${path.champId}`);
  const state = feed.data;
  const sport: Sport | undefined = state ? [...state.sports.values()].find((s) => s.slug === path.sport) : undefined;
  const champ: Champ | undefined = path.champId !== null ? state?.champs.get(path.champId) : undefined;
  const modeName = t(mode === 'line' ? 'nav.line' : 'nav.live');
  const heading = champ ? champTitle(champ, sport) : sport ? `${modeName}: ${sport.name}` : path.section ? `${modeName}: ${t(`menuSection.${path.section}`)}` : modeName;
  // A menu section that filters a sport or championship list names itself in the title (R25).
  const seoTitle = path.section && (sport || champ) ? `${heading} · ${t(`menuSection.${path.section}`)}` : heading;
  const hrefOf = (g: Game) => {
    const s = state?.sports.get(g.sportId);
    const c = state?.champs.get(g.champId);
    return s && c ? gameHref(lang, g.status === 2 || g.status === 3 ? 'live' : 'line', s.slug, c, g.id) : `/${lang}/${mode}`;
  };
  return (
    <SportsFrame label={t(`menu.${mode}`)} menu={<SportsMenuView mode={mode} activeSport={path.sport ?? undefined} feed={menuFeed} />}>
      <Seo title={seoTitle} description={t(mode === 'line' ? 'seo.lineDescription' : 'seo.liveDescription', { what: seoTitle })} route={{ section: mode, menuSection: path.section, sport: sport ?? (path.sport ? { slug: path.sport } : null), champ: champ ?? null }} />
      <header className={pageStyles.pageHeader}>
        <h1>{heading}</h1>
        {feed.stale && <StaleMark />}
        {state && <span className={styles.muted} data-testid="games-count">{t('gamesCount', { count: menuSays ?? state.ids.length })}</span>}
      </header>
      <nav className={pageStyles.chips} aria-label={t('menuSection.label')}>
        {MENU_SECTIONS.map((s) => (
          <a key={s} className={path.section === s || (s === 'all' && !path.section) ? pageStyles.chipActive : pageStyles.chip}
            href={`/${lang}/${mode}${s === 'all' ? '' : `/${s}`}${path.sport ? `/${path.sport}` : ''}${champ ? `/${champ.id}-${champ.slug}` : ''}`}>
            {t(`menuSection.${s}`)}
          </a>
        ))}
      </nav>
      <PrefsBar mode={mode} />
      {!state && !feed.error && <p className={styles.muted}>{t('loading')}</p>}
      {!state && feed.error !== null && <p className={pageStyles.error}>{t('loadFailed')}</p>}
      {state && (
        <GameList state={state} pageType={mode} hrefOf={hrefOf} empty={t('noGames')} headingLevel={2}
          champHrefOf={(c, s) => champHref(lang, mode, s?.slug ?? path.sport ?? '', c)} />
      )}
    </SportsFrame>
  );
}
