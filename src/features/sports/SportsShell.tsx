import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useServices } from '../../hooks/services-context';
import { menu$ } from '../../../streams/sports/sports-pages-polls';
import { ODDS_FORMAT_IDS } from '../../../streams/schemas/odds';
import { TIME_FILTERS, type Preferences } from '../../../streams/schemas/preferences';
import type { Menu } from '../../../streams/schemas/sports-pages';
import type { FeedState } from '../../../streams/sports/poll-feed';
import { useFeed, usePrefs, useSportsPage } from './page-context';
import { StaleMark } from './GameBits';
import { SportIcon } from './SportIcon';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';

interface SportsMenuProps {
  mode: 'line' | 'live';
  activeSport?: string | undefined;
  kind?: 'sports' | 'cyber';
  base?: string;
}

/** The menu's poll (T16) with the visitor's time and video filters. */
export function useMenuFeed(mode: 'line' | 'live', kind: 'sports' | 'cyber' = 'sports'): FeedState<Menu> {
  const deps = useSportsPagesDeps();
  const prefs = usePrefs();
  return useFeed(() => menu$(deps, { mode, kind, time: prefs.timeFilter, video: prefs.videoOnly }), [deps, mode, kind, prefs.timeFilter, prefs.videoOnly]);
}

/**
 * How many games a menu snapshot counts for a list: the championship's, the sport's or the mode's total; undefined
 * when the menu does not list it. A list page's heading reads it, so the heading and the menu beside it say the same.
 */
export function menuCount(menu: Menu, sportSlug: string | null, champId: number | null): number | undefined {
  if (champId !== null) return menu.champs.find((c) => c.id === champId)?.count;
  if (sportSlug !== null) return menu.sports.find((s) => s.slug === sportSlug)?.count;
  return menu.total;
}

/** The line or live menu with counts (R04): sports, and the championships of the open sport. */
export function SportsMenu(props: SportsMenuProps) {
  const feed = useMenuFeed(props.mode, props.kind);
  return <SportsMenuView {...props} feed={feed} />;
}

/** The menu of a snapshot the page polls itself (a list page shares it with its heading). */
export function SportsMenuView({ mode, activeSport, base, feed }: Omit<SportsMenuProps, 'kind'> & { feed: FeedState<Menu> }) {
  const { t, lang } = useSportsPage();
  const [open, setOpen] = useState<string | null>(null);
  const menu = feed.data;
  const root = base ?? `/${lang}/${mode}`;
  const expanded = open ?? activeSport ?? null;
  return (
    <nav className={pageStyles.menu} aria-label={t(mode === 'line' ? 'menu.line' : 'menu.live')} data-testid={`menu-${mode}`}>
      <div className={pageStyles.menuTabs}>
        <NavLink to={`/${lang}/line`} className={({ isActive }) => `${pageStyles.menuTab} ${isActive || mode === 'line' ? pageStyles.menuTabActive : ''}`}>{t('nav.line')}</NavLink>
        <NavLink to={`/${lang}/live`} className={({ isActive }) => `${pageStyles.menuTab} ${isActive || mode === 'live' ? pageStyles.menuTabActive : ''}`}>
          {t('nav.live')} {menu && mode === 'live' ? <span className={pageStyles.count}>{menu.total}</span> : null}
        </NavLink>
      </div>
      {feed.stale && <StaleMark />}
      {!menu && <p className={styles.muted}>{t('loading')}</p>}
      {menu && menu.sports.length === 0 && <p className={styles.muted}>{t('menu.empty')}</p>}
      <ul role="list" className={pageStyles.menuList}>
        {menu?.sports.map((s) => (
          <li key={s.id}>
            <div className={pageStyles.menuSport}>
              <Link to={`${root}/${s.slug}`} className={s.slug === activeSport ? pageStyles.menuActive : undefined} data-testid="menu-sport" data-slug={s.slug}>
                <SportIcon slug={s.slug} isCyber={s.isCyber} />
                {s.name}
              </Link>
              <button type="button" className={pageStyles.menuToggle} aria-expanded={expanded === s.slug}
                onClick={() => setOpen(expanded === s.slug ? '' : s.slug)}>
                {/* Its name holds the count it shows (WCAG 2.5.3) and says what it opens. */}
                <span className={pageStyles.count} data-testid="menu-count">{s.count}</span>
                <span className={styles.visuallyHidden}> {t('menu.champs', { sport: s.name })}</span>
              </button>
            </div>
            {expanded === s.slug && <ChampLinks menu={menu} sportId={s.id} href={(c) => `${root}/${s.slug}/${c.id}-${c.slug}`} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ChampLinks({ menu, sportId, href }: { menu: Menu; sportId: number; href: (c: Menu['champs'][number]) => string }) {
  const { groupByCategory } = usePrefs();
  const champs = menu.champs.filter((c) => c.sportId === sportId);
  const groups = new Map<string, typeof champs>();
  for (const c of champs) {
    const key = groupByCategory ? (c.country ?? '') : '';
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return (
    <ul role="list" className={pageStyles.champList}>
      {[...groups].map(([country, list]) => (
        <li key={country}>
          {country && <span className={pageStyles.country}>{country}</span>}
          <ul role="list">
            {list.map((c) => (
              <li key={c.id}>
                <Link to={href(c)} data-testid="menu-champ" data-champ-id={c.id}>{groupByCategory ? c.name : [c.country, c.name].filter(Boolean).join('. ')}</Link>
                <span className={pageStyles.count}>{c.count}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** B25 / B10: the preferences, saved and applied on every sports page (and the odds in the coupon). */
export function PrefsBar({ mode }: { mode?: 'line' | 'live' }) {
  const { t } = useSportsPage();
  const prefs = usePrefs();
  const { preferences } = useServices();
  const set = (patch: Partial<Preferences>) => preferences.set(patch);
  return (
    <div className={pageStyles.prefs} data-testid="prefs">
      <label>
        <span>{t('prefs.oddsFormat')}</span>
        <select value={prefs.oddsFormat} data-testid="odds-format" onChange={(e) => set({ oddsFormat: Number(e.target.value) as Preferences['oddsFormat'] })}>
          {ODDS_FORMAT_IDS.map((id) => <option key={id} value={id}>{t(`oddsFormat.${id}`)}</option>)}
        </select>
      </label>
      {mode && (
        <label>
          <span>{t('prefs.time')}</span>
          <select value={prefs.timeFilter} data-testid="time-filter" onChange={(e) => set({ timeFilter: Number(e.target.value) as Preferences['timeFilter'] })}>
            {TIME_FILTERS.map((id) => <option key={id} value={id}>{t(`timeFilter.${mode}.${id}`)}</option>)}
          </select>
        </label>
      )}
      <label>
        <span>{t('prefs.viewType')}</span>
        <select value={prefs.viewType} onChange={(e) => set({ viewType: Number(e.target.value) as 0 | 1 })}>
          <option value={0}>{t('viewType.0')}</option>
          <option value={1}>{t('viewType.1')}</option>
        </select>
      </label>
      <label>
        <span>{t('prefs.timeZone')}</span>
        <select value={prefs.timeZone} onChange={(e) => set({ timeZone: Number(e.target.value) })}>
          {Array.from({ length: 27 }, (_, i) => i - 12).map((h) => <option key={h} value={h}>{`UTC${h >= 0 ? '+' : '−'}${Math.abs(h)}`}</option>)}
        </select>
      </label>
      <label className={pageStyles.check}><input type="checkbox" checked={prefs.is12h} onChange={(e) => set({ is12h: e.target.checked })} />{t('prefs.is12h')}</label>
      <label className={pageStyles.check}><input type="checkbox" checked={prefs.compactView} onChange={(e) => set({ compactView: e.target.checked })} />{t('prefs.compact')}</label>
      <label className={pageStyles.check}><input type="checkbox" checked={prefs.groupByCategory} onChange={(e) => set({ groupByCategory: e.target.checked })} />{t('prefs.group')}</label>
      <label className={pageStyles.check}><input type="checkbox" checked={prefs.videoOnly} onChange={(e) => set({ videoOnly: e.target.checked })} />{t('prefs.videoOnly')}</label>
    </div>
  );
}

const SPORTS_CONTENT_ID = 'sports-content';

/**
 * The frame of the line and live pages: the menu on the left (a landmark named by `label`), the page on the right. A
 * skip link before the menu (shown on focus) takes the keyboard past its hundreds of links to the events.
 */
export function SportsFrame({ menu, label, children }: { menu: ReactNode; label: string; children: ReactNode }) {
  const { t } = useSportsPage();
  return (
    <div className={pageStyles.frame}>
      <a href={`#${SPORTS_CONTENT_ID}`} className={pageStyles.skipLink}>{t('menu.skipToEvents')}</a>
      <aside className={pageStyles.side} aria-label={label}>{menu}</aside>
      <div id={SPORTS_CONTENT_ID} className={pageStyles.content} tabIndex={-1}>{children}</div>
    </div>
  );
}
