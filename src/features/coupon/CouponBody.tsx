import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '../../hooks/use-refusal-text';
import { Button, IconClose } from '../../ui';
import { useLanguage } from '../../hooks/use-language';
import { useAuthorized } from '../../hooks/use-session';
import {
  availableTypes,
  changeNeedsAcceptance,
  couponProblems,
  totalStake,
  type CouponBet,
  type CouponProblem,
  type CouponState,
} from '../../../streams/coupon/coupon-state';
import { isFinishedBet, isLiveBet, isLockedBet } from '../../../streams/coupon/bet-facts';
import { formatOdds } from '../../../streams/sports/odds-format';
import type { CouponService } from '../../../streams/coupon/coupon-service';
import type { CouponTypeId } from '../../../streams/schemas/coupon-math';
import { AmountInput } from './AmountInput';
import { CouponEmpty } from './CouponEmpty';
import { FreeBet } from './FreeBet';
import { OneClickConfirm } from './OneClickConfirm';
import { formatMinor, formatMoney } from '../../ui/format';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';
import slip from './slip.module.css';

/**
 * The betting slip itself (SPEC.md sections 3 and 4): the bets with their odds (old -> new while a change is not
 * settled), the coupon type, the system selector and bankers, the stake, the possible win, the place button, and
 * the answer (successCoupon, singlesResultCoupons, or the refusal in words). Shared by the right-column panel, the
 * quick coupon and the coupon page.
 */
export function CouponBody({ variant = 'panel' }: { variant?: 'panel' | 'page' }) {
  const { t } = useTranslation('coupon');
  const { coupon, state } = useCoupon();
  const { lang } = useLanguage();
  const authorized = useAuthorized();

  if (state.successCoupon || state.singlesResultCoupons.length > 0) return <PlacedResult state={state} coupon={coupon} />;

  if (state.bets.length === 0) {
    return (
      <CouponEmpty>
        <OneClickConfirm />
      </CouponEmpty>
    );
  }

  const problems = couponProblems(state);
  // Item 10 of issue 24: only a change the setting does not accept asks for "Accept changes" (with "accept any" or
  // "accept higher" the bet row still shows old -> new, but nothing waits for the bettor).
  const changed = state.bets.some((b) => changeNeedsAcceptance(b, state.settings.changeCoefAction));
  const types = availableTypes(state);

  return (
    <div className={`${slip.body} ${variant === 'page' ? slip.bodyPage : ''}`}>
      <OneClickConfirm />
      {types.length > 1 && (
        <div className={slip.types} role="radiogroup" aria-label={t('type.label')}>
          {types.map((typeId) => (
            <button
              key={typeId}
              type="button"
              role="radio"
              aria-checked={state.typeId === typeId}
              className={`${slip.typeButton} ${state.typeId === typeId ? slip.typeActive : ''}`}
              onClick={() => coupon.dispatch({ type: 'setType', typeId })}
            >
              {t(`type.${typeId}`)}
            </button>
          ))}
        </div>
      )}

      <ul className={slip.bets} aria-label={t('bets.label')}>
        {state.bets.map((bet) => (
          <BetRow key={bet.outcomeId} bet={bet} typeId={state.typeId} state={state} coupon={coupon} />
        ))}
        {state.bonusBet && (
          <li className={`${slip.bet} ${slip.bonusBet}`} data-testid="coupon-bonus">
            <div className={slip.betMain}>
              <span className={slip.betGame}>{t('bonus.title')}</span>
              <span className={slip.betMarket}>{t('bonus.hint', { count: state.bonusBet.betCount })}</span>
            </div>
            <span className={slip.coef}>{formatOdds(state.bonusBet.coef, state.oddsFormat)}</span>
            <button type="button" className={styles.remove} aria-label={t('bonus.remove')} onClick={() => coupon.dispatch({ type: 'removeBonusBet' })}>
              <IconClose size={14} />
            </button>
          </li>
        )}
      </ul>

      {state.typeId === 2 && <SystemControls state={state} coupon={coupon} />}

      {changed && (
        <div className={slip.changed} role="status">
          <span>{t('odds.changed')}</span>
          <Button size="sm" variant="outline" onClick={() => coupon.dispatch({ type: 'acceptChanges' })}>{t('odds.accept')}</Button>
        </div>
      )}

      <dl className={slip.summary}>
        {state.typeId !== 9 && state.coef > 0 && (
          <>
            <dt>{state.typeId === 2 ? t('summary.systemCoef') : t('summary.coef')}</dt>
            <dd data-testid="coupon-coef">{state.coefByView}</dd>
          </>
        )}
        {state.typeId === 2 && state.systemValues.length > 0 && (
          <>
            <dt>{t('summary.perCombination')}</dt>
            <dd>{formatMinor(Math.floor(state.amount / (state.systemValues.find((o) => o.value === state.systemValue)?.combo ?? 1)), state.currency, lang)}</dd>
          </>
        )}
      </dl>

      {state.typeId === 9 ? (
        <p className={styles.muted}>{t('amount.perBetHint')}</p>
      ) : (
        <AmountInput
          label={t('amount.label')}
          value={state.amount}
          currency={state.currency}
          testId="coupon-amount"
          onChange={(amount) => coupon.dispatch({ type: 'setAmount', amount })}
          onStep={(direction) => coupon.dispatch({ type: 'stepAmount', direction })}
        />
      )}

      {authorized && <FreeBet state={state} coupon={coupon} />}

      <div className={slip.limits}>
        {state.minBetAmount > 0 && <span>{t('amount.min', { amount: formatMinor(state.minBetAmount, state.currency, lang) })}</span>}
        {Number.isFinite(state.maxBetAmount) && <span>{t('amount.max', { amount: formatMinor(state.maxBetAmount, state.currency, lang) })}</span>}
        {state.settings.isBalanceShown && state.account?.balanceMinor != null && (
          <span>{t('amount.balance', { amount: formatMinor(state.account.balanceMinor, state.currency, lang) })}</span>
        )}
      </div>

      <div className={slip.toggles}>
        {(Number.isFinite(state.maxBetAmount) || state.account?.balanceMinor != null) && state.typeId !== 9 && (
          <label className={slip.check}>
            <input type="checkbox" checked={state.isActiveAutoMax} onChange={() => coupon.dispatch({ type: 'toggleAutoMax' })} />
            {t('amount.autoMax')}
          </label>
        )}
        {(state.isVipBetAvailable || state.isActiveVipBet) && (
          <label className={slip.check}>
            <input type="checkbox" checked={state.isActiveVipBet} onChange={() => coupon.dispatch({ type: 'toggleVipBet' })} />
            {t('amount.vip')}
          </label>
        )}
      </div>

      {state.settings.isPossibleWinShown && (
        <p className={slip.possibleWin}>
          <span>{t('summary.possibleWin')}</span>
          <strong data-testid="coupon-possible-win">{formatMinor(state.possibleWin, state.currency, lang)}</strong>
        </p>
      )}
      {Number.isFinite(state.maxPayout) && (
        <p className={styles.muted} data-testid="coupon-max-payout">{t('summary.maxPayout', { amount: formatMinor(state.maxPayout, state.currency, lang) })}</p>
      )}
      {state.typeId === 1 && state.hyperBonusPercent > 0 && state.maxHyperBonusLimit > 0 && (
        <p className={styles.muted} data-testid="coupon-hyper-bonus">
          {t('summary.hyperBonus', {
            percent: state.hyperBonusPercent,
            min: formatMinor(state.minHyperBonusBetLimit, state.currency, lang),
            max: formatMinor(state.maxHyperBonusLimit, state.currency, lang),
          })}
        </p>
      )}

      {state.error && <CouponErrorBox state={state} coupon={coupon} />}
      <ProblemLine problems={problems} state={state} />

      {authorized ? (
        <Button
          variant="primary"
          className={slip.place}
          data-testid="coupon-place"
          disabled={problems.length > 0}
          aria-busy={state.isActivePlaceBet || undefined}
          onClick={() => coupon.place()}
        >
          {state.isActivePlaceBet ? t('place.placing') : t('place.button', { amount: formatMinor(totalStake(state), state.currency, lang) })}
        </Button>
      ) : (
        <Link className={slip.loginToBet} to={`/${lang}/user/login`} data-testid="coupon-place">{t('place.login')}</Link>
      )}

      <div className={slip.footerActions}>
        <button type="button" className={slip.linkButton} onClick={() => coupon.dispatch({ type: 'clear' })}>{t('actions.clear')}</button>
        {variant === 'panel' && <Link className={slip.linkButton} to={`/${lang}/coupon`}>{t('actions.openPage')}</Link>}
      </div>
    </div>
  );
}

const BetRow = memo(function BetRow({ bet, typeId, state, coupon }: { bet: CouponBet; typeId: CouponTypeId; state: CouponState; coupon: CouponService }) {
  const { t } = useTranslation('coupon');
  const locked = isLockedBet(bet, typeId);
  const finished = isFinishedBet(bet);
  const live = isLiveBet(bet);
  const needsAccept = changeNeedsAcceptance(bet, state.settings.changeCoefAction);
  const up = bet.prevCoef !== null && bet.market.coef > bet.prevCoef;
  return (
    <li className={`${slip.bet} ${locked || finished ? slip.betLocked : ''}`} data-testid="coupon-bet" data-odd-id={bet.outcomeId}>
      <div className={slip.betMain}>
        <span className={slip.betGame}>
          {live && <span className={slip.live}>{t('bets.live')}</span>}
          {bet.market.opponents.filter(Boolean).join(' — ')}
          {bet.score && live ? <span className={slip.score}> {bet.score}</span> : null}
        </span>
        <span className={slip.betMarket}>{bet.market.name}: <strong>{bet.market.outcomeName}</strong></span>
        {(locked || finished) && (
          <span className={slip.betWarning}>
            {finished ? t('bets.finished') : bet.isBlocked ? t('bets.blocked') : t('bets.dependent')}
          </span>
        )}
        {state.isActiveSystemBanker && typeId === 2 && bet.blockId > 0 && !bet.isDisabledBanker && (
          <label className={slip.check}>
            <input type="checkbox" checked={bet.isBanker} onChange={() => coupon.dispatch({ type: 'toggleBanker', outcomeId: bet.outcomeId })} />
            {t('system.banker')}
          </label>
        )}
        {typeId === 9 && (
          <AmountInput
            label={t('amount.label')}
            value={state.amountByBetId[bet.outcomeId] ?? 0}
            currency={state.currency}
            onChange={(amount) => coupon.dispatch({ type: 'setBetAmount', outcomeId: bet.outcomeId, amount })}
            onStep={(direction) => coupon.dispatch({ type: 'stepAmount', direction, outcomeId: bet.outcomeId })}
          />
        )}
      </div>
      <span className={`${slip.coef} ${needsAccept ? slip.coefWaiting : ''}`} data-testid="coupon-bet-coef">
        {bet.prevCoef !== null && (
          <>
            <s className={slip.oldCoef} aria-label={t('odds.old')}>{formatOdds(bet.prevCoef, state.oddsFormat)}</s>
            <span className={up ? slip.up : slip.down} aria-hidden="true">{up ? '▲' : '▼'}</span>
          </>
        )}
        {formatOdds(bet.market.coef, state.oddsFormat)}
      </span>
      <button type="button" className={styles.remove} aria-label={t('bets.remove')} onClick={() => coupon.dispatch({ type: 'remove', outcomeId: bet.outcomeId })}>
        <IconClose size={14} />
      </button>
    </li>
  );
});

function SystemControls({ state, coupon }: { state: CouponState; coupon: CouponService }) {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const bankerAvailable = state.bets.some((b) => b.blockId > 0 && !b.isDisabledBanker) && state.bets.length >= 4;
  const nonBankers = state.bets.filter((b) => !b.isBanker).length;
  return (
    <div className={slip.system}>
      <label className={styles.systemLabel}>
        {t('system.label')}
        <select
          value={state.systemValue}
          data-testid="coupon-system"
          onChange={(e) => coupon.dispatch({ type: 'setSystemValue', value: Number(e.target.value) })}
        >
          {state.systemValues.map((o) => (
            <option key={o.value} value={o.value}>
              {t('system.option', { value: o.value, of: nonBankers, combo: o.combo, min: formatMinor(o.minBetAmount, state.currency, lang) })}
            </option>
          ))}
        </select>
      </label>
      {bankerAvailable && (
        <label className={slip.check}>
          <input type="checkbox" checked={state.isActiveSystemBanker} onChange={() => coupon.dispatch({ type: 'toggleSystemBanker' })} />
          {t('system.bankers')}
        </label>
      )}
    </div>
  );
}

function ProblemLine({ problems, state }: { problems: CouponProblem[]; state: CouponState }) {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const first = problems.find((p) => p !== 'placing' && p !== 'no_bets');
  if (!first) return null;
  return (
    <p className={slip.problem} data-testid="coupon-problem" data-problem={first}>
      {t(`problems.${first}`, {
        min: formatMinor(state.minBetAmount, state.currency, lang),
        max: formatMinor(state.maxBetAmount === Infinity ? 0 : state.maxBetAmount, state.currency, lang),
      })}
    </p>
  );
}

function CouponErrorBox({ state, coupon }: { state: CouponState; coupon: CouponService }) {
  const { t, i18n } = useTranslation('coupon');
  const refusalText = useRefusalText();
  const error = state.error!;
  const known = i18n.exists(`coupon:errors.${error.code}`);
  // The server's English detail only where the coupon has no words of its own for the code.
  const detail = known ? refusalText(error.params) : error.detail;
  return (
    <div className={styles.error} role="alert" data-testid="coupon-error" data-code={error.code}>
      <p>{known ? t(`errors.${error.code}`) : t('errors.unknown')}</p>
      {detail && <p className={slip.errorDetail}>{detail}</p>}
      <button type="button" className={styles.remove} aria-label={t('actions.dismiss')} onClick={() => coupon.dispatch({ type: 'dismissError' })}>
        <IconClose size={14} />
      </button>
    </div>
  );
}

function PlacedResult({ state, coupon }: { state: CouponState; coupon: CouponService }) {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const placed = state.successCoupon ? [state.successCoupon] : state.singlesResultCoupons.flatMap((r) => (r.coupon ? [r.coupon] : []));
  const refused = state.singlesResultCoupons.filter((r) => r.error !== null);
  return (
    <div className={slip.success} data-testid="coupon-success" role="status">
      <p className={slip.successTitle}>{placed.length > 1 ? t('success.titleMany', { count: placed.length }) : t('success.title')}</p>
      <ul className={slip.placedList}>
        {placed.map((c) => (
          <li key={c.id}>
            <span>{t('success.number', { id: c.id })} · {t(`type.${c.typeId}`)}</span>
            <span>{t('success.stake', { amount: formatMoney(c.amount, c.currency, lang) })} · {t('success.coef', { coef: formatOdds(c.coef, state.oddsFormat) })}</span>
            <span>{t('success.possibleWin', { amount: formatMoney(c.possibleWin, c.currency, lang) })}</span>
            {(c.prepaidAmount ?? 0) > 0 && <span data-testid="coupon-success-prepaid">{t('freeBet.paid', { amount: formatMoney(c.prepaidAmount ?? 0, c.currency, lang) })}</span>}
            <Link to={`/${lang}/print-coupon/${c.id}`} className={slip.linkButton}>{t('success.print')}</Link>
          </li>
        ))}
      </ul>
      {refused.length > 0 && (
        <ul className={slip.refusedList}>
          {refused.map((r) => {
            const bet = state.bets.find((b) => b.outcomeId === r.outcomeId);
            return (
              <li key={r.outcomeId}>
                {bet ? `${bet.market.opponents.join(' — ')}: ` : ''}{t(`errors.${r.error!.code}`, { defaultValue: t('errors.unknown') })}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="primary" onClick={() => coupon.dispatch({ type: 'dismissResult' })}>{t('success.continue')}</Button>
    </div>
  );
}
