import { NEVER } from 'rxjs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { useSiteConfig } from '../../../hooks/services-context';
import { VERIFIER_ROUTE } from '../fair/verifier-link';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { CASINO_FAMILIES } from '../casino-families';
import { GameTile } from '../GameTile';
import { TileRow } from '../TileRow';
import { Loaded } from '../../../ui/Loaded';
import { useCasinoCall, useFavorites } from '../use-casino';
import styles from '../casino.module.css';

/** {slots|casino|keno}/thankyou (R08): after a deposit from the casino, back to where the player was. */
export function ThankYouPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const section = useLocation().pathname.split('/')[2] ?? 'slots';
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('thankyou.title')} description={t('thankyou.text')} noindex />
      <section className={styles.card}>
        <h1 className={styles.pageTitle}>{t('thankyou.title')}</h1>
        <p>{t('thankyou.text')}</p>
        <Link className={styles.heroCta} to={`/${lang}/${section}`}>{t('thankyou.back')}</Link>
      </section>
    </CasinoShell>
  );
}

/**
 * casino/brand (R08): the operator's own studio (the provider the server names): its story, its games from the
 * catalogue, and how its rounds are fair.
 */
export function BrandPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const { companyName } = useSiteConfig();
  const brand = useCasinoCall((c) => c.brand$(), []);
  const id = brand.status === 'ready' ? brand.value : null;
  const providers = useCasinoCall((c) => c.providers$(), []);
  const games = useCasinoCall((c) => (id ? c.games$({ provider: id, limit: 24 }) : NEVER), [id]);
  const favorites = useFavorites();
  const studio = providers.status === 'ready' && id ? providers.value.find((p) => p.id === id) : undefined;
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('brand.title')} description={t('brand.text')} />
      <section className={styles.hero}>
        <h1>{t('brand.title')}</h1>
        <p>{t('brand.text')}</p>
      </section>
      <Loaded ns="casino" state={brand}>
        {() => (
          <>
            <section className={styles.card} aria-labelledby="brand-story" data-testid="brand-story">
              <h2 id="brand-story" className={styles.rowTitle}>{t('brandPage.storyTitle', { name: studio?.name ?? '' })}</h2>
              <p>{t('brandPage.story1', { name: studio?.name ?? '', company: companyName })}</p>
              <p>{t('brandPage.story2')}</p>
            </section>
            <section className={styles.row} aria-labelledby="brand-games">
              <h2 id="brand-games" className={styles.rowTitle}>{t('brandPage.gamesTitle', { name: studio?.name ?? '' })}</h2>
              <Loaded ns="casino" state={games}>
                {(page) => (
                  <>
                    <TileRow>{page.items.map((g) => <GameTile key={g.id} game={g} lang={lang} favorite={favorites.includes(g.id)} />)}</TileRow>
                    <Link className={styles.rowAll} to={`/${lang}/providers/${id}`}>{t('brandPage.allGames', { count: page.total })}</Link>
                  </>
                )}
              </Loaded>
            </section>
            <section className={styles.card} aria-labelledby="brand-fair" data-testid="brand-fair">
              <h2 id="brand-fair" className={styles.rowTitle}>{t('brandPage.fairTitle')}</h2>
              <p>{t('brandPage.fair1')}</p>
              <p>{t('brandPage.fair2')}</p>
              <Link className={styles.heroCta} to={`/${lang}/${VERIFIER_ROUTE}`}>{t('brandPage.verify')}</Link>
            </section>
          </>
        )}
      </Loaded>
    </CasinoShell>
  );
}

/** games (R10): the index of every game family, and the bonus games (fortuna, chest, ...) at their own routes. */
export function GamesIndexPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const bonus = useCasinoCall((c) => c.games$({ category: 'fast', subcategory: 'bonus' }), []);
  const favorites = useFavorites();
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('games.title')} description={t('games.description')} />
      <h1 className={styles.pageTitle}>{t('games.title')}</h1>
      <ul role="list" className={styles.providers}>
        {CASINO_FAMILIES.map((f) => (
          <li key={f.path}><Link className={styles.provider} to={`/${lang}/${f.path}`}><span className={styles.providerName}>{t(`family.${f.key}`)}</span></Link></li>
        ))}
      </ul>
      <section className={styles.row} aria-labelledby="bonus-games">
        <h2 id="bonus-games" className={styles.rowTitle}>{t('family.bonus')}</h2>
        <Loaded ns="casino" state={bonus}>
          {(page) => <TileRow>{page.items.map((g) => <GameTile key={g.id} game={g} lang={lang} favorite={favorites.includes(g.id)} />)}</TileRow>}
        </Loaded>
      </section>
    </CasinoShell>
  );
}
