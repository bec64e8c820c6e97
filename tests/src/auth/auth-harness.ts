import { NEVER, type Observable } from 'rxjs';
import { fakeHttp } from '../../support/fake-http';
import type { LoginAnswer, RegistrationAnswer } from '../../../streams/schemas/auth';
import type { RightsAnswer } from '../../../streams/schemas/auth-answers';
import type { LoginForm } from '../../../streams/auth/types';
import { fakeServices, type FakeServices } from '../../support/fake-services';
import { fakeAuth, type FakeAuth } from '../../support/fake-auth';

/** Fake services whose auth calls answer as the test says; the session they set is the services' session. */
export function servicesWith(options: {
  session?: { userId: number | null; banLevel: number; navigationBlocked?: boolean }; login?: (f: LoginForm) => Observable<LoginAnswer>;
  register?: () => Observable<RegistrationAnswer>; rights?: () => Observable<RightsAnswer>;
} = {}): { services: FakeServices; auth: FakeAuth } {
  const services = fakeServices({ session: options.session });
  const auth = fakeAuth({ setSession: (s) => services.setSession(s), ...(options.login ? { login: options.login } : {}), ...(options.register ? { register: options.register } : {}) });
  // The rights call (C08) goes from the page through services.http.
  const rights = options.rights;
  if (rights) services.http = fakeHttp((req) => (req.url === '/web-api/auth/rights' ? rights() : NEVER));
  return { services: { ...services, auth }, auth };
}
