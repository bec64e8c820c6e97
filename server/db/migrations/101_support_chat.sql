-- Issue 16 (T43): the support desk's chat. A chat is a support ticket of channel 'chat', so its messages are in the
-- player's tickets (office/support) and support answers them like any ticket; 'form' is the office's ticket form.
ALTER TABLE support_tickets ADD COLUMN channel text NOT NULL DEFAULT 'form' CHECK (channel IN ('form', 'chat'));
CREATE INDEX support_tickets_chat_idx ON support_tickets (user_id, channel, status);
