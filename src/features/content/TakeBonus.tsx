import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { of, switchMap, tap } from 'rxjs';
import { useServices } from '../../hooks/services-context';
import { useAuthorized } from '../../hooks/use-session';
import { useLanguage } from '../../hooks/use-language';
import { useAction } from '../../hooks/use-action';
import { useCall } from '../../hooks/use-call';
import { Button, LinkButton } from '../../ui';
import { HttpError } from '../../../streams/core/http';
import type { BonusOffer } from '../../../streams/schemas/offers';
import { useClock } from '../../hooks/use-clock';
import { formatDateTime, formatMoney } from '../../ui/format';
import { formatDay, useEuroMoney } from './offer-kit';
import { useContentApi } from './use-content';
import styles from './offers.module.css';

// "Take the bonus" (R12): a player takes it on their account (the server credits it with its wagering, the state the
// office shows), once; a visitor is sent to log in and comes back here (the login page's returnUrl). A first-deposit
// offer (R11) is taken now and credited with the player's first deposit, so its page then leads to the deposit.

/** The server's refusals the page explains in words; anything else is the general failure. */
const KNOWN_REFUSALS = ['bonus_taken', 'bonus_ended', 'bonus_not_started', 'self_excluded', 'timeout_active', 'session_limit_reached'];

/** The i18n key of a refusal's text. */
const refusalOf = (err: unknown) => {
  const code = err instanceof HttpError ? String(err.code ?? '') : '';
  if (code === 'bonus_first_deposit_made') return 'firstDeposit.made';
  return `take.refused.${KNOWN_REFUSALS.includes(code) ? code : 'failed'}`;
};

export function TakeBonus({ bonus }: { bonus: BonusOffer }) {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const authorized = useAuthorized();
  const { pathname } = useLocation();
  const api$ = useContentApi();
  const { accounts } = useServices();
  const clock = useClock();
  const euros = useEuroMoney();
  // The header balance shows the new bonus money at once.
  const [take, taking] = useAction((slug: string) => api$.pipe(switchMap((api) => api.takeBonus$(slug)), tap(() => accounts.refresh())));
  const done = taking.status === 'done';
  const taken = useCall(api$, (a$) => (authorized ? a$.pipe(switchMap((a) => a.takenBonuses$())) : of({ taken: [] })), [authorized, done]);
  const office = <LinkButton to={`/${lang}/office/bonuses/wager`} variant="secondary">{t('take.office')}</LinkButton>;
  const deposit = <LinkButton to={`/${lang}/office/recharge`} variant="primary" data-testid="take-bonus-deposit">{t('firstDeposit.deposit')}</LinkButton>;
  const onFirstDeposit = bonus.terms.grant === 'first_deposit';

  let body;
  if (bonus.status === 'ended') body = <p>{t('take.ended')}</p>;
  else if (bonus.status === 'upcoming') body = <p>{t('take.upcoming', { date: formatDay(bonus.terms.startsAt, lang) })}</p>;
  else if (!authorized) {
    body = (
      <>
        <p>{t('take.loginFirst')}</p>
        <div className={styles.actions}>
          <LinkButton to={`/${lang}/user/login?returnUrl=${encodeURIComponent(pathname)}`} variant="primary" data-testid="take-bonus-login">{t('take.login')}</LinkButton>
          <LinkButton to={`/${lang}/registration`} variant="secondary">{t('take.register')}</LinkButton>
        </div>
      </>
    );
  } else if (done && taking.value.awaitsDeposit) {
    body = (
      <>
        <p role="status" data-testid="take-bonus-done">{t('firstDeposit.done', { amount: formatMoney(taking.value.amount, taking.value.currency, lang) })}</p>
        <div className={styles.actions}>{deposit}</div>
      </>
    );
  } else if (done) {
    const a = taking.value;
    body = (
      <>
        <p role="status" data-testid="take-bonus-done">
          {t('take.done', { amount: formatMoney(a.amount, a.currency, lang) })}{' '}
          {t('take.doneWager', { required: formatMoney(a.wagerRequired, a.currency, lang), date: formatDateTime(a.expiresAt ?? '', lang, clock, 'longDate') })}
        </p>
        <div className={styles.actions}>{office}</div>
      </>
    );
  } else if (taken.status === 'loading') {
    body = <p role="status">{t('take.checking')}</p>;
  } else {
    const mine = taken.status === 'ready' ? taken.value.taken.find((x) => x.slug === bonus.slug) : undefined;
    body = mine?.status === 'awaiting_deposit' ? (
      <>
        <p data-testid="take-bonus-taken">{t('firstDeposit.already')}</p>
        <div className={styles.actions}>{deposit}</div>
      </>
    ) : mine ? (
      <>
        <p data-testid="take-bonus-taken">{t('take.already', { status: t(`take.states.${mine.status}`) })}</p>
        <div className={styles.actions}>{office}</div>
      </>
    ) : (
      <>
        <p>{t(onFirstDeposit ? 'firstDeposit.offer' : 'take.offer', { amount: euros(bonus.terms.amountEur) })}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => take(bonus.slug)} disabled={taking.status === 'pending'} data-testid="take-bonus">
            {taking.status === 'pending' ? t('take.taking') : t('take.button')}
          </Button>
        </div>
        {taking.status === 'error' && <p role="alert" data-testid="take-bonus-error">{t(refusalOf(taking.error))}</p>}
      </>
    );
  }
  return <section className={styles.take} aria-label={t('take.label')}>{body}</section>;
}
