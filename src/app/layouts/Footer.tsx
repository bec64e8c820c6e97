import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { asyncScheduler } from 'rxjs';
import { useSiteConfig } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { IconMonitor, IconPhone } from '../../ui';
import { APP_LINKS, POLICY_LOGO_COUNTRY_IDS, footerGroups, type FooterGroup } from './links';
import styles from './Footer.module.css';

/** The current year, read from the RxJS scheduler so tests can set the clock. */
export const currentYear = (): number => new Date(asyncScheduler.now()).getFullYear();

/**
 * Site footer (R02): link groups for betting, games, information and rules (every information route of
 * SPEC.md section 2 that is available), the apps, the 18+ responsible-gaming note, the policy logo for the
 * listed geo countries (B28) and the company line.
 */
export function Footer() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const authorized = useAuthorized();
  const { lang } = useLanguage();
  const appsHeadingId = useId();
  const showPolicyLogo = (POLICY_LOGO_COUNTRY_IDS as readonly number[]).includes(config.geoCountryId);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {footerGroups(config, authorized).map((group) => (
            <LinkGroup key={group.key} group={group} lang={lang} />
          ))}
          <nav className={styles.group} aria-labelledby={appsHeadingId}>
            <h2 id={appsHeadingId} className={styles.heading}>
              {t('footer.apps')}
            </h2>
            <ul role="list" className={styles.list}>
              {APP_LINKS.map((app) => (
                <li key={app.path}>
                  <Link to={`/${lang}/${app.path}`} className={styles.appLink}>
                    {app.icon === 'phone' ? <IconPhone size={20} /> : <IconMonitor size={20} />}
                    {t(app.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className={styles.bottom}>
          <p className={styles.age}>
            <span className={styles.ageBadge}>{t('footer.ageBadge')}</span>
            <span>{t('footer.ageNotice')}</span>
          </p>
          {showPolicyLogo && (
            <div className={styles.policy}>
              {/* The seal is a CSS mask (Footer.module.css) in the brand's colour: an SVG drawn in JSX costs script. */}
              <span role="img" aria-label={t('footer.policyLogo')} className={styles.policyLogo} />
              <span>{t('footer.policyLogoCaption')}</span>
              {/* C16: the support request: the regulator counts the pages that show its seal by this image's requests. */}
              <img src="/web-api/policy/logo.agif" alt="" width={1} height={1} className={styles.supportPixel} data-testid="policy-support-request" />
            </div>
          )}
          <p className={styles.copyright}>
            {t('footer.copyright', { year: currentYear(), companyName: config.companyName })}
          </p>
        </div>
      </div>
    </footer>
  );
}

function LinkGroup({ group, lang }: { group: FooterGroup; lang: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(group.key)}
      </h2>
      <ul role="list" className={styles.list}>
        {group.links.map((link) => (
          <li key={link.path}>
            <Link to={`/${lang}/${link.path}`} className={styles.link}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
