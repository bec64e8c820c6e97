import { useObservable, useObservableState } from 'observable-hooks';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { catchError, map, of, startWith, switchMap } from 'rxjs';
import { Button } from '../../ui';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { HttpError } from '../../../streams/core/http';
import { formatOdds } from '../../../streams/sports/odds-format';
import type { PlacedCoupon } from '../../../streams/schemas/coupon';
import { formatDateTime, formatMoney } from '../../ui/format';
import { useClock } from '../../hooks/use-clock';
import styles from './coupon.module.css';
import slip from './slip.module.css';

type Loaded = { kind: 'loading' } | { kind: 'ready'; bet: PlacedCoupon } | { kind: 'error'; status: number };

/** print-coupon/{id} (R07): one of the bettor's coupons laid out for paper, with a print button. */
export function PrintCouponPage() {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const clock = useClock();
  const { couponId = '' } = useParams();
  const { coupon } = useServices();
  const loaded$ = useObservable((inputs$) => inputs$.pipe(
    switchMap(([id]) => coupon.bet$(Number(id)).pipe(
      map((bet): Loaded => ({ kind: 'ready', bet })),
      catchError((err: unknown) => of<Loaded>({ kind: 'error', status: err instanceof HttpError ? err.status : 500 })),
      startWith<Loaded>({ kind: 'loading' }),
    )),
  ), [couponId]);
  const loaded = useObservableState(loaded$, { kind: 'loading' } as Loaded);

  if (loaded.kind === 'loading') {
    return (
      <div className={slip.page} data-testid="print-coupon" data-state="loading">
        <p className={styles.muted} aria-busy="true">{t('print.loading')}</p>
      </div>
    );
  }
  if (loaded.kind === 'error') {
    return (
      <div className={slip.page} data-testid="print-coupon" data-state="error" data-status={loaded.status}>
        <h1 className={slip.pageTitle}>{t('print.title', { id: couponId })}</h1>
        {loaded.status === 401 ? (
          <p>{t('print.login')} <Link to={`/${lang}/user/login?returnUrl=${encodeURIComponent(`/${lang}/print-coupon/${couponId}`)}`}>{t('place.login')}</Link></p>
        ) : (
          <p>{loaded.status === 404 ? t('print.notFound') : t('print.error')}</p>
        )}
      </div>
    );
  }
  const { bet } = loaded;
  const money = (x: number) => formatMoney(x, bet.currency, lang);
  return (
    <div className={`${slip.page} ${slip.printArea}`} data-testid="print-coupon" data-state="ready">
      <div className={slip.printHeader}>
        <h1 className={slip.pageTitle}>{t('print.title', { id: bet.id })}</h1>
        <Button variant="primary" className={slip.noPrint} onClick={() => window.print()}>{t('print.print')}</Button>
      </div>
      <dl className={slip.printFacts}>
        <dt>{t('print.date')}</dt><dd>{formatDateTime(bet.createdAt, lang, clock)}</dd>
        <dt>{t('print.type')}</dt><dd>{t(`type.${bet.typeId}`)}{bet.systemValue ? ` ${t('print.system', { value: bet.systemValue, of: bet.selections.filter((s) => !s.isBanker).length, combo: bet.combinations })}` : ''}</dd>
        <dt>{t('print.stake')}</dt><dd>{money(bet.amount)}</dd>
        <dt>{t('print.coef')}</dt><dd>{formatOdds(bet.coef, 0)}{bet.bonusCoef > 1 ? ` (${t('print.bonus', { coef: bet.bonusCoef })})` : ''}</dd>
        <dt>{t('print.possibleWin')}</dt><dd>{money(bet.possibleWin)}</dd>
        <dt>{t('print.status')}</dt><dd>{t(`status.${bet.status}`)}{bet.payout !== null && bet.payout > 0 ? ` · ${money(bet.payout)}` : ''}</dd>
      </dl>
      <table className={styles.table}>
        <thead>
          <tr><th>{t('print.event')}</th><th>{t('print.market')}</th><th>{t('print.coef')}</th><th>{t('print.result')}</th></tr>
        </thead>
        <tbody>
          {bet.selections.map((s) => (
            <tr key={s.outcomeId}>
              <td>
                <span className={styles.muted}>{s.sportName} · {s.champName}</span><br />
                {s.gameName}{s.isBanker ? ` (${t('system.banker')})` : ''}<br />
                <span className={styles.muted}>{formatDateTime(s.gameStartDateTime, lang, clock)}{s.isLive ? ` · ${t('bets.live')}${s.score ? ` ${s.score}` : ''}` : ''}</span>
              </td>
              <td>{s.marketName}: <strong>{s.outcomeName}</strong></td>
              <td>{formatOdds(s.coef, 0)}</td>
              <td>{t(`result.${s.result}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
