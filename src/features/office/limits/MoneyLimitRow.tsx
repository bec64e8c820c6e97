import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { Button, visuallyHiddenClass } from '../../../ui';
import { majorToMinor } from '../../../../streams/schemas/money';
import { NO_DEPOSIT_LIMIT, type Limit, type SetAnswer } from '../../../../streams/schemas/limits';
import { useServices } from '../../../hooks/services-context';
import { FormMessage, Progress } from '../../../ui/forms';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { PendingChange } from './PendingChange';
import { useMoneyText, useOutcomeText, windowKey } from './limit-texts';
import styles from './limits.module.css';

/**
 * One money limit (wagering, loss or deposit over 24 h, 7 d or 30 d): its value and what the window has used of it
 * (a bar), a pending change with its countdown, and a form to set, change or remove it. The form is locked while a
 * change is pending (B14). A raise answers with the self-assessment, which the page shows (`onQuestions`).
 */
export function MoneyLimitRow({ type, limit, currency, onQuestions }: { type: number; limit: Limit | undefined; currency: string; onQuestions: (answer: SetAnswer) => void }) {
  const { t } = useTranslation('limits');
  const lang = useLang();
  const money = useMoneyText();
  const outcome = useOutcomeText();
  const { limits$ } = useServices();
  const [amount, setAmount] = useState('');
  // A raise answers with the self-assessment instead of a change: the page asks it.
  const [save, saving] = useAction((value: number) => limits$.pipe(switchMap((l) => l.set$([{ limitType: type, limitValue: value }])), tap((a) => { if (a.status === 'QUESTIONS') onQuestions(a); })));
  const [remove, removing] = useAction(() => limits$.pipe(switchMap((l) => l.remove$(type))));
  const [invalid, setInvalid] = useState(false);
  const locked = limit?.pendingFrom != null;
  const set = limit && limit.limitValue < NO_DEPOSIT_LIMIT ? limit : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = majorToMinor(Number(amount.replace(',', '.')), currency);
    if (amount.trim() === '' || minor === null || minor <= 0 || minor >= NO_DEPOSIT_LIMIT) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save(minor);
  };
  const used = set?.limitBalance ?? 0;
  const percent = set ? Math.round((used / set.limitValue) * 100) : 0;
  const saved = saving.status === 'done' && saving.value.status !== 'QUESTIONS' ? outcome.done(undefined, saving.value.status === 'PENDING' ? 'saved_pending' : 'saved') : null;
  return (
    <div className={styles.row} data-testid={`limit-${type}`} data-value={set?.limitValue ?? ''} data-used={used}>
      <div className={styles.rowHead}>
        <strong>{t(`window.${windowKey(type)}`)}</strong>
        <span className={styles.value}>{set ? money(set.limitValue, currency, lang) : t('notSet')}</span>
      </div>
      {set && (
        <>
          <Progress value={percent} label={t('usedLabel')} />
          <span className={styles.muted}>{t('used', { used: money(used, currency, lang), left: money(Math.max(0, set.limitValue - used), currency, lang) })}</span>
        </>
      )}
      {limit && locked && (
        <PendingChange
          limit={{ ...limit, pendingFrom: limit.pendingFrom! }}
          describe={limit.pendingRemove ? t('pending.remove') : t('pending.value', { value: money(limit.pendingValue ?? 0, currency, lang) })}
        />
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={visuallyHiddenClass} htmlFor={`limit-amount-${type}`}>{t('amountLabel', { currency })}</label>
        <input
          id={`limit-amount-${type}`} className={styles.input} inputMode="decimal" autoComplete="off" placeholder={t('amountPlaceholder', { currency })}
          value={amount} onChange={(e) => setAmount(e.target.value)} disabled={locked} aria-invalid={invalid || undefined}
          data-testid={`limit-input-${type}`}
        />
        <Button type="submit" size="sm" disabled={locked || saving.status === 'pending'} data-testid={`limit-save-${type}`}>{set ? t('change') : t('set')}</Button>
        {set && !locked && (
          <Button size="sm" variant="ghost" onClick={() => remove(undefined)} disabled={removing.status === 'pending'} data-testid={`limit-remove-${type}`}>{t('remove')}</Button>
        )}
      </form>
      {locked && <span className={styles.hint}>{t('lockedHint')}</span>}
      <FormMessage
        error={invalid ? t('errors.invalid_amount') : outcome.failed(saving, 'responsible_gaming_confirm_limit_error') ?? outcome.actionFailed(removing, 'responsible_gaming_cancel_limit_error')}
        done={saved ?? (removing.status === 'done' ? outcome.done(removing.value.title, 'responsible_gaming_cancel_limit_success') : null)}
      />
    </div>
  );
}
