import { useTranslation } from 'react-i18next';
import { NEVER } from 'rxjs';
import { useLocation, useParams } from 'react-router-dom';
import { useSiteConfig } from '../../../hooks/services-context';
import { useLanguage } from '../../../hooks/use-language';
import { Logo } from '../../../ui';
import { FallbackNotice } from '../ContentKit';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { TakeBonus } from '../TakeBonus';
import { BonusFacts } from '../offer-kit';
import { useContentCall } from '../use-content';
import styles from '../offers.module.css';

// Bonus landing pages (R13): landing/{landingId} in the site's frame and landing-headless/{landingId} without header
// and footer (the empty layout, for an ad campaign's traffic). A landing presents one bonus and takes it in place.

export function LandingPage() {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const { landingId = '' } = useParams();
  const { companyName } = useSiteConfig();
  const headless = useLocation().pathname.includes('/landing-headless/');
  const landing = useContentCall((api) => api.landing$(lang, landingId), [lang, landingId]);
  // The landing's bonus, asked for once the landing names it (never for no slug: a 404 there would be this page's).
  const bonusSlug = landing.status === 'ready' ? landing.value.terms.bonus : null;
  const bonus = useContentCall((api) => (bonusSlug ? api.bonus$(lang, bonusSlug) : NEVER), [lang, bonusSlug]);
  return (
    <main className={headless ? styles.headless : styles.page} data-testid="landing-page" data-headless={headless}>
      <Loaded ns="content" state={landing}>
        {(l) => (
          <>
            <ContentSeo title={l.title} description={l.summary} noindex={l.fallback} />
            <section className={styles.hero}>
              {headless && <Logo name={companyName} />}
              <h1>{l.terms.headline}</h1>
              <p className={styles.summary}>{l.summary}</p>
              <FallbackNotice shown={l} />
              <SafeHtml html={l.html} />
            </section>
            {bonusSlug !== null && (
              <Loaded ns="content" state={bonus}>
                {(b) => (
                  <section aria-label={t('landing.bonus')}>
                    <h2>{b.title}</h2>
                    <BonusFacts terms={b.terms} />
                    <TakeBonus bonus={b} />
                  </section>
                )}
              </Loaded>
            )}
          </>
        )}
      </Loaded>
    </main>
  );
}
