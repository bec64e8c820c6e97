import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/index.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput } from '../../validate.ts';
import { readStoredConfig } from '../../services/settings.ts';
import {
  AddCurrencyBodySchema, ChangeActiveBodySchema, ConvertAccountBodySchema, protectionLevelOf, RemoveCurrencyBodySchema,
  type AccountData, type CurrencyOption, type OfficeMessage, type ProtectionMethods, type UserConfig,
} from '../../../streams/schemas/accounts.ts';
import {
  accountData, addableCurrencies, addCurrencyAccount, convertAccount, ensureMainAccount, removeCurrencyAccount, setActiveAccount,
} from '../../money/accounts.ts';
import { resolveDuePayments } from '../../money/payments.ts';

// The accounts API of C13 (streams/schemas/accounts.ts lists the calls). Every answer is no-store: balances change.

export function registerAccountsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  async function dataFor(userId: number): Promise<AccountData> {
    await resolveDuePayments(db, userId);
    const data = await accountData(db, userId);
    if (data.all_accounts.some((a) => a.type === 0)) return data;
    // A user without a main account (created before registration made one): open it in the user's currency.
    await db.transaction((tx) => ensureMainAccount(tx, userId));
    return accountData(db, userId);
  }

  app.get('/web-api/account/data', auth, async (request, reply): Promise<AccountData> => {
    void reply.header('cache-control', 'no-store');
    return dataFor(userOf(request).id);
  });

  app.post('/web-api/account/active', auth, async (request, reply): Promise<AccountData> => {
    const body = parseInput(ChangeActiveBodySchema, request.body, 'body');
    const userId = userOf(request).id;
    await db.transaction((tx) => setActiveAccount(tx, userId, body.id));
    void reply.header('cache-control', 'no-store');
    return dataFor(userId);
  });

  app.get('/web-api/office/currency/list', auth, async (request, reply): Promise<{ currencies: CurrencyOption[] }> => {
    void reply.header('cache-control', 'no-store');
    return { currencies: await addableCurrencies(db, userOf(request).id) };
  });

  app.post('/web-api/office/currency/add', auth, async (request, reply): Promise<OfficeMessage> => {
    const body = parseInput(AddCurrencyBodySchema, request.body, 'body');
    await db.transaction((tx) => addCurrencyAccount(tx, userOf(request).id, body.iso));
    void reply.code(202).header('cache-control', 'no-store');
    return { message: 'currency_account_opening' };
  });

  app.post('/web-api/office/currency/remove', auth, async (request, reply): Promise<OfficeMessage> => {
    const body = parseInput(RemoveCurrencyBodySchema, request.body, 'body');
    await db.transaction((tx) => removeCurrencyAccount(tx, userOf(request).id, body.id));
    void reply.header('cache-control', 'no-store');
    return { message: 'currency_account_removed' };
  });

  // R17: convert the account as its convert status allows; answers the new account data.
  app.post('/web-api/office/account/convert', auth, async (request, reply): Promise<AccountData> => {
    const body = parseInput(ConvertAccountBodySchema, request.body, 'body');
    const userId = userOf(request).id;
    await db.transaction((tx) => convertAccount(tx, userId, body));
    void reply.header('cache-control', 'no-store');
    return dataFor(userId);
  });

  app.get('/web-api/user/config', auth, async (request, reply): Promise<{ result: UserConfig }> => {
    void reply.header('cache-control', 'no-store');
    const { features } = await readStoredConfig(db);
    return { result: await userConfig(db, userOf(request).id, features.identification) };
  });
}

/** The user configuration of SPEC.md section 3, from users (002, 010) and the office tables (041). */
export async function userConfig(db: Queryable, userId: number, identificationEnabled: boolean): Promise<UserConfig> {
  const u = await db.one<{
    id: number; login: string; email: string | null; phone: string | null; phone_code: string | null; user_name: string | null;
    user_surname: string | null; birth_date: string | null; country_id: number | null; activation_type: 0 | 1 | 2 | 3;
    ban_level: number; ban_version: number; currency: string;
  }>(
    `SELECT id, login, email, phone, phone_code, user_name, user_surname, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, country_id, activation_type, ban_level, ban_version, currency
       FROM users WHERE id = $1`,
    [userId],
  );
  if (!u) throw new Error(`user ${userId} vanished`);
  const p = await db.one<{ document_type_id: number; passport_series: string; passport_number: string; passport_date: string | null;
    passport_end_date: string | null; registration_address: string; inn: string }>(
    `SELECT document_type_id, passport_series, passport_number, to_char(passport_date, 'YYYY-MM-DD') AS passport_date,
            to_char(passport_end_date, 'YYYY-MM-DD') AS passport_end_date, registration_address, inn FROM user_profiles WHERE user_id = $1`,
    [userId],
  );
  const s = await db.one<{ password_changed_at: Date | null; totp_enabled: boolean; phone_bound: string | null; security_answer_hash: string | null; email_auth: boolean }>(
    'SELECT password_changed_at, totp_enabled, phone_bound, security_answer_hash, email_auth FROM user_security WHERE user_id = $1',
    [userId],
  );
  const docs = await db.query<{ purpose: string; doc_kind: string; status: number }>(
    'SELECT purpose, doc_kind, status FROM user_documents WHERE user_id = $1 ORDER BY id DESC',
    [userId],
  );
  const deposits = await db.one<{ n: number }>(`SELECT COUNT(*)::int AS n FROM payments WHERE user_id = $1 AND direction = 'deposit' AND status_id = 2`, [userId]);
  const methods: ProtectionMethods = {
    is_changed_password: Boolean(s?.password_changed_at),
    enable_two_factor_auth: Boolean(s?.totp_enabled),
    enable_phone_binding: Boolean(s?.phone_bound),
    enable_security_question: Boolean(s?.security_answer_hash),
    enable_email_auth: Boolean(s?.email_auth),
  };
  const verification = docs.filter((d) => d.purpose === 'verification');
  const accepted = verification.filter((d) => d.status === 1);
  const verificationStatus = accepted.length > 0 ? 2 : verification.some((d) => d.status === 0) ? 1 : verification.length > 0 ? 3 : 0;
  const identified = docs.some((d) => d.purpose === 'identification' && d.status === 1);
  return {
    user_id: u.id,
    login: u.login,
    currency: u.currency,
    phone_number: u.phone,
    phone_code: u.phone_code,
    user_email: u.email,
    user_name: u.user_name,
    user_country_code: null,
    user_country_id: u.country_id,
    activation_type: u.activation_type,
    protection_level: protectionLevelOf(methods),
    protection_methods: methods,
    ban_level: u.ban_level,
    ban_version: u.ban_version,
    verification_status: verificationStatus,
    verification_types: [...new Set(accepted.map((d) => d.doc_kind))],
    has_deposit: (deposits?.n ?? 0) > 0,
    is_need_identification: identificationEnabled && !identified,
    user_data: {
      date_birthday: isoDate(u.birth_date),
      document_type_id: p?.document_type_id ?? null,
      inn: p?.inn || null,
      name: u.user_name,
      passport: p ? `${p.passport_series} ${p.passport_number}`.trim() || null : null,
      passport_date: isoDate(p?.passport_date ?? null),
      passport_end_date: isoDate(p?.passport_end_date ?? null),
      registration_address: p?.registration_address || null,
      surname: u.user_surname,
    },
  };
}

/** A date selected as to_char(..., 'YYYY-MM-DD') (never a Date: engines disagree on time zones for `date`). */
export function isoDate(d: string | null | undefined): string | null {
  return d ? d.slice(0, 10) : null;
}
