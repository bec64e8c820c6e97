import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { Loaded } from '../../../ui/Loaded';
import { useCasinoCall } from '../use-casino';
import styles from '../casino.module.css';

/** providers (R08): every game provider with its number of games, each a link to providers/{provider}. */
export function ProvidersPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const providers = useCasinoCall((c) => c.providers$(), []);
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('providers.title')} description={t('providers.description')} />
      <h1 className={styles.pageTitle}>{t('providers.title')}</h1>
      <Loaded ns="casino" state={providers}>
        {(list) => (
          <ul role="list" className={styles.providers}>
            {list.map((p) => (
              <li key={p.id}>
                <Link className={styles.provider} to={`/${lang}/providers/${p.id}`} data-testid="provider">
                  <span className={styles.providerName}>{p.name}</span>
                  <span className={styles.muted}>{t('family.count', { count: p.games })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </CasinoShell>
  );
}
