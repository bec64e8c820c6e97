import { useObservable, useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { from, fromEvent, map, tap } from 'rxjs';
import { useSiteConfig } from '../../hooks/services-context';
import { useAction } from '../../hooks/use-action';
import { Button } from '../../ui';
import styles from './offers.module.css';

// The install offer of the app pages (R19: "the installable web app is offered where it applies"): where the site
// is a PWA (config isPwa) and the browser offers installation (its beforeinstallprompt event), a button installs it;
// in the installed app it says so; elsewhere the page's own steps (Safari, Firefox) are the way.

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const standalone = () => typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;

export function AppInstall() {
  const { t } = useTranslation('bonuses');
  const { isPwa } = useSiteConfig();
  // Kept from the moment the page shows; the browser's own mini-bar is held back so the page's button offers it.
  const prompt$ = useObservable(() => fromEvent(window, 'beforeinstallprompt').pipe(
    tap((e) => e.preventDefault()),
    map((e) => e as InstallPromptEvent),
  ));
  const prompt = useObservableState(prompt$, null);
  const [install, installing] = useAction((e: InstallPromptEvent) => from(e.prompt().then(() => e.userChoice)));
  if (!isPwa) return null;
  let body;
  if (standalone()) body = <p data-testid="app-installed">{t('apps.installed')}</p>;
  else if (installing.status === 'done') body = <p role="status">{t(installing.value.outcome === 'accepted' ? 'apps.accepted' : 'apps.dismissed')}</p>;
  else if (prompt) body = <div className={styles.actions}><Button variant="primary" onClick={() => install(prompt)} data-testid="app-install">{t('apps.install')}</Button></div>;
  else body = <p>{t('apps.manual')}</p>;
  return <section className={styles.take} aria-label={t('apps.label')} data-testid="app-install-offer">{body}</section>;
}
