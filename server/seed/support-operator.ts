import type { Db } from '../db/index.ts';
import type { SupportOperatorConfig } from '../env.ts';
import { hashPassword } from '../auth/passwords.ts';
import { currentTerms } from '../auth/terms.ts';
import { createUser } from '../services/users.ts';

// A fresh site has someone to answer the players' chats (issue 25): the configured support operator (server/env.ts)
// is made sure of at every start, not as a once-only seed step, because the configuration may change between starts.
// The user is created with the configured password when missing; an existing user of that e-mail keeps their password
// (change it in the office) and is given the role. Signs in like anyone, by e-mail, and finds the inbox in the office.

export interface EnsuredOperator {
  userId: number;
  created: boolean;
}

export async function ensureSupportOperator(db: Db, operator: SupportOperatorConfig): Promise<EnsuredOperator> {
  const terms = await currentTerms(db);
  const passwordHash = await hashPassword(operator.password);
  return db.transaction(async (tx) => {
    // Two instances of a cluster starting together must not both create the user.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('support_operator'))`);
    const found = await tx.one<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [operator.email]);
    const user = found ?? await createUser(tx, {
      regType: 'full_reg', currency: 'RUB', countryId: null, passwordHash, email: operator.email, emailConfirmed: true, termsVersion: terms.version,
    });
    await tx.query(`INSERT INTO staff_members (user_id, role) VALUES ($1, 'support') ON CONFLICT (user_id) DO NOTHING`, [user.id]);
    return { userId: user.id, created: !found };
  });
}

/** The start-up log's line: the password only for the development default (which production never has). */
export function describeSupportOperator(operator: SupportOperatorConfig | null): string {
  if (!operator) return 'support operator: none (set SUPPORT_OPERATOR_EMAIL and SUPPORT_OPERATOR_PASSWORD)';
  if (operator.devDefault) return `support operator (development default): sign in as ${operator.email} with the password ${operator.password}`;
  return `support operator: ${operator.email}`;
}
