import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { ResendButton } from '../../../ui/ResendButton';
import { ChangePasswordBodySchema, SECURITY_QUESTIONS, type Security } from '../../../../streams/schemas/office';
import { validateFields } from '../../../../streams/office/office-api';
import { protectionStatus } from '../../../../streams/accounts/protection';
import { Badge, FormMessage, Panel, Progress, SelectField, TextField, Toggle } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { useLoad } from '../../../hooks/use-load';
import { useResendWait } from '../../../hooks/use-resend-wait';
import styles from '../office.module.css';

const TONE = { bad: 'bad', normal: 'warn', good: 'info', full: 'ok' } as const;

/** office/security: protection level (B13), password, TOTP two-factor authentication, phone, question, e-mail auth. */
export function SecurityPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office.security$());
  const [current, setCurrent] = useState<Security | null>(null);
  return (
    <OfficePage title={t('menu.security')} testId="office-security">
      <Loaded state={state} retry={reload}>
        {(loaded) => {
          const s = current ?? loaded;
          return (
            <>
              <Level security={s} />
              <PasswordForm onChanged={reload} />
              <TwoFactor security={s} onChange={setCurrent} />
              <PhoneBinding security={s} onChange={setCurrent} />
              <Question security={s} onChange={setCurrent} />
              <EmailAuth security={s} onChange={setCurrent} />
            </>
          );
        }}
      </Loaded>
    </OfficePage>
  );
}

function Level({ security }: { security: Security }) {
  const { t } = useTranslation('office');
  const status = protectionStatus(security.protection_level);
  return (
    <Panel title={t('security.level')}>
      <div className={styles.level} data-testid="protection-level" data-level={security.protection_level} data-status={status}>
        <Badge tone={TONE[status]}>{t(`security.status.${status}`)}</Badge>
        <div className={styles.levelMeter}><Progress value={security.protection_level} label={t('security.level')} /></div>
        <strong>{security.protection_level}%</strong>
      </div>
      <ul className={styles.list} style={{ marginTop: 12 }}>
        {Object.entries(security.protection_methods).map(([key, on]) => (
          <li key={key} className={styles.toggleRow}>
            <Badge tone={on ? 'ok' : 'muted'}>{on ? t('security.on') : t('security.off')}</Badge> {t(`security.methods.${key}`)}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const { accounts } = useServices();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', repeatPassword: '' });
  const [local, setLocal] = useState<Record<string, string>>({});
  const [change, changing] = useAction((body: typeof values) => accounts.office.changePassword$(body).pipe(tap(() => {
    setValues({ currentPassword: '', newPassword: '', repeatPassword: '' });
    onChanged();
  })));
  const server = errorsOf(changing);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(ChangePasswordBodySchema, values);
    setLocal(checked.ok ? {} : checked.fields);
    if (checked.ok) change(values);
  };
  const field = (name: keyof typeof values, autoComplete: string) => (
    <TextField name={name} type="password" autoComplete={autoComplete} label={t(`security.${name}`)} value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} error={errorText(local[name] ?? server.fields[name])} />
  );
  return (
    <Panel title={t('security.password')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('security.password')} data-testid="change-password">
        <div className={styles.grid3}>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('repeatPassword', 'new-password')}
        </div>
        <p className={styles.hint}>{t('security.passwordRules')}</p>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={changing.status === 'pending'}>{t('security.changePassword')}</Button>
          <FormMessage
            error={changing.status === 'error' && Object.keys(server.fields).length === 0 ? t('errors.saveFailed') : null}
            done={changing.status === 'done' ? t('security.passwordChanged') : null}
          />
        </div>
      </form>
    </Panel>
  );
}

function TwoFactor({ security, onChange }: { security: Security; onChange: (s: Security) => void }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [code, setCode] = useState('');
  const [setup, settingUp] = useAction(() => accounts.office.totpSetup$());
  const [confirm, confirming] = useAction((c: string) => accounts.office.totpEnable$(c).pipe(tap((s) => { setCode(''); onChange(s); })));
  const [disable, disabling] = useAction((c: string) => accounts.office.totpDisable$(c).pipe(tap((s) => { setCode(''); onChange(s); })));
  const action = security.totp.enabled ? disabling : confirming;
  const codeError = /^\d{6}$/.test(code) || code === '' ? null : 'code_format';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return;
    if (security.totp.enabled) disable(code);
    else confirm(code);
  };
  const key = settingUp.status === 'done' ? settingUp.value : null;
  return (
    <Panel title={t('security.twoFactor')} actions={<Badge tone={security.totp.enabled ? 'ok' : 'muted'}>{security.totp.enabled ? t('security.on') : t('security.off')}</Badge>}>
      <p className={styles.muted}>{t('security.twoFactorIntro')}</p>
      {!security.totp.enabled && !key && (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => setup(undefined)} disabled={settingUp.status === 'pending'} data-testid="totp-setup">{t('security.twoFactorSetup')}</Button>
          <FormMessage error={failureText(settingUp)} />
        </div>
      )}
      {key && !security.totp.enabled && (
        <div style={{ marginTop: 12 }}>
          <p>{t('security.twoFactorKey')}</p>
          <p className={styles.code} data-testid="totp-secret">{key.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
          <p><a href={key.otpauthUrl}>{t('security.twoFactorOpenApp')}</a></p>
        </div>
      )}
      {(security.totp.enabled || key) && (
        <form className={styles.inline} onSubmit={submit} noValidate>
          <TextField name="code" label={t('security.twoFactorCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} error={errorText(codeError ?? errorsOf(action).fields['code'])} />
          <Button type="submit" variant={security.totp.enabled ? 'outline' : 'primary'} disabled={action.status === 'pending'}>
            {security.totp.enabled ? t('security.twoFactorDisable') : t('security.twoFactorEnable')}
          </Button>
        </form>
      )}
      <FormMessage done={confirming.status === 'done' ? t('security.twoFactorOn') : disabling.status === 'done' ? t('security.twoFactorOff') : null} />
    </Panel>
  );
}

function PhoneBinding({ security, onChange }: { security: Security; onChange: (s: Security) => void }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [send, sending] = useAction((p: string) => accounts.office.phoneSend$(p).pipe(tap(onChange)));
  // Issue 20 #7: after a code, and after a refusal, the send button waits the seconds the server gives.
  const wait = useResendWait(sending);
  const sendFields = errorsOf(sending).fields;
  const [confirm, confirming] = useAction((c: string) => accounts.office.phoneConfirm$(c).pipe(tap((s) => { setCode(''); onChange(s); })));
  const [unbind, unbinding] = useAction(() => accounts.office.phoneUnbind$().pipe(tap(onChange)));
  return (
    <Panel title={t('security.phone')} actions={<Badge tone={security.phone.bound ? 'ok' : 'muted'}>{security.phone.bound ?? t('security.off')}</Badge>}>
      {security.phone.bound ? (
        <div className={styles.actions}>
          <span className={styles.muted}>{t('security.phoneBound', { phone: security.phone.bound })}</span>
          <Button variant="outline" onClick={() => unbind(undefined)} disabled={unbinding.status === 'pending'}>{t('security.phoneUnbind')}</Button>
        </div>
      ) : (
        <>
          <form className={styles.inline} onSubmit={(e) => { e.preventDefault(); if (wait === 0) send(phone.trim()); }} noValidate>
            <TextField name="phone" type="tel" autoComplete="tel" placeholder="+79001234567" label={t('security.phoneNumber')} value={phone}
              onChange={(e) => setPhone(e.target.value)} error={errorText(sendFields['phone'])} />
            <ResendButton type="submit" variant="primary" waitSec={wait} disabled={sending.status === 'pending'} data-testid="phone-send">{t('security.phoneSend')}</ResendButton>
          </form>
          <FormMessage error={sendFields['phone'] ? null : failureText(sending)} />
          {security.phone.pending && (
            <form className={styles.inline} onSubmit={(e) => { e.preventDefault(); confirm(code.trim()); }} noValidate>
              <TextField name="code" inputMode="numeric" autoComplete="one-time-code" label={t('security.phoneCode', { phone: security.phone.pending })}
                value={code} onChange={(e) => setCode(e.target.value)} error={errorText(errorsOf(confirming).fields['code'])} />
              <Button type="submit" variant="primary" disabled={confirming.status === 'pending'}>{t('security.phoneConfirm')}</Button>
            </form>
          )}
        </>
      )}
    </Panel>
  );
}

function Question({ security, onChange }: { security: Security; onChange: (s: Security) => void }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const { accounts } = useServices();
  const [questionId, setQuestionId] = useState<number>(security.question ?? 1);
  const [answer, setAnswer] = useState('');
  const [save, saving] = useAction(() => accounts.office.setQuestion$(questionId, answer).pipe(tap((s) => { setAnswer(''); onChange(s); })));
  const [remove, removing] = useAction(() => accounts.office.removeQuestion$().pipe(tap(onChange)));
  return (
    <Panel title={t('security.question')} actions={<Badge tone={security.question ? 'ok' : 'muted'}>{security.question ? t('security.on') : t('security.off')}</Badge>}>
      {security.question && <p className={styles.muted}>{t('security.questionSet', { question: t(`security.questions.${security.question}`) })}</p>}
      <form className={styles.inline} onSubmit={(e) => { e.preventDefault(); save(undefined); }} noValidate>
        <SelectField name="questionId" label={t('security.questionPick')} value={questionId} onChange={(e) => setQuestionId(Number(e.target.value))}>
          {SECURITY_QUESTIONS.map((id) => <option key={id} value={id}>{t(`security.questions.${id}`)}</option>)}
        </SelectField>
        <TextField name="answer" label={t('security.answer')} value={answer} autoComplete="off" onChange={(e) => setAnswer(e.target.value)}
          error={errorText(errorsOf(saving).fields['answer'])} />
        <Button type="submit" variant="primary" disabled={saving.status === 'pending'}>{t('save')}</Button>
        {security.question && <Button variant="ghost" onClick={() => remove(undefined)} disabled={removing.status === 'pending'}>{t('security.questionRemove')}</Button>}
      </form>
    </Panel>
  );
}

function EmailAuth({ security, onChange }: { security: Security; onChange: (s: Security) => void }) {
  const { t } = useTranslation('office');
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [set, setting] = useAction((enabled: boolean) => accounts.office.setEmailAuth$(enabled).pipe(tap(onChange)));
  return (
    <Panel title={t('security.emailAuth')}>
      <Toggle label={t('security.emailAuthLabel', { email: security.email ?? '—' })} checked={security.email_auth} disabled={setting.status === 'pending'} onChange={set} />
      <FormMessage error={failureText(setting)} />
    </Panel>
  );
}
