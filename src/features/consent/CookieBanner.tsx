import { useState } from 'react';
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
  if (!state?.ask) return null;
  return (
    <section className={styles.banner} role="dialog" aria-modal="false" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
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
