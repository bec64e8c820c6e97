import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TicketMessage } from '../../../streams/schemas/office';

/** Who wrote a support message, as the reader of the office page sees it (the player: "You"; an operator: "Player"). */
export function useAuthorLabel(reader: 'player' | 'operator') {
  const { t } = useTranslation('office');
  return (author: TicketMessage['author']) => {
    if (author === 'assistant') return t('supportDesk.assistant');
    if (reader === 'player') return author === 'user' ? t('support.you') : t('support.agent');
    return author === 'user' ? t('supportInbox.player') : t('supportInbox.operator');
  };
}

/** A support message's text: its template in the reader's language, or its body; an assistant's answer links its help page. */
export function SupportMessageText({ message, ticketId }: { message: TicketMessage; ticketId: number }) {
  const { t } = useTranslation('office');
  return (
    <>
      {message.template ? t(`support.templates.${message.template}`, { id: ticketId }) : message.body}
      {message.link && <> <Link to={message.link} data-testid="help-link">{t('supportDesk.openPage')}</Link></>}
    </>
  );
}
