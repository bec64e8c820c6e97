import { Profiler, createContext, useContext, useMemo, useState, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import type { Observable } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { EMPTY_FEED, type FeedState } from '../../../streams/sports/poll-feed';
import type { Preferences } from '../../../streams/schemas/preferences';
import type { SportsStore } from '../../../streams/sports/sports-store';
import type { WidgetDeps } from '../../../streams/sports/widgets';
import { type CouponLink, useCouponLink } from './use-coupon-link';

// Everything a sports page and its odds buttons share: the page's own store (garbage once the page is left), the
// home page's calls, the page visibility for the polls, the preferences, the coupon link and a translator for coupon
// labels. The other pages add their own calls (use-sports-pages-deps.ts).

export type PageType = 'line' | 'live' | 'cyber' | 'game' | 'home' | 'multi';

export interface SportsPage {
  store: SportsStore;
  /** What the home page's polls take (streams/sports/widgets.ts), with the page's store. */
  deps: WidgetDeps & { store: SportsStore };
  coupon: CouponLink;
  /** The page's one ticker for every game clock (streams/sports/game-clock.ts clockTicker$). */
  clockTick$: Observable<unknown>;
  t: (key: string, options?: Record<string, unknown>) => string;
  lang: string;
  /** The odds buttons' texts, translated once per page and language (not once per button render). */
  oddTexts: OddTexts;
}

export interface OddTexts {
  up: string;
  down: string;
  suspended: string;
  settled: string;
  /** Settled outcomes by status: 3 won, 4 lost, 5 void. */
  result: Readonly<Record<number, string>>;
}

const PageContext = createContext<SportsPage | null>(null);
const PrefsContext = createContext<Preferences | null>(null);

/**
 * The texts of the less visited sports pages (game, toto, lotto, results, statistics, cyber, multi-live, special) are
 * their own namespace, so the home page and the lists do not download them; those pages set `pageTexts`.
 */
const WITH_PAGE_TEXTS = ['sports', 'sportsPages'] as const;

export function SportsPageProvider({ children, pageTexts = false }: { children: ReactNode; pageTexts?: boolean }) {
  const services = useServices();
  const { lang } = useLanguage();
  // nsMode fallback: a key is looked up in sports first, then in sportsPages.
  const { t } = useTranslation(pageTexts ? WITH_PAGE_TEXTS : 'sports', { nsMode: 'fallback' });
  const coupon = useCouponLink();
  // The page's own store and clock ticker, from the services layer; garbage once the page is left.
  const [{ store, clockTick$ }] = useState(() => services.sports.pageScope());
  const page = useMemo<SportsPage>(() => ({
    store, coupon, lang, clockTick$, t: t as SportsPage['t'],
    oddTexts: {
      up: t('odd.up'), down: t('odd.down'), suspended: t('odd.suspended'), settled: t('odd.settled'),
      result: { 3: t('result.3'), 4: t('result.4'), 5: t('result.5') },
    },
    deps: { api: services.sports.api, store, visible$: services.sports.visible$, onError: (err) => services.log('sports feed failed', err) },
  }), [store, coupon, lang, clockTick$, t, services]);
  const prefs = useObservableEagerState(services.preferences.value$);
  return (
    <PageContext.Provider value={page}>
      <PrefsContext.Provider value={prefs}>
        <Profiler id="sports-page" onRender={recordCommit}>{children}</Profiler>
      </PrefsContext.Provider>
    </PageContext.Provider>
  );
}

/**
 * The bench's record of the page's React commits (scripts/bench-sports.ts): React calls a Profiler's onRender only in
 * its profiling build (the bench's own build, scripts/vite.profile.config.ts), and the commit is kept only while the
 * bench has put an array at window.__sportsCommits. The shipped build never calls it.
 */
const recordCommit: ProfilerOnRenderCallback = (id, phase, actualDuration, baseDuration, startTime, commitTime) => {
  const log = (globalThis as { __sportsCommits?: unknown }).__sportsCommits;
  if (Array.isArray(log)) log.push({ id, phase, actualDuration, baseDuration, startTime, commitTime });
};

export function useSportsPage(): SportsPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('useSportsPage() outside <SportsPageProvider>');
  return page;
}

export function usePrefs(): Preferences {
  const prefs = useContext(PrefsContext);
  if (!prefs) throw new Error('usePrefs() outside <SportsPageProvider>');
  return prefs;
}

/** Subscribes to a feed for as long as the component is mounted (leaving the page stops its polls). */
export function useFeed<S>(make: () => Observable<FeedState<S>>, deps: readonly unknown[]): FeedState<S> {
  // The feed is made again only when a dependency changes (React's "state from the previous render" pattern).
  const [memo, setMemo] = useState(() => ({ deps, feed$: make() }));
  let current = memo;
  if (memo.deps.length !== deps.length || memo.deps.some((d, i) => !Object.is(d, deps[i]))) {
    current = { deps, feed$: make() };
    setMemo(current);
  }
  return useObservableState(current.feed$, EMPTY_FEED as FeedState<S>);
}
