import crypto from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { touchPlayTime } from '../limits/play-time.ts';
import { createAccount } from '../money/ledger.ts';
import type { RegType } from '../../streams/schemas/auth.ts';

// People (issue 3). A user's login is their account number (the id as text), so "login by id" always works;
// e-mail and phone are further ways to find the same person. Registration creates the user and the main account
// in the chosen currency in one transaction (contract with the money engineers).

export interface NewUser {
  regType: RegType;
  currency: string;
  countryId: number | null;
  passwordHash: string;
  email?: string | null;
  phone?: string | null;
  phoneCode?: string | null;
  userName?: string | null;
  userSurname?: string | null;
  birthDate?: string | null;
  refCode?: string | null;
  referral?: Record<string, string>;
  bonusChoice?: 0 | 1 | 2;
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  /** The terms version agreed to at registration. */
  termsVersion: number;
}

export interface UserAuthRow {
  id: number;
  login: string;
  password_hash: string | null;
  ban_level: number;
  ban_version: number;
  token_version: number;
  currency: string;
  email: string | null;
  phone: string | null;
  two_step_enabled: boolean;
  navigation_blocked: boolean;
}

const AUTH_COLUMNS = 'id, login, password_hash, ban_level, ban_version, token_version, currency, email, phone, two_step_enabled, navigation_blocked';

/** Inserts the user (login = id) and their active main account; call inside a transaction. */
export async function createUser(tx: Queryable, u: NewUser): Promise<{ id: number; login: string; accountId: number }> {
  const activation = u.email && u.phone ? 2 : u.phone ? 3 : u.email ? 1 : 0;
  const row = await tx.one<{ id: number; login: string }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id)
     INSERT INTO users (id, login, password_hash, currency, country_id, reg_type, first_deposit_bonus_choice, email, phone, phone_code,
                        user_name, user_surname, birth_date, ref_code, referral_values, email_confirmed, phone_confirmed,
                        activation_type, terms_version, terms_accepted_at, last_login_at)
     SELECT n.id, n.id::text, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12, $13::jsonb, $14, $15, $16, $17, now(), now() FROM n
     RETURNING id, login`,
    [
      u.passwordHash, u.currency, u.countryId, u.regType, u.bonusChoice ?? 0, u.email ?? null, u.phone ?? null, u.phoneCode ?? null,
      u.userName ?? null, u.userSurname ?? null, u.birthDate ?? null, u.refCode || null, JSON.stringify(u.referral ?? {}),
      u.emailConfirmed ?? false, u.phoneConfirmed ?? false, activation, u.termsVersion,
    ],
  );
  if (!row) throw new Error('user insert returned nothing');
  const account = await createAccount(tx, { userId: row.id, type: 0, currency: u.currency, active: true });
  return { id: row.id, login: row.login, accountId: account.id };
}

/** The user behind "e-mail or account id" (C08), or null. */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserAuthRow | null> {
  const value = login.trim();
  if (value.includes('@')) return db.one<UserAuthRow>(`SELECT ${AUTH_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [value]);
  if (!/^\d{1,12}$/.test(value)) return db.one<UserAuthRow>(`SELECT ${AUTH_COLUMNS} FROM users WHERE login = $1`, [value]);
  return db.one<UserAuthRow>(`SELECT ${AUTH_COLUMNS} FROM users WHERE login = $1`, [String(Number(value))]);
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserAuthRow | null> {
  return db.one<UserAuthRow>(`SELECT ${AUTH_COLUMNS} FROM users WHERE phone = $1`, [phone]);
}

export async function findUserById(db: Queryable, id: number): Promise<UserAuthRow | null> {
  return db.one<UserAuthRow>(`SELECT ${AUTH_COLUMNS} FROM users WHERE id = $1`, [id]);
}

/** The full phone as stored: country code and national number, digits only. */
export const fullPhone = (code: string, number: string) => `${code.replace(/\D/g, '')}${number.replace(/\D/g, '')}`;

/** Readable, unambiguous generated password (fast_reg): 10 characters with letters and digits. */
export function generatePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  for (;;) {
    let out = '';
    for (let i = 0; i < 10; i++) out += all[crypto.randomInt(all.length)];
    if (/[a-zA-Z]/.test(out) && /\d/.test(out)) return out;
  }
}

export async function setPassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  // A new password logs out every device (token_version).
  await tx.query('UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1', [userId, passwordHash]);
}

export async function touchLogin(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
  // A login is play time's touch too, so the session limit (31) goes on counting where the last session stopped.
  await touchPlayTime(db, userId, Date.now());
}

/** Ends every token of the user (logout, C18 captcha logout, password change). */
export async function bumpTokenVersion(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
}
