import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../hooks/services-context';
import { Card, Logo } from '../../ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NoticesArea } from './NoticesArea';
import { currentYear } from './Footer';
import { useBrandBookStyle } from './use-brand-book-style';
import styles from './StatusLayout.module.css';

/**
 * The frame of the maintenance and blocked pages (R02): logo, language switcher, the page in a card and the
 * company line. No site navigation: there is nowhere to go from here. Notices still show (a maintenance
 * notice, E06/T39).
 */
export function StatusLayout({ kind }: { kind: 'maintenance' | 'blocked' }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const style = useBrandBookStyle();
  return (
    <div className={styles.root} style={style} data-layout={kind}>
      <header className={styles.header}>
        <Logo name={config.companyName} height={30} />
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <Card as="section" className={styles.card}>
          <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </Card>
      </main>
      <footer className={styles.footer}>
        <p>{t('footer.copyright', { year: currentYear(), companyName: config.companyName })}</p>
      </footer>
      <NoticesArea />
    </div>
  );
}
