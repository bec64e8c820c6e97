import { useState } from 'react';
import { useObservable, useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { asyncScheduler, catchError, map, of, startWith, switchMap } from 'rxjs';
import { Button } from '../../ui';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { formatOdds } from '../../../streams/sports/odds-format';
import type { BetHistoryFilter } from '../../../streams/coupon/coupon-service';
import type { BetHistoryAnswer, BetStatus } from '../../../streams/schemas/coupon';
import { formatDateTime, formatMoney } from '../../ui/format';
import { useClock } from '../../hooks/use-clock';
import styles from './coupon.module.css';
import slip from './slip.module.css';

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; answer: BetHistoryAnswer };

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const STATUSES: Array<'all' | BetStatus> = ['all', 'open', 'won', 'lost', 'refund'];

/**
 * The bet history (office/history, R21, C13): the bettor's bets with their selections, status, stake and payout,
 * filtered by period and status, 20 to a page. The office engineer mounts it on office/history.
 */
export function BetHistory() {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const { coupon } = useServices();
  const [filter, setFilter] = useState<Required<Pick<BetHistoryFilter, 'dateFrom' | 'dateTo' | 'status' | 'pageNumber'>>>(() => {
    const now = asyncScheduler.now();
    return { dateFrom: isoDay(now - 30 * DAY_MS), dateTo: isoDay(now), status: 'all', pageNumber: 1 };
  });
  const [open, setOpen] = useState<number | null>(null);

  const loaded$ = useObservable((inputs$) => inputs$.pipe(
    switchMap(([f]) => coupon.history$(f).pipe(
      map((answer): Loaded => ({ kind: 'ready', answer })),
      catchError(() => of<Loaded>({ kind: 'error' })),
      startWith<Loaded>({ kind: 'loading' }),
    )),
  ), [filter]);
  const loaded = useObservableState(loaded$, { kind: 'loading' } as Loaded);
  const period = (days: number) => {
    const now = asyncScheduler.now();
    setFilter((f) => ({ ...f, dateFrom: isoDay(now - days * DAY_MS), dateTo: isoDay(now), pageNumber: 1 }));
  };

  return (
    <section className={slip.history} data-testid="bet-history" aria-labelledby="bet-history-title">
      <h1 id="bet-history-title" className={slip.pageTitle}>{t('history.title')}</h1>
      <form className={slip.filters} onSubmit={(e) => e.preventDefault()}>
        <label className={styles.systemLabel}>
          {t('history.from')}
          <input type="date" value={filter.dateFrom} max={filter.dateTo} onChange={(e) => e.target.value && setFilter((f) => ({ ...f, dateFrom: e.target.value, pageNumber: 1 }))} />
        </label>
        <label className={styles.systemLabel}>
          {t('history.to')}
          <input type="date" value={filter.dateTo} min={filter.dateFrom} onChange={(e) => e.target.value && setFilter((f) => ({ ...f, dateTo: e.target.value, pageNumber: 1 }))} />
        </label>
        <label className={styles.systemLabel}>
          {t('history.status')}
          <select value={filter.status} onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as typeof f.status, pageNumber: 1 }))}>
            {STATUSES.map((s) => <option key={s} value={s}>{s === 'all' ? t('history.all') : t(`status.${s}`)}</option>)}
          </select>
        </label>
        <div className={slip.presets}>
          <Button size="sm" variant="ghost" onClick={() => period(0)}>{t('history.today')}</Button>
          <Button size="sm" variant="ghost" onClick={() => period(7)}>{t('history.week')}</Button>
          <Button size="sm" variant="ghost" onClick={() => period(30)}>{t('history.month')}</Button>
        </div>
      </form>

      {loaded.kind === 'loading' && <p className={styles.muted} aria-busy="true">{t('myBets.loading')}</p>}
      {loaded.kind === 'error' && <p className={styles.fieldError} role="alert">{t('myBets.error')}</p>}
      {loaded.kind === 'ready' && (loaded.answer.bets.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('history.number')}</th><th>{t('print.date')}</th><th>{t('print.type')}</th><th>{t('print.stake')}</th>
                <th>{t('print.coef')}</th><th>{t('print.status')}</th><th>{t('history.payoutColumn')}</th><th />
              </tr>
            </thead>
            <tbody>
              {loaded.answer.bets.map((b) => (
                <FragmentRows key={b.id} expanded={open === b.id} onToggle={() => setOpen(open === b.id ? null : b.id)} bet={b} lang={lang} />
              ))}
            </tbody>
          </table>
          <div className={slip.pager}>
            <Button size="sm" variant="outline" disabled={filter.pageNumber <= 1} onClick={() => setFilter((f) => ({ ...f, pageNumber: f.pageNumber - 1 }))}>{t('history.prev')}</Button>
            <span>{t('history.page', { page: loaded.answer.pageNumber, pages: Math.max(1, Math.ceil(loaded.answer.total / loaded.answer.pageSize)) })}</span>
            <Button size="sm" variant="outline" disabled={filter.pageNumber * loaded.answer.pageSize >= loaded.answer.total} onClick={() => setFilter((f) => ({ ...f, pageNumber: f.pageNumber + 1 }))}>{t('history.next')}</Button>
          </div>
        </>
      ))}
    </section>
  );
}

function FragmentRows({ bet, expanded, onToggle, lang }: { bet: BetHistoryAnswer['bets'][number]; expanded: boolean; onToggle(): void; lang: string }) {
  const clock = useClock();
  const { t } = useTranslation('coupon');
  const money = (x: number) => formatMoney(x, bet.currency, lang);
  return (
    <>
      <tr data-testid="history-bet" data-status={bet.status}>
        <td>{bet.id}</td>
        <td>{formatDateTime(bet.createdAt, lang, clock)}</td>
        <td>{t(`type.${bet.typeId}`)}{bet.systemValue ? ` ${bet.systemValue}/${bet.selections.filter((s) => !s.isBanker).length}` : ''}</td>
        <td>{money(bet.amount)}</td>
        <td>{formatOdds(bet.coef, 0)}</td>
        <td><span className={`${slip.status} ${slip[`status_${bet.status}`] ?? ''}`}>{t(`status.${bet.status}`)}</span></td>
        <td>{bet.payout === null ? '—' : money(bet.payout)}</td>
        <td>
          <button type="button" className={slip.linkButton} aria-expanded={expanded} onClick={onToggle}>{expanded ? t('history.hide') : t('history.show')}</button>
        </td>
      </tr>
      {expanded && (
        <tr className={slip.detailsRow}>
          <td colSpan={8}>
            <ul className={slip.placedList}>
              {bet.selections.map((s) => (
                <li key={s.outcomeId} className={slip.rowBetween}>
                  <span>{s.gameName} · {s.marketName}: <strong>{s.outcomeName}</strong>{s.isBanker ? ` (${t('system.banker')})` : ''}</span>
                  <span>{formatOdds(s.coef, 0)} · {t(`result.${s.result}`)}</span>
                </li>
              ))}
            </ul>
            <Link className={slip.linkButton} to={`/${lang}/print-coupon/${bet.id}`}>{t('success.print')}</Link>
          </td>
        </tr>
      )}
    </>
  );
}
