import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { CASINO_FAMILIES } from '../casino-families';
import { GameTile } from '../GameTile';
import { LoadState } from '../LoadState';
import { useCasinoCall, useFavorites } from '../use-casino';
import styles from '../casino.module.css';

/** casino-lobby (and othergames): a hero, then one row per category, each with a link to its full page (R08). */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const lobby = useCasinoCall((c) => c.lobby$(), []);
  const favorites = useFavorites();
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('lobby.title')} description={t('lobby.description')} />
      <section className={styles.hero} aria-labelledby="casino-hero">
        <h1 id="casino-hero">{t('lobby.heroTitle')}</h1>
        <p>{t('lobby.heroText')}</p>
        <Link className={styles.heroCta} to={`/${lang}/slots`}>{t('lobby.heroCta')}</Link>
        <span className={styles.heroCoins} aria-hidden="true">777</span>
      </section>
      <LoadState state={lobby}>
        {(value) => value.rows.map((row) => {
          const family = CASINO_FAMILIES.find((f) => f.category === row.category);
          return (
            <section key={row.category} className={styles.row} aria-labelledby={`row-${row.category}`} data-testid="casino-row">
              <div className={styles.rowHead}>
                <h2 id={`row-${row.category}`} className={styles.rowTitle}>{t(`family.${family?.key ?? row.category}`, { defaultValue: row.category })}</h2>
                {family && <Link className={styles.rowAll} to={`/${lang}/${family.path}`}>{t('lobby.all')}</Link>}
              </div>
              <div className={styles.rowTiles}>
                {row.games.map((g) => <GameTile key={g.id} game={g} lang={lang} favorite={favorites.includes(g.id)} />)}
              </div>
            </section>
          );
        })}
      </LoadState>
    </CasinoShell>
  );
}
