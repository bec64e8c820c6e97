import type { Account, AccountData } from '../schemas/accounts';

// The accounts state's shape and its empty value (C13), apart from accounts.ts: every page needs the empty state at
// once (the coupon's account), the code that loads the accounts comes on demand (accounts-services.ts).

export interface AccountsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  all: Account[];
  active: Account | null;
  main: Account | null;
  bonus: AccountData['bonus'];
  isAvailableFirstDepositBonus: boolean;
  withdrawable: number;
  convertStatus: AccountData['convert_status'];
  /** Flags of the add, delete and change processes (SPEC.md section 3). */
  adding: string | null;
  deleting: number | null;
  changing: number | null;
  /** The last failure's message (the data shown stays the last good one). */
  error: string | null;
}

export const INITIAL_ACCOUNTS_STATE: AccountsState = {
  status: 'idle', all: [], active: null, main: null, bonus: null, isAvailableFirstDepositBonus: false, withdrawable: 0,
  convertStatus: 0, adding: null, deleting: null, changing: null, error: null,
};

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
