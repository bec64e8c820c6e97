import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_COUNTRIES } from '../../../streams/schemas/auth';
import type { FormErrors } from './form-errors';
import styles from './auth.module.css';

/** The message of a refused field in the user's language: errors.<field>_<reason> when there is one, else errors.<reason>. */
export function useReasonText() {
  const { t, i18n } = useTranslation('auth');
  return (field: string, reason: string | undefined) => {
    if (!reason) return null;
    const specific = `errors.${field}_${reason}`;
    return i18n.exists(specific, { ns: 'auth' }) ? t(specific) : t(`errors.${reason}`, { defaultValue: t('errors.invalid') });
  };
}

interface FieldProps extends Omit<ComponentProps<'input'>, 'name'> {
  name: string;
  label: string;
  errors: FormErrors;
  hint?: ReactNode;
}

export function TextField({ name, label, errors, hint, className, ...rest }: FieldProps) {
  const id = useId();
  const text = useReasonText()(name, errors.fields[name]);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <input
        id={id}
        name={name}
        className={styles.input}
        aria-invalid={text ? 'true' : undefined}
        aria-describedby={text ? `${id}-error` : undefined}
        {...rest}
      />
      {hint && !text && <p className={styles.hint}>{hint}</p>}
      {text && <p id={`${id}-error`} className={styles.fieldError} role="alert">{text}</p>}
    </div>
  );
}

export function PasswordField(props: FieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  const id = useId();
  const { name, label, errors, hint, className, ...rest } = props;
  const text = useReasonText()(name, errors.fields[name]);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          className={styles.input}
          aria-invalid={text ? 'true' : undefined}
          aria-describedby={text ? `${id}-error` : undefined}
          {...rest}
        />
        <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {shown ? t('hide') : t('show')}
        </button>
      </div>
      {hint && !text && <p className={styles.hint}>{hint}</p>}
      {text && <p id={`${id}-error`} className={styles.fieldError} role="alert">{text}</p>}
    </div>
  );
}

export function SelectField({ name, label, errors, children, className, ...rest }: Omit<ComponentProps<'select'>, 'name'> & { name: string; label: string; errors: FormErrors }) {
  const id = useId();
  const text = useReasonText()(name, errors.fields[name]);
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <select id={id} name={name} className={styles.select} aria-invalid={text ? 'true' : undefined} {...rest}>{children}</select>
      {text && <p className={styles.fieldError} role="alert">{text}</p>}
    </div>
  );
}

export function CheckboxField({ name, label, errors, checked, onChange }: { name: string; label: ReactNode; errors: FormErrors; checked: boolean; onChange: (checked: boolean) => void }) {
  const text = useReasonText()(name, errors.fields[name]);
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={text ? 'true' : undefined} />
        <span>{label}</span>
      </label>
      {text && <p className={styles.fieldError} role="alert">{text}</p>}
    </div>
  );
}

/** The message for the whole form (wrong credentials, rate limit, network). */
export function FormError({ errors }: { errors: FormErrors }) {
  const { t } = useTranslation('auth');
  if (!errors.formKey && !errors.formText) return null;
  return <p className={styles.formError} role="alert" data-testid="auth-form-error">{errors.formKey ? t(errors.formKey) : errors.formText}</p>;
}

/** The phone country codes the forms offer, one per code (several countries share some). */
export const PHONE_CODES = [...new Set(REGISTRATION_COUNTRIES.map((c) => c.phoneCode))];

/**
 * The phone country code and number side by side (login by phone, phone registration, user transfer); `names` are
 * the two field names the form sends, so a refusal of either shows under its field.
 */
export function PhoneFields({ names, errors, code, onCode, phone, onPhone, phoneLabel, readOnly }: {
  names: readonly [code: string, phone: string];
  errors: FormErrors;
  code: string;
  onCode: (code: string) => void;
  phone: string;
  onPhone: (phone: string) => void;
  /** Defaults to the plain phone label. */
  phoneLabel?: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.row}>
      <SelectField name={names[0]} className={styles.phoneCode} label={t('login.phoneCodeLabel')} errors={errors} value={code} onChange={(e) => onCode(e.target.value)}>
        {PHONE_CODES.map((c) => <option key={c} value={c}>+{c}</option>)}
      </SelectField>
      <TextField name={names[1]} label={phoneLabel ?? t('login.phoneLabel')} errors={errors} value={phone} onChange={(e) => onPhone(e.target.value)}
        inputMode="tel" autoComplete="tel-national" readOnly={readOnly} />
    </div>
  );
}
