import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { Button, visuallyHiddenClass } from '../../../ui';
import type { Limit, SetAnswer } from '../../../../streams/schemas/limits';
import { useServices } from '../../../hooks/services-context';
import { FormMessage } from '../../../ui/forms';
import { useAction } from '../../../hooks/use-action';
import { PendingChange } from './PendingChange';
import { useDurationText, useOutcomeText } from './limit-texts';
import styles from './limits.module.css';

/**
 * The session limit (31, hours 1-24) or the reality check (32, every 5-60 minutes), B15: a choice of the allowed
 * values or none. Shorter applies at once; longer or none waits 24 hours like any raise.
 */
export function TimeLimitRow({ type, limit, values, unit, onQuestions }: {
  type: number; limit: Limit | undefined; values: readonly number[]; unit: 'hour' | 'minute'; onQuestions: (answer: SetAnswer) => void;
}) {
  const { t } = useTranslation('limits');
  const { unitText } = useDurationText();
  const { limits$ } = useServices();
  const outcome = useOutcomeText();
  const [choice, setChoice] = useState(String(limit?.limitValue ?? ''));
  const [save, saving] = useAction((value: number) => limits$.pipe(switchMap((l) => l.set$([{ limitType: type, limitValue: value }])), tap((a) => { if (a.status === 'QUESTIONS') onQuestions(a); })));
  const [remove, removing] = useAction(() => limits$.pipe(switchMap((l) => l.remove$(type))));
  const locked = limit?.pendingFrom != null;
  const name = type === 31 ? 'session' : 'reality';
  const apply = () => (choice === '' ? remove(undefined) : save(Number(choice)));
  const unchanged = choice === String(limit?.limitValue ?? '');
  return (
    <div className={styles.row} data-testid={`limit-${type}`} data-value={limit?.limitValue ?? ''}>
      <div className={styles.rowHead}>
        <strong>{t(`${name}.title`)}</strong>
        <span className={styles.value}>{limit ? unitText(limit.limitValue, unit) : t('notSet')}</span>
      </div>
      <span className={styles.hint}>{t(`${name}.hint`)}</span>
      {limit && locked && (
        <PendingChange limit={{ ...limit, pendingFrom: limit.pendingFrom! }}
          describe={limit.pendingRemove ? t('pending.remove') : t('pending.value', { value: unitText(limit.pendingValue ?? 0, unit) })} />
      )}
      <div className={styles.form}>
        <label className={visuallyHiddenClass} htmlFor={`limit-select-${type}`}>{t(`${name}.title`)}</label>
        <select id={`limit-select-${type}`} className={styles.input} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={locked} data-testid={`limit-input-${type}`}>
          <option value="">{t('none')}</option>
          {values.map((v) => <option key={v} value={v}>{unitText(v, unit)}</option>)}
        </select>
        <Button size="sm" onClick={apply} disabled={locked || unchanged || saving.status === 'pending' || removing.status === 'pending'} data-testid={`limit-save-${type}`}>{t('save')}</Button>
      </div>
      <FormMessage
        error={outcome.failed(saving, 'responsible_gaming_confirm_limit_error') ?? outcome.actionFailed(removing, 'responsible_gaming_cancel_limit_error')}
        done={saving.status === 'done' && saving.value.status !== 'QUESTIONS'
          ? outcome.done(undefined, saving.value.status === 'PENDING' ? 'saved_pending' : 'saved')
          : removing.status === 'done' ? outcome.done(removing.value.title, 'responsible_gaming_cancel_limit_success') : null}
      />
    </div>
  );
}
