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
import { formatDate } from './ContentKit';
import { formatDay } from './offer-kit';
import { useContentApi } from './use-content';
import styles from './offers.module.css';

// "Take the bonus" (R12): a player takes it on their account (the server credits it with its wagering, the state the
// office shows), once; a visitor is sent to log in and comes back here (the login page's returnUrl).

/** The server's refusals the page explains in words; anything else is the general failure. */
const KNOWN_REFUSALS = ['bonus_taken', 'bonus_ended', 'bonus_not_started', 'self_excluded', 'timeout_active', 'session_limit_reached'];

const refusalOf = (err: unknown) => {
  const code = err instanceof HttpError ? String(err.code ?? '') : '';
  return KNOWN_REFUSALS.includes(code) ? code : 'failed';
};

export function TakeBonus({ bonus }: { bonus: BonusOffer }) {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const authorized = useAuthorized();
  const { pathname } = useLocation();
  const api$ = useContentApi();
  const { accounts } = useServices();
  // The header balance shows the new bonus money at once.
  const [take, taking] = useAction((slug: string) => api$.pipe(switchMap((api) => api.takeBonus$(slug)), tap(() => accounts.refresh())));
  const done = taking.status === 'done';
  const taken = useCall(api$, (a$) => (authorized ? a$.pipe(switchMap((a) => a.takenBonuses$())) : of({ taken: [] })), [authorized, done]);
  const office = <LinkButton to={`/${lang}/office/bonuses/wager`} variant="secondary">{t('take.office')}</LinkButton>;

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
  } else if (done) {
    const a = taking.value;
    body = (
      <>
        <p role="status" data-testid="take-bonus-done">
          {t('take.done', { amount: new Intl.NumberFormat(lang, { style: 'currency', currency: a.currency }).format(a.amount) })}{' '}
          {t('take.doneWager', { required: new Intl.NumberFormat(lang, { style: 'currency', currency: a.currency }).format(a.wagerRequired), date: formatDate(a.expiresAt, lang) })}
        </p>
        <div className={styles.actions}>{office}</div>
      </>
    );
  } else if (taken.status === 'loading') {
    body = <p role="status">{t('take.checking')}</p>;
  } else {
    const mine = taken.status === 'ready' ? taken.value.taken.find((x) => x.slug === bonus.slug) : undefined;
    body = mine ? (
      <>
        <p data-testid="take-bonus-taken">{t('take.already', { status: t(`take.states.${mine.status}`) })}</p>
        <div className={styles.actions}>{office}</div>
      </>
    ) : (
      <>
        <p>{t('take.offer', { amount: new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(bonus.terms.amountEur) })}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => take(bonus.slug)} disabled={taking.status === 'pending'} data-testid="take-bonus">
            {taking.status === 'pending' ? t('take.taking') : t('take.button')}
          </Button>
        </div>
        {taking.status === 'error' && <p role="alert" data-testid="take-bonus-error">{t(`take.refused.${refusalOf(taking.error)}`)}</p>}
      </>
    );
  }
  return <section className={styles.take} aria-label={t('take.label')}>{body}</section>;
}
