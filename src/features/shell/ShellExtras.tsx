import { use, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { EMPTY, map, switchMap } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { NavigationContext, useNavigationPending } from '../../routing/GuardedRoutes';
import { loadingBar$ } from '../../../streams/shell/loading-bar';
import { pageLoading$, pageParts } from '../../../streams/shell/page-parts';
import type { ShellServices } from '../../../streams/shell/shell-load';
import type { UserMessage } from '../../../streams/schemas/shell';
import { likelyNextPaths, prefetchPages } from './prefetch-pages';
import { LoadingBar } from './LoadingBar';
import { UpdateNotice } from './UpdateNotice';
import { useCouponShortcut } from './use-coupon-shortcut';

/**
 * The site shell's extras (issue 16), mounted by the default layout a few seconds after the page has loaded
 * (services.shell.start$): the service worker (B29), the update notice (T29), the player's messages as notices
 * (T22), the navigation loading bar (T32) and the idle prefetch of the likely next pages (T35).
 */
export default function ShellExtras({ shell }: { shell: ShellServices }) {
  const services = useServices();
  // The page shown is the one at useLocation(); the one asked for differs while its page loads.
  const shown = useLocation();
  const navigation = use(NavigationContext);
  const { lang } = useLanguage();

  useCouponShortcut();
  useSubscription(shell.serviceWorker$);
  useSubscription(shell.userMessages$, (m: UserMessage) => {
    services.notices.show({ kind: 'info', id: `user-message-${m.id}`, titleKey: 'shell:message.title', params: { title: m.title }, message: m.body, permanent: true });
  });

  const routes = navigation?.routes;
  // A new page, new likely next pages: the previous page's prefetch, if still waiting for idle, is dropped.
  const prefetch$ = useObservable(
    (inputs$) => inputs$.pipe(switchMap(([path, table, language]) => (table ? shell.prefetchOnIdle$(() => prefetchPages(table, likelyNextPaths(language, path))) : EMPTY))),
    [shown.pathname, routes, lang],
  );
  useSubscription(prefetch$);

  const pending = useNavigationPending();
  // The bar runs while the page's code loads and then while the parts it loads after its code do (a casino page's domain).
  const progress = useObservableState(useObservable((inputs$) => loadingBar$(pageLoading$(inputs$.pipe(map(([p]) => p)), pageParts.loading$)), [pending]), null);
  const newVersion = useObservableState(shell.newVersion$, null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  return (
    <>
      <LoadingBar progress={progress} />
      {newVersion !== null && newVersion !== dismissed && <UpdateNotice onReload={shell.reload} onLater={() => setDismissed(newVersion)} />}
    </>
  );
}
