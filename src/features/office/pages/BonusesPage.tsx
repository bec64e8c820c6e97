import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { LinkButton } from '../../../ui';
import type { Bonus, Bonuses } from '../../../../streams/schemas/office';
import { Badge, FormMessage, Panel, Progress } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { formatDateTime, formatMoney } from '../../../ui/format';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

const STATUS_TONE = { active: 'info', completed: 'ok', expired: 'muted' } as const;

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  return (
    <div className={styles.card} data-testid="bonus" data-kind={bonus.kind} data-status={bonus.status}>
      <div className={styles.panelHead} style={{ marginBottom: 0 }}>
        <strong>{t(`bonuses.kinds.${bonus.kind}`)}</strong>
        <Badge tone={STATUS_TONE[bonus.status]}>{t(`bonuses.status.${bonus.status}`)}</Badge>
      </div>
      <span className={styles.big}>{formatMoney(bonus.amount, bonus.currency, lang)}</span>
      <Progress value={bonus.progress} label={t('bonuses.progress')} />
      <span className={styles.muted}>
        {t('bonuses.wagered', { wagered: formatMoney(bonus.wagered, bonus.currency, lang), required: formatMoney(bonus.wagerRequired, bonus.currency, lang), progress: bonus.progress })}
      </span>
      <span className={styles.hint}>
        {t('bonuses.wagerRule', { multiplier: bonus.wagerMultiplier })} · {bonus.status === 'active'
          ? t('bonuses.expires', { date: formatDateTime(bonus.expiresAt, lang, clock, 'date') })
          : t('bonuses.finished', { date: formatDateTime(bonus.finishedAt ?? bonus.expiresAt, lang, clock, 'date') })}
      </span>
    </div>
  );
}

/** office/bonuses/deposit: the first-deposit bonus offer, the choice made at registration (changeable) and its state. */
export function BonusesDepositPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.bonuses$())));
  return (
    <OfficePage title={t('menu.bonuses_deposit')} testId="office-bonuses-deposit">
      <Loaded state={state} retry={reload}>{(b) => <DepositBonus bonuses={b} reload={reload} />}</Loaded>
    </OfficePage>
  );
}

function DepositBonus({ bonuses, reload }: { bonuses: Bonuses; reload: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { accounts } = useServices();
  const failureText = useFailureText();
  const [choose, choosing] = useAction((choice: 0 | 1 | 2) => accounts.office$.pipe(switchMap((office) => office.setBonusChoice$(choice))).pipe(tap(reload)));
  const first = bonuses.bonuses.filter((b) => b.kind.startsWith('first_deposit'));
  return (
    <>
      <Panel title={t('bonuses.offerTitle')}>
        <p>{t('bonuses.offer', { percent: bonuses.offer.percent, cap: formatMoney(bonuses.offer.cap, bonuses.offer.currency, lang) })}</p>
        <p className={styles.muted}>{t('bonuses.offerWager', { sport: bonuses.offer.sportWager, casino: bonuses.offer.casinoWager })}</p>
        {bonuses.firstDepositAvailable ? (
          <>
            <fieldset className={styles.field} style={{ border: 0, padding: 0 }} disabled={choosing.status === 'pending'}>
              <legend className={styles.label}>{t('bonuses.choice')}</legend>
              {([0, 1, 2] as const).map((c) => (
                <label key={c} className={styles.toggleRow}>
                  <input type="radio" name="choice" checked={bonuses.choice === c} onChange={() => choose(c)} />
                  {t(`bonuses.choices.${c}`)}
                </label>
              ))}
            </fieldset>
            <FormMessage error={failureText(choosing)} done={choosing.status === 'done' ? t('saved') : null} />
            <div className={styles.actions}>
              <LinkButton to={`/${lang}/office/recharge`} state={{ fromOffice: true }} variant="primary">{t('bonuses.depositNow')}</LinkButton>
            </div>
          </>
        ) : (
          <p className={styles.muted}>{first.length > 0 ? t('bonuses.received') : t('bonuses.notAvailable')}</p>
        )}
      </Panel>
      {first.length > 0 && (
        <Panel title={t('bonuses.yours')}>
          <div className={styles.cards}>{first.map((b) => <BonusCard key={b.id} bonus={b} />)}</div>
        </Panel>
      )}
    </>
  );
}

/** office/bonuses/wager: every bonus with the progress of its wagering. */
export function BonusesWagerPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.bonuses$())));
  return (
    <OfficePage title={t('menu.bonuses_wager')} intro={t('bonuses.wagerIntro')} testId="office-bonuses-wager">
      <Loaded state={state} retry={reload}>
        {(b) => (
          <>
            <Panel title={t('bonuses.active')}>
              {b.bonuses.some((x) => x.status === 'active')
                ? <div className={styles.cards}>{b.bonuses.filter((x) => x.status === 'active').map((x) => <BonusCard key={x.id} bonus={x} />)}</div>
                : <p className={styles.muted}>{t('bonuses.noneActive')}</p>}
            </Panel>
            {b.bonuses.some((x) => x.status !== 'active') && (
              <Panel title={t('bonuses.past')}>
                <div className={styles.cards}>{b.bonuses.filter((x) => x.status !== 'active').map((x) => <BonusCard key={x.id} bonus={x} />)}</div>
              </Panel>
            )}
          </>
        )}
      </Loaded>
    </OfficePage>
  );
}
