import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject, NEVER, filter, firstValueFrom, of } from 'rxjs';
import { createAccountsServices } from '../../../streams/accounts/accounts-services';
import { INITIAL_ACCOUNTS_STATE } from '../../../streams/accounts/accounts-state';
import { accountData, accountsDeps, rub } from './accounts-deps';

// The home page's script carries services.accounts but none of the money code behind it: each module of that code
// records here when it is evaluated, which for a module only reached by the dynamic import is the moment it is loaded.
// (The import itself is the real one: its timing belongs to the module loader, the marble tests place it in time.)

const evaluated = vi.hoisted(() => [] as string[]);
vi.mock(import('../../../streams/accounts/accounts-loaded'), async (original) => { evaluated.push('accounts-loaded'); return original(); });
vi.mock(import('../../../streams/accounts/accounts'), async (original) => { evaluated.push('accounts'); return original(); });
vi.mock(import('../../../streams/accounts/login-reminders'), async (original) => { evaluated.push('login-reminders'); return original(); });
vi.mock(import('../../../streams/payments/payments'), async (original) => { evaluated.push('payments'); return original(); });
vi.mock(import('../../../streams/payments/team-cash'), async (original) => { evaluated.push('team-cash'); return original(); });
vi.mock(import('../../../streams/office/office-api'), async (original) => { evaluated.push('office-api'); return original(); });
vi.mock(import('../../../streams/schemas/office'), async (original) => { evaluated.push('schemas/office'); return original(); });
vi.mock(import('../../../streams/schemas/payments'), async (original) => { evaluated.push('schemas/payments'); return original(); });

describe('services.accounts: what the home page loads', () => {
  it('[C13] an anonymous visitor loads none of the money code; the first login imports it and the balance shows', async () => {
    const session = new BehaviorSubject(false);
    const accounts = createAccountsServices(accountsDeps(session, (req) => (req.url === '/web-api/account/data' ? of(accountData()) : NEVER)));
    const watching = accounts.state$.subscribe();
    try {
      expect(await firstValueFrom(accounts.state$)).toEqual(INITIAL_ACCOUNTS_STATE);
      expect(evaluated).toEqual([]);
      session.next(true);
      const ready = await firstValueFrom(accounts.state$.pipe(filter((s) => s.status === 'ready')));
      expect(ready.active).toEqual(rub);
      expect([...evaluated].sort()).toEqual(['accounts', 'accounts-loaded', 'login-reminders', 'office-api', 'payments', 'schemas/office', 'schemas/payments', 'team-cash']);
    } finally {
      watching.unsubscribe();
    }
  });
});
