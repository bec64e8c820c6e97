import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useSubscription } from 'observable-hooks';
import { catchError, map, of, switchMap, type Observable } from 'rxjs';
import { useLanguage } from '../../hooks/use-language';
import { fieldErrorsOf } from '../../../streams/office/office-api';
import { HttpError } from '../../../streams/core/http';
import styles from './office.module.css';

// The office's small kit: loading a resource as a stream, running a form action as a stream, fields with
// field-level messages (office.json "errors.*", the same keys the shared schemas and the server use), money and
// date formatting in the page's language.

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Loads once per `key` change; `reload()` loads again and keeps showing the last value meanwhile (so forms below
 * keep their state). Cancelled on unmount.
 */
export function useLoad<T>(load: () => Observable<T>, key: unknown = null): [LoadState<T>, () => void] {
  const [version, setVersion] = useState(0);
  const state$ = useObservable(
    (inputs$: Observable<[number, unknown]>) => inputs$.pipe(
      switchMap(() => load().pipe(
        map((value): LoadState<T> => ({ status: 'ready', value })),
        catchError((error: unknown) => of<LoadState<T>>({ status: 'error', error })),
      )),
    ),
    [version, key],
  );
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [shownKey, setShownKey] = useState<unknown>(key);
  if (shownKey !== key) {
    // A different resource: show loading until it arrives.
    setShownKey(key);
    setState({ status: 'loading' });
  }
  useSubscription(state$, setState);
  return [state, () => setVersion((n) => n + 1)];
}

// useAction is shared with the bonus pages (src/hooks/use-action.ts).
export { useAction, type ActionState } from '../../hooks/use-action';
import type { ActionState } from '../../hooks/use-action';

/** Field problems of an action's failure (server details "<field>: <key>"). */
export function errorsOf(state: ActionState<unknown>): { fields: Record<string, string>; general: string | null } {
  return state.status === 'error' ? fieldErrorsOf(state.error) : { fields: {}, general: null };
}

/** The server's error code of a failed call (ApiError codes such as 'account_not_empty'), else null. */
export function errorCodeOf(err: unknown): string | null {
  return err instanceof HttpError && typeof err.code === 'string' ? err.code : null;
}

/** A failed action in the user's language: its server code when office.json knows it, else the generic text. */
export function useFailureText() {
  const { t } = useTranslation('office');
  return (state: ActionState<unknown> | LoadState<unknown>, fallbackKey = 'actionFailed') => {
    if (state.status !== 'error') return null;
    const err = state.error;
    if (err instanceof HttpError && err.kind === 'network') return t('errors.network');
    const code = errorCodeOf(err);
    return t(`errors.${code ?? fallbackKey}`, { defaultValue: t(`errors.${fallbackKey}`) });
  };
}

/** The message of an error key in the user's language. */
export function useErrorText() {
  const { t } = useTranslation('office');
  return (key: string | null | undefined) => (key ? t(`errors.${key}`, { defaultValue: t('errors.invalid') }) : null);
}

const LOCALES: Record<string, string> = { ru: 'ru-RU', en: 'en-GB', uk: 'uk-UA', kk: 'kk-KZ', az: 'az-AZ', tr: 'tr-TR', es: 'es-ES', pt: 'pt-PT' };
export const localeOf = (lang: string | undefined) => LOCALES[lang ?? 'en'] ?? 'en-GB';

export function formatMoney(amount: number, currency: string, lang: string | undefined): string {
  try {
    return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency, maximumFractionDigits: currency === 'JPY' ? 0 : currency === 'KWD' ? 3 : 2 }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatDateTime(iso: string | number, lang: string | undefined, withTime = true): string {
  const d = typeof iso === 'number' ? new Date(iso * 1000) : new Date(iso);
  return new Intl.DateTimeFormat(localeOf(lang), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(d);
}

/** The page's language (useLanguage: the one source), for the formatters above. */
export function useLang(): string {
  return useLanguage().lang;
}

// -------------------------------------------------------------------------------------------------- layout bits

export function OfficePage({ title, intro, children, testId }: { title: string; intro?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.page} aria-labelledby="office-page-title" data-testid={testId}>
      <title>{title}</title>
      <h1 id="office-page-title" className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

export function Panel({ title, children, id, actions }: { title?: string; children: ReactNode; id?: string; actions?: ReactNode }) {
  return (
    <section className={styles.panel} id={id} aria-label={title}>
      {(title || actions) && (
        <header className={styles.panelHead}>
          {title && <h2 className={styles.panelTitle}>{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}

/** Loading, error (with retry) or the content. */
export function Loaded<T>({ state, retry, children }: { state: LoadState<T>; retry: () => void; children: (value: T) => ReactNode }) {
  const { t } = useTranslation('office');
  if (state.status === 'loading') return <p className={styles.muted} aria-busy="true">{t('loading')}</p>;
  if (state.status === 'error') {
    // A refusal the office knows (payments banned, ...) says why; anything else is a load failure.
    const code = errorCodeOf(state.error);
    return (
      <div className={styles.formError} role="alert">
        <span>{code ? t(`errors.${code}`, { defaultValue: t('loadFailed') }) : t('loadFailed')}</span>
        <button type="button" className={styles.linkButton} onClick={retry}>{t('retry')}</button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}

export function FormMessage({ error, done }: { error?: string | null; done?: string | null }) {
  if (error) return <p className={styles.formError} role="alert">{error}</p>;
  if (done) return <p className={styles.formDone} role="status">{done}</p>;
  return null;
}

interface FieldBase {
  name: string;
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
}

export function TextField({ name, label, error, hint, className, ...rest }: FieldBase & Omit<ComponentProps<'input'>, 'name'>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input id={id} name={name} className={styles.input} aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} {...rest} />
      {hint && !error && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
      {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
    </div>
  );
}

export function TextArea({ name, label, error, hint, className, ...rest }: FieldBase & Omit<ComponentProps<'textarea'>, 'name'>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <textarea id={id} name={name} className={styles.textarea} aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
    </div>
  );
}

export function SelectField({ name, label, error, children, className, ...rest }: FieldBase & Omit<ComponentProps<'select'>, 'name'>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <select id={id} name={name} className={styles.select} aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined} {...rest}>{children}</select>
      {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
    </div>
  );
}

export function Toggle({ label, checked, onChange, disabled, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean; hint?: string }) {
  const id = useId();
  return (
    <div className={styles.toggleRow}>
      <input id={id} type="checkbox" role="switch" className={styles.toggle} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}{hint && <span className={styles.hint}> — {hint}</span>}</label>
    </div>
  );
}

export function Progress({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <div className={styles.progressBar} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </div>
  );
}

export function Badge({ tone, children }: { tone: 'ok' | 'warn' | 'bad' | 'info' | 'muted'; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge_${tone}`]}`}>{children}</span>;
}
