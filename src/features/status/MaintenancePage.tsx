import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/services-context';
import { formatDateTime } from '../../ui/format';
import { useClock } from '../../hooks/use-clock';
import { maintenanceTextLanguage } from '../../../streams/maintenance/maintenance';
import styles from './status.module.css';

/**
 * R18: shown while maintenance is on (T39); the start and end times come from the site config. B26: its texts are in
 * Russian for visitors from RU, UA, KZ and AZ and in English for everyone else, whatever the page's language.
 */
export function MaintenancePage() {
  const clock = useClock();
  const config = useSiteConfig();
  const lang = maintenanceTextLanguage(config.geoCountryId);
  const { t } = useTranslation('status', { lng: lang });
  const { started_at: start, ended_at: end } = config.maintenance;
  const when = start && end
    ? t('maintenance.window', { start: formatDateTime(start, lang, clock, 'long'), end: formatDateTime(end, lang, clock, 'long') })
    : end ? t('maintenance.until', { end: formatDateTime(end, lang, clock, 'long') }) : t('maintenance.noDate');
  return (
    <section className={styles.card} data-testid="status-page" data-page="maintenance" aria-labelledby="status-title" lang={lang}>
      <title>{`${t('maintenance.title')} · ${config.companyName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="status-title" className={styles.title}>{t('maintenance.title')}</h1>
      <p className={styles.why}>{t('maintenance.why')}</p>
      <p className={styles.when} data-testid="maintenance-window">{when}</p>
      <p className={styles.what}>{t('maintenance.what')}</p>
    </section>
  );
}
