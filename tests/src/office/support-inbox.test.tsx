import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asapScheduler, NEVER, of, subscribeOn, type Observable } from 'rxjs';
import type { HttpRequest } from '../../../streams/core/http';
import type { InboxChat, InboxThread } from '../../../streams/schemas/support-inbox';
import type { TicketMessage } from '../../../streams/schemas/office';
import { fakeHttp } from '../../support/fake-http';
import { officeServices, refused, renderOffice } from './office-harness';

// office/support-inbox (issue 25): the support operators' inbox of the chat, answered over services.http.

const find = (id: string) => screen.findByTestId(id, {}, { timeout: 4000 });
const at = '2026-01-01T10:00:00Z';
const chat = (id: number, userId: number, over: Partial<InboxChat> = {}): InboxChat => ({
  ticket: { id, category: 'other', subject: `Chat ${id}`, status: 'open', createdAt: at, updatedAt: at, messages: 2 },
  userId, paymentConsultant: false, waiting: true, ...over,
});
const asked: TicketMessage[] = [
  { id: 1, author: 'user', body: 'How do I place a bet?', template: null, createdAt: at },
  { id: 2, author: 'assistant', body: 'How to place a bet — Placing a bet takes four steps.', template: null, link: '/en/howbet', createdAt: at },
];

function inboxServices(answer: (req: HttpRequest<unknown>) => Observable<unknown>) {
  const services = officeServices({});
  const http = fakeHttp((req) => answer(req).pipe(subscribeOn(asapScheduler)));
  services.http = http;
  return { services, http };
}

describe('the support operators\' inbox', { timeout: 15_000 }, () => {
  it('lists the open chats with their marks, opens one and sends the operator\'s answer', async () => {
    let thread: InboxThread = { chat: chat(31, 8), messages: asked, consultantDeposits: 0 };
    const { services, http } = inboxServices((req) => {
      if (req.url === '/web-api/office/support-inbox') return of({ chats: [chat(32, 9, { paymentConsultant: true, ticket: { ...chat(32, 9).ticket, category: 'payments' } }), chat(31, 8)] });
      if (req.url === '/web-api/office/support-inbox/31') return of(thread);
      if (req.url === '/web-api/office/support-inbox/31/messages') {
        thread = { chat: chat(31, 8, { waiting: false }), messages: [...asked, { id: 3, author: 'support', body: (req.body as { message: string }).message, template: null, createdAt: at }], consultantDeposits: 0 };
        return of(thread);
      }
      return NEVER;
    });
    await renderOffice('/en/office/support-inbox', services);
    const [first, second] = await screen.findAllByTestId('inbox-chat', {}, { timeout: 4000 });
    expect(first!.textContent).toContain('Player №9');
    expect(first!.textContent).toContain('Payment consultant');
    expect(second!.textContent).not.toContain('Payment consultant');
    expect(second!.textContent).toContain('Waiting for an answer');
    fireEvent.click(second!);
    const messages = await find('inbox-thread');
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Player');
    expect(items[1]!.textContent).toContain('Assistant');
    expect(within(items[1]!).getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe('/en/howbet');
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: '  Hello, I am Kate. ' } });
    fireEvent.click(within(screen.getByTestId('inbox-reply')).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(screen.getByTestId('inbox-thread')).getAllByRole('listitem')).toHaveLength(3), { timeout: 4000 });
    expect(http.calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/web-api/office/support-inbox/31/messages', body: { message: 'Hello, I am Kate.' } });
    expect(within(screen.getByTestId('inbox-thread')).getAllByRole('listitem')[2]!.textContent).toMatch(/^Operator · .+Hello, I am Kate\.$/);
    expect(screen.queryByTestId('inbox-consultant-deposits') === null).toBe(true);
  });

  it('a payments chat\'s thread shows the player\'s deposits through the consultant\'s link beside its badge', async () => {
    const payments = chat(32, 9, { paymentConsultant: true, ticket: { ...chat(32, 9).ticket, category: 'payments' } });
    const { services } = inboxServices((req) => (req.url === '/web-api/office/support-inbox/32' ? of({ chat: payments, messages: asked, consultantDeposits: 2 }) : NEVER));
    await renderOffice('/en/office/support-inbox?chat=32', services);
    const deposits = await find('inbox-consultant-deposits');
    expect(deposits.textContent).toBe("Deposits through the consultant's link: 2 ");
    expect(deposits.parentElement!.textContent).toContain('Payment consultant');
  });

  it('a player who opens the address reads that it is for support operators, and sees no chat', async () => {
    const { services } = inboxServices((req) => (req.url === '/web-api/office/support-inbox' ? refused(403, ['For support operators only'], 'staff_only') : NEVER));
    await renderOffice('/en/office/support-inbox', services);
    await waitFor(() => expect(screen.getByTestId('office-support-inbox').textContent).toContain('This page is for support operators.'), { timeout: 4000 });
    expect(screen.queryAllByTestId('inbox-chat')).toHaveLength(0);
  });
});
