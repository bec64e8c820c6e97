import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catchError, of, shareReplay } from 'rxjs';
import { useGameCasino, useGameLang } from './game-host';
import { useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { stakeSteps } from './stake-steps';
import { GameHead } from './GameParts';
import { crashWin } from '../../../../streams/schemas/casino-games/crash';
import { useGameMoney } from '../game-money';
import { formatNumber } from '../../../ui/format';
import type { CasinoGameDetail, CrashBetAnswer, CrashState } from '../../../../streams/casino/casino-types';
import { bettingCountdown$ } from '../../../../streams/casino/crash-countdown';
import { HttpError } from '../../../../streams/core/http';
import { FairLink } from '../fair/FairLink';
import { verifierPath } from '../fair/verifier-link';
import styles from './games.module.css';

/**
 * The crash game: one shared round for every player (run by the server, polled through the casino services). A bet
 * is placed while the round takes bets; during the climb the player cashes out at the current multiplier and is paid
 * stake x multiplier; a crash loses the stake. The player's bet stays in view with its stake and what a cash-out
 * would pay now; the countdown runs on the page's clock between answers. The last rounds' crash points are shown.
 */
export function CrashGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  const money = useGameMoney();
  const casino = useGameCasino();
  // One poll for the round and its countdown.
  const round$ = useMemo(() => casino.crash$().pipe(catchError(() => of(null)), shareReplay({ bufferSize: 1, refCount: true })), [casino]);
  const round = useObservableState(round$, null as CrashState | null);
  const secondsLeft = useObservableState(useMemo(() => bettingCountdown$(round$), [round$]), null);
  const steps = stakeSteps(game.minStake, game.maxStake, game.stakeUnit);
  const [stake, setStake] = useState(steps[Math.min(2, steps.length - 1)] ?? game.minStake);
  const [bet, placeBet] = useRound((s: number) => casino.crashBet$(s, mode));
  const [cashout, cashOut] = useRound((_: void) => casino.crashCashout$(mode));
  // Where (round and phase) the last bet and cash-out were asked for: their answers and refusals belong to that
  // round, and a refusal goes away once the round moves on.
  const here = round ? `${round.roundId}:${round.phase}` : '';
  const [betAt, setBetAt] = useState('');
  const [cashAt, setCashAt] = useState('');
  const inRound = (at: string) => round !== null && at.startsWith(`${round.roundId}:`);
  const mine = myCrashBet(round, bet.status === 'done' && inRound(betAt) ? bet.value : null, cashout.status === 'done' && inRound(cashAt) ? cashout.value : null);
  const canBet = round?.phase === 'betting' && !mine;
  const canCashOut = round?.phase === 'running' && mine !== null && mine.cashedOutAt === null;
  const possible = mine && round ? crashWin(mine.stake, round.multiplier) : 0;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="crash-game" data-phase={round?.phase ?? 'loading'}>
      <GameHead game={game} mode={mode} />
      <p
        className={`${styles.multiplier} ${round?.phase === 'crashed' ? styles.crashed : ''}`}
        data-testid="crash-multiplier"
        data-multiplier={round?.multiplier ?? ''}
        aria-live="off"
      >
        {round ? `${formatNumber(round.multiplier, lang, 2)}×` : '—'}
      </p>
      <p className={styles.status} aria-live="polite" data-testid="crash-phase">
        {round?.phase === 'betting' && t('crash.betting', { seconds: secondsLeft ?? Math.ceil(round.startsInMs / 1000) })}
        {round?.phase === 'running' && t('crash.running')}
        {round?.phase === 'crashed' && t('crash.crashed', { value: formatNumber(round.multiplier, lang, 2) })}
      </p>
      <div className={styles.status}>
        {mine && round && (
          <p className={styles.myBet} data-testid="crash-my-bet" data-stake={mine.stake} data-possible={possible}>
            {t('crash.myBet', { amount: money(mine.stake) })}
            {' · '}
            {mine.cashedOutAt !== null
              ? <b className={styles.win} data-testid="crash-cashout" data-win={crashWin(mine.stake, mine.cashedOutAt)} data-multiplier={mine.cashedOutAt}>{t('crash.cashedOut', { amount: money(crashWin(mine.stake, mine.cashedOutAt)), value: formatNumber(mine.cashedOutAt, lang, 2) })}</b>
              : round.phase === 'crashed' ? t('crash.lost')
                : round.phase === 'running' ? <b data-testid="crash-possible">{t('crash.possible', { amount: money(possible) })}</b>
                  : t('crash.waiting')}
          </p>
        )}
        {bet.status === 'refused' && betAt === here && <CrashRefusal error={bet.error} />}
        {cashout.status === 'refused' && cashAt === here && <CrashRefusal error={cashout.error} />}
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slot.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))} disabled={!canBet} data-testid="crash-stake">
            {steps.map((s) => <option key={s} value={s}>{money(s)}</option>)}
          </select>
        </label>
        {canCashOut ? (
          <button type="button" className={`${styles.play} ${styles.cashOut}`} onClick={() => { setCashAt(here); cashOut(); }} disabled={cashout.status === 'playing'} data-testid="crash-cashout-button">
            {t('crash.cashOut', { amount: money(possible) })}
          </button>
        ) : (
          <button type="button" className={styles.play} onClick={() => { setBetAt(here); placeBet(stake); }} disabled={!canBet || bet.status === 'playing'} data-testid="crash-bet">
            {t('crash.bet')}
          </button>
        )}
      </div>
      {round && round.history.length > 0 && (
        <div className={styles.history} aria-label={t('crash.history')} data-testid="crash-history">
          {round.history.map((m, i) => <span key={i} className={m >= 2 ? styles.high : undefined}>{formatNumber(m, lang, 2)}×</span>)}
        </div>
      )}
      {round && <CrashFair round={round} lang={lang} />}
    </section>
  );
}

/**
 * The player's bet in the shown round: the server's word once a poll brings it, else the bet and cash-out answers
 * this page had for the round (a poll repeating the round's phase and multiplier is dropped, so the bet would
 * otherwise vanish from view until the round runs).
 */
function myCrashBet(round: CrashState | null, placed: CrashBetAnswer | null, cashed: CrashBetAnswer | null): CrashState['myBet'] {
  if (!round) return null;
  const fromPoll = round.myBet;
  const stake = fromPoll?.stake ?? placed?.stake ?? cashed?.stake;
  if (stake === undefined) return null;
  return { stake, cashedOutAt: fromPoll?.cashedOutAt ?? cashed?.multiplier ?? null };
}

/** The crash game's own refusals (a second bet, a cash-out without a bet, demo play), else the common ones. */
const CRASH_REFUSALS = ['already_bet', 'no_open_bet', 'demo_not_available', 'round_not_ready'];

function CrashRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('casino');
  const code = error instanceof HttpError ? String(error.code ?? '') : '';
  if (!CRASH_REFUSALS.includes(code)) return <RefusalMessage error={error} />;
  return <p className={styles.refusal} role="alert" data-testid="round-refusal" data-code={code}>{t(`crash.refusal.${code}`)}</p>;
}

/**
 * The shared round's provably fair seed: its hash is shown before the round runs, the seed itself once it crashed,
 * with a link to the verifier page, which recomputes the crash point from it.
 */
function CrashFair({ round, lang }: { round: CrashState; lang: string }) {
  const { t } = useTranslation('casino');
  return (
    <div className={styles.fair} data-testid="crash-fair">
      <dl>
        <dt>{t('fair.crashHash')}</dt>
        <dd><code data-testid="crash-hash">{round.serverSeedHash}</code></dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd>
          {round.serverSeed === undefined ? t('fair.crashSealed') : (
            <>
              <code data-testid="crash-seed">{round.serverSeed}</code>{' '}
              <FairLink top testId="crash-check" to={verifierPath(lang, { kind: 'crash', serverSeed: round.serverSeed, hash: round.serverSeedHash })}>{t('fair.check')}</FairLink>
            </>
          )}
        </dd>
      </dl>
    </div>
  );
}
