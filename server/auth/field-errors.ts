import * as v from 'valibot';
import { fieldReasons } from '../../streams/schemas/auth.ts';
import { ApiError } from '../errors.ts';

// Field-level refusals (issue 3 "Bad input"): one JSON-API error item per refused field, with the field and the
// reason code the client turns into the user's language:
//   { "errors": [{ "status": "400", "code": "invalid_field", "title": "Invalid field", "detail": "email: invalid",
//                  "field": "email", "reason": "invalid" }] }

export class FieldErrors extends ApiError {
  readonly fields: Record<string, string>;
  constructor(fields: Record<string, string>, status = 400, code = 'invalid_field', title = 'Invalid field') {
    const entries = Object.entries(fields);
    super(status, code, title, entries.map(([field, reason]) => `${field || 'form'}: ${reason}`));
    this.fields = fields;
    const items = entries.map(([field, reason]) => ({
      status: String(status), code, title, detail: `${field || 'form'}: ${reason}`, field, reason,
    }));
    (this as { items: unknown }).items = items;
  }
}

type AnySchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;

/** Parses a body with a shared auth schema or throws FieldErrors naming every refused field. */
export function parseFields<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  throw new FieldErrors(fieldReasons(result.issues));
}
