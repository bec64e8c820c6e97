import { switchMap } from 'rxjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import type { PaymentDirection, PaymentHistoryEntry } from '../../../../streams/schemas/payments';
import { Badge, Panel, SelectField } from '../../../ui/forms';
import { Loaded, OfficePage } from '../kit';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

export const statusTone = (status: number): 'ok' | 'warn' | 'bad' | 'info' | 'muted' =>
  status === 2 ? 'ok' : status === 1 ? 'warn' : status === 3 ? 'bad' : status === 4 ? 'muted' : 'info';

/** A history entry's message: a key of payments.json "messages" when translate_message, else the cashier's words. */
export function usePaymentMessage() {
  const { t } = useTranslation('payments');
  return (e: Pick<PaymentHistoryEntry, 'message' | 'translate_message'>) =>
    (e.translate_message ? t(`messages.${e.message}`, { defaultValue: t('messages.unknown') }) : e.message);
}

const PAGE_SIZE = 20;

/** office/historypay: the payment history with the fields of SPEC.md section 3 and status titles. */
export function HistoryPayPage() {
  const { t } = useTranslation('payments');
  const lang = useLang();
  const clock = useClock();
  const { accounts } = useServices();
  const [direction, setDirection] = useState<PaymentDirection | ''>('');
  const [pageNumber, setPageNumber] = useState(1);
  const [state, reload] = useLoad(
    () => accounts.payments$.pipe(switchMap((payments) => payments.history$({ pageNumber, pageSize: PAGE_SIZE, ...(direction ? { direction } : {}) }))),
    `${direction}:${pageNumber}`,
  );
  const messageOf = usePaymentMessage();
  return (
    <OfficePage title={t('history.title')} testId="office-historypay">
      <Panel
        actions={(
          <div className={styles.inline}>
            <SelectField name="direction" label={t('history.filter')} value={direction} onChange={(e) => { setDirection(e.target.value as PaymentDirection | ''); setPageNumber(1); }}>
              <option value="">{t('history.all')}</option>
              <option value="deposit">{t('history.deposits')}</option>
              <option value="withdrawal">{t('history.withdrawals')}</option>
            </SelectField>
            <Button variant="outline" onClick={reload}>{t('history.refresh')}</Button>
          </div>
        )}
      >
        <Loaded state={state} retry={reload}>
          {(page) => page.items.length === 0 ? <p className={styles.muted}>{t('history.empty')}</p> : (
            <>
              <table className={styles.table} data-testid="payment-history">
                <thead>
                  <tr>
                    <th>{t('history.date')}</th><th>{t('history.operation')}</th><th>{t('history.method')}</th>
                    <th className={styles.num}>{t('history.amount')}</th><th>{t('history.status')}</th><th>{t('history.details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((e) => (
                    <tr key={e.id} data-testid="payment-row" data-payment-id={e.id} data-status={e.status_id} data-direction={e.direction}>
                      <td>{formatDateTime(e.timestamp, lang, clock)}<div className={styles.hint}>№{e.id}</div></td>
                      <td>{t(`history.${e.direction}`)}</td>
                      <td>{t(`methods.${e.method_id.replace(/-out$/, '')}`)}</td>
                      <td className={`${styles.num} ${e.summ > 0 ? styles.plus : styles.minus}`}>{`${e.summ > 0 ? '+' : '−'}${formatMoney(Math.abs(e.summ), e.currency, lang)}`}</td>
                      <td><Badge tone={statusTone(e.status_id)}>{t(`status.${e.status_id}`)}</Badge></td>
                      <td>
                        <div>{messageOf(e)}</div>
                        <div className={styles.hint}>
                          {t('history.receipt', { hash: e.skks_hash })}
                          {e.money_deposit_id ? ` · ${t('history.providerRef', { ref: e.money_deposit_id })}` : ''}
                          {e.status_id === 2 ? ` · ${t('history.completedAt', { date: formatDateTime(e.date_payment, lang, clock) })}` : ''}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className={styles.actions}>
                <Button variant="outline" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>{t('history.prev')}</Button>
                <span className={styles.muted}>{t('history.page', { page: pageNumber, pages: Math.max(1, Math.ceil(page.total / PAGE_SIZE)) })}</span>
                <Button variant="outline" disabled={!page.hasMore} onClick={() => setPageNumber((n) => n + 1)}>{t('history.next')}</Button>
              </div>
            </>
          )}
        </Loaded>
      </Panel>
    </OfficePage>
  );
}
