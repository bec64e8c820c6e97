import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useObservableState } from 'observable-hooks';
import { catchError, of, switchMap } from 'rxjs';
import { REGISTRATION_COUNTRIES } from '../../../streams/schemas/auth';
import type { PhoneCountry } from '../../../streams/schemas/phone-book';
import { formatNationalPhone } from '../../../streams/schemas/phones';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
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

/** The phone countries until the phone countries request answers (or when it fails): the site's own list. */
const SITE_PHONE_COUNTRIES: PhoneCountry[] = REGISTRATION_COUNTRIES.map((c) => ({ id: c.id, name: c.iso, code: c.iso, phoneCode: c.phoneCode }));

/** The phone country codes the forms offer before the phone countries request answers, one per code. */
export const PHONE_CODES = [...new Set(SITE_PHONE_COUNTRIES.map((c) => c.phoneCode))];

/**
 * The phone country code and number side by side (login by phone, phone registration, user transfer); `names` are
 * the two field names the form sends, so a refusal of either shows under its field. The codes come from the phone
 * countries request and the number is written as its country writes it, after that country's phone mask (C13).
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
  const { auth } = useServices();
  const { lang } = useLanguage();
  const book$ = useObservable((inputs$) => inputs$.pipe(switchMap(([l]) => auth.phoneBook$(l).pipe(catchError(() => of(null))))), [lang]);
  const book = useObservableState(book$, null);
  const countries = book?.countries ?? SITE_PHONE_COUNTRIES;
  const codes = [...new Set(countries.map((c) => c.phoneCode))];
  // Several countries share a code (+7): the first one listed writes the number.
  const country = countries.find((c) => c.phoneCode === code);
  const mask = book?.masks.find((m) => m.CountryId === country?.id);
  // The form keeps the digits (what is sent); the field shows them written as the country writes them.
  const shown = country ? formatNationalPhone(country.code, code, phone) : phone;
  return (
    <div className={styles.row}>
      <SelectField name={names[0]} className={styles.phoneCode} label={t('login.phoneCodeLabel')} errors={errors} value={code} onChange={(e) => onCode(e.target.value)}>
        {codes.map((c) => <option key={c} value={c}>+{c}</option>)}
      </SelectField>
      <TextField name={names[1]} label={phoneLabel ?? t('login.phoneLabel')} errors={errors} value={shown} onChange={(e) => onPhone(e.target.value.replace(/\D/g, '').slice(0, mask?.Max))}
        inputMode="tel" autoComplete="tel-national" readOnly={readOnly} placeholder={mask?.Mask} />
    </div>
  );
}
