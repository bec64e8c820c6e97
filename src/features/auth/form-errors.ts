import * as v from 'valibot';
import { HttpError } from '../../../streams/core/http';
import { FieldErrorItemSchema, fieldReasons } from '../../../streams/schemas/auth';

// Field-level messages (issue 3 "Bad input"): the client checks a form with the shared schema before sending, and
// the server's refusals come back as { field, reason } items. Both give field -> reason; the form shows
// t(`errors.${reason}`) under the field, and a message for the whole form (key in the auth namespace).

export interface FormErrors {
  fields: Record<string, string>;
  /** i18n key (auth namespace) of a message for the whole form, or null. */
  formKey: string | null;
  /** Text from the server to show as it is (already in prose), when no key fits. */
  formText?: string;
}

export const NO_ERRORS: FormErrors = { fields: {}, formKey: null };

/** Client-side check with a shared schema: null when valid. */
export function checkForm<S extends v.GenericSchema>(schema: S, input: unknown): FormErrors | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : { fields: fieldReasons(result.issues), formKey: null };
}

const FORM_CODES: Record<string, string> = {
  rate_limited: 'errors.rate_limited',
  code_recently_sent: 'errors.code_recently_sent',
  send_limit_reached: 'errors.send_limit_reached',
  social_not_linked: 'errors.social_not_linked',
  registration_closed: 'registration.closed',
  invalid_token: 'errors.invalid_token',
  two_factor_expired: 'errors.two_factor_expired',
  two_factor_attempts: 'errors.two_factor_attempts',
  two_factor_locked: 'errors.two_factor_locked',
  credential_used: 'errors.credential_used',
  social_linked_elsewhere: 'errors.social_linked_elsewhere',
  captcha_required: 'errors.captcha',
  captcha_invalid: 'errors.captcha',
  captcha_expired: 'errors.captcha',
  captcha_used: 'errors.captcha',
};

/** Any error of an auth call as form errors. */
export function errorsOf(err: unknown): FormErrors {
  if (!(err instanceof HttpError)) return { fields: {}, formKey: 'errors.generic' };
  if (err.kind === 'network') return { fields: {}, formKey: 'errors.network' };
  const items = (err.body as { errors?: unknown[] } | undefined)?.errors;
  const fields: Record<string, string> = {};
  if (Array.isArray(items)) {
    for (const item of items) {
      const parsed = v.safeParse(FieldErrorItemSchema, item);
      if (parsed.success && !(parsed.output.field in fields)) fields[parsed.output.field] = parsed.output.reason;
    }
  }
  // E04: a wrong login or password is one message for the form (label "both").
  if (fields['both']) return { fields: {}, formKey: 'errors.both' };
  if (Object.keys(fields).length > 0) return { fields, formKey: null };
  const key = typeof err.code === 'string' ? FORM_CODES[err.code] : undefined;
  if (key) return { fields: {}, formKey: key };
  return { fields: {}, formKey: 'errors.generic' };
}
