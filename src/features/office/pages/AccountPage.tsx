import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import { asyncScheduler, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { personalDataSchema, type PersonalData, type PersonalDataInput } from '../../../../streams/schemas/office';
import { validateFields } from '../../../../streams/office/office-api';
import { Badge, FormMessage, Panel, SelectField, TextField } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import { RechargeModal } from './RechargePage';
import styles from '../office.module.css';

const today = () => new Date(asyncScheduler.now()).toISOString().slice(0, 10);

const EDITABLE: (keyof PersonalDataInput)[] = [
  'user_name', 'user_surname', 'user_middle_name', 'user_birthday_date', 'user_birthday_place', 'country', 'region', 'city',
  'registration_address', 'document_type_id', 'passport_series', 'passport_number', 'passport_date', 'passport_end_date', 'passport_issued_by', 'inn',
];

/** office/account (R21 default page): personal data (validated here and on the server) and the currency accounts. */
export function AccountPage() {
  const { t } = useTranslation('office');
  const [params, setParams] = useSearchParams();
  return (
    <OfficePage title={t('menu.account')} testId="office-account">
      <PersonalDataForm />
      <AccountsPanel />
      {params.get('recharge') === '1' && <RechargeModal onClose={() => setParams({}, { replace: true })} />}
    </OfficePage>
  );
}

function PersonalDataForm() {
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.personal$())));
  return (
    <Panel>
      <Loaded state={state} retry={reload}>{(data) => <PersonalFields data={data} />}</Loaded>
    </Panel>
  );
}

function PersonalFields({ data }: { data: PersonalData }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const errorText = useErrorText();
  const { accounts } = useServices();
  const [values, setValues] = useState<PersonalDataInput>(() => Object.fromEntries(EDITABLE.map((k) => [k, data[k]])) as PersonalDataInput);
  const [local, setLocal] = useState<Record<string, string>>({});
  const [save, saving] = useAction((body: PersonalDataInput) => accounts.office$.pipe(switchMap((office) => office.savePersonal$(body))));
  const server = errorsOf(saving);
  const fieldError = (name: string) => errorText(local[name] ?? server.fields[name]);
  const set = (name: keyof PersonalDataInput) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: name === 'document_type_id' ? Number(e.target.value) : e.target.value }) as PersonalDataInput);
    setLocal((l) => {
      const { [name]: _drop, ...rest } = l;
      return rest;
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(personalDataSchema(today()), values);
    if (!checked.ok) {
      setLocal(checked.fields);
      return;
    }
    setLocal({});
    save(values);
  };
  const text = (name: keyof PersonalDataInput, extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={t(`personal.${name}`)} value={String(values[name] ?? '')} onChange={set(name)} error={fieldError(name)} {...extra} />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('personal.title')}>
      <p className={styles.muted}>
        {t('personal.facts', { login: data.login, date: formatDateTime(data.registered_at, lang, clock, 'date') })}
        {data.email ? ` · ${data.email}` : ''}{data.phone ? ` · ${data.phone}` : ''}
      </p>
      <div className={styles.grid3} style={{ marginTop: 16 }}>
        {text('user_surname', { autoComplete: 'family-name' })}
        {text('user_name', { autoComplete: 'given-name' })}
        {text('user_middle_name', { autoComplete: 'additional-name' })}
        {text('user_birthday_date', { type: 'date', autoComplete: 'bday' })}
        {text('user_birthday_place')}
        {text('country', { autoComplete: 'country-name' })}
        {text('region', { autoComplete: 'address-level1' })}
        {text('city', { autoComplete: 'address-level2' })}
        {text('registration_address', { autoComplete: 'street-address' })}
        <SelectField name="document_type_id" label={t('personal.document_type_id')} value={values.document_type_id} onChange={set('document_type_id')} error={fieldError('document_type_id')}>
          {[1, 2, 3].map((id) => <option key={id} value={id}>{t(`personal.documentTypes.${id}`)}</option>)}
        </SelectField>
        {text('passport_series')}
        {text('passport_number')}
        {text('passport_date', { type: 'date' })}
        {text('passport_end_date', { type: 'date' })}
        {text('passport_issued_by')}
        {text('inn', { inputMode: 'numeric', hint: t('personal.innHint') })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving.status === 'pending'}>{t('save')}</Button>
        <FormMessage
          error={Object.keys(local).length > 0 || Object.keys(server.fields).length > 0 ? t('errors.checkFields') : server.general ? t('errors.saveFailed') : null}
          done={saving.status === 'done' ? t('saved') : null}
        />
      </div>
    </form>
  );
}

function AccountsPanel() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { accounts } = useServices();
  const state = useObservableEagerState(accounts.state$);
  const [currencies, reloadCurrencies] = useLoad(() => accounts.currencies$());
  const [iso, setIso] = useState('');
  const [add, adding] = useAction((code: string) => accounts.addCurrency$(code));
  const [activate, activating] = useAction((id: number) => accounts.setActive$(id));
  const [remove, removing] = useAction((id: number) => accounts.removeCurrency$(id));
  const addError = errorsOf(adding);
  const failureText = useFailureText();
  const failed = [activating, removing].find((s) => s.status === 'error');
  const label = (type: number) => t(`accounts.type${type}`);
  return (
    <Panel title={t('accounts.title')} id="accounts">
      <table className={styles.table} data-testid="accounts-table">
        <thead>
          <tr><th>{t('accounts.account')}</th><th>{t('accounts.currency')}</th><th className={styles.num}>{t('accounts.balance')}</th><th>{t('accounts.pointsTitle')}</th><th><VisuallyHidden>{t('accounts.actions')}</VisuallyHidden></th></tr>
        </thead>
        <tbody>
          {state.all.map((a) => (
            <tr key={a.id} data-account-iso={a.iso}>
              <td>{a.label || label(a.type)} <span className={styles.muted}>№{a.id}</span> {a.isActive && <Badge tone="ok">{t('accounts.active')}</Badge>}</td>
              <td>{a.iso} {a.symbol !== a.iso ? `(${a.symbol})` : ''}</td>
              <td className={styles.num}>{formatMoney(a.money, a.iso, lang)}</td>
              <td>{a.points}</td>
              <td className={styles.num}>
                {!a.isActive && (
                  <Button size="sm" variant="outline" onClick={() => activate(a.id)} disabled={state.changing !== null}>
                    {t('accounts.makeActive')}
                  </Button>
                )}{' '}
                {a.type === 9 && !a.isActive && (
                  <Button size="sm" variant="ghost" onClick={() => remove(a.id)} disabled={state.deleting !== null}>{t('accounts.remove')}</Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {failed && <FormMessage error={failureText(failed)} />}
      <form
        className={styles.inline}
        style={{ marginTop: 16 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (iso) add(iso);
        }}
      >
        <Loaded state={currencies} retry={reloadCurrencies}>
          {(list) => (
            <SelectField name="iso" label={t('accounts.addCurrency')} value={iso} onChange={(e) => setIso(e.target.value)} error={addError.fields['iso'] ? t('errors.invalid') : null}>
              <option value="">{t('accounts.chooseCurrency')}</option>
              {list.filter((c) => !state.all.some((a) => a.iso === c.iso && a.type !== 4)).map((c) => (
                <option key={c.iso} value={c.iso}>{c.iso} ({c.symbol})</option>
              ))}
            </SelectField>
          )}
        </Loaded>
        <Button type="submit" variant="primary" disabled={!iso || adding.status === 'pending'}>{t('accounts.add')}</Button>
      </form>
      <div aria-live="polite">
        {adding.status === 'pending' && <p className={styles.muted}>{t('accounts.opening', { iso: state.adding ?? iso })}</p>}
        {adding.status === 'done' && (adding.value.kind === 'added'
          ? <FormMessage done={t('accounts.opened', { iso: adding.value.account.iso })} />
          : <FormMessage error={t('accounts.notYet')} />)}
        {adding.status === 'error' && <FormMessage error={failureText(adding)} />}
      </div>
    </Panel>
  );
}
