import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { PAYMENT_TOPICS, type PaymentTopic } from '../../../../streams/schemas/office';
import { validateFields } from '../../../../streams/office/office-api';
import { NewPaymentRequestBodySchema } from '../../../../streams/schemas/office';
import { FormMessage, Panel, TextArea } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import { statusTone } from './HistoryPayPage';
import { Badge } from '../../../ui/forms';
import styles from '../office.module.css';

/**
 * office/payment/create-request and its subtree (R21): a topic, then either the payment concerned
 * ({topicId}/transactions, {topicId}/transactions/{transactionId}) or a sub-topic ({topicId}/{subTopicId}), then the
 * question itself.
 */
export function CreateRequestPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { topicId, subTopicId, transactionId } = useParams();
  const { pathname } = useLocation();
  const base = `/${lang}/office/payment/create-request`;
  const topic = topicId ? PAYMENT_TOPICS.find((x) => x.id === topicId) : undefined;
  const listingTransactions = Boolean(topic?.transactions) && !transactionId && /\/transactions\/?$/.test(pathname);
  const crumbs: Array<{ label: string; to?: string }> = [{ label: t('requests.new'), to: base }];
  if (topic) crumbs.push({ label: t(`requests.topics.${topic.id}`), to: `${base}/${topic.id}` });
  if (topic?.transactions && (listingTransactions || transactionId)) crumbs.push({ label: t('requests.choosePayment'), to: `${base}/${topic.id}/transactions` });
  if (transactionId) crumbs.push({ label: t('requests.payment', { id: transactionId }) });
  if (subTopicId) crumbs.push({ label: t(`requests.subTopics.${subTopicId}`, { defaultValue: subTopicId }) });

  let body;
  if (topicId && !topic) body = <NotFound />;
  else if (!topic) body = <TopicList base={base} />;
  else if (topic.transactions && listingTransactions) body = <Transactions topic={topic} base={base} />;
  else if (topic.transactions && transactionId) body = /^\d+$/.test(transactionId) ? <RequestForm topic={topic} paymentId={Number(transactionId)} /> : <NotFound />;
  else if (topic.transactions) body = <Transactions topic={topic} base={base} />;
  else if (subTopicId) body = topic.subTopics.includes(subTopicId) ? <RequestForm topic={topic} subTopicId={subTopicId} /> : <NotFound />;
  else body = <SubTopics topic={topic} base={base} />;

  return (
    <OfficePage title={t('requests.new')} testId="office-create-request">
      <ol className={styles.breadcrumbs} aria-label={t('requests.steps')}>
        {crumbs.map((c, i) => <li key={i}>{c.to && i < crumbs.length - 1 ? <Link to={c.to} state={{ fromOffice: true }}>{c.label}</Link> : c.label}</li>)}
      </ol>
      {body}
    </OfficePage>
  );
}

function NotFound() {
  const { t } = useTranslation('office');
  return <Panel><p className={styles.muted}>{t('requests.notFound')}</p></Panel>;
}

function TopicList({ base }: { base: string }) {
  const { t } = useTranslation('office');
  return (
    <Panel title={t('requests.chooseTopic')}>
      <ul className={styles.list}>
        {PAYMENT_TOPICS.map((x) => (
          <li key={x.id}><Link className={styles.listLink} to={`${base}/${x.id}`} state={{ fromOffice: true }}><span>{t(`requests.topics.${x.id}`)}</span><span aria-hidden="true">›</span></Link></li>
        ))}
      </ul>
    </Panel>
  );
}

function SubTopics({ topic, base }: { topic: PaymentTopic; base: string }) {
  const { t } = useTranslation('office');
  return (
    <Panel title={t('requests.chooseSubTopic')}>
      <ul className={styles.list}>
        {topic.subTopics.map((s) => (
          <li key={s}><Link className={styles.listLink} to={`${base}/${topic.id}/${s}`} state={{ fromOffice: true }}><span>{t(`requests.subTopics.${s}`)}</span><span aria-hidden="true">›</span></Link></li>
        ))}
      </ul>
    </Panel>
  );
}

function Transactions({ topic, base }: { topic: PaymentTopic; base: string }) {
  const { t } = useTranslation(['office', 'payments']);
  const lang = useLang();
  const clock = useClock();
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.payments$.pipe(switchMap((payments) => payments.history$({ pageNumber: 1, pageSize: 50, direction: topic.transactions! }))), topic.id);
  return (
    <Panel title={t('office:requests.choosePayment')}>
      <Loaded state={state} retry={reload}>
        {(page) => page.items.length === 0 ? <p className={styles.muted}>{t('office:requests.noPayments')}</p> : (
          <ul className={styles.list} data-testid="request-transactions">
            {page.items.map((p) => (
              <li key={p.id}>
                <Link className={styles.listLink} to={`${base}/${topic.id}/transactions/${p.id}`} state={{ fromOffice: true }}>
                  <span>№{p.id} · {formatDateTime(p.timestamp, lang, clock)} · {t(`payments:methods.${p.method_id.replace(/-out$/, '')}`)}</span>
                  <span>{formatMoney(Math.abs(p.summ), p.currency, lang)} <Badge tone={statusTone(p.status_id)}>{t(`payments:status.${p.status_id}`)}</Badge></span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Panel>
  );
}

function RequestForm({ topic, subTopicId, paymentId }: { topic: PaymentTopic; subTopicId?: string; paymentId?: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [text, setText] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const body = { topicId: topic.id, subTopicId: subTopicId ?? null, paymentId: paymentId ?? null, text };
  const [send, sending] = useAction((b: typeof body) => accounts.office$.pipe(switchMap((office) => office.createPaymentRequest$(b))).pipe(tap((r) => {
    navigate(`/${lang}/office/payment/requests`, { state: { fromOffice: true, created: r.id } });
  })));
  const server = errorsOf(sending);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(NewPaymentRequestBodySchema, body);
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) send(body);
  };
  const refError = server.fields['paymentId'] ?? server.fields['subTopicId'];
  return (
    <Panel title={t('requests.describe')}>
      <form onSubmit={onSubmit} noValidate data-testid="request-form">
        <TextArea name="text" label={t('requests.text')} value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} error={errorText(local['text'] ?? server.fields['text'])} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={sending.status === 'pending'}>{t('requests.send')}</Button>
          <FormMessage error={refError ? errorText(refError) : Object.keys(server.fields).length === 0 ? failureText(sending) : null} />
        </div>
      </form>
    </Panel>
  );
}
