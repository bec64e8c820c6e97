import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_COUNTRIES } from '../../../streams/schemas/auth';
import * as Ui from '../../ui/forms';
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

type WithErrors<P> = Omit<P, 'error' | 'announce'> & { errors: FormErrors };

// The accounts forms speak FormErrors (a refusal code per field, form-errors.ts): these fields of the src/ui kit show
// a field's refusal in the user's language and announce it, as those forms are checked on submit.

export function TextField({ errors, ...props }: WithErrors<ComponentProps<typeof Ui.TextField>>) {
  return <Ui.TextField {...props} error={useReasonText()(props.name, errors.fields[props.name])} announce />;
}

export function PasswordField({ errors, ...props }: WithErrors<Omit<ComponentProps<typeof Ui.PasswordField>, 'reveal'>>) {
  const { t } = useTranslation('auth');
  return <Ui.PasswordField {...props} reveal={{ show: t('show'), hide: t('hide') }} error={useReasonText()(props.name, errors.fields[props.name])} announce />;
}

export function SelectField({ errors, ...props }: WithErrors<ComponentProps<typeof Ui.SelectField>>) {
  return <Ui.SelectField {...props} error={useReasonText()(props.name, errors.fields[props.name])} announce />;
}

export function CheckboxField({ errors, ...props }: WithErrors<ComponentProps<typeof Ui.CheckboxField>>) {
  return <Ui.CheckboxField {...props} error={useReasonText()(props.name, errors.fields[props.name])} announce />;
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
