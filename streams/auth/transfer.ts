import { map, type Observable } from 'rxjs';
import { HttpError, type Http } from '../core/http';
import {
  TransferCheckAnswerSchema, TransferSendAnswerSchema, TransferUserDataAnswerSchema,
} from '../schemas/auth';

// User transfer (C11, B21): a customer whose account came over from the operator's previous platform proves the
// phone number of that account (with a solved captcha), enters the SMS code and gets the account's number and a new
// password. The calls only count as done when the answer's status is true (C11); a false status is an error with
// the reason under the code field, like every other field refusal (form-errors.ts).

const BASE = '/web-api/api/internal/v1/account/user-transfer';

/** A false status as a field refusal of `field` (the server's reason, else wrong_code). */
function refused(field: string, reason: string, url: string): HttpError {
  return new HttpError({
    status: 400,
    kind: 'http',
    code: reason,
    url,
    details: [`${field}: ${reason}`],
    body: { errors: [{ status: '400', code: 'invalid_field', title: 'Invalid field', detail: `${field}: ${reason}`, field, reason }] },
  });
}

export function transferSendCode$(http: Http, request: string, body: { country_code: string; phone: string; captcha: string }): Observable<string> {
  const url = `${BASE}/send-code/${encodeURIComponent(request)}`;
  return http.request$({ method: 'POST', url, body, schema: TransferSendAnswerSchema, language: true }).pipe(
    map((answer) => {
      if (!answer.status || !answer.requestId) throw refused('phone', 'invalid', url);
      return answer.requestId;
    }),
  );
}

export function transferCheckCode$(http: Http, request: string, code: string): Observable<string> {
  const url = `${BASE}/check-code/${encodeURIComponent(request)}`;
  return http.request$({ method: 'POST', url, body: { code }, schema: TransferCheckAnswerSchema, language: true }).pipe(
    map((answer) => {
      if (!answer.status || !answer.redirectToken) throw refused('code', answer.reason ?? 'wrong_code', url);
      return answer.redirectToken;
    }),
  );
}

export function transferUserData$(http: Http, redirectToken: string): Observable<{ id: number; password: string }> {
  const url = `${BASE}/user-data`;
  return http.request$({ method: 'POST', url, body: { redirectToken }, schema: TransferUserDataAnswerSchema, language: true }).pipe(
    map((answer) => {
      if (!answer.status || !answer.user) throw refused('code', 'time_up', url);
      return answer.user;
    }),
  );
}
