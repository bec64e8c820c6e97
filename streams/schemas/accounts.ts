import * as v from 'valibot';
import { Count, Id, Int4, Major } from './numbers';

// Accounts and user configuration (SPEC.md section 3 "Accounts" and "User configuration", C13). Shared by the
// client (every answer is validated) and the server (answers are built to these types; tests parse them).
//
// Calls (server/routes/accounts.ts):
//   GET  /web-api/account/data                 -> AccountData (balance = the active account, bonus, all_accounts, ...)
//   POST /web-api/account/active {id}          -> AccountData (change the active account)
//   GET  /web-api/office/currency/list         -> CurrencyList (currencies a user may still open)
//   POST /web-api/office/currency/add {iso}    -> OfficeMessage (the account appears shortly after: T14 polls)
//   POST /web-api/office/currency/remove {id}  -> OfficeMessage
//   POST /web-api/office/account/convert {iso} | {id} -> AccountData (R17: status 1 {iso}, status 2 {id})
//   GET  /web-api/user/config                  -> { result: UserConfig } (no cache)

/** B12: account type ids (0 main, 4 bonus, 9 additional currency). */
export const AccountTypeSchema = v.picklist([0, 4, 9]);

export const AccountSchema = v.object({
  id: Count,
  type: AccountTypeSchema,
  iso: v.string(),
  symbol: v.string(),
  /** Balance in major units (the ledger sum, exact to the currency's decimals). */
  money: Major,
  currencyId: Count,
  isActive: v.boolean(),
  label: v.string(),
  points: Count,
  /** True when this account's balance is shown as points (cashback option 1, B25). */
  isPointsTypeBalance: v.boolean(),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const BonusBalanceSchema = v.object({ idBonus: Count, money: Major });
export type BonusBalance = v.InferOutput<typeof BonusBalanceSchema>;

/** Convert-account status (SPEC.md section 3): 0 not allowed, 1 main account allowed, 2 additional account allowed. */
export const ConvertStatusSchema = v.picklist([0, 1, 2]);
export type ConvertStatus = v.InferOutput<typeof ConvertStatusSchema>;

export const AccountDataSchema = v.object({
  /** The active account, null while none is active (T15 refreshes until one is). */
  balance: v.nullable(AccountSchema),
  bonus: v.nullable(BonusBalanceSchema),
  all_accounts: v.array(AccountSchema),
  is_available_first_deposit_bonus: v.boolean(),
  /** Money that may be withdrawn from the active account now (major units). */
  withdrawable: v.optional(Major, 0),
  convert_status: v.optional(ConvertStatusSchema, 0),
});
export type AccountData = v.InferOutput<typeof AccountDataSchema>;

export const CurrencyOptionSchema = v.object({ iso: v.string(), symbol: v.string(), currencyId: Count });
export const CurrencyListSchema = v.object({ currencies: v.array(CurrencyOptionSchema) });
export type CurrencyOption = v.InferOutput<typeof CurrencyOptionSchema>;

/** The office API's answer to add/remove currency and other simple actions. */
export const OfficeMessageSchema = v.object({ message: v.string() });
export type OfficeMessage = v.InferOutput<typeof OfficeMessageSchema>;

export const ChangeActiveBodySchema = v.object({ id: Id });
export const AddCurrencyBodySchema = v.object({ iso: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency')) });
export const RemoveCurrencyBodySchema = v.object({ id: Id });
/** R17: convert status 1 gives the main account another currency ({iso}); status 2 makes an additional account main ({id}). */
export const ConvertAccountBodySchema = v.union([
  v.strictObject({ iso: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency')) }),
  v.strictObject({ id: Id }),
]);
export type ConvertAccountBody = v.InferOutput<typeof ConvertAccountBodySchema>;

// ------------------------------------------------------------------------------------------- user configuration

/** activation_type: 0 none, 1 e-mail, 2 both, 3 phone. */
export const ActivationTypeSchema = v.picklist([0, 1, 2, 3]);

export const ProtectionMethodsSchema = v.object({
  is_changed_password: v.boolean(),
  enable_two_factor_auth: v.boolean(),
  enable_phone_binding: v.boolean(),
  enable_security_question: v.boolean(),
  enable_email_auth: v.boolean(),
});
export type ProtectionMethods = v.InferOutput<typeof ProtectionMethodsSchema>;

export const UserDataSchema = v.object({
  date_birthday: v.nullable(v.string()),
  document_type_id: v.nullable(Count),
  inn: v.nullable(v.string()),
  name: v.nullable(v.string()),
  passport: v.nullable(v.string()),
  passport_date: v.nullable(v.string()),
  passport_end_date: v.nullable(v.string()),
  registration_address: v.nullable(v.string()),
  surname: v.nullable(v.string()),
});

export const UserConfigSchema = v.object({
  user_id: Count,
  login: v.string(),
  currency: v.string(),
  phone_number: v.nullable(v.string()),
  phone_code: v.nullable(v.string()),
  user_email: v.nullable(v.string()),
  user_name: v.nullable(v.string()),
  user_country_code: v.nullable(v.string()),
  user_country_id: v.nullable(Count),
  activation_type: ActivationTypeSchema,
  protection_level: Int4,
  protection_methods: ProtectionMethodsSchema,
  ban_level: Int4,
  ban_version: v.optional(Int4, 2),
  /** 0 not verified, 1 documents under review, 2 verified, 3 rejected. */
  verification_status: Int4,
  verification_types: v.array(v.string()),
  has_deposit: v.boolean(),
  is_need_identification: v.boolean(),
  user_data: UserDataSchema,
});
export type UserConfig = v.InferOutput<typeof UserConfigSchema>;
export const UserConfigAnswerSchema = v.object({ result: UserConfigSchema });

/** B13: weights of the protection methods; the level is their sum (0-100). */
export const PROTECTION_WEIGHTS: Readonly<Record<keyof ProtectionMethods, number>> = {
  is_changed_password: 20,
  enable_two_factor_auth: 30,
  enable_phone_binding: 20,
  enable_security_question: 15,
  enable_email_auth: 15,
};

export function protectionLevelOf(methods: ProtectionMethods): number {
  let level = 0;
  for (const key of Object.keys(PROTECTION_WEIGHTS) as (keyof ProtectionMethods)[]) if (methods[key]) level += PROTECTION_WEIGHTS[key];
  return Math.min(100, level);
}
