import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useObservableState } from 'observable-hooks';
import type { ConsentService } from '../../../streams/consent/consent';
import { useLanguage } from '../../hooks/use-language';
import { Button } from '../../ui';
import styles from './extras.module.css';

/**
 * The cookie consent banner (B24, C16): shown while the popup is on and the visitor has not answered. "Accept all",
 * "Necessary only", or a choice of functional and marketing cookies in the settings.
 */
export function CookieBanner({ consent }: { consent: ConsentService }) {
  const { t } = useTranslation('consent');
  const { lang } = useLanguage();
  const state = useObservableState(consent.state$, null);
  const [settings, setSettings] = useState(false);
  const [choice, setChoice] = useState({ functional: true, marketing: false });
  const ask = state?.ask === true;
  const banner = useBannerRoom(ask);
  if (!ask) return null;
  return (
    <section ref={banner} className={styles.banner} role="dialog" aria-modal="false" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <div className={styles.bannerText}>
        <h2 id="cookie-banner-title" className={styles.title}>{t('banner.title')}</h2>
        <p>
          {t('banner.text')} <Link to={`/${lang}/cookies`}>{t('banner.policy')}</Link>
        </p>
        {settings && (
          <fieldset className={styles.choices} data-testid="cookie-settings">
            <legend className={styles.legend}>{t('banner.settings')}</legend>
            <label className={styles.choice}>
              <input type="checkbox" checked disabled />
              <span><strong>{t('banner.necessary')}</strong> {t('banner.necessaryHint')}</span>
            </label>
            <label className={styles.choice}>
              <input type="checkbox" name="functional" checked={choice.functional} onChange={(e) => setChoice((c) => ({ ...c, functional: e.target.checked }))} />
              <span><strong>{t('banner.functional')}</strong> {t('banner.functionalHint')}</span>
            </label>
            <label className={styles.choice}>
              <input type="checkbox" name="marketing" checked={choice.marketing} onChange={(e) => setChoice((c) => ({ ...c, marketing: e.target.checked }))} />
              <span><strong>{t('banner.marketing')}</strong> {t('banner.marketingHint')}</span>
            </label>
          </fieldset>
        )}
      </div>
      <div className={styles.actions}>
        {settings
          ? <Button variant="secondary" onClick={() => consent.choose(choice)} data-testid="cookie-save">{t('banner.save')}</Button>
          : <Button variant="secondary" onClick={() => setSettings(true)} data-testid="cookie-settings-open">{t('banner.settings')}</Button>}
        <Button variant="secondary" onClick={() => consent.choose({ functional: false, marketing: false })} data-testid="cookie-necessary">{t('banner.necessaryOnly')}</Button>
        <Button variant="primary" onClick={() => consent.choose({ functional: true, marketing: true })} data-testid="cookie-accept-all">{t('banner.acceptAll')}</Button>
      </div>
    </section>
  );
}

/**
 * While the banner is up, the page keeps room for it (issue 24: it covered the lower half of the sign-up form):
 * --cookie-banner-room on <html> is the height it takes from the bottom of the window, which the page's scroll
 * padding (so a field that takes the focus scrolls above it), the page's bottom padding (so the last field can) and
 * the notices' place read (src/styles/global.css, DefaultLayout.module.css, NoticesArea.module.css).
 */
function useBannerRoom(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!shown || !el) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--cookie-banner-room', `${Math.ceil(window.innerHeight - el.getBoundingClientRect().top)}px`);
    measure();
    // The banner grows with its settings and wraps with the window (a DOM without ResizeObserver, as jsdom: measured once).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-banner-room');
    };
  }, [shown]);
  return ref;
}
