import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservableEagerState } from 'observable-hooks';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import type { PaymentDirection, PaymentMethod } from '../../../../streams/schemas/payments';
import { FormMessage, SelectField, TextField } from '../../../ui/forms';
import { Loaded, useErrorText, useFailureText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatMoney } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/** The problem of an amount for a method, as an error key, or null (mirrors the server's check). */
export function amountProblem(amount: number, method: Pick<PaymentMethod, 'min' | 'max' | 'step'>, withdrawable?: number): string | null {
  if (!Number.isFinite(amount) || amount <= 0) return 'amount_format';
  const unit = 1000; // enough decimals for every currency (KWD has 3)
  const minor = Math.round(amount * unit);
  if (Math.abs(minor / unit - amount) > 1e-9) return 'amount_format';
  if (amount < method.min) return 'amount_min';
  if (amount > method.max) return 'amount_max';
  if (minor % Math.round(method.step * unit) !== 0) return 'amount_step';
  if (withdrawable !== undefined && amount > withdrawable) return 'amount_above_withdrawable';
  return null;
}

function luhn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function destinationProblem(kind: PaymentMethod['destination'], value: string): string | null {
  const v = value.trim();
  switch (kind) {
    case 'none': return null;
    case 'card': return luhn(v) ? null : 'destination_card';
    case 'wallet': return /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$|^W\d{8,12}$/.test(v) ? null : 'destination_wallet';
    case 'crypto': return /^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$|^0x[a-fA-F0-9]{40}$/.test(v) ? null : 'destination_crypto';
  }
}

/**
 * The deposit (office/recharge) and withdrawal (office/deduce) form: account, method with its limits and step,
 * amount (and destination or first-deposit bonus), checked here as the server checks it; on success the browser
 * goes to the cashier's confirmation page, which returns to onpay/... (R14).
 */
export function PaymentForm({ direction }: { direction: PaymentDirection }) {
  const { t } = useTranslation(['payments', 'office']);
  const lang = useLang();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const { accounts } = useServices();
  const state = useObservableEagerState(accounts.state$);
  const moneyAccounts = state.all.filter((a) => a.type !== 4);
  const [accountId, setAccountId] = useState<number | null>(null);
  // Until the user picks an account the server answers for the active one (or the main one when the bonus account is
  // active): the methods load once, not again when the accounts state arrives, so nothing typed is lost.
  const chosen = accountId;
  const [methods, reloadMethods] = useLoad(() => accounts.payments$.pipe(switchMap((payments) => payments.methods$(direction, chosen ?? undefined))), `${direction}:${chosen}`);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [bonusChoice, setBonusChoice] = useState<0 | 1 | 2 | null>(null);
  const [bonuses] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.bonuses$())), direction);
  const [local, setLocal] = useState<Record<string, string>>({});

  // One Idempotency-Key per distinct submission: a double click or a retry of the same form moves money once.
  const key = useMemo(() => accounts.payments.newIdempotencyKey(), [accounts, chosen, methodId, amount, destination, bonusChoice]); // eslint-disable-line react-hooks/exhaustive-deps
  const [submit, submitting] = useAction((body: { amount: number; method: PaymentMethod; accountId: number }) => {
    const common = { accountId: body.accountId, methodId: body.method.id, amount: body.amount, lang };
    const call$ = direction === 'deposit'
      // Without an explicit choice here the server applies the one made at registration.
      ? accounts.payments$.pipe(switchMap((payments) => payments.deposit$({ ...common, ...(bonusChoice !== null ? { bonusChoice } : {}) }, key)))
      : accounts.payments$.pipe(switchMap((payments) => payments.withdraw$({ ...common, destination }, key)));
    return call$.pipe(tap((start) => accounts.payments.openCashier(start.redirectUrl)));
  });
  const server = errorsOf(submitting);

  return (
    <Loaded state={methods} retry={reloadMethods}>
      {(m) => {
        const method = m.methods.find((x) => x.id === methodId) ?? m.methods[0];
        const onSubmit = (e: FormEvent) => {
          e.preventDefault();
          if (!method) return;
          const value = Number(amount.replace(',', '.'));
          const problems: Record<string, string> = {};
          const a = amountProblem(value, method, direction === 'withdrawal' ? m.withdrawable : undefined);
          if (a) problems['amount'] = a;
          const d = direction === 'withdrawal' ? destinationProblem(method.destination, destination) : null;
          if (d) problems['destination'] = d;
          setLocal(problems);
          // The account the methods were loaded for (the active one until the user picks another).
          if (Object.keys(problems).length === 0) submit({ amount: value, method, accountId: chosen ?? m.accountId });
        };
        const limits = method ? { min: formatMoney(method.min, m.currency, lang), max: formatMoney(method.max, m.currency, lang), step: formatMoney(method.step, m.currency, lang) } : null;
        const amountError = local['amount'] ?? server.fields['amount'];
        return (
          <form onSubmit={onSubmit} noValidate aria-label={t(`payments:${direction}.title`)} data-testid={`${direction}-form`}>
            <div className={styles.grid2}>
              <SelectField name="accountId" label={t('payments:account')} value={chosen ?? m.accountId} onChange={(e) => setAccountId(Number(e.target.value))}>
                {moneyAccounts.map((a) => (
                  <option key={a.id} value={a.id}>{`${a.label || t(`office:accounts.type${a.type}`)} · ${formatMoney(a.money, a.iso, lang)}`}</option>
                ))}
              </SelectField>
              {direction === 'withdrawal' && (
                <p className={styles.muted} data-testid="withdrawable">{t('payments:withdrawable', { amount: formatMoney(m.withdrawable, m.currency, lang) })}</p>
              )}
            </div>
            <fieldset className={styles.methods} style={{ marginTop: 16 }}>
              <legend className={styles.label}>{t('payments:method')}</legend>
              {m.methods.map((x) => (
                <label key={x.id} className={styles.method}>
                  <input type="radio" name="method" value={x.id} checked={method?.id === x.id} onChange={() => setMethodId(x.id)} />
                  <strong>{t(`payments:methods.${x.kind}`)}</strong>
                  <span className={styles.hint}>{formatMoney(x.min, m.currency, lang)} – {formatMoney(x.max, m.currency, lang)}</span>
                  <span className={styles.hint}>{x.etaMinutes === 0 ? t('payments:instant') : t('payments:eta', { minutes: x.etaMinutes })}</span>
                </label>
              ))}
            </fieldset>
            <div className={styles.grid2} style={{ marginTop: 16 }}>
              <TextField
                name="amount"
                label={t('payments:amount', { currency: m.currency })}
                inputMode="decimal"
                value={amount}
                onChange={(e) => { setAmount(e.target.value); setLocal(({ amount: _a, ...rest }) => rest); }}
                error={amountError ? t(`office:errors.${amountError}`, { ...limits, defaultValue: errorText(amountError) ?? '' }) : null}
                hint={limits ? t('payments:limits', limits) : undefined}
              />
              {direction === 'withdrawal' && method && method.destination !== 'none' && (
                <TextField
                  name="destination"
                  label={t(`payments:destination.${method.destination}`)}
                  value={destination}
                  autoComplete="off"
                  onChange={(e) => { setDestination(e.target.value); setLocal(({ destination: _d, ...rest }) => rest); }}
                  error={errorText(local['destination'] ?? server.fields['destination'])}
                />
              )}
            </div>
            {method && (
              <div className={styles.actions} style={{ marginTop: 8 }}>
                {[1, 2, 5, 10].map((k) => Math.min(method.max, method.min * k)).filter((v, i, all) => all.indexOf(v) === i).map((v) => (
                  <Button key={v} size="sm" variant="outline" onClick={() => setAmount(String(v))}>{formatMoney(v, m.currency, lang)}</Button>
                ))}
              </div>
            )}
            {direction === 'deposit' && state.isAvailableFirstDepositBonus && (
              <fieldset className={styles.field} style={{ marginTop: 16, border: 0, padding: 0 }}>
                <legend className={styles.label}>{t('payments:bonus.title')}</legend>
                {([0, 1, 2] as const).map((c) => (
                  <label key={c} className={styles.toggleRow}>
                    <input type="radio" name="bonusChoice" checked={(bonusChoice ?? (bonuses.status === 'ready' ? bonuses.value.choice : 0)) === c} onChange={() => setBonusChoice(c)} />
                    {t(`payments:bonus.choice${c}`)}
                  </label>
                ))}
              </fieldset>
            )}
            <div className={styles.actions}>
              <Button type="submit" variant="primary" size="lg" disabled={submitting.status === 'pending' || !method}>
                {t(`payments:${direction}.submit`)}
              </Button>
              <FormMessage error={submitting.status === 'error' && Object.keys(server.fields).length === 0 ? failureText(submitting) : null} />
              {submitting.status === 'done' && <p className={styles.muted} role="status">{t('payments:toCashier')}</p>}
            </div>
          </form>
        );
      }}
    </Loaded>
  );
}
