import * as v from 'valibot';
import { Count } from './numbers';

// The site shell's calls (issue 16): the build version (T29) and the player's messages (T22). The shell's code is
// loaded after the page (src/features/shell), and so are these schemas.

/** GET /web-api/app/version: the build the server serves now; null when it has no build (development). */
export const AppVersionSchema = v.object({ version: v.nullable(v.pipe(v.string(), v.maxLength(100))) });
export type AppVersion = v.InferOutput<typeof AppVersionSchema>;

export const UserMessageSchema = v.object({
  id: Count,
  title: v.string(),
  body: v.string(),
  createdAt: v.string(),
});
export type UserMessage = v.InferOutput<typeof UserMessageSchema>;

/** GET /web-api/user/messages?lang=: the player's messages not yet read, oldest first. */
export const UserMessagesAnswerSchema = v.object({ messages: v.array(UserMessageSchema) });
export type UserMessagesAnswer = v.InferOutput<typeof UserMessagesAnswerSchema>;
