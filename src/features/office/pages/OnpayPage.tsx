import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useObservable, useObservableState } from 'observable-hooks';
import { EMPTY, catchError, map, of, startWith, switchMap, tap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { useAuthorized } from '../../../hooks/use-session';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { LinkButton } from '../../../ui';
import type { PaymentHistoryEntry } from '../../../../streams/schemas/payments';
import { isFinalStatus } from '../../../../streams/payments/payments';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { statusTone, usePaymentMessage } from './HistoryPayPage';
import styles from './onpay.module.css';

type Watched = { status: 'none' } | { status: 'loading' } | { status: 'ready'; payment: PaymentHistoryEntry } | { status: 'error' };

/**
 * onpay/{success|fail|pending|cancel} and onpay/withdraw/{...} (R14): where the cashier sends the user back. The
 * page follows the payment itself (a pending one is polled every 10 s until it is decided) and shows what the
 * operator knows, which can differ from the button pressed at the cashier (a declined card, an answer that failed
 * its schema and is kept pending). When the payment is decided the balance is refreshed (T15) and team cash is
 * checked (T31).
 */
function Onpay({ kind }: { kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation('payments');
  const { result = 'pending' } = useParams();
  const lang = useLang();
  const clock = useClock();
  const [params] = useSearchParams();
  const authorized = useAuthorized();
  const { accounts } = useServices();
  const paymentId = Number(params.get('paymentId'));
  const valid = Number.isInteger(paymentId) && paymentId > 0 && authorized;
  const watched$ = useObservable(
    (inputs$) => inputs$.pipe(
      switchMap(([id, ok]) => (!ok ? of<Watched>({ status: 'none' }) : accounts.payments$.pipe(switchMap((payments) => payments.watch$(id))).pipe(
        tap((p) => { if (isFinalStatus(p.status_id)) accounts.paymentsChanged(); }),
        map((payment): Watched => ({ status: 'ready', payment })),
        catchError(() => of<Watched>({ status: 'error' })),
        startWith<Watched>({ status: 'loading' }),
      ))),
      catchError(() => EMPTY),
    ),
    [paymentId, valid] as [number, boolean],
  );
  const watched = useObservableState(watched$, { status: 'loading' } as Watched);
  const messageOf = usePaymentMessage();
  const tone = watched.status === 'ready' ? statusTone(watched.payment.status_id) : result === 'success' ? 'ok' : result === 'pending' ? 'warn' : 'bad';
  const heading = watched.status === 'ready' ? t(`onpay.${kind}.status${watched.payment.status_id}`) : t(`onpay.${kind}.${result}`);
  return (
    <section className={styles.page} data-testid="onpay" data-result={result} data-kind={kind} aria-labelledby="onpay-title">
      <title>{heading}</title>
      <meta name="robots" content="noindex" />
      <div className={`${styles.card} ${styles[tone]}`}>
        <h1 id="onpay-title" className={styles.title}>{heading}</h1>
        {watched.status === 'ready' && (
          <dl className={styles.facts} data-testid="onpay-payment" data-status={watched.payment.status_id}>
            <dt>{t('history.amount')}</dt>
            <dd>{formatMoney(Math.abs(watched.payment.summ), watched.payment.currency, lang)}</dd>
            <dt>{t('history.status')}</dt>
            <dd>{t(`status.${watched.payment.status_id}`)}</dd>
            <dt>{t('history.details')}</dt>
            <dd>{messageOf(watched.payment)}</dd>
            <dt>{t('history.date')}</dt>
            <dd>{formatDateTime(watched.payment.timestamp, lang, clock)} · №{watched.payment.id}</dd>
          </dl>
        )}
        {watched.status === 'ready' && !isFinalStatus(watched.payment.status_id) && <p className={styles.note}>{t('onpay.pendingNote')}</p>}
        {watched.status === 'error' && <p className={styles.note}>{t('onpay.unknown')}</p>}
        {watched.status === 'none' && <p className={styles.note}>{t(`onpay.${kind}.${result}Text`)}</p>}
        <div className={styles.actions}>
          <LinkButton to={`/${lang}/office/historypay`} state={{ fromOffice: true }} variant="primary">{t('onpay.toHistory')}</LinkButton>
          <LinkButton to={`/${lang}/office/${kind === 'deposit' ? 'recharge' : 'deduce'}`} state={{ fromOffice: true }} variant="secondary">
            {t(`onpay.${kind}.again`)}
          </LinkButton>
          <LinkButton to={`/${lang}/`} variant="outline">{t('onpay.home')}</LinkButton>
        </div>
      </div>
    </section>
  );
}

export function OnpayPage() {
  return <Onpay kind="deposit" />;
}

export function OnpayWithdrawPage() {
  return <Onpay kind="withdrawal" />;
}
