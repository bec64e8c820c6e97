import type { Game } from '../../../streams/schemas/sports';
import { gamesList$ } from '../../../streams/sports/games-list';
import type { GamesQuery } from '../../../streams/sports/sports-pages-api';
import { useFeed, useSportsPage, type PageType } from './page-context';
import { PageNotFoundError, isNotFound } from '../../routing/not-found';
import { GameList, champHref } from './GameList';
import { StaleMark, gameHref } from './GameBits';
import { useSportsPagesDeps } from './use-sports-pages-deps';
import styles from './sports.module.css';
import pageStyles from './sports-pages.module.css';

/** A polled list of games for any query (sections, cyber, championship pages), with its stale mark. */
export function FeedList({ query, pageType, title, hrefOf, notFoundIs404 = true, emptyText }: {
  query: GamesQuery;
  pageType: PageType;
  title?: string;
  hrefOf?: (game: Game, sportSlug: string, champ: { id: number; slug: string }) => string;
  notFoundIs404?: boolean;
  emptyText?: string;
}) {
  const { t, lang } = useSportsPage();
  const deps = useSportsPagesDeps();
  const feed = useFeed(() => gamesList$(deps, query), [deps, JSON.stringify(query)]);
  if (notFoundIs404 && isNotFound(feed.error)) throw new PageNotFoundError(JSON.stringify(query));
  const state = feed.data;
  const link = (g: Game) => {
    const s = state?.sports.get(g.sportId);
    const c = state?.champs.get(g.champId);
    if (!s || !c) return `/${lang}/${query.mode}`;
    return hrefOf ? hrefOf(g, s.slug, c) : gameHref(lang, g.status === 2 || g.status === 3 ? 'live' : 'line', s.slug, c, g.id);
  };
  return (
    <section className={pageStyles.feedList} data-testid={`list-${query.mode}`}>
      {title && <header className={styles.panelHeader}><h2>{title}</h2>{feed.stale && <StaleMark />}</header>}
      {!title && feed.stale && <StaleMark />}
      {!state && <p className={styles.muted}>{feed.error ? t('loadFailed') : t('loading')}</p>}
      {state && (
        <GameList state={state} pageType={pageType} hrefOf={link} empty={emptyText ?? t('noGames')} headingLevel={title ? 3 : 2}
          champHrefOf={hrefOf ? undefined : (c, s) => champHref(lang, query.mode, s?.slug ?? '', c)} />
      )}
    </section>
  );
}
