import { useTranslation } from 'react-i18next';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useSession } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import styles from './debugger.module.css';

/** R24: outside production only, the state a developer or QA engineer asks about first. */
export function DebuggerPage() {
  const { t } = useTranslation('debugger');
  const { lang } = useLanguage();
  const config = useSiteConfig();
  const session = useSession();
  const services = useServices();
  const rows: Array<[string, string]> = [
    [t('language'), lang],
    [t('preferred'), services.preferredLanguage() ?? '—'],
    [t('session'), session.userId === null ? t('anonymous') : String(session.userId)],
    [t('banLevel'), String(session.banLevel)],
    [t('production'), String(config.isProduction)],
    [t('platform'), services.platformType],
  ];
  return (
    <section className={styles.page} data-testid="debugger">
      <meta name="robots" content="noindex" />
      <h1>{t('title')}</h1>
      <dl className={styles.grid}>
        {rows.map(([k, v]) => (<div key={k}><dt>{k}</dt><dd>{v}</dd></div>))}
      </dl>
      <h2>{t('config')}</h2>
      <pre className={styles.json}>{JSON.stringify(config, null, 2)}</pre>
    </section>
  );
}
