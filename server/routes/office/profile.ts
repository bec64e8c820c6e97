import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../../context.ts';
import { requireUser, userOf } from '../../auth/current-user.ts';
import { parseInput } from '../../validate.ts';
import {
  DEFAULT_PREFERENCES, PreferencesSchema, SettingsSchema, SubscriptionsSchema, personalDataSchema,
  type PersonalData, type Preferences, type Settings,
} from '../../../streams/schemas/office.ts';

// Office: personal data (office/account) and settings (office/settings, B25 preferences and subscription flags).

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export function registerOfficeProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const auth = { preHandler: requireUser };

  async function personal(userId: number): Promise<PersonalData> {
    const row = await db.one<Record<string, unknown>>(
      `SELECT u.login, u.email, u.phone, COALESCE(u.user_name, '') AS user_name, COALESCE(u.user_surname, '') AS user_surname,
              COALESCE(to_char(u.birth_date, 'YYYY-MM-DD'), '') AS user_birthday_date, u.created_at,
              COALESCE(p.middle_name, '') AS user_middle_name, COALESCE(p.birth_place, '') AS user_birthday_place,
              COALESCE(p.country, '') AS country, COALESCE(p.region, '') AS region, COALESCE(p.city, '') AS city,
              COALESCE(p.registration_address, '') AS registration_address, COALESCE(p.document_type_id, 1) AS document_type_id,
              COALESCE(p.passport_series, '') AS passport_series, COALESCE(p.passport_number, '') AS passport_number,
              COALESCE(to_char(p.passport_date, 'YYYY-MM-DD'), '') AS passport_date,
              COALESCE(to_char(p.passport_end_date, 'YYYY-MM-DD'), '') AS passport_end_date,
              COALESCE(p.passport_issued_by, '') AS passport_issued_by, COALESCE(p.inn, '') AS inn,
              (SELECT id FROM accounts WHERE user_id = u.id AND type = 0) AS user_main_id,
              (SELECT id FROM accounts WHERE user_id = u.id AND is_active) AS user_active_id
         FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    if (!row) throw new Error(`user ${userId} vanished`);
    return {
      ...(row as unknown as Omit<PersonalData, 'registered_at'>),
      document_type_id: Number(row.document_type_id) as 1 | 2 | 3,
      registered_at: new Date(row.created_at as Date).toISOString(),
    };
  }

  app.get('/web-api/office/personal', auth, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return personal(userOf(request).id);
  });

  app.put('/web-api/office/personal', auth, async (request, reply) => {
    const userId = userOf(request).id;
    const body = parseInput(personalDataSchema(todayIso()), request.body, 'body');
    const orNull = (s: string) => (s === '' ? null : s);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET user_name = $2, user_surname = $3, birth_date = $4::date WHERE id = $1',
        [userId, body.user_name, body.user_surname, body.user_birthday_date]);
      await tx.query(
        `INSERT INTO user_profiles (user_id, middle_name, birth_place, country, region, city, registration_address, document_type_id,
                                    passport_series, passport_number, passport_date, passport_end_date, passport_issued_by, inn, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12::date, $13, $14, now())
         ON CONFLICT (user_id) DO UPDATE SET middle_name = $2, birth_place = $3, country = $4, region = $5, city = $6,
           registration_address = $7, document_type_id = $8, passport_series = $9, passport_number = $10, passport_date = $11::date,
           passport_end_date = $12::date, passport_issued_by = $13, inn = $14, updated_at = now()`,
        [userId, body.user_middle_name, body.user_birthday_place, body.country, body.region, body.city, body.registration_address,
          body.document_type_id, body.passport_series, body.passport_number.toUpperCase(), orNull(body.passport_date),
          orNull(body.passport_end_date), body.passport_issued_by, body.inn],
      );
    });
    void reply.header('cache-control', 'no-store');
    return personal(userId);
  });

  async function settings(userId: number): Promise<Settings> {
    const row = await db.one<{ prefs: unknown; enable_mail_news: boolean; enable_sms_news: boolean; enable_mail_deposit: boolean | null; enable_mail_bets: boolean | null }>(
      `SELECT p.prefs, u.enable_mail_news, u.enable_sms_news, p.enable_mail_deposit, p.enable_mail_bets
         FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    // A stored value that no longer fits the schema (an older release) falls back field by field to the defaults.
    const stored = (row?.prefs && typeof row.prefs === 'object' ? row.prefs : {}) as Record<string, unknown>;
    const prefs = { ...DEFAULT_PREFERENCES } as Record<string, unknown>;
    for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) {
      const candidate = { ...DEFAULT_PREFERENCES, [key]: stored[key] };
      if (stored[key] !== undefined && v.safeParse(PreferencesSchema, candidate).success) prefs[key] = stored[key];
    }
    return {
      prefs: prefs as Preferences,
      subscriptions: {
        enable_mail_news: row?.enable_mail_news ?? true,
        enable_mail_deposit: row?.enable_mail_deposit ?? true,
        enable_mail_bets: row?.enable_mail_bets ?? false,
        enable_sms_news: row?.enable_sms_news ?? false,
      },
    };
  }

  app.get('/web-api/office/settings', auth, async (request, reply): Promise<Settings> => {
    void reply.header('cache-control', 'no-store');
    return settings(userOf(request).id);
  });

  const SettingsPatch = v.object({ prefs: v.optional(v.partial(PreferencesSchema)), subscriptions: v.optional(v.partial(SubscriptionsSchema)) });

  app.put('/web-api/office/settings', auth, async (request, reply): Promise<Settings> => {
    const userId = userOf(request).id;
    const patch = parseInput(SettingsPatch, request.body, 'body');
    const current = await settings(userId);
    const next = v.parse(SettingsSchema, { prefs: { ...current.prefs, ...patch.prefs }, subscriptions: { ...current.subscriptions, ...patch.subscriptions } });
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET enable_mail_news = $2, enable_sms_news = $3 WHERE id = $1',
        [userId, next.subscriptions.enable_mail_news, next.subscriptions.enable_sms_news]);
      await tx.query(
        `INSERT INTO user_preferences (user_id, prefs, enable_mail_deposit, enable_mail_bets, updated_at) VALUES ($1, $2::jsonb, $3, $4, now())
         ON CONFLICT (user_id) DO UPDATE SET prefs = $2::jsonb, enable_mail_deposit = $3, enable_mail_bets = $4, updated_at = now()`,
        [userId, JSON.stringify(next.prefs), next.subscriptions.enable_mail_deposit, next.subscriptions.enable_mail_bets],
      );
    });
    void reply.header('cache-control', 'no-store');
    return next;
  });
}
