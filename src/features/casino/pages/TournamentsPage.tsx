import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { Loaded } from '../../../ui/Loaded';
import { useCasinoCall } from '../use-casino';
import { formatMinor, formatNumber } from '../../../ui/format';
import styles from '../casino.module.css';

/** bonus/casino/tournaments (R08): the running casino tournaments. */
export function TournamentsPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const list = useCasinoCall((c) => c.tournaments$(), []);
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('tournaments.title')} description={t('tournaments.description')} />
      <h1 className={styles.pageTitle}>{t('tournaments.title')}</h1>
      <Loaded ns="casino" state={list}>
        {(items) => (items.length === 0 ? <p className={styles.empty}>{t('tournaments.none')}</p> : (
          <div className={styles.cards}>
            {items.map((x) => (
              <article key={x.id} className={styles.card} data-testid="tournament">
                <h2 className={styles.rowTitle}>{x.name}</h2>
                <p>{t('tournaments.prize', { amount: formatMinor(x.prizePool, x.currency, lang) })}</p>
                <Link className={styles.rowAll} to={`/${lang}/bonus/casino/tournaments/${x.id}`}>{t('tournaments.open')}</Link>
              </article>
            ))}
          </div>
        ))}
      </Loaded>
    </CasinoShell>
  );
}

/** bonus/casino/tournaments/{id} (R08): the leaderboard, scored from real rounds, refreshed by a poll while shown. */
export function TournamentPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const { id = '' } = useParams();
  const detail = useCasinoCall((c) => c.tournament$(id), [id]);
  return (
    <CasinoShell lang={lang}>
      <Loaded ns="casino" state={detail}>
        {(x) => (
          <>
            <CasinoSeo title={x.name} description={t('tournaments.description')} />
            <h1 className={styles.pageTitle}>{x.name}</h1>
            <p className={styles.muted}>{t('tournaments.prize', { amount: formatMinor(x.prizePool, x.currency, lang) })}</p>
            <table className={styles.table} data-testid="leaderboard">
              <thead><tr><th scope="col">{t('tournaments.place')}</th><th scope="col">{t('tournaments.player')}</th><th scope="col">{t('tournaments.score')}</th></tr></thead>
              <tbody>{x.leaderboard.map((r) => <tr key={r.place}><td>{r.place}</td><td>{r.player}</td><td>{formatNumber(r.score / 100, lang, 2)}</td></tr>)}</tbody>
            </table>
          </>
        )}
      </Loaded>
    </CasinoShell>
  );
}
