import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import type { PaymentHistoryEntry } from '../../../../streams/schemas/payments';
import { Badge, FormMessage, Panel } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import { PaymentForm } from './PaymentForm';
import { statusTone } from './HistoryPayPage';
import styles from '../office.module.css';

/** office/deduce: the withdrawal page (never above the withdrawable balance) and the payouts still in progress. */
export function DeducePage() {
  const { t } = useTranslation('payments');
  return (
    <OfficePage title={t('withdrawal.title')} intro={t('withdrawal.intro')} testId="office-deduce">
      <Panel><PaymentForm direction="withdrawal" /></Panel>
      <PayoutsInProgress />
    </OfficePage>
  );
}

function PayoutsInProgress() {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const clock = useClock();
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.payments$.pipe(switchMap((payments) => payments.history$({ pageNumber: 1, pageSize: 50, direction: 'withdrawal' }))));
  const [cancel, cancelling] = useAction((id: number) => accounts.payments$.pipe(switchMap((payments) => payments.cancel$(id))).pipe(tap(() => {
    accounts.paymentsChanged();
    reload();
  })));
  const failureText = useFailureText();
  return (
    <Panel title={t('withdrawal.inProgress')}>
      <Loaded state={state} retry={reload}>
        {(page) => {
          const open = page.items.filter((i: PaymentHistoryEntry) => i.status_id === 0 || i.status_id === 1);
          if (open.length === 0) return <p className={styles.muted}>{t('withdrawal.noneInProgress')}</p>;
          return (
            <table className={styles.table}>
              <tbody>
                {open.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDateTime(p.timestamp, lang, clock)}</td>
                    <td>{t(`methods.${p.method_id.replace(/-out$/, '')}`)}</td>
                    <td className={styles.num}>{formatMoney(Math.abs(p.summ), p.currency, lang)}</td>
                    <td><Badge tone={statusTone(p.status_id)}>{t(`status.${p.status_id}`)}</Badge></td>
                    <td className={styles.num}><Button size="sm" variant="outline" onClick={() => cancel(p.id)} disabled={cancelling.status === 'pending'}>{t('withdrawal.cancel')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </Loaded>
      <FormMessage error={failureText(cancelling)} />
    </Panel>
  );
}
