import * as v from 'valibot';
import type { ConfigGroups } from '../schemas/site-config';
import type { RegistrationSettings } from './types';
import { AUTO_LOGOFF_DEFAULT_MINUTES, REGISTRATION_REMINDER_DEFAULT_DELAY_MS, REGISTRATION_REMINDER_DEFAULT_INTERVAL_MINUTES } from '../timing';

// Settings of the accounts area from the config groups `registration` (B20, T37) and `session` (T27), validated,
// with defaults for anything missing or malformed. Loaded on demand (not on the home page's start-up path).

export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  mode: 'modal',
  types: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
  defaultType: 'fast_reg',
  bonusChoices: [0, 1, 2],
  credentialSaveOptions: [0, 1, 2],
  socialProviders: [],
  reminderDelaySec: REGISTRATION_REMINDER_DEFAULT_DELAY_MS / 1000,
  reminderIntervalMin: REGISTRATION_REMINDER_DEFAULT_INTERVAL_MINUTES,
  transferRequired: false,
};

const RegistrationGroupSchema = v.object({
  mode: v.optional(v.picklist(['modal', 'route', 'widget']), 'modal'),
  types: v.optional(v.array(v.picklist(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'])), DEFAULT_REGISTRATION_SETTINGS.types),
  defaultType: v.optional(v.picklist(['fast_reg', 'phone_reg', 'full_reg', 'soc_reg']), 'fast_reg'),
  bonusChoices: v.optional(v.array(v.number()), [0, 1, 2]),
  credentialSaveOptions: v.optional(v.array(v.number()), [0, 1, 2]),
  socialProviders: v.optional(v.array(v.string()), []),
  reminderDelaySec: v.optional(v.pipe(v.number(), v.minValue(0)), DEFAULT_REGISTRATION_SETTINGS.reminderDelaySec),
  reminderIntervalMin: v.optional(v.pipe(v.number(), v.minValue(0)), DEFAULT_REGISTRATION_SETTINGS.reminderIntervalMin),
  /** B21: customers must transfer their account from the previous platform (the user-transfer modal). */
  userTransferRequired: v.optional(v.boolean(), false),
});

/** The registration settings of a config group answer; anything malformed falls back to the defaults. */
export function registrationSettingsOf(groups: ConfigGroups | null): RegistrationSettings {
  const parsed = v.safeParse(RegistrationGroupSchema, groups?.['registration'] ?? {});
  if (!parsed.success) return DEFAULT_REGISTRATION_SETTINGS;
  const { userTransferRequired, ...rest } = parsed.output;
  return { ...rest, transferRequired: userTransferRequired };
}

/** The configured auto-logoff minutes of the `session` group (T27), else the default. */
export function autoLogoffMinutesOf(groups: ConfigGroups | null): number {
  const value = groups?.['session']?.['autoLogoffMinutes'];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : AUTO_LOGOFF_DEFAULT_MINUTES;
}


/** T27 default when the session group says nothing. */
export const AUTO_LOGOFF_MINUTES_DEFAULT = AUTO_LOGOFF_DEFAULT_MINUTES;
