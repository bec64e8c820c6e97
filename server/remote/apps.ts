import type { Db } from '../db/index.ts';
import type { RemoteView } from '../../streams/schemas/remote.ts';
import type { SiteLanguage } from '../../streams/schemas/site-config.ts';
import { identityVerified, lastIdentityCheck } from '../services/identity-checks.ts';
import { textOf } from './texts.ts';
import { sportsReadModel } from '../sports/read-model.ts';
import { liveNowCount } from '../sports/feeds.ts';

// The remote front-end apps this server hosts (C06): each answers a route path (after the language) with the parts of
// a remote view. Their HTML has no script, no event handler and no inline style (the shell refuses them anyway); a
// form that needs to act names one of the shell's pre-registered actions in data-mf-action. Events for the shell
// (ready, error with a status, redirect) go in codeToEval as `mf:` handler names, never as code.

export interface RemoteRenderRequest {
  lang: SiteLanguage;
  /** The route path after /{lang}/, without a leading slash: '500', 'verification/sumsub'. */
  path: string;
  userId: number | null;
  /** The components asked for by POST, else null. */
  components: readonly string[] | null;
}

export interface RemoteApp {
  render(req: RemoteRenderRequest, db: Db): Promise<Omit<RemoteView, 'appName' | 'head'>>;
}

const notFound = (): Awaited<ReturnType<RemoteApp['render']>> => ({ body: '', style: '', cssToLoad: [], title: '', codeToEval: ['mf:error:404'], scriptsToLoad: [] });
const view = (title: string, body: string, style: string, codeToEval: string[] = []) => ({ body, style, cssToLoad: [], title, codeToEval, scriptsToLoad: [] });

const PAGE_STYLE = `
.page { max-width: 640px; margin: 48px auto; padding: 32px; border-radius: var(--radius-lg, 12px); background: var(--color-panel, #172432); }
h1 { margin: 0 0 12px; font-size: 24px; }
p { color: var(--color-text-muted, #a7b6c5); line-height: 1.5; }
a.button, button { display: inline-block; padding: 10px 18px; border-radius: var(--radius-md, 8px); border: 0; font: inherit; cursor: pointer;
  background: var(--color-accent, #3ddc84); color: var(--color-on-accent, #07210f); text-decoration: none; }
`;

/** Technical pages (R17): the 500 page and the site-updates page. */
const technical: RemoteApp = {
  async render({ lang, path }) {
    const t = (key: string) => textOf(lang, `app.technical.${key}`);
    const page = (title: string, text: string) => view(title,
      `<section class="page" data-testid="remote-technical"><h1>${title}</h1><p>${text}</p><a class="button" href="/${lang}/">${t('home')}</a></section>`,
      PAGE_STYLE, ['mf:ready']);
    if (path === '500') return page(t('error_title'), t('error_text'));
    if (path === 'site-updates') return page(t('updates_title'), t('updates_text'));
    return notFound();
  },
};

/** Header components (T12): the live-event count and, for a player not yet verified, the way to verification. */
const HEADER_COMPONENTS = ['live-now', 'verify'] as const;
/** As fresh as the sports feeds answer (server/routes/sports/sports.ts). */
const LIVE_COUNT_MAX_AGE_MS = 1200;
const header: RemoteApp = {
  async render({ lang, userId, components }, db) {
    const wanted = components ?? HEADER_COMPONENTS;
    const parts: string[] = [];
    for (const name of wanted) {
      if (name === 'live-now') {
        // The live page's own count from the same read model (issue 24: the header and the page said 166 and 135).
        const rm = sportsReadModel(db);
        await rm.fresh(LIVE_COUNT_MAX_AGE_MS);
        const count = liveNowCount({ rm, now: Date.now(), simSpeed: 1 });
        parts.push(`<a class="chip" data-mf-component="live-now" href="/${lang}/live">${textOf(lang, 'app.header.live_now', { count })}</a>`);
      } else if (name === 'verify' && userId !== null && !(await identityVerified(db, userId))) {
        parts.push(`<a class="chip" data-mf-component="verify" href="/${lang}/verification/sumsub">${textOf(lang, 'app.header.verify')}</a>`);
      }
    }
    return view('', parts.join(''),
      '.chip { display: inline-block; margin: 0 4px; padding: 4px 10px; border-radius: var(--radius-pill, 999px); background: var(--color-panel-hover, #243648); color: var(--color-text, #e9eff5); text-decoration: none; font-size: 13px; white-space: nowrap; }'
      // Below the 1366 px breakpoint the header has room for one chip: the way to verification.
      + ' @media (max-width: 1365px) { .chip[data-mf-component="live-now"] { display: none; } }',
      ['mf:ready']);
  },
};

/** verification/sumsub (R17): the demo identity check. Its form is sent by the shell's `identity-check` action. */
const verification: RemoteApp = {
  async render({ lang, path, userId }, db) {
    if (path !== 'verification/sumsub') return notFound();
    const t = (key: string) => textOf(lang, `app.verification.${key}`);
    if (userId === null) return view(t('title'), `<section class="page"><p>${t('login_needed')}</p></section>`, PAGE_STYLE, [`mf:redirect:/${lang}/user/login`]);
    if (await identityVerified(db, userId)) {
      return view(t('title'), `<section class="page" data-testid="identity-verified"><h1>${t('verified_title')}</h1><p>${t('verified_text')}</p>`
        + `<a class="button" href="/${lang}/office/verification">${t('to_office')}</a></section>`, PAGE_STYLE, ['mf:ready']);
    }
    const last = await lastIdentityCheck(db, userId);
    const failure = last?.status === 'failed' ? `<p class="failed" role="alert" data-testid="identity-failed">${t(last.reason === 'underage' ? 'failed_underage' : 'failed_document')}</p>` : '';
    const body = `<section class="page"><h1>${t('title')}</h1><p>${t('intro')}</p>${failure}
<form data-mf-action="identity-check" data-testid="identity-form">
<label>${t('full_name')}<input name="fullName" autocomplete="name" required minlength="3" maxlength="100"></label>
<label>${t('birth_date')}<input name="birthDate" type="date" autocomplete="bday" required></label>
<label>${t('document_number')}<input name="documentNumber" required pattern="[A-Za-z0-9]{6,12}" aria-describedby="mf-doc-hint"></label>
<p id="mf-doc-hint" class="hint">${t('document_hint')}</p>
<button type="submit">${t('submit')}</button>
</form></section>`;
    return view(t('title'), body, `${PAGE_STYLE}
label { display: grid; gap: 4px; margin: 12px 0; color: var(--color-text, #e9eff5); }
input { padding: 8px 10px; border-radius: var(--radius-sm, 4px); border: 1px solid var(--color-border-strong, #3a4f65); background: var(--color-bg, #0f1923); color: inherit; font: inherit; }
.hint { font-size: 13px; margin-top: -6px; }
.failed { color: var(--color-error, #ff6b6b); }`, ['mf:ready']);
  },
};

export const REMOTE_APPS: Readonly<Record<string, RemoteApp>> = { technical, header, verification };
