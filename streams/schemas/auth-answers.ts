import * as v from 'valibot';
import { Count, EpochMs, Int4 } from './numbers';

// Answers read only by the account calls module (streams/auth/auth-api.ts, loaded on demand): kept out of
// schemas/auth.ts, whose schemas the home page's entry shares, so they do not weigh on it.

/** What a user may do (C08 rights): the server decides it from the ban level and the ban rule's version (B19). */
export const USER_RIGHTS = ['bet', 'deposit', 'withdraw', 'casino', 'office'] as const;
export type UserRight = (typeof USER_RIGHTS)[number];
export const RightsAnswerSchema = v.object({ userId: Count, banLevel: Int4, rights: v.array(v.picklist(USER_RIGHTS)) });
export type RightsAnswer = v.InferOutput<typeof RightsAnswerSchema>;

/** GET /captcha/gettime (C10): the server's time (epoch seconds) and how long a challenge lives. */
export const CaptchaTimeSchema = v.object({ time: EpochMs, lifetimeSec: v.pipe(Count, v.maxValue(86_400)) });
export type CaptchaTime = v.InferOutput<typeof CaptchaTimeSchema>;

/** GET /social-api/oauth/google-one-tap/clientId (C09): the one-tap client id the page starts Google's script with. */
export const OneTapClientIdSchema = v.object({ clientId: v.string() });
/** GET /social-api/oauth/demo/one-tap-credential (C09): what Google's one-tap script would hand the page. */
export const OneTapCredentialSchema = v.object({ credential: v.string(), select_by: v.string(), email: v.string() });
/** GET /web-api/auth/login-token: a one-use login token for this user, signed, to hand the session to another app. */
export const LoginTokenAnswerSchema = v.object({ method_id: v.literal(1), token: v.string(), sign: v.string(), expiresInSec: v.pipe(Count, v.maxValue(86_400)) });
export type LoginTokenAnswer = v.InferOutput<typeof LoginTokenAnswerSchema>;
