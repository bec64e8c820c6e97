import { hashPassword } from '../../../server/auth/passwords.ts';
import { loadJwtSecret, signUserToken } from '../../../server/auth/user-token.ts';
import type { Db } from '../../../server/db/index.ts';
import { createAccount } from '../../../server/money/ledger.ts';

// Users for the money and office tests, made with the core directly (registration belongs to the accounts
// issue): a user row, a main account (type 0, active) in the user's currency, and a bearer token.

export interface MoneyUser {
  id: number;
  login: string;
  password: string;
  mainAccountId: number;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

export async function createMoneyUser(db: Db, options: { currency?: string; banLevel?: number; banVersion?: 1 | 2; password?: string; login?: string } = {}): Promise<MoneyUser> {
  counter += 1;
  const login = options.login ?? `money-user-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const password = options.password ?? 'Secret-pass-1';
  const currency = options.currency ?? 'RUB';
  const user = await db.one<{ id: number }>(
    'INSERT INTO users (login, email, password_hash, currency, ban_level, ban_version) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [login, `${login}@example.test`, await hashPassword(password), currency, options.banLevel ?? 0, options.banVersion ?? 2],
  );
  const main = await db.transaction((tx) => createAccount(tx, { userId: user!.id, type: 0, currency, active: true }));
  const token = await signUserToken(await loadJwtSecret(db), { id: user!.id, banLevel: options.banLevel ?? 0, tokenVersion: 0 });
  return { id: user!.id, login, password, mainAccountId: main.id, token, headers: { authorization: `Bearer ${token}` } };
}

let keyCounter = 0;
/** A fresh Idempotency-Key. */
export function newKey(): string {
  keyCounter += 1;
  return `k-${process.pid}-${keyCounter}-${Math.random().toString(36).slice(2, 10)}`;
}
