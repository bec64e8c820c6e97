import { useObservableState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { catchError, map, merge, of, startWith, switchMap } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { useAuthorized } from '../../hooks/use-session';
import type { PlacedCoupon } from '../../../streams/schemas/coupon';
import { formatDateTime, formatMoney } from '../../ui/format';
import { useClock } from '../../hooks/use-clock';
import styles from './coupon.module.css';
import slip from './slip.module.css';

type Loaded = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; bets: PlacedCoupon[] };

/** The coupon panel's "My bets" tab: the latest bets of a player; a visitor is asked to log in (and nothing is
 * requested for them: the history call could only answer 401). */
export function MyBets() {
  const { t } = useTranslation(['coupon', 'couponPanel'], { nsMode: 'fallback' });
  const authorized = useAuthorized();
  if (!authorized) return <p className={styles.muted}>{t('myBets.login')}</p>;
  return <LatestBets />;
}

/** The player's latest bets, refreshed after every bet placed. */
function LatestBets() {
  // myBets.error is in couponPanel: the panel shows it too, when this tab's code cannot be downloaded.
  const { t } = useTranslation(['coupon', 'couponPanel'], { nsMode: 'fallback' });
  const { lang } = useLanguage();
  const clock = useClock();
  const { coupon } = useServices();
  const [loaded] = useObservableState<Loaded>(() => merge(of(null), coupon.betPlaced$).pipe(
    switchMap(() => coupon.history$({ pageNumber: 1 }).pipe(
      map((a): Loaded => ({ kind: 'ready', bets: a.bets.slice(0, 5) })),
      catchError(() => of<Loaded>({ kind: 'error' })),
      startWith<Loaded>({ kind: 'loading' }),
    )),
  ), { kind: 'loading' });

  if (loaded.kind === 'loading') return <p className={styles.muted} aria-busy="true">{t('myBets.loading')}</p>;
  if (loaded.kind === 'error') return <p className={styles.fieldError}>{t('myBets.error')}</p>;
  return (
    <div className={slip.myBets}>
      {loaded.bets.length === 0 ? <p className={styles.muted}>{t('myBets.empty')}</p> : (
        <ul className={slip.placedList}>
          {loaded.bets.map((b) => (
            <li key={b.id} data-status={b.status}>
              <span className={slip.rowBetween}>
                <span>{t('success.number', { id: b.id })} · {t(`type.${b.typeId}`)}</span>
                <span className={`${slip.status} ${slip[`status_${b.status}`] ?? ''}`}>{t(`status.${b.status}`)}</span>
              </span>
              <span className={styles.muted}>{formatDateTime(b.createdAt, lang, clock)}</span>
              <span>{t('success.stake', { amount: formatMoney(b.amount, b.currency, lang) })}{b.payout !== null && b.payout > 0 ? ` · ${t('history.payout', { amount: formatMoney(b.payout, b.currency, lang) })}` : ''}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className={slip.linkButton} to={`/${lang}/office/history`}>{t('myBets.all')}</Link>
    </div>
  );
}
