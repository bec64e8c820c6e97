import * as v from 'valibot';
import { map, type Observable } from 'rxjs';
import type { Http } from '../core/http';
import { HttpError } from '../core/http';
import { OfficeMessageSchema, UserConfigAnswerSchema, type OfficeMessage, type UserConfig } from '../schemas/accounts';
import {
  BonusesSchema, CashbackSchema, ChangePasswordAnswerSchema, DocumentListSchema, DocumentSchema, IdeaListSchema, PaymentRequestListSchema,
  PersonalDataSchema, PhoneSendAnswerSchema, PromoAnswerSchema, PromoListSchema, ReferralSchema, RewardsSchema, SecuritySchema, SettingsSchema, TicketListSchema,
  TicketThreadSchema, TotpEnabledAnswerSchema, TotpSetupAnswerSchema,
  type Bonuses, type Cashback, type ChangePasswordBody, type PersonalData, type PersonalDataInput, type PhoneSendAnswer, type Preferences, type Referral,
  type Security, type Settings, type Subscriptions, type TotpEnabledAnswer,
} from '../schemas/office';

// The personal office API (server/routes/office*.ts) as Observables. Every call is authorised and not cached;
// the pages hold no state of their own beyond their forms.

export interface OfficeApi {
  userConfig$(): Observable<UserConfig>;
  personal$(): Observable<PersonalData>;
  savePersonal$(body: PersonalDataInput): Observable<PersonalData>;
  settings$(): Observable<Settings>;
  saveSettings$(patch: { prefs?: Partial<Preferences>; subscriptions?: Partial<Subscriptions> }): Observable<Settings>;
  security$(): Observable<Security>;
  changePassword$(body: ChangePasswordBody): Observable<{ message: string; token: string }>;
  totpSetup$(): Observable<{ secret: string; otpauthUrl: string }>;
  /** Turns 2FA on; the answer carries the recovery codes, the only time they are shown. */
  totpEnable$(code: string): Observable<TotpEnabledAnswer>;
  /** `code`: with 2FA on, the sensitive changes need a code of the app or a recovery code (issue 20 #3). */
  totpDisable$(code: string): Observable<Security>;
  phoneSend$(phone: string): Observable<PhoneSendAnswer>;
  phoneConfirm$(code: string): Observable<Security>;
  phoneUnbind$(code?: string): Observable<Security>;
  setQuestion$(questionId: number, answer: string): Observable<Security>;
  removeQuestion$(code?: string): Observable<Security>;
  setEmailAuth$(enabled: boolean): Observable<Security>;
  bonuses$(): Observable<Bonuses>;
  setBonusChoice$(choice: 0 | 1 | 2): Observable<OfficeMessage>;
  cashback$(programme: 'vip' | 'premium'): Observable<Cashback>;
  claimCashback$(programme: 'vip' | 'premium'): Observable<Cashback>;
  promoList$(): Observable<v.InferOutput<typeof PromoListSchema>>;
  activatePromo$(code: string): Observable<v.InferOutput<typeof PromoAnswerSchema>>;
  referral$(): Observable<Referral>;
  claimReferral$(): Observable<Referral>;
  rewards$(): Observable<v.InferOutput<typeof RewardsSchema>>;
  claimReward$(id: string): Observable<v.InferOutput<typeof RewardsSchema>>;
  tickets$(): Observable<v.InferOutput<typeof TicketListSchema>>;
  /** R18: the player's appeals (support tickets of the topic appeal) with their states. */
  appeals$(): Observable<v.InferOutput<typeof TicketListSchema>>;
  ticket$(id: number): Observable<v.InferOutput<typeof TicketThreadSchema>>;
  createTicket$(body: { category: string; subject: string; message: string }): Observable<v.InferOutput<typeof TicketThreadSchema>>;
  replyTicket$(id: number, message: string): Observable<v.InferOutput<typeof TicketThreadSchema>>;
  closeTicket$(id: number): Observable<v.InferOutput<typeof TicketThreadSchema>>;
  documents$(purpose: 'verification' | 'identification'): Observable<v.InferOutput<typeof DocumentListSchema>>;
  uploadDocument$(purpose: 'verification' | 'identification', kind: string, file: Blob, fileName: string): Observable<v.InferOutput<typeof DocumentListSchema>>;
  removeDocument$(id: number): Observable<v.InferOutput<typeof DocumentListSchema>>;
  ideas$(): Observable<v.InferOutput<typeof IdeaListSchema>>;
  shareIdea$(body: { category: string; text: string }): Observable<OfficeMessage>;
  paymentRequests$(): Observable<v.InferOutput<typeof PaymentRequestListSchema>>;
  createPaymentRequest$(body: { topicId: string; subTopicId?: string | null; paymentId?: number | null; text: string }): Observable<{ id: number; message: string }>;
}

export function createOfficeApi(http: Http, newFormData: () => FormData): OfficeApi {
  const get = <T>(url: string, schema: v.GenericSchema<unknown, T>, query?: Record<string, string>) =>
    http.request$({ url, schema, auth: true, cache: 'no-store', ...(query ? { query } : {}) });
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, schema: v.GenericSchema<unknown, T>, body?: unknown) =>
    http.request$({ method, url, schema, auth: true, ...(body === undefined ? {} : { body }) });
  const created = v.object({ id: v.number(), message: v.string() });

  return {
    userConfig$: () => get('/web-api/user/config', UserConfigAnswerSchema).pipe(map((a) => a.result)),
    personal$: () => get('/web-api/office/personal', PersonalDataSchema),
    savePersonal$: (body) => send('PUT', '/web-api/office/personal', PersonalDataSchema, body),
    settings$: () => get('/web-api/office/settings', SettingsSchema),
    saveSettings$: (patch) => send('PUT', '/web-api/office/settings', SettingsSchema, patch),
    security$: () => get('/web-api/office/security', SecuritySchema),
    changePassword$: (body) => send('POST', '/web-api/office/security/password', ChangePasswordAnswerSchema, body),
    totpSetup$: () => send('POST', '/web-api/office/security/totp/setup', TotpSetupAnswerSchema),
    totpEnable$: (code) => send('POST', '/web-api/office/security/totp/enable', TotpEnabledAnswerSchema, { code }),
    totpDisable$: (code) => send('POST', '/web-api/office/security/totp/disable', SecuritySchema, { code }),
    phoneSend$: (phone) => send('POST', '/web-api/office/security/phone/send', PhoneSendAnswerSchema, { phone }),
    phoneConfirm$: (code) => send('POST', '/web-api/office/security/phone/confirm', SecuritySchema, { code }),
    phoneUnbind$: (code) => send('POST', '/web-api/office/security/phone/unbind', SecuritySchema, code ? { code } : {}),
    setQuestion$: (questionId, answer) => send('PUT', '/web-api/office/security/question', SecuritySchema, { questionId, answer }),
    removeQuestion$: (code) => send('DELETE', '/web-api/office/security/question', SecuritySchema, code ? { code } : {}),
    setEmailAuth$: (enabled) => send('PUT', '/web-api/office/security/email-auth', SecuritySchema, { enabled }),
    bonuses$: () => get('/web-api/office/bonuses', BonusesSchema),
    setBonusChoice$: (choice) => send('PUT', '/web-api/office/bonuses/choice', OfficeMessageSchema, { choice }),
    cashback$: (programme) => get(`/web-api/office/cashback/${programme}`, CashbackSchema),
    claimCashback$: (programme) => send('POST', `/web-api/office/cashback/${programme}/claim`, CashbackSchema),
    promoList$: () => get('/web-api/office/promo', PromoListSchema),
    activatePromo$: (code) => send('POST', '/web-api/office/promo', PromoAnswerSchema, { code }),
    referral$: () => get('/web-api/office/referral', ReferralSchema),
    claimReferral$: () => send('POST', '/web-api/office/referral/claim', ReferralSchema),
    rewards$: () => get('/web-api/office/rewards', RewardsSchema),
    claimReward$: (id) => send('POST', `/web-api/office/rewards/${encodeURIComponent(id)}/claim`, RewardsSchema),
    tickets$: () => get('/web-api/office/support/tickets', TicketListSchema),
    appeals$: () => get('/web-api/office/support/tickets', TicketListSchema, { category: 'appeal' }),
    ticket$: (id) => get(`/web-api/office/support/tickets/${id}`, TicketThreadSchema),
    createTicket$: (body) => send('POST', '/web-api/office/support/tickets', TicketThreadSchema, body),
    replyTicket$: (id, message) => send('POST', `/web-api/office/support/tickets/${id}/messages`, TicketThreadSchema, { message }),
    closeTicket$: (id) => send('POST', `/web-api/office/support/tickets/${id}/close`, TicketThreadSchema),
    documents$: (purpose) => get('/web-api/office/documents', DocumentListSchema, { purpose }),
    uploadDocument$: (purpose, kind, file, fileName) => {
      const form = newFormData();
      form.append('purpose', purpose);
      form.append('kind', kind);
      form.append('file', file, fileName);
      return http.request$({ method: 'POST', url: '/web-api/office/documents', form, schema: v.object({ document: DocumentSchema, ...DocumentListSchema.entries }), auth: true });
    },
    removeDocument$: (id) => send('DELETE', `/web-api/office/documents/${id}`, DocumentListSchema),
    ideas$: () => get('/web-api/office/ideas', IdeaListSchema),
    shareIdea$: (body) => send('POST', '/web-api/office/ideas', OfficeMessageSchema, body),
    paymentRequests$: () => get('/web-api/office/payment-requests', PaymentRequestListSchema),
    createPaymentRequest$: (body) => send('POST', '/web-api/office/payment-requests', created, body),
  };
}

/**
 * Field-level problems of a refused call: the server answers 400 with details "<field>: <key>" (the same keys the
 * shared schemas use). Anything else has no field and is shown as a form error.
 */
export function fieldErrorsOf(err: unknown): { fields: Record<string, string>; general: string | null } {
  const fields: Record<string, string> = {};
  if (!(err instanceof HttpError)) return { fields, general: err instanceof Error ? err.message : 'error' };
  for (const line of err.details) {
    const m = /^([A-Za-z_][\w.]*): ([a-z_]+)$/.exec(line);
    if (m && !fields[m[1]!]) fields[m[1]!] = m[2]!;
  }
  return { fields, general: Object.keys(fields).length > 0 ? null : err.message };
}

/** Client-side check with a shared schema: the first problem per field, as message keys. */
export function validateFields<S extends v.GenericSchema>(schema: S, input: unknown): { ok: true; value: v.InferOutput<S> } | { ok: false; fields: Record<string, string> } {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!fields[path]) fields[path] = /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid';
  }
  return { ok: false, fields };
}
