import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { Badge, FormMessage, Panel, Progress } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { useAction } from '../../../hooks/use-action';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/** office/rewards: achievements that earn points, claimed once each. */
export function RewardsPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const failureText = useFailureText();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.rewards$())));
  const [claim, claiming] = useAction((id: string) => accounts.office$.pipe(switchMap((office) => office.claimReward$(id))).pipe(tap(() => { reload(); accounts.refresh(); })));
  return (
    <OfficePage title={t('menu.rewards')} intro={t('rewards.intro')} testId="office-rewards">
      <Loaded state={state} retry={reload}>
        {(r) => (
          <Panel title={t('rewards.balance', { count: r.points })}>
            <div className={styles.cards}>
              {r.rewards.map((x) => (
                <div key={x.id} className={`${styles.card} ${x.achieved && !x.claimed ? styles.cardActive : ''}`} data-testid="reward" data-reward={x.id}>
                  <div className={styles.panelHead} style={{ marginBottom: 0 }}>
                    <strong>{t(`rewards.items.${x.id}`)}</strong>
                    <Badge tone={x.claimed ? 'ok' : x.achieved ? 'info' : 'muted'}>{t('rewards.pointsBadge', { count: x.points })}</Badge>
                  </div>
                  <Progress value={Math.floor((x.current / x.target) * 100)} label={t(`rewards.items.${x.id}`)} />
                  <span className={styles.hint}>{t('rewards.progress', { current: x.current, target: x.target })}</span>
                  <Button size="sm" variant={x.achieved && !x.claimed ? 'primary' : 'outline'} disabled={!x.achieved || x.claimed || claiming.status === 'pending'} onClick={() => claim(x.id)}>
                    {x.claimed ? t('rewards.claimed') : t('rewards.claim')}
                  </Button>
                </div>
              ))}
            </div>
            <FormMessage error={failureText(claiming)} />
          </Panel>
        )}
      </Loaded>
    </OfficePage>
  );
}
