import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useObservableState } from 'observable-hooks';
import { Subject, merge, startWith } from 'rxjs';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import type { ChatThread } from '../../../streams/chat/support-desk-chat';
import { useAuthorized } from '../../hooks/use-session';
import { useAction } from '../../hooks/use-action';
import { Button, IconClose, visuallyHiddenClass } from '../../ui';
import styles from './extras.module.css';

/**
 * The consultant chat (T43): nothing is shown until the configured provider is available; then the frame's support
 * button (FloatingButtons, the one way to support) opens and closes this panel. With the support desk (provider 6) a
 * player writes to support and the conversation is a ticket in the office; a visitor is asked to log in first.
 */
export function ChatWidget({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation('consent');
  const state = useObservableState(extras.chat.state$, { kind: 'off' } as const);
  if (state.kind !== 'ready' || !state.open) return null;
  return (
    <div className={styles.chat}>
      <section className={styles.chatPanel} role="dialog" aria-labelledby="chat-title" data-testid="chat-panel">
        <header className={styles.chatHeader}>
          <h2 id="chat-title" className={styles.title}>{t('chat.title')}</h2>
          <Button variant="ghost" iconOnly onClick={() => extras.chat.setOpen(false)} aria-label={t('chat.close')} data-testid="chat-close">
            <IconClose size={18} />
          </Button>
        </header>
        <ChatBody extras={extras} />
      </section>
    </div>
  );
}

function ChatBody({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation('consent');
  const authorized = useAuthorized();
  if (!authorized) {
    return (
      <div className={styles.chatBody}>
        <p>{t('chat.loginPrompt')}</p>
        <Button variant="primary" onClick={extras.openLogin} data-testid="chat-login">{t('chat.login')}</Button>
      </div>
    );
  }
  return <Conversation extras={extras} />;
}

const AUTHOR_KEYS = { user: 'chat.you', support: 'chat.support', assistant: 'office:supportDesk.assistant' } as const;

function Conversation({ extras }: { extras: SiteExtras }) {
  const { t } = useTranslation(['consent', 'office']);
  const [text, setText] = useState('');
  // The thread as polled, and at once after each message sent (its answer is the thread with the message in it).
  const sent = useMemo(() => new Subject<ChatThread>(), []);
  const thread$ = useMemo(() => merge(extras.chat.desk.thread$(), sent).pipe(startWith(undefined)), [extras, sent]);
  const thread = useObservableState(thread$, undefined);
  const [send, sending, reset] = useAction((message: string) => extras.chat.desk.send$(message), (th) => {
    sent.next(th);
    setText('');
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return;
    reset();
    send(text.trim());
  };
  return (
    <div className={styles.chatBody}>
      {extras.chat.desk.viaPaymentConsultant() && <p className={styles.muted} data-testid="chat-payment-consultant">{t('office:supportDesk.paymentConsultant')}</p>}
      <ol className={styles.messages} aria-live="polite" data-testid="chat-messages">
        {thread === undefined && <li className={styles.muted}>{t('chat.loading')}</li>}
        {thread === null && <li className={styles.muted}>{t('office:supportDesk.empty')}</li>}
        {thread?.messages.map((m) => (
          <li key={m.id} className={m.author === 'user' ? styles.mine : styles.theirs} data-testid="chat-message" data-author={m.author}>
            <span className={styles.author}>{t(AUTHOR_KEYS[m.author])}</span>
            {m.template ? t(`office:support.templates.${m.template}`, { id: thread.ticket.id }) : m.body}
            {/* The help assistant's answer links the help page it quotes. */}
            {m.link && <> <Link to={m.link} onClick={() => extras.chat.setOpen(false)} data-testid="chat-help-link">{t('office:supportDesk.openPage')}</Link></>}
          </li>
        ))}
      </ol>
      <form className={styles.chatForm} onSubmit={onSubmit} noValidate>
        <label className={visuallyHiddenClass} htmlFor="chat-input">{t('chat.placeholder')}</label>
        <textarea id="chat-input" className={styles.input} rows={2} maxLength={4000} value={text} placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)} data-testid="chat-input" />
        <Button type="submit" variant="primary" disabled={sending.status === 'pending' || text.trim() === ''} data-testid="chat-send">
          {sending.status === 'pending' ? t('chat.sending') : t('chat.send')}
        </Button>
      </form>
      {sending.status === 'error' && <p className={styles.error} role="alert">{t('chat.failed')}</p>}
    </div>
  );
}
