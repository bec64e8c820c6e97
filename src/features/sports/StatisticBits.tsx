import type { Standing } from '../../../streams/schemas/sports-pages';
import { useSportsPage } from './page-context';
import styles from './sports.module.css';
import resultStyles from './sports-results.module.css';

/** A team's latest results as W/D/L marks (the statistic pages and the team of the day). */
export function Form({ form }: { form: ReadonlyArray<'W' | 'D' | 'L'> }) {
  const { t } = useSportsPage();
  return <span className={resultStyles.form}>{form.map((f, i) => <abbr key={i} className={resultStyles[`form${f}`]} title={t(`form.${f}`)}>{t(`formShort.${f}`)}</abbr>)}</span>;
}

/** A championship's standings, or a note that it has no finished games yet. */
export function StandingsTable({ rows }: { rows: readonly Standing[] }) {
  const { t } = useSportsPage();
  if (rows.length === 0) return <p className={styles.muted}>{t('statistic.noTable')}</p>;
  return (
    <table className={resultStyles.table} data-testid="standings">
      <thead>
        <tr>
          <th>#</th><th>{t('statistic.team')}</th><th>{t('statistic.played')}</th><th>{t('statistic.won')}</th><th>{t('statistic.drawn')}</th>
          <th>{t('statistic.lost')}</th><th>{t('statistic.goals')}</th><th>{t('statistic.points')}</th><th>{t('statistic.form')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.team}>
            <td>{i + 1}</td><td>{r.team}</td><td>{r.played}</td><td>{r.won}</td><td>{r.drawn}</td><td>{r.lost}</td>
            <td>{r.scored}:{r.conceded}</td><td><b>{r.points}</b></td><td><Form form={r.form} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
