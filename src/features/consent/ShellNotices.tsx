import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservableState } from 'observable-hooks';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import type { WebViewApp } from '../../../streams/shell-extras/web-view';
import { Button } from '../../ui';
import styles from './extras.module.css';

/** The apps' own names: brand names, the same in every language. */
const APP_NAMES: Record<WebViewApp, string> = { telegram: 'Telegram', whatsapp: 'WhatsApp', viber: 'Viber', instagram: 'Instagram', facebook: 'Facebook' };

/** B30 / E06: the site is blocked by an ad blocker; how to fix it. Closed, it stays away for the session. */
export function AdBlockerNotice({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation('consent');
  const shown = useObservableState(extras.adBlockerNotice$, false);
  if (!shown) return null;
  return (
    <section className={`${styles.notice} ${styles.warning}`} role="alert" data-testid="ad-blocker-notice">
      <div>
        <h2 className={styles.title}>{t('adBlocker.title')}</h2>
        <p>{t('adBlocker.text')}</p>
      </div>
      <Button variant="ghost" onClick={extras.closeAdBlockerNotice} data-testid="ad-blocker-close">{t('close')}</Button>
    </section>
  );
}

/** B30: the messaging-app web-view mode: the app's built-in browser is named, with the address to open elsewhere. */
export function WebViewNotice({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation('consent');
  const app = useObservableState(extras.webViewNotice$, null);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (app === null) return null;
  const copy = () => {
    navigator.clipboard.writeText(extras.pageUrl()).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <section className={styles.notice} role="region" aria-label={t('webView.label')} data-testid="web-view-notice" data-app={app}>
      <div>
        <h2 className={styles.title}>{t('webView.title', { app: APP_NAMES[app] })}</h2>
        <p>{t('webView.text')}</p>
        {copied === false && <p className={styles.address}>{extras.pageUrl()}</p>}
      </div>
      <div className={styles.actions}>
        <Button variant="primary" onClick={copy} data-testid="web-view-copy">{copied ? t('webView.copied') : t('webView.copy')}</Button>
        <Button variant="ghost" onClick={extras.closeWebViewNotice} data-testid="web-view-close">{t('close')}</Button>
      </div>
    </section>
  );
}
