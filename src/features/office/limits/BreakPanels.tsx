import { useState } from 'react';
import { switchMap } from 'rxjs';
import { useTranslation } from 'react-i18next';
import type { Observable } from 'rxjs';
import { Button } from '../../../ui';
import { SELF_EXCLUSION_DAYS, TIMEOUT_DAYS } from '../../../../streams/timing';
import { SELF_EXCLUSION, TIMEOUT } from '../../../../streams/schemas/limits';
import { useServices } from '../../../hooks/services-context';
import { FormMessage, Panel, SelectField } from '../../../ui/forms';
import { useAction } from '../../../hooks/use-action';
import { useLoad } from '../../../hooks/use-load';
import { useDurationText, useOutcomeText } from './limit-texts';
import type { Offered } from './offered';
import styles from './limits.module.css';

/**
 * Taking a break: a time-out (33) of 1-90 days or a self-exclusion (30) of 1 day to 10 years (B15). Both start at
 * once and cannot be lifted before they end, so the player reads the warning (responsible_gaming_self_exclusion_warning)
 * and ticks that they understand before the button works.
 */
export function BreakPanels({ offered }: { offered: Offered }) {
  const { t } = useTranslation('limits');
  return (
    <>
      <Panel title={t('timeout.title')}>
        <p className={styles.muted}>{t('timeout.intro')}</p>
        <BreakForm kind="timeout" days={offered(TIMEOUT, TIMEOUT_DAYS)} />
      </Panel>
      <Panel title={t('selfExclusion.title')}>
        <p className={styles.muted}>{t('selfExclusion.intro')}</p>
        <BreakForm kind="selfExclusion" days={offered(SELF_EXCLUSION, SELF_EXCLUSION_DAYS)} />
      </Panel>
    </>
  );
}

function BreakForm({ kind, days }: { kind: 'timeout' | 'selfExclusion'; days: readonly number[] }) {
  const { t } = useTranslation('limits');
  const { unitText } = useDurationText();
  const { limits$ } = useServices();
  const outcome = useOutcomeText();
  const [period, setPeriod] = useState(String(days[0]));
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [reasons] = useLoad(() => limits$.pipe(switchMap((l) => l.reasons$())));
  const [start, starting] = useAction((): Observable<unknown> => (kind === 'timeout'
    ? limits$.pipe(switchMap((l) => l.set$([{ limitType: TIMEOUT, limitValue: Number(period) }])))
    : limits$.pipe(switchMap((l) => l.block$(Number(period), reason ? Number(reason) : undefined)))));
  return (
    <form className={styles.breakForm} onSubmit={(e) => { e.preventDefault(); if (understood) start(undefined); }} data-testid={`break-${kind}`}>
      <SelectField name={`${kind}-days`} label={t('period')} value={period} onChange={(e) => setPeriod(e.target.value)} data-testid={`break-${kind}-days`}>
        {days.map((d) => <option key={d} value={d}>{unitText(d, 'day')}</option>)}
      </SelectField>
      {kind === 'selfExclusion' && reasons.status === 'ready' && (
        <SelectField name="reason" label={t('selfExclusion.reason')} value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t('selfExclusion.noReason')}</option>
          {reasons.value.map((r) => <option key={r.id} value={r.id}>{t(r.selfExcludeReason, { defaultValue: t('selfExclusion.otherReason') })}</option>)}
        </SelectField>
      )}
      <p className={styles.warning} role="note">{t('responsible_gaming_self_exclusion_warning', { period: unitText(Number(period), 'day') })}</p>
      <label className={styles.choice}>
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} data-testid={`break-${kind}-understood`} />
        {t('understood')}
      </label>
      <div>
        <Button type="submit" variant="primary" disabled={!understood || starting.status === 'pending'} data-testid={`break-${kind}-start`}>{t(`${kind}.start`)}</Button>
      </div>
      <FormMessage error={outcome.failed(starting, 'responsible_gaming_confirm_limit_error')} done={starting.status === 'done' ? t(`${kind}.started`) : null} />
    </form>
  );
}
