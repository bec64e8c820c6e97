import { useObservable, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { catchError, defer, map, of, startWith, switchMap } from 'rxjs';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { OutcomeView } from '../fair/OutcomeView';
import { checkRound, type CheckResult } from '../fair/verifier-check';
import {
  formOf, isSeedOnly, parseVerifier, USES_CARD, USES_LEVEL, USES_PICKS, USES_TICKET, VERIFIER_FIELDS, VERIFIER_KINDS, type VerifierErrors, type VerifierForm, type VerifierKind,
} from '../fair/verifier-input';
import styles from '../fair/verifier.module.css';

type CheckState = { status: 'idle' } | { status: 'computing' } | { status: 'failed' } | { status: 'done'; check: CheckResult };

const STEPS = ['commit', 'client', 'nonce', 'hmac', 'outcome', 'rotation', 'demo', 'crash', 'tables'] as const;

/**
 * /{lang}/provably-fair: how every casino round is decided, in plain words, and a verifier that recomputes a round in
 * the browser (Web Crypto and the server's own rules) from the fields of its query string, so any page can link to a
 * filled-in check.
 */
export function ProvablyFairPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const asked = search.has('serverSeed');
  const parsed = parseVerifier(formOf(search));
  const errors = asked && 'errors' in parsed ? parsed.errors : {};
  const check$ = useObservable((query$) => query$.pipe(
    map(([q]) => {
      const p = parseVerifier(formOf(new URLSearchParams(q)));
      return new URLSearchParams(q).has('serverSeed') && 'input' in p ? p.input : null;
    }),
    switchMap((input) => (input === null ? of<CheckState>({ status: 'idle' }) : defer(() => checkRound(input)).pipe(
      map((check): CheckState => ({ status: 'done', check })),
      startWith<CheckState>({ status: 'computing' }),
      catchError(() => of<CheckState>({ status: 'failed' })),
    ))),
  ), [query]);
  const check = useObservableState(check$, { status: 'idle' } as CheckState);
  const submit = (form: VerifierForm) => {
    const kind = form.kind as VerifierKind;
    const wanted = (f: (typeof VERIFIER_FIELDS)[number]) => form[f].trim() !== ''
      && (!isSeedOnly(kind) || f === 'kind' || f === 'serverSeed' || f === 'hash' || f === 'card' || f === 'ticket')
      && (f !== 'picks' || USES_PICKS.has(kind)) && (f !== 'level' || USES_LEVEL.has(kind))
      && (f !== 'card' || USES_CARD.has(kind)) && (f !== 'ticket' || USES_TICKET.has(kind));
    // serverSeed always goes: an empty one is then named as the error it is.
    setSearch(new URLSearchParams(VERIFIER_FIELDS.filter((f) => f === 'serverSeed' || wanted(f)).map((f) => [f, form[f].trim()])));
  };
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('verifier.title')} description={t('verifier.description')} />
      <article className={styles.page} data-testid="provably-fair-page">
        <header className={styles.head}>
          <h1>{t('verifier.title')}</h1>
          <p>{t('verifier.intro')}</p>
        </header>
        <div className={styles.columns}>
          <section className={styles.checker} aria-labelledby="verifier-form-title">
            <h2 id="verifier-form-title">{t('verifier.formTitle')}</h2>
            {/* The answer first: a linked check lands on it; the form below holds the round to change and check again. */}
            <CheckView state={check} />
            <VerifierFormView key={query} initial={formOf(search)} errors={errors} onSubmit={submit} />
          </section>
          <section className={styles.how} aria-labelledby="verifier-how-title">
            <h2 id="verifier-how-title">{t('verifier.howTitle')}</h2>
            <ol className={styles.steps}>
              {STEPS.map((s) => (
                <li key={s}>
                  <h3>{t(`verifier.steps.${s}.title`)}</h3>
                  <p>{t(`verifier.steps.${s}.text`)}</p>
                </li>
              ))}
              <li>
                <h3>{t('sharedFair.stepTitle')}</h3>
                <p>{t('sharedFair.stepText')}</p>
              </li>
            </ol>
          </section>
        </div>
      </article>
    </CasinoShell>
  );
}

function VerifierFormView({ initial, errors, onSubmit }: { initial: VerifierForm; errors: VerifierErrors; onSubmit: (form: VerifierForm) => void }) {
  const { t } = useTranslation('casino');
  const [form, setForm] = useState(initial);
  const kind = form.kind as VerifierKind;
  const round = !isSeedOnly(kind);
  const field = (name: keyof VerifierForm, label: string, props: { hint?: string; inputMode?: 'numeric' | 'decimal'; mono?: boolean } = {}) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        name={name} value={form[name]} spellCheck={false} autoComplete="off" inputMode={props.inputMode} className={props.mono ? styles.mono : undefined}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))} aria-invalid={errors[name] ? true : undefined}
        data-testid={`verifier-${name}`}
      />
      {props.hint && <small>{props.hint}</small>}
      {errors[name] && <small className={styles.bad} role="alert">{t(`verifier.errors.${errors[name]}`)}</small>}
    </label>
  );
  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); onSubmit(form); }} aria-label={t('verifier.formTitle')}>
      <label className={styles.field}>
        <span>{t('verifier.kind')}</span>
        <select name="kind" value={form.kind} onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value }))} data-testid="verifier-kind">
          {VERIFIER_KINDS.map((k) => <option key={k} value={k}>{t(`verifier.kinds.${k}`)}</option>)}
        </select>
        {errors.kind && <small className={styles.bad} role="alert">{t('verifier.errors.kind')}</small>}
      </label>
      {field('serverSeed', t('verifier.serverSeed'), { mono: true })}
      {round && field('clientSeed', t('verifier.clientSeed'), { mono: true })}
      {round && field('nonce', t('verifier.nonce'), { inputMode: 'numeric' })}
      {round && field('stake', t('verifier.stake'), { inputMode: 'decimal', hint: t('verifier.stakeHint') })}
      {USES_PICKS.has(kind) && field('picks', t('verifier.picks'), { hint: t(`verifier.picksHint.${kind}`) })}
      {USES_LEVEL.has(kind) && field('level', t('verifier.level'), { inputMode: 'numeric' })}
      {USES_CARD.has(kind) && field('card', t('sharedFair.card'), { mono: true, hint: t('sharedFair.cardHint') })}
      {USES_TICKET.has(kind) && field('ticket', t('sharedFair.ticket'), { inputMode: 'numeric', hint: t('sharedFair.ticketHint') })}
      {field('hash', t('verifier.hash'), { mono: true, hint: t('verifier.hashHint') })}
      <button type="submit" className={styles.submit} data-testid="verifier-submit">{t('verifier.submit')}</button>
    </form>
  );
}

function CheckView({ state }: { state: CheckState }) {
  const { t } = useTranslation('casino');
  if (state.status === 'idle') return null;
  if (state.status === 'computing') return <p role="status" aria-busy="true">{t('verifier.computing')}</p>;
  if (state.status === 'failed') return <p role="alert" className={styles.bad}>{t('verifier.failed')}</p>;
  const { check } = state;
  const match = check.hashMatches === null ? 'none' : String(check.hashMatches);
  return (
    <section className={styles.result} aria-labelledby="verifier-result-title" aria-live="polite" data-testid="verifier-result">
      <h2 id="verifier-result-title">{t('verifier.resultTitle')}</h2>
      <dl>
        <dt>{t('verifier.seedHash')}</dt>
        <dd><code data-testid="verifier-hash">{check.hash}</code></dd>
      </dl>
      <p className={check.hashMatches === false ? styles.bad : check.hashMatches ? styles.ok : styles.muted} data-testid="verifier-match" data-ok={match}>
        {check.hashMatches === null ? t('verifier.noHash') : check.hashMatches ? t('verifier.matches') : t('verifier.mismatch')}
      </p>
      <h3>{t('verifier.outcome')}</h3>
      <OutcomeView check={check} />
    </section>
  );
}
