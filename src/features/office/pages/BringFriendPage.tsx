import { switchMap } from 'rxjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import type { Referral } from '../../../../streams/schemas/office';
import { FormMessage, Panel } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/** office/bringfriend: the referral link (bf=, B24) and its statistics; friends who deposit earn points. */
export function BringFriendPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.referral$())));
  return (
    <OfficePage title={t('menu.bringfriend')} intro={t('friend.intro')} testId="office-bringfriend">
      <Loaded state={state} retry={reload}>{(r) => <Referral initial={r} />}</Loaded>
    </OfficePage>
  );
}

function Referral({ initial }: { initial: Referral }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { accounts } = useServices();
  const failureText = useFailureText();
  const [copied, setCopied] = useState(false);
  const [claim, claiming] = useAction(() => accounts.office$.pipe(switchMap((office) => office.claimReferral$())));
  const r = claiming.status === 'done' ? claiming.value : initial;
  const link = `${window.location.origin}/${lang}${r.path}`;
  return (
    <>
      <Panel title={t('friend.link')}>
        <p className={styles.code} data-testid="referral-link">{link}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => { void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false)); }}>{t('friend.copy')}</Button>
          {copied && <span className={styles.muted} role="status">{t('friend.copied')}</span>}
        </div>
      </Panel>
      <Panel title={t('friend.stats')}>
        <div className={styles.grid3}>
          <div className={styles.card}><span className={styles.muted}>{t('friend.invited')}</span><span className={styles.big}>{r.invited}</span></div>
          <div className={styles.card}><span className={styles.muted}>{t('friend.deposited')}</span><span className={styles.big}>{r.deposited}</span></div>
          <div className={styles.card}><span className={styles.muted}>{t('friend.earned')}</span><span className={styles.big}>{t('friend.points', { count: r.rewarded * r.pointsPerFriend })}</span></div>
        </div>
        <p className={styles.muted}>{t('friend.rule', { count: r.pointsPerFriend })}</p>
        <div className={styles.actions}>
          <Button variant="primary" disabled={r.claimable <= 0 || claiming.status === 'pending'} onClick={() => claim(undefined)}>
            {t('friend.claim', { count: r.claimable * r.pointsPerFriend })}
          </Button>
          <FormMessage error={failureText(claiming)} />
        </div>
      </Panel>
    </>
  );
}
