import { switchMap } from 'rxjs';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../../hooks/services-context';
import { LinkButton } from '../../../ui';
import { Badge, FormMessage, Panel } from '../../../ui/forms';
import { Loaded, OfficePage } from '../kit';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

const TONE = ['info', 'warn', 'ok', 'muted'] as const;

/** office/payment/requests: the user's questions about payments and their state. */
export function PaymentRequestsPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const location = useLocation();
  const created = (location.state as { created?: number } | null)?.created;
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.paymentRequests$())));
  return (
    <OfficePage title={t('menu.payment_requests')} intro={t('requests.intro')} testId="office-payment-requests">
      {created && <FormMessage done={t('requests.created', { id: created })} />}
      <Panel
        title={t('requests.list')}
        actions={<LinkButton to={`/${lang}/office/payment/create-request`} state={{ fromOffice: true }} variant="primary">{t('requests.new')}</LinkButton>}
      >
        <Loaded state={state} retry={reload}>
          {(l) => l.requests.length === 0 ? <p className={styles.muted}>{t('requests.none')}</p> : (
            <table className={styles.table} data-testid="payment-requests">
              <thead><tr><th>№</th><th>{t('requests.topic')}</th><th>{t('requests.text')}</th><th>{t('requests.status')}</th><th>{t('requests.date')}</th></tr></thead>
              <tbody>
                {l.requests.map((r) => (
                  <tr key={r.id}>
                    <td>{r.id}</td>
                    <td>
                      {t(`requests.topics.${r.topicId}`)}
                      {r.subTopicId && <div className={styles.hint}>{t(`requests.subTopics.${r.subTopicId}`)}</div>}
                      {r.paymentId && <div className={styles.hint}>{t('requests.payment', { id: r.paymentId })}</div>}
                    </td>
                    <td style={{ whiteSpace: 'pre-wrap' }}>{r.text}</td>
                    <td><Badge tone={TONE[r.status]}>{t(`requests.statuses.${r.status}`)}</Badge></td>
                    <td>{formatDateTime(r.createdAt, lang, clock)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      </Panel>
    </OfficePage>
  );
}
