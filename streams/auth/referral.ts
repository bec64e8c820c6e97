import { ignoreElements, tap, type Observable } from 'rxjs';
import type { Cookies } from '../core/cookies';
import {
  BF_COOKIE_MS, POSTBACK_WATCHER_COOKIE_MS, POSTBACK_WATCHER_NO_PB_COOKIE_MS, REFERERID_COOKIE_MS, REFLINKID_COOKIE_MS,
  REFLINKID_SHORT_COOKIE_MS, REF_PARTNER_ID_CLICK_ID_COOKIE_MS, REF_PARTNER_ID_COOKIE_MS, SUBID_COOKIE_MS,
} from '../timing';

// B24 / T40: referral query parameters are saved to cookies with their lifetimes, and sent with the registration.
// SPEC.md names the parameters and the cookies but not which parameter feeds which cookie; our mapping:
//   ref                         -> refererid (60 d), and reflinkid (60 d)
//   utm_source without ref      -> reflinkid (1 h: a campaign visit, not a partner link)
//   click_id                    -> ref_partner_id (30 d); else btag | tag | qtag | affid -> ref_partner_id (60 d)
//   bf                          -> bf (1 d, bring-a-friend)
//   subid                       -> subid (60 d)
//   pb                          -> postback_watcher = pb (30 d); without pb: postback_watcher = 0 (4 s)
//   all referral parameters     -> referral_values (JSON, 60 d)
//   payment_consultant=1        -> payment_consultant (functional, 30 d): the server reads it when the player opens
//                                  a support chat, which then goes to the payment consultants (server/routes/extras)
// Referral cookies are marketing cookies; payment_consultant is functional. Consent decides which are written, and
// nothing is written before it is known (the consent service, streams/consent/consent.ts, tells it: the visitor's
// answer, or ALL when the popup is off by config); a registration in the same visit sends this visit's values anyway
// (kept in memory, not in cookies).

export const REFERRAL_PARAMS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'click_id', 'utm_source', 'aip', 'pb', 'subid'] as const;
export const REFERRAL_COOKIES = ['refererid', 'referral_values', 'ref_partner_id', 'reflinkid', 'postback_watcher', 'subid', 'bf'] as const;
/** Configured value (SPEC.md gives none): the payment-consultant flag lasts 30 days. */
export const PAYMENT_CONSULTANT_COOKIE_MS = 30 * 24 * 3600 * 1000;
/** The cookie of a payment consultant's link (value '1'). */
export const PAYMENT_CONSULTANT_COOKIE = 'payment_consultant';

export interface Consent {
  functional: boolean;
  marketing: boolean;
}

/** cookies_agree_type: 'ALL', or a comma list of 'functional' / 'marketing'; absent = ALL when there is no popup. */
export function readConsent(value: string | null, popupEnabled: boolean): Consent {
  if (value === null) return popupEnabled ? { functional: false, marketing: false } : { functional: true, marketing: true };
  const parts = value.toLowerCase().split(',').map((p) => p.trim());
  if (parts.includes('all')) return { functional: true, marketing: true };
  return { functional: parts.includes('functional'), marketing: parts.includes('marketing') };
}

export interface SavedCookie {
  name: string;
  value: string;
  maxAgeMs: number;
}

/** The cookies a query string asks for (pure: the lifetimes of T40). */
export function referralCookiesFor(search: string, consent: Consent): SavedCookie[] {
  const params = new URLSearchParams(search);
  const get = (k: string) => {
    const value = params.get(k)?.trim();
    return value ? value.slice(0, 200) : null;
  };
  const out: SavedCookie[] = [];
  if (consent.functional && get('payment_consultant') === '1') out.push({ name: PAYMENT_CONSULTANT_COOKIE, value: '1', maxAgeMs: PAYMENT_CONSULTANT_COOKIE_MS });
  if (!consent.marketing) return out;
  const given = Object.fromEntries(REFERRAL_PARAMS.map((k) => [k, get(k)]).filter(([, v]) => v !== null)) as Record<string, string>;
  if (Object.keys(given).length === 0) return out;
  const ref = given['ref'];
  if (ref) {
    out.push({ name: 'refererid', value: ref, maxAgeMs: REFERERID_COOKIE_MS });
    out.push({ name: 'reflinkid', value: ref, maxAgeMs: REFLINKID_COOKIE_MS });
  } else if (given['utm_source']) {
    out.push({ name: 'reflinkid', value: given['utm_source'], maxAgeMs: REFLINKID_SHORT_COOKIE_MS });
  }
  const clickId = given['click_id'];
  const partner = given['btag'] ?? given['tag'] ?? given['qtag'] ?? given['affid'];
  if (clickId) out.push({ name: 'ref_partner_id', value: clickId, maxAgeMs: REF_PARTNER_ID_CLICK_ID_COOKIE_MS });
  else if (partner) out.push({ name: 'ref_partner_id', value: partner, maxAgeMs: REF_PARTNER_ID_COOKIE_MS });
  if (given['bf']) out.push({ name: 'bf', value: given['bf'], maxAgeMs: BF_COOKIE_MS });
  if (given['subid']) out.push({ name: 'subid', value: given['subid'], maxAgeMs: SUBID_COOKIE_MS });
  out.push(given['pb']
    ? { name: 'postback_watcher', value: given['pb'], maxAgeMs: POSTBACK_WATCHER_COOKIE_MS }
    : { name: 'postback_watcher', value: '0', maxAgeMs: POSTBACK_WATCHER_NO_PB_COOKIE_MS });
  out.push({ name: 'referral_values', value: JSON.stringify(given), maxAgeMs: REFERERID_COOKIE_MS });
  return out;
}

/** Writes the referral cookies of this visit; returns what was written. */
export function saveReferralCookies(cookies: Cookies, search: string, consent: Consent): SavedCookie[] {
  const list = referralCookiesFor(search, consent);
  for (const c of list) cookies.set(c.name, c.value, { maxAgeSec: c.maxAgeMs / 1000 });
  return list;
}

/**
 * Writes the referral cookies of the first page (`search`) as `consent$` allows them: the marketing ones once
 * marketing is agreed, payment_consultant once functional is, each kind once; nothing before.
 */
export function saveReferralAsAllowed$(cookies: Cookies, search: string, consent$: Observable<Consent>): Observable<never> {
  const written: Consent = { functional: false, marketing: false };
  return consent$.pipe(
    tap((consent) => {
      const allowed: Consent = { functional: consent.functional && !written.functional, marketing: consent.marketing && !written.marketing };
      if (!allowed.functional && !allowed.marketing) return;
      saveReferralCookies(cookies, search, allowed);
      written.functional ||= allowed.functional;
      written.marketing ||= allowed.marketing;
    }),
    ignoreElements(),
  );
}

/**
 * What the registration sends along (body.referral): the saved referral values and partner ids, this visit's own
 * (`visit`, the cookies its query asks for, whether or not consent let them be written) over those of earlier visits.
 */
export function referralForRegistration(cookies: Cookies, visit: readonly SavedCookie[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const fromVisit = (name: string) => visit.find((c) => c.name === name)?.value ?? null;
  const values = fromVisit('referral_values') ?? cookies.get('referral_values');
  if (values) {
    try {
      const parsed = JSON.parse(values) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' && (REFERRAL_PARAMS as readonly string[]).includes(k)) out[k] = v.slice(0, 200);
      }
    } catch {
      cookies.remove('referral_values');
    }
  }
  for (const name of ['refererid', 'ref_partner_id', 'reflinkid', 'subid', 'bf'] as const) {
    const v = fromVisit(name) ?? cookies.get(name);
    if (v) out[name] = v.slice(0, 200);
  }
  return out;
}
