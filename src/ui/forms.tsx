import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import styles from './forms.module.css';

// The form kit every feature uses: panels, fields with field-level messages (aria-invalid and aria-describedby),
// form messages, toggles, progress bars and badges. A form checked on submit (the accounts forms) sets `announce`, so
// a field's message is read out when it appears.

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
  /** The message is announced when it appears (role alert). */
  announce?: boolean;
}

function FieldError({ id, error, announce }: { id: string; error: string | null | undefined; announce: boolean | undefined }) {
  if (!error) return null;
  return <p id={`${id}-error`} className={styles.fieldError} role={announce ? 'alert' : undefined}>{error}</p>;
}

export function TextField({ name, label, error, hint, announce, className, ...rest }: FieldBase & Omit<ComponentProps<'input'>, 'name'>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input id={id} name={name} className={styles.input} aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} {...rest} />
      {hint && !error && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
      <FieldError id={id} error={error} announce={announce} />
    </div>
  );
}

/** A password with a show / hide button (`reveal` are its two labels, in the page's language). */
export function PasswordField({ name, label, error, hint, announce, className, reveal, ...rest }: FieldBase & Omit<ComponentProps<'input'>, 'name' | 'type'> & {
  reveal: { show: string; hide: string };
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.passwordWrap}>
        <input id={id} name={name} type={shown ? 'text' : 'password'} className={styles.input} aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} {...rest} />
        <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {shown ? reveal.hide : reveal.show}
        </button>
      </div>
      {hint && !error && <p id={`${id}-hint`} className={styles.hint}>{hint}</p>}
      <FieldError id={id} error={error} announce={announce} />
    </div>
  );
}

export function CheckboxField({ name, label, error, announce, checked, onChange }: {
  name: string; label: ReactNode; error?: string | null | undefined; announce?: boolean; checked: boolean; onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} announce={announce} />
    </div>
  );
}

export function TextArea({ name, label, error, hint, announce, className, ...rest }: FieldBase & Omit<ComponentProps<'textarea'>, 'name'>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <textarea id={id} name={name} className={styles.textarea} aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined} {...rest} />
      {hint && !error && <p className={styles.hint}>{hint}</p>}
      <FieldError id={id} error={error} announce={announce} />
    </div>
  );
}

export function SelectField({ name, label, error, announce, children, className, ...rest }: FieldBase & Omit<ComponentProps<'select'>, 'name'>) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <select id={id} name={name} className={styles.select} aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined} {...rest}>{children}</select>
      <FieldError id={id} error={error} announce={announce} />
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
