import type { Page, Request, Response } from '@playwright/test';

// What the FAULTS session watches on every page: the page's uncaught errors, the console errors that are not the
// browser reporting a failed request, the API traffic (answers, injected and real 5xx, dropped connections, time to
// the first byte) and every bet placement (its Idempotency-Key, what came back for it).

const API = /^\/(bff-api|web-api|redirects-api|blocks-api|limit-service-api|social-api|captcha)(\/|$)/;
const PLACE = '/web-api/coupon/place';

/**
 * Console errors that are the browser's own report of a request that failed: expected with FAULTS on (a 5xx, a
 * dropped connection, a request cancelled by a navigation). Everything else on console.error is the app's.
 */
const NETWORK_NOISE = /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_)/;

export interface PageErrorRecord { kind: 'pageerror' | 'console'; user: string; url: string; text: string; at: string }

export interface PlaceAnswer { status: number; code: string | null; replayed: boolean; betIds: number[] | null; at: number }

/** One Idempotency-Key as the browser saw it. */
export interface KeyRecord {
  key: string;
  user: string;
  sent: number;
  answers: PlaceAnswer[];
  failures: string[];
  /** The placement it was sent for (index into Monitor.intents), -1 if sent outside any click of the session. */
  intent: number;
}

/** One placement the bettor meant: a click on the place button, and the clicks that retried it (same coupon). */
export interface Intent {
  id: number;
  user: string;
  kind: string;
  keys: string[];
  clicks: number;
  reloadedMidway: boolean;
  at: string;
}

export interface ApiStats {
  requests: number;
  answered: number;
  ok2xx: number;
  other4xx: number;
  injected5xx: number;
  /** 5xx the fault injection did not make (their body says so): a real server error. */
  real5xx: Array<{ status: number; url: string; body: string }>;
  /** 5xx whose body the page left before it could be read (a navigation): injected or not cannot be told here; a
   * real error also shows in the server's log, which the faults config prints. */
  unread5xx: number;
  /** Connections that ended without an answer (FAULTS drop). */
  dropped: number;
  /** Requests that found no server at all (it stopped or crashed). */
  refused: number;
  /** Requests the page itself cancelled (navigations, unsubscribed streams). */
  cancelled: number;
  failureTexts: Record<string, number>;
  ttfbMs: number[];
}

export class Monitor {
  readonly errors: PageErrorRecord[] = [];
  readonly networkNoise = { count: 0 };
  readonly api: ApiStats = { requests: 0, answered: 0, ok2xx: 0, other4xx: 0, injected5xx: 0, real5xx: [], unread5xx: 0, dropped: 0, refused: 0, cancelled: 0, failureTexts: {}, ttfbMs: [] };
  readonly keys = new Map<string, KeyRecord>();
  readonly intents: Intent[] = [];
  /** The intent each user's next place requests belong to. */
  private readonly current = new Map<string, number>();
  private readonly pending: Array<Promise<unknown>> = [];

  watch(page: Page, user: string): void {
    page.on('pageerror', (err) => {
      this.errors.push({ kind: 'pageerror', user, url: page.url(), text: `${err.name}: ${err.message}\n${err.stack ?? ''}`, at: new Date().toISOString() });
    });
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (NETWORK_NOISE.test(text)) {
        this.networkNoise.count += 1;
        return;
      }
      this.errors.push({ kind: 'console', user, url: page.url(), text, at: new Date().toISOString() });
    });
    page.on('request', (req) => this.onRequest(req, user));
    page.on('response', (res) => { this.track(this.onResponse(res, user)); });
    page.on('requestfailed', (req) => this.onFailed(req));
  }

  /** Starts a new placement of `user`: the place requests from now on belong to it. */
  startIntent(user: string, kind: string): Intent {
    const intent: Intent = { id: this.intents.length, user, kind, keys: [], clicks: 1, reloadedMidway: false, at: new Date().toISOString() };
    this.intents.push(intent);
    this.current.set(user, intent.id);
    return intent;
  }

  /** Ends the attribution of place requests to the user's current intent. */
  endIntent(user: string): void {
    this.current.delete(user);
  }

  /** Definitive answers (a placed bet or a refusal that is not "still in progress") seen for the intent's keys. */
  definitive(intent: Intent): PlaceAnswer | null {
    for (const key of intent.keys) {
      const answer = this.keys.get(key)?.answers.find((a) => (a.status >= 200 && a.status < 300) || (a.status >= 400 && a.status < 500 && a.code !== 'idempotency_in_progress'));
      if (answer) return answer;
    }
    return null;
  }

  /** Place requests of the intent still waiting for an answer or a failure. */
  inFlight(intent: Intent): number {
    return intent.keys.reduce((n, key) => {
      const k = this.keys.get(key);
      return n + (k ? k.sent - k.answers.length - k.failures.length : 0);
    }, 0);
  }

  /** Waits for the handlers still reading answer bodies. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.pending);
  }

  private track(p: Promise<unknown>): void {
    this.pending.push(p.catch(() => undefined));
  }

  private onRequest(req: Request, user: string): void {
    const url = new URL(req.url());
    if (!API.test(url.pathname)) return;
    this.api.requests += 1;
    if (url.pathname !== PLACE || req.method() !== 'POST') return;
    const key = req.headers()['idempotency-key'] ?? '(none)';
    const intentId = this.current.get(user) ?? -1;
    let record = this.keys.get(key);
    if (!record) {
      record = { key, user, sent: 0, answers: [], failures: [], intent: intentId };
      this.keys.set(key, record);
    }
    record.sent += 1;
    const intent = this.intents[intentId];
    if (intent && !intent.keys.includes(key)) intent.keys.push(key);
  }

  private async onResponse(res: Response, user: string): Promise<void> {
    const req = res.request();
    const url = new URL(res.url());
    if (!API.test(url.pathname)) return;
    this.api.answered += 1;
    const status = res.status();
    const timing = req.timing();
    if (timing.responseStart >= 0) this.api.ttfbMs.push(timing.responseStart);
    let body: unknown = null;
    let text: string | null = null;
    const isPlace = url.pathname === PLACE && req.method() === 'POST';
    if (status >= 500 || isPlace) {
      try {
        text = await res.text();
        body = JSON.parse(text);
      } catch {
        // the page navigated away before the body was read, or it was not JSON
      }
    }
    const code = (body as { errors?: Array<{ code?: string }> } | null)?.errors?.[0]?.code ?? null;
    if (status >= 200 && status < 300) this.api.ok2xx += 1;
    else if (status >= 500) {
      if (code === 'fault_injected') this.api.injected5xx += 1;
      else if (text === null) this.api.unread5xx += 1;
      else this.api.real5xx.push({ status, url: `${req.method()} ${url.pathname}${url.search}`, body: text.slice(0, 500) });
    } else if (status >= 400) this.api.other4xx += 1;
    if (!isPlace) return;
    const key = req.headers()['idempotency-key'] ?? '(none)';
    const record = this.keys.get(key);
    if (!record) return;
    let betIds: number[] | null = null;
    if (status === 201 && body) {
      const b = body as { successCoupon?: { id: number } | null; singlesResultCoupons?: Array<{ coupon: { id: number } | null }> };
      betIds = b.successCoupon ? [b.successCoupon.id] : (b.singlesResultCoupons ?? []).flatMap((s) => (s.coupon ? [s.coupon.id] : []));
    }
    record.answers.push({ status, code, replayed: res.headers()['idempotent-replayed'] === 'true', betIds, at: Date.now() });
    void user;
  }

  private onFailed(req: Request): void {
    const url = new URL(req.url());
    if (!API.test(url.pathname)) return;
    const text = req.failure()?.errorText ?? 'unknown';
    this.api.failureTexts[text] = (this.api.failureTexts[text] ?? 0) + 1;
    if (text === 'net::ERR_ABORTED') this.api.cancelled += 1;
    else if (text === 'net::ERR_CONNECTION_REFUSED') this.api.refused += 1;
    else this.api.dropped += 1;
    if (url.pathname === PLACE && req.method() === 'POST') {
      const key = req.headers()['idempotency-key'] ?? '(none)';
      this.keys.get(key)?.failures.push(text);
    }
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}
