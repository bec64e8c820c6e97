import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useObservableState, useSubscription } from 'observable-hooks';
import { filter, share, switchMap, type Observable } from 'rxjs';
import { Button } from '../../../ui';
import { pendingCountdown$, type PendingCountdown } from '../../../../streams/limits/limit-clock';
import type { Limit } from '../../../../streams/schemas/limits';
import { useServices, useSiteConfig } from '../../../hooks/services-context';
import { Badge, FormMessage } from '../../../ui/forms';
import { useAction } from '../../../hooks/use-action';
import { useDurationText, useOutcomeText } from './limit-texts';
import styles from './limits.module.css';

/**
 * A limit's pending change (B14): the hours of its 24-hour cooling-off, then for a deposit-limit raise the hours
 * left to confirm it before it expires (T38, rounded up), with confirm and reject where the server allows them.
 */
export function PendingChange({ limit, describe }: { limit: Limit & { pendingFrom: number }; describe: string }) {
  const { t } = useTranslation('limits');
  const { unitText } = useDurationText();
  const { limits$ } = useServices();
  const outcome = useOutcomeText();
  const countdown$ = useObservable(
    (inputs$: Observable<[number, boolean]>) => inputs$.pipe(switchMap(([pendingFrom, needApprove]) => pendingCountdown$({ pendingFrom, needApprove })), share({ resetOnError: true, resetOnComplete: true, resetOnRefCountZero: true })),
    [limit.pendingFrom, limit.needApprove],
  );
  const countdown = useObservableState<PendingCountdown | null>(countdown$, null);
  // When the cooling-off or the confirmation time ends, the server's view changes: load it again.
  useSubscription(useObservable(() => countdown$.pipe(filter((c) => c.phase === 'due' || c.phase === 'expired'), switchMap(() => limits$), switchMap((l) => l.refresh$()))));
  const { features } = useSiteConfig();
  // C14: a reject is limitaction reject, or DELETE of the limit where the operator's setting says so.
  const [action, setAction] = useState<'confirm' | 'reject'>('confirm');
  const [run, acting] = useAction((chosen: 'confirm' | 'reject') =>
    (chosen === 'reject' && features.rejectLimitByDelete ? limits$.pipe(switchMap((l) => l.remove$(limit.limitType))) : limits$.pipe(switchMap((l) => l.act$(limit.limitType, chosen)))));
  const act = (chosen: 'confirm' | 'reject') => {
    setAction(chosen);
    run(chosen);
  };
  const phase = countdown?.phase;
  const time = unitText(countdown?.hours ?? 0, 'hour');
  return (
    <div className={styles.pending} data-testid={`limit-pending-${limit.limitType}`} data-phase={phase} data-hours={countdown?.hours}>
      <Badge tone="warn">{t('pending.badge')}</Badge>
      <span>{describe}</span>
      {phase && (
        <span className={styles.pendingTime}>
          {phase === 'confirm' ? t('pending.confirmWithin', { time }) : phase === 'cooling' ? t('pending.appliesIn', { time }) : t('pending.updating')}
        </span>
      )}
      <div className={styles.pendingActions}>
        {limit.needApprove && phase === 'confirm' && (
          <Button size="sm" onClick={() => act('confirm')} disabled={acting.status === 'pending'} data-testid={`limit-confirm-${limit.limitType}`}>{t('pending.confirm')}</Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => act('reject')} disabled={acting.status === 'pending'} data-testid={`limit-reject-${limit.limitType}`}>{t('pending.reject')}</Button>
      </div>
      <FormMessage
        error={outcome.actionFailed(acting, `responsible_gaming_${action === 'confirm' ? 'confirm' : 'cancel'}_limit_error`)}
        done={acting.status === 'done' ? outcome.done(acting.value.title, `responsible_gaming_${action === 'confirm' ? 'confirm' : 'cancel'}_limit_success`) : null}
      />
    </div>
  );
}
