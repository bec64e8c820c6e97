import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { NewTicketBodySchema, SUPPORT_CATEGORIES, TicketReplyBodySchema, type Ticket } from '../../../../streams/schemas/office';
import { validateFields } from '../../../../streams/office/office-api';
import { Badge, FormMessage, Panel, SelectField, TextArea, TextField } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import { SupportMessageText, useAuthorLabel } from '../SupportMessage';
import styles from '../office.module.css';

const TONE = { open: 'info', answered: 'ok', closed: 'muted' } as const;

/** office/support: tickets with their conversation (?ticket=<id> opens one). */
export function SupportPage() {
  const { t } = useTranslation('office');
  const [params, setParams] = useSearchParams();
  const ticketId = Number(params.get('ticket'));
  return (
    <OfficePage title={t('menu.support')} intro={t('support.intro')} testId="office-support">
      {Number.isInteger(ticketId) && ticketId > 0
        ? <Thread key={ticketId} id={ticketId} />
        : <TicketList onCreated={(id) => setParams({ ticket: String(id) })} />}
    </OfficePage>
  );
}

function TicketList({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.tickets$())));
  return (
    <>
      <NewTicket onCreated={onCreated} />
      <Panel title={t('support.tickets')}>
        <Loaded state={state} retry={reload}>
          {(l) => l.tickets.length === 0 ? <p className={styles.muted}>{t('support.noTickets')}</p> : (
            <ul className={styles.list}>
              {l.tickets.map((x: Ticket) => (
                <li key={x.id}>
                  <Link className={styles.listLink} to={`?ticket=${x.id}`} data-testid="ticket">
                    <span><strong>{x.subject}</strong> <span className={styles.hint}>№{x.id} · {t(`support.categories.${x.category}`)}</span></span>
                    <span><Badge tone={TONE[x.status]}>{t(`support.status.${x.status}`)}</Badge> <span className={styles.hint}>{formatDateTime(x.updatedAt, lang, clock)}</span></span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Panel>
    </>
  );
}

function NewTicket({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [values, setValues] = useState({ category: '', subject: '', message: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const [create, creating] = useAction((body: typeof values) => accounts.office$.pipe(switchMap((office) => office.createTicket$(body))).pipe(tap((th) => onCreated(th.ticket.id))));
  const server = errorsOf(creating);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(NewTicketBodySchema, values);
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) create(values);
  };
  const err = (k: string) => errorText(local[k] ?? server.fields[k]);
  return (
    <Panel title={t('support.new')}>
      <form onSubmit={onSubmit} noValidate data-testid="new-ticket">
        <div className={styles.grid2}>
          <SelectField name="category" label={t('support.category')} value={values.category} onChange={(e) => setValues((v) => ({ ...v, category: e.target.value }))} error={err('category')}>
            <option value="">{t('support.choose')}</option>
            {SUPPORT_CATEGORIES.map((c) => <option key={c} value={c}>{t(`support.categories.${c}`)}</option>)}
          </SelectField>
          <TextField name="subject" label={t('support.subject')} value={values.subject} maxLength={120} onChange={(e) => setValues((v) => ({ ...v, subject: e.target.value }))} error={err('subject')} />
          <TextArea className={styles.span2} name="message" label={t('support.message')} value={values.message} maxLength={4000}
            onChange={(e) => setValues((v) => ({ ...v, message: e.target.value }))} error={err('message')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={creating.status === 'pending'}>{t('support.send')}</Button>
          <FormMessage error={Object.keys(server.fields).length === 0 ? failureText(creating) : null} />
        </div>
      </form>
    </Panel>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const authorLabel = useAuthorLabel('player');
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.ticket$(id))), id);
  const [message, setMessage] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const [reply, replying] = useAction((m: string) => accounts.office$.pipe(switchMap((office) => office.replyTicket$(id, m))).pipe(tap(() => { setMessage(''); reload(); })));
  const [close, closing] = useAction(() => accounts.office$.pipe(switchMap((office) => office.closeTicket$(id))).pipe(tap(reload)));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(TicketReplyBodySchema, { message });
    setLocal(checked.ok ? null : checked.fields['message'] ?? 'required');
    if (checked.ok) reply(checked.value.message);
  };
  return (
    <>
      <p><Link to="?">{t('support.back')}</Link></p>
      <Loaded state={state} retry={reload}>
        {({ ticket, messages }) => (
          <Panel title={`${ticket.subject} · №${ticket.id}`} actions={<Badge tone={TONE[ticket.status]}>{t(`support.status.${ticket.status}`)}</Badge>}>
            <ol className={styles.thread} data-testid="ticket-thread">
              {messages.map((m) => (
                <li key={m.id} className={`${styles.message} ${m.author === 'user' ? styles.messageUser : ''}`} data-author={m.author}>
                  <span className={styles.messageMeta}>{authorLabel(m.author)} · {formatDateTime(m.createdAt, lang, clock)}</span>
                  <SupportMessageText message={m} ticketId={ticket.id} />
                </li>
              ))}
            </ol>
            {ticket.status !== 'closed' ? (
              <form onSubmit={onSubmit} noValidate>
                <TextArea name="reply" label={t('support.reply')} value={message} maxLength={4000} onChange={(e) => { setMessage(e.target.value); setLocal(null); }}
                  error={errorText(local ?? errorsOf(replying).fields['message'])} />
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" disabled={replying.status === 'pending'}>{t('support.send')}</Button>
                  <Button variant="ghost" onClick={() => close(undefined)} disabled={closing.status === 'pending'}>{t('support.close')}</Button>
                  <FormMessage error={failureText(replying) ?? failureText(closing)} />
                </div>
              </form>
            ) : <p className={styles.muted}>{t('support.closedNote')}</p>}
          </Panel>
        )}
      </Loaded>
    </>
  );
}
