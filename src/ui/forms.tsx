import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './forms.module.css';

// The form kit every feature uses: panels, fields with field-level messages (aria-invalid and aria-describedby),
// form messages, toggles, progress bars and badges.

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
