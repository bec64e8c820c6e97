import { Link, useParams } from 'react-router-dom';
import { menu$ } from '../../../streams/sports/sports-pages-polls';
import { SportsPageProvider, useFeed, useSportsPage } from './page-context';
import { PageNotFoundError } from '../../routing/not-found';
import { FeedList } from './FeedList';
import { PrefsBar } from './SportsShell';
import { StaleMark } from './GameBits';
import { GameView } from './GamePage';
import { Seo } from './Seo';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';

type CyberType = 'real' | 'virtual' | 'stream';

/**
 * Cyber sport (R06): cyber/{real|virtual|stream} with all, {discipline}, {discipline}/champs, {discipline}/{live|line},
 * {discipline}/{champ} and {discipline}/{champ}/{live|line}/{game}. Real esports tournaments, virtual (simulated)
 * games on short cycles, and games with streams.
 */
export function CyberPage() {
  const { type = 'real', discipline, champ, mode, game } = useParams();
  if (!['real', 'virtual', 'stream'].includes(type)) throw new PageNotFoundError(type);
  return (
    <SportsPageProvider pageTexts>
      {game !== undefined ? <CyberGame game={game} mode={mode} /> : <Cyber type={type as CyberType} discipline={discipline} champ={champ} />}
    </SportsPageProvider>
  );
}

function CyberGame({ game, mode }: { game: string; mode: string | undefined }) {
  if (!/^\d{1,10}(-[a-z0-9-]*)?$/.test(game)) throw new PageNotFoundError(game);
  return <GameView id={Number(game.split('-')[0])} mode={mode === 'live' ? 'live' : 'line'} pageType="cyber" />;
}

function Cyber({ type, discipline, champ }: { type: CyberType; discipline: string | undefined; champ: string | undefined }) {
  const { t, lang } = useSportsPage();
  const deps = useSportsPagesDeps();
  const menu = useFeed(() => menu$(deps, { mode: 'line', kind: 'cyber', cyber: type }), [deps, type]);
  const live = useFeed(() => menu$(deps, { mode: 'live', kind: 'cyber', cyber: type }), [deps, type]);
  const disciplines = new Map([...(menu.data?.sports ?? []), ...(live.data?.sports ?? [])].map((s) => [s.slug, s]));
  const all = discipline === undefined || discipline === 'all';
  const sport = all ? undefined : disciplines.get(discipline);
  if (!all && menu.data && live.data && !sport) throw new PageNotFoundError(discipline);
  // {discipline}/champs, {discipline}/{live|line}, {discipline}/{champ}
  const sub = champ;
  const onlyMode = sub === 'live' || sub === 'line' ? sub : null;
  const champId = sub && sub !== 'champs' && !onlyMode ? (/^\d{1,10}(-[a-z0-9-]*)?$/.test(sub) ? Number(sub.split('-')[0]) : NaN) : undefined;
  if (Number.isNaN(champId)) throw new PageNotFoundError(sub ?? '');
  const base = `/${lang}/cyber/${type}`;
  const title = [t('cyber.title'), t(`cyber.type.${type}`), sport?.name].filter(Boolean).join(' · ');
  const href = (mode: 'line' | 'live') => (g: { id: number }, _s: string, c: { id: number; slug: string }) =>
    `${base}/${sport?.slug ?? disciplines.get(_s)?.slug ?? _s}/${c.id}-${c.slug}/${mode}/${g.id}`;
  // A discipline named in the path is known once the menus are in: until then the page lists nothing (listing every
  // discipline's games first flashed the wrong games and asked for them); a menu that failed leaves the path's name.
  const resolving = !all && !sport && (menu.data === null || live.data === null) && menu.error == null && live.error == null;
  const query = { kind: 'cyber' as const, cyber: type, sport: all ? undefined : (sport?.slug ?? discipline), ...(champId !== undefined ? { champ: champId } : {}) };
  return (
    <div className={pageStyles.frame}>
      <Seo title={title} description={t('cyber.description', { type: t(`cyber.type.${type}`) })} route={{ section: 'cyber', sport: sport ?? null }} />
      <aside className={pageStyles.side} aria-label={t('cyber.title')}>
        <nav className={pageStyles.menu} aria-label={t('cyber.title')}>
          <div className={pageStyles.menuTabs}>
            {(['real', 'virtual', 'stream'] as const).map((x) => <Link key={x} to={`/${lang}/cyber/${x}`} className={`${pageStyles.menuTab} ${x === type ? pageStyles.menuTabActive : ''}`}>{t(`cyber.type.${x}`)}</Link>)}
          </div>
          {(menu.stale || live.stale) && <StaleMark />}
          <ul role="list" className={pageStyles.menuList}>
            <li><Link to={`${base}/all`} className={all ? pageStyles.menuActive : undefined}>{t('cyber.all')}</Link></li>
            {[...disciplines.values()].map((s) => (
              <li key={s.slug}>
                <div className={pageStyles.menuSport}>
                  <Link to={`${base}/${s.slug}`} className={s.slug === discipline ? pageStyles.menuActive : undefined}>{s.name}</Link>
                  <Link to={`${base}/${s.slug}/champs`} className={pageStyles.count}>{t('cyber.champs')}</Link>
                </div>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={pageStyles.content}>
        <header className={pageStyles.pageHeader}><h1>{title}</h1></header>
        <PrefsBar />
        {resolving ? <p className={styles.muted} role="status">{t('loading')}</p> : sub === 'champs' && sport ? (
          <ul role="list" className={pageStyles.champList} data-testid="cyber-champs">
            {(menu.data?.champs ?? []).filter((c) => c.sportId === sport.id).map((c) => <li key={c.id}><Link to={`${base}/${sport.slug}/${c.id}-${c.slug}`}>{c.name}</Link> <span className={pageStyles.count}>{c.count}</span></li>)}
          </ul>
        ) : (
          <>
            {onlyMode !== 'line' && <FeedList query={{ ...query, mode: 'live' }} pageType="cyber" title={t('nav.live')} hrefOf={href('live')} emptyText={t('noLiveGames')} />}
            {onlyMode !== 'live' && <FeedList query={{ ...query, mode: 'line' }} pageType="cyber" title={t('nav.line')} hrefOf={href('line')} />}
          </>
        )}
      </div>
    </div>
  );
}
