import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
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

/** casino/brand (R08): the operator's own casino brand page. */
export function BrandPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('brand.title')} description={t('brand.text')} />
      <section className={styles.hero}>
        <h1>{t('brand.title')}</h1>
        <p>{t('brand.text')}</p>
        <Link className={styles.heroCta} to={`/${lang}/casino-lobby`}>{t('lobby.heroCta')}</Link>
      </section>
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
