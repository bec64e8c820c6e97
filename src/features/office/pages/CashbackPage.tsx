import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button, LinkButton } from '../../../ui';
import type { Cashback } from '../../../../streams/schemas/office';
import { Badge, FormMessage, Panel, Progress } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/** casino/vipcashback and casino/premiumcashback: last week's cashback as money or points (B25 cashback option). */
function CashbackPage({ programme }: { programme: 'vip' | 'premium' }) {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.cashback$(programme))), programme);
  return (
    <OfficePage title={t(`menu.casino_${programme}cashback`)} intro={t(`cashback.${programme}Intro`)} testId={`office-cashback-${programme}`}>
      <Loaded state={state} retry={reload}>{(c) => <CashbackView cashback={c} programme={programme} />}</Loaded>
    </OfficePage>
  );
}

function CashbackView({ cashback: initial, programme }: { cashback: Cashback; programme: 'vip' | 'premium' }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const { accounts } = useServices();
  const failureText = useFailureText();
  const [claim, claiming] = useAction(() => accounts.office$.pipe(switchMap((office) => office.claimCashback$(programme))).pipe(tap(() => accounts.refresh())));
  const c = claiming.status === 'done' ? claiming.value : initial;
  const money = (n: number) => formatMoney(n, c.currency, lang);
  return (
    <>
      <Panel title={t('cashback.status')} actions={<Badge tone={c.eligible ? 'ok' : 'muted'}>{c.eligible ? t('cashback.member') : t('cashback.notMember')}</Badge>}>
        {!c.eligible && (
          <>
            <p>{t('cashback.requirement', { deposits: money(c.requirement.deposits), made: money(c.requirement.made) })}</p>
            <Progress value={Math.floor((c.requirement.made / Math.max(1, c.requirement.deposits)) * 100)} label={t('cashback.status')} />
          </>
        )}
        <p className={styles.muted}>{t('cashback.rule', { percent: c.percent })}</p>
      </Panel>
      <Panel title={t('cashback.period', { from: formatDateTime(c.periodStart, lang, clock, 'date'), to: formatDateTime(c.periodEnd, lang, clock, 'date') })}>
        <div className={styles.grid3}>
          <div className={styles.card}><span className={styles.muted}>{t('cashback.loss')}</span><span className={styles.big}>{money(c.loss)}</span></div>
          <div className={styles.card}>
            <span className={styles.muted}>{t('cashback.amount')}</span>
            <span className={styles.big} data-testid="cashback-amount">{c.option === 1 ? t('cashback.points', { count: c.points }) : money(c.amount)}</span>
          </div>
          <div className={styles.card}>
            <span className={styles.muted}>{t('cashback.option')}</span>
            <strong>{c.option === 1 ? t('cashback.asPoints') : t('cashback.asMoney')}</strong>
            <LinkButton size="sm" variant="ghost" to={`/${lang}/office/settings`} state={{ fromOffice: true }}>{t('cashback.change')}</LinkButton>
          </div>
        </div>
        <div className={styles.actions}>
          <Button variant="primary" disabled={!c.eligible || c.claimed || c.amount <= 0 || claiming.status === 'pending'} onClick={() => claim(undefined)}>
            {c.claimed ? t('cashback.claimed') : t('cashback.claim')}
          </Button>
          <FormMessage error={failureText(claiming)} done={claiming.status === 'done' ? t('cashback.claimedNow') : null} />
        </div>
      </Panel>
      {c.history.length > 0 && (
        <Panel title={t('cashback.history')}>
          <table className={styles.table}>
            <tbody>
              {c.history.map((h) => (
                <tr key={h.periodStart}>
                  <td>{formatDateTime(h.periodStart, lang, clock, 'date')}</td>
                  <td className={styles.num}>{h.option === 1 ? t('cashback.points', { count: h.points }) : money(h.amount)}</td>
                  <td>{formatDateTime(h.claimedAt, lang, clock)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      )}
    </>
  );
}

export function VipCashbackPage() {
  return <CashbackPage programme="vip" />;
}

export function PremiumCashbackPage() {
  return <CashbackPage programme="premium" />;
}
