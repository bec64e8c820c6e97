import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { tap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { TicketReplyBodySchema } from '../../../../streams/schemas/office';
import type { InboxChat } from '../../../../streams/schemas/support-inbox';
import { validateFields } from '../../../../streams/office/office-api';
import { createSupportInbox, type SupportInbox } from '../../../../streams/office/support-inbox';
import { Badge, FormMessage, Panel, TextArea } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import { SupportMessageText, useAuthorLabel } from '../SupportMessage';
import styles from '../office.module.css';

/**
 * office/support-inbox: the support operators' inbox of the chat (issue 25), for the staff role 'support' only (a
 * player reads the server's refusal). Not in the office menu: the site shows no administrative role (SPEC.md section
 * 1), so an operator opens it by its address. ?chat=<id> opens one chat.
 */
export function SupportInboxPage() {
  const { t } = useTranslation('office');
  const { http } = useServices();
  const inbox = useMemo(() => createSupportInbox(http), [http]);
  const [params] = useSearchParams();
  const chatId = Number(params.get('chat'));
  return (
    <OfficePage title={t('supportInbox.title')} intro={t('supportInbox.intro')} testId="office-support-inbox">
      {Number.isInteger(chatId) && chatId > 0 ? <Chat key={chatId} id={chatId} inbox={inbox} /> : <ChatList inbox={inbox} />}
    </OfficePage>
  );
}

/** `consultantDeposits`: in a thread, the player's deposits through a payment consultant's link, beside its badge. */
function ChatMarks({ chat, consultantDeposits = 0 }: { chat: InboxChat; consultantDeposits?: number }) {
  const { t } = useTranslation('office');
  return (
    <span>
      {chat.paymentConsultant && <Badge tone="info">{t('supportInbox.paymentConsultant')}</Badge>}{' '}
      {consultantDeposits > 0 && <span data-testid="inbox-consultant-deposits"><Badge tone="info">{t('supportInbox.consultantDeposits', { n: consultantDeposits })}</Badge>{' '}</span>}
      <Badge tone={chat.waiting ? 'info' : 'ok'}>{chat.waiting ? t('supportInbox.waiting') : t('supportInbox.answered')}</Badge>
    </span>
  );
}

function ChatList({ inbox }: { inbox: SupportInbox }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const [state, reload] = useLoad(() => inbox.chats$());
  return (
    <Panel title={t('supportInbox.chats')} actions={<Button variant="ghost" onClick={reload}>{t('supportInbox.refresh')}</Button>}>
      <Loaded state={state} retry={reload}>
        {({ chats }) => chats.length === 0 ? <p className={styles.muted}>{t('supportInbox.empty')}</p> : (
          <ul className={styles.list}>
            {chats.map((c) => (
              <li key={c.ticket.id}>
                <Link className={styles.listLink} to={`?chat=${c.ticket.id}`} data-testid="inbox-chat">
                  <span><strong>{c.ticket.subject}</strong> <span className={styles.hint}>{t('supportInbox.playerNo', { id: c.userId })} · №{c.ticket.id}</span></span>
                  <span><ChatMarks chat={c} /> <span className={styles.hint}>{formatDateTime(c.ticket.updatedAt, lang, clock)}</span></span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Panel>
  );
}

function Chat({ id, inbox }: { id: number; inbox: SupportInbox }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const authorLabel = useAuthorLabel('operator');
  const [state, reload] = useLoad(() => inbox.chat$(id), id);
  const [message, setMessage] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const [reply, replying] = useAction((m: string) => inbox.reply$(id, m).pipe(tap(() => { setMessage(''); reload(); })));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(TicketReplyBodySchema, { message });
    setLocal(checked.ok ? null : checked.fields['message'] ?? 'required');
    if (checked.ok) reply(checked.value.message);
  };
  return (
    <>
      <p><Link to="?">{t('supportInbox.back')}</Link></p>
      <Loaded state={state} retry={reload}>
        {({ chat, messages, consultantDeposits }) => (
          <Panel title={`${chat.ticket.subject} · ${t('supportInbox.playerNo', { id: chat.userId })}`} actions={<ChatMarks chat={chat} consultantDeposits={consultantDeposits} />}>
            <ol className={styles.thread} data-testid="inbox-thread">
              {messages.map((m) => (
                <li key={m.id} className={`${styles.message} ${m.author === 'user' ? '' : styles.messageUser}`} data-author={m.author}>
                  <span className={styles.messageMeta}>{authorLabel(m.author)} · {formatDateTime(m.createdAt, lang, clock)}</span>
                  <SupportMessageText message={m} ticketId={chat.ticket.id} />
                </li>
              ))}
            </ol>
            {chat.ticket.status !== 'closed' ? (
              <form onSubmit={onSubmit} noValidate data-testid="inbox-reply">
                <TextArea name="reply" label={t('supportInbox.reply')} value={message} maxLength={4000} onChange={(e) => { setMessage(e.target.value); setLocal(null); }}
                  error={errorText(local ?? errorsOf(replying).fields['message'])} />
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" disabled={replying.status === 'pending'}>{t('support.send')}</Button>
                  <FormMessage error={failureText(replying)} />
                </div>
              </form>
            ) : <p className={styles.muted}>{t('supportInbox.closed')}</p>}
          </Panel>
        )}
      </Loaded>
    </>
  );
}
