import { switchMap, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import { IdentityCheckAnswerSchema } from '../schemas/remote';
import { secureData$ } from './secure-data';

// The actions a remote view's form may ask for, by name (data-mf-action="..."): the shell runs them, never code the
// remote app sends. A form naming anything else is refused. After an action the view loads again and shows its result.

export type RemoteAction = (http: Http, fields: Readonly<Record<string, string>>) => Observable<unknown>;

export const REMOTE_ACTIONS: Readonly<Record<string, RemoteAction>> = {
  /** verification/sumsub: the secure-data grant (C05), then the demo identity check with the form's fields. */
  'identity-check': (http, fields) => secureData$(http).pipe(
    switchMap(() => http.request$({
      method: 'POST',
      url: '/web-api/verification/sumsub/check',
      body: { fullName: fields['fullName'] ?? '', birthDate: fields['birthDate'] ?? '', documentNumber: fields['documentNumber'] ?? '' },
      schema: IdentityCheckAnswerSchema,
      auth: true,
    })),
  ),
};

export const remoteActionOf = (name: string | null | undefined): RemoteAction | null =>
  name && Object.hasOwn(REMOTE_ACTIONS, name) ? REMOTE_ACTIONS[name]! : null;
