import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import * as v from 'valibot';
import {
  ChangePasswordBodySchema, SecondFactorCodeSchema, SECURITY_QUESTIONS, type ChangePasswordBody, type Security,
} from '../../../../streams/schemas/office';
import { ResendButton } from '../../../ui/ResendButton';
import { validateFields } from '../../../../streams/office/office-api';
import { protectionStatus } from '../../../../streams/accounts/protection';
import { Badge, FormMessage, Panel, Progress, SelectField, TextField, Toggle } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { useLoad } from '../../../hooks/use-load';
import { QrCode } from '../QrCode';
import { useResendWait } from '../../../hooks/use-resend-wait';
import styles from '../office.module.css';

const TONE = { bad: 'bad', normal: 'warn', good: 'info', full: 'ok' } as const;

/**
 * office/security: protection level (B13), password, TOTP two-factor authentication, phone, question, e-mail auth.
 * With two-factor authentication on, the password change, phone unbinding and removing the question ask for a code
 * of the app or a recovery code as well (issue 20 #3).
 */
export function SecurityPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.security$())));
  const [current, setCurrent] = useState<Security | null>(null);
  return (
    <OfficePage title={t('menu.security')} testId="office-security">
      <Loaded state={state} retry={reload}>
        {(loaded) => {
          const s = current ?? loaded;
          return (
            <>
              <Level security={s} />
              <PasswordForm onChanged={reload} twoFactor={s.totp.enabled} />
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

/** The code a sensitive change needs while two-factor authentication is on (issue 20 #3): the app's or a recovery code. */
function SecondFactorField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation('office');
  return (
    <TextField name="code" label={t('security.secondFactorLabel')} hint={t('security.secondFactorHint')} autoComplete="one-time-code" maxLength={11}
      spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} error={error} />
  );
}

/** A second-factor code as the server takes it: checked with the shared schema, the message key when it is not one. */
function secondFactorProblem(code: string): string | null {
  if (code.trim() === '') return 'second_factor_required';
  return v.is(SecondFactorCodeSchema, code) ? null : 'second_factor_format';
}

function PasswordForm({ onChanged, twoFactor }: { onChanged: () => void; twoFactor: boolean }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const { accounts } = useServices();
  const empty = { currentPassword: '', newPassword: '', repeatPassword: '' };
  const [values, setValues] = useState(empty);
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const [change, changing] = useAction((body: ChangePasswordBody) => accounts.office$.pipe(switchMap((office) => office.changePassword$(body))).pipe(tap(() => {
    setValues(empty);
    setCode('');
    onChanged();
  })));
  const server = errorsOf(changing);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = twoFactor ? { ...values, code: code.trim() } : values;
    const checked = validateFields(ChangePasswordBodySchema, body);
    const fields = checked.ok ? {} : { ...checked.fields };
    const codeProblem = twoFactor ? secondFactorProblem(code) : null;
    if (codeProblem) fields['code'] = codeProblem;
    setLocal(fields);
    if (Object.keys(fields).length === 0) change(body);
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
        {twoFactor && <SecondFactorField value={code} onChange={setCode} error={errorText(local['code'] ?? server.fields['code'])} />}
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

/**
 * Two-factor authentication: set up (a QR code of the otpauth:// URI and the key), confirmed with a first code, after
 * which the ten recovery codes are shown once; turning it off needs a code of the app or a recovery code.
 */
function TwoFactor({ security, onChange }: { security: Security; onChange: (s: Security) => void }) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [code, setCode] = useState('');
  const [codesSaved, setCodesSaved] = useState(false);
  const [tried, setTried] = useState(false);
  const [setup, settingUp, forgetKey] = useAction(() => accounts.office$.pipe(switchMap((office) => office.totpSetup$())));
  const [confirm, confirming] = useAction((c: string) => accounts.office$.pipe(switchMap((office) => office.totpEnable$(c))).pipe(tap((s) => { setCode(''); setTried(false); setCodesSaved(false); onChange(s); })));
  // Off, the server forgets the key: so does the page (a new set-up makes a new one).
  const [disable, disabling] = useAction((c: string) => accounts.office$.pipe(switchMap((office) => office.totpDisable$(c))).pipe(tap((s) => { setCode(''); setTried(false); forgetKey(); onChange(s); })));
  const enabled = security.totp.enabled;
  const action = enabled ? disabling : confirming;
  const codeError = enabled
    ? (tried ? secondFactorProblem(code) : null)
    : (/^\d{6}$/.test(code) || code === '' ? null : 'code_format');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (enabled) {
      if (!secondFactorProblem(code)) disable(code.trim());
    } else if (/^\d{6}$/.test(code)) confirm(code);
  };
  const key = settingUp.status === 'done' ? settingUp.value : null;
  const recoveryCodes = enabled && !codesSaved && confirming.status === 'done' ? confirming.value.recoveryCodes : null;
  return (
    <Panel title={t('security.twoFactor')} actions={<Badge tone={enabled ? 'ok' : 'muted'}>{enabled ? t('security.on') : t('security.off')}</Badge>}>
      <p className={styles.muted}>{t('security.twoFactorIntro')}</p>
      {!enabled && !key && (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => setup(undefined)} disabled={settingUp.status === 'pending'} data-testid="totp-setup">{t('security.twoFactorSetup')}</Button>
          <FormMessage error={failureText(settingUp)} />
        </div>
      )}
      {key && !enabled && (
        <div className={styles.totpSetup}>
          <QrCode text={key.otpauthUrl} label={t('security.twoFactorQrLabel')} testId="totp-qr" />
          <div>
            <p>{t('security.twoFactorScan')}</p>
            <p className={styles.code} data-testid="totp-secret">{key.secret.replace(/(.{4})/g, '$1 ').trim()}</p>
            <p><a href={key.otpauthUrl}>{t('security.twoFactorOpenApp')}</a></p>
          </div>
        </div>
      )}
      {recoveryCodes && (
        <div data-testid="recovery-codes">
          <h3>{t('security.recoveryTitle')}</h3>
          <p className={styles.muted}>{t('security.recoveryText')}</p>
          <ul className={styles.recoveryCodes}>{recoveryCodes.map((c) => <li key={c}>{c}</li>)}</ul>
          <Button variant="outline" onClick={() => setCodesSaved(true)} data-testid="recovery-codes-saved">{t('security.recoverySaved')}</Button>
        </div>
      )}
      {enabled && !recoveryCodes && <p className={styles.muted} data-testid="recovery-codes-left">{t('security.recoveryLeft', { left: security.totp.recoveryCodesLeft })}</p>}
      {(enabled || key) && !recoveryCodes && (
        <form className={styles.inline} onSubmit={submit} noValidate data-testid="totp-form">
          {enabled ? (
            <SecondFactorField value={code} onChange={setCode} error={errorText(codeError ?? errorsOf(action).fields['code'])} />
          ) : (
            <TextField name="code" label={t('security.twoFactorCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} error={errorText(codeError ?? errorsOf(action).fields['code'])} />
          )}
          <Button type="submit" variant={enabled ? 'outline' : 'primary'} disabled={action.status === 'pending'}>
            {enabled ? t('security.twoFactorDisable') : t('security.twoFactorEnable')}
          </Button>
        </form>
      )}
      <FormMessage done={confirming.status === 'done' && enabled ? t('security.twoFactorOn') : disabling.status === 'done' && !enabled ? t('security.twoFactorOff') : null} />
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
  const [factor, setFactor] = useState('');
  const [factorProblem, setFactorProblem] = useState<string | null>(null);
  const [send, sending] = useAction((p: string) => accounts.office$.pipe(switchMap((office) => office.phoneSend$(p))).pipe(tap(onChange)));
  // Issue 20 #7: after a code, and after a refusal, the send button waits the seconds the server gives.
  const wait = useResendWait(sending);
  const sendFields = errorsOf(sending).fields;
  const [confirm, confirming] = useAction((c: string) => accounts.office$.pipe(switchMap((office) => office.phoneConfirm$(c))).pipe(tap((s) => { setCode(''); onChange(s); })));
  const [unbind, unbinding] = useAction((c: string | undefined) => accounts.office$.pipe(switchMap((office) => office.phoneUnbind$(c))).pipe(tap((s) => { setFactor(''); onChange(s); })));
  const twoFactor = security.totp.enabled;
  const onUnbind = (e: FormEvent) => {
    e.preventDefault();
    const problem = twoFactor ? secondFactorProblem(factor) : null;
    setFactorProblem(problem);
    if (!problem) unbind(twoFactor ? factor.trim() : undefined);
  };
  return (
    <Panel title={t('security.phone')} actions={<Badge tone={security.phone.bound ? 'ok' : 'muted'}>{security.phone.bound ?? t('security.off')}</Badge>}>
      {security.phone.bound ? (
        <form className={styles.inline} onSubmit={onUnbind} noValidate data-testid="phone-unbind">
          <span className={styles.muted}>{t('security.phoneBound', { phone: security.phone.bound })}</span>
          {twoFactor && <SecondFactorField value={factor} onChange={setFactor} error={errorText(factorProblem ?? errorsOf(unbinding).fields['code'])} />}
          <Button type="submit" variant="outline" disabled={unbinding.status === 'pending'}>{t('security.phoneUnbind')}</Button>
        </form>
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
  const [factor, setFactor] = useState('');
  const [factorProblem, setFactorProblem] = useState<string | null>(null);
  const [save, saving] = useAction(() => accounts.office$.pipe(switchMap((office) => office.setQuestion$(questionId, answer))).pipe(tap((s) => { setAnswer(''); onChange(s); })));
  const [remove, removing] = useAction((c: string | undefined) => accounts.office$.pipe(switchMap((office) => office.removeQuestion$(c))).pipe(tap((s) => { setFactor(''); onChange(s); })));
  const twoFactor = security.totp.enabled;
  const onRemove = (e: FormEvent) => {
    e.preventDefault();
    const problem = secondFactorProblem(factor);
    setFactorProblem(problem);
    if (!problem) remove(factor.trim());
  };
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
        {security.question && !twoFactor && <Button variant="ghost" onClick={() => remove(undefined)} disabled={removing.status === 'pending'}>{t('security.questionRemove')}</Button>}
      </form>
      {security.question && twoFactor && (
        <form className={styles.inline} onSubmit={onRemove} noValidate data-testid="question-remove">
          <SecondFactorField value={factor} onChange={setFactor} error={errorText(factorProblem ?? errorsOf(removing).fields['code'])} />
          <Button type="submit" variant="ghost" disabled={removing.status === 'pending'}>{t('security.questionRemove')}</Button>
        </form>
      )}
    </Panel>
  );
}

function EmailAuth({ security, onChange }: { security: Security; onChange: (s: Security) => void }) {
  const { t } = useTranslation('office');
  const failureText = useFailureText();
  const { accounts } = useServices();
  const [set, setting] = useAction((enabled: boolean) => accounts.office$.pipe(switchMap((office) => office.setEmailAuth$(enabled))).pipe(tap(onChange)));
  return (
    <Panel title={t('security.emailAuth')}>
      <Toggle label={t('security.emailAuthLabel', { email: security.email ?? '—' })} checked={security.email_auth} disabled={setting.status === 'pending'} onChange={set} />
      <FormMessage error={failureText(setting)} />
    </Panel>
  );
}
