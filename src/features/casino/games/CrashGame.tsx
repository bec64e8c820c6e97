import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catchError, of } from 'rxjs';
import { useCasino } from '../use-casino';
import { useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { stakeSteps } from './stake-steps';
import { GameHead } from './GameParts';
import { crashWin } from '../../../../streams/schemas/casino-games/crash';
import { formatAmount } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import type { CasinoGameDetail, CrashState } from '../../../../streams/casino/casino-types';
import { FairLink } from '../fair/FairLink';
import { verifierPath } from '../fair/verifier-link';
import styles from './games.module.css';

/**
 * The crash game: one shared round for every player (run by the server, polled through the casino services). A bet
 * is placed while the round takes bets; during the climb the player cashes out at the current multiplier and is paid
 * stake x multiplier; a crash loses the stake. The last rounds' crash points are shown.
 */
export function CrashGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const casino = useCasino();
  const round$ = useMemo(() => casino.crash$().pipe(catchError(() => of(null))), [casino]);
  const round = useObservableState(round$, null as CrashState | null);
  const steps = stakeSteps(game.minStake, game.maxStake, game.stakeUnit);
  const [stake, setStake] = useState(steps[Math.min(2, steps.length - 1)] ?? game.minStake);
  const [bet, placeBet] = useRound((s: number) => casino.crashBet$(s, mode));
  const [cashout, cashOut] = useRound((_: void) => casino.crashCashout$(mode));
  const money = (m: number) => formatAmount(m, lang);
  const mine = round?.myBet ?? null;
  const canBet = round?.phase === 'betting' && !mine;
  const canCashOut = round?.phase === 'running' && mine !== null && mine.cashedOutAt === null;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="crash-game" data-phase={round?.phase ?? 'loading'}>
      <GameHead game={game} mode={mode} />
      <p
        className={`${styles.multiplier} ${round?.phase === 'crashed' ? styles.crashed : ''}`}
        data-testid="crash-multiplier"
        data-multiplier={round?.multiplier ?? ''}
        aria-live="off"
      >
        {round ? `${round.multiplier.toFixed(2)}×` : '—'}
      </p>
      <p className={styles.status} aria-live="polite">
        {round?.phase === 'betting' && t('crash.betting', { seconds: Math.ceil(round.startsInMs / 1000) })}
        {round?.phase === 'running' && t('crash.running')}
        {round?.phase === 'crashed' && t('crash.crashed', { value: round.multiplier.toFixed(2) })}
      </p>
      <div className={styles.status}>
        {mine && <p data-testid="crash-my-bet">{t('crash.myBet', { amount: money(mine.stake) })}</p>}
        {cashout.status === 'done' && cashout.value.multiplier !== null && (
          <p data-testid="crash-cashout" data-win={cashout.value.win} data-multiplier={cashout.value.multiplier}>
            <b className={styles.win}>{t('crash.cashedOut', { amount: money(cashout.value.win), value: cashout.value.multiplier.toFixed(2) })}</b>
          </p>
        )}
        {bet.status === 'refused' && <RefusalMessage error={bet.error} />}
        {cashout.status === 'refused' && <RefusalMessage error={cashout.error} />}
      </div>
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slot.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))} disabled={!canBet} data-testid="crash-stake">
            {steps.map((s) => <option key={s} value={s}>{money(s)}</option>)}
          </select>
        </label>
        {canCashOut ? (
          <button type="button" className={styles.play} onClick={() => cashOut()} disabled={cashout.status === 'playing'} data-testid="crash-cashout-button">
            {t('crash.cashOut', { amount: money(crashWin(mine?.stake ?? 0, round?.multiplier ?? 1)) })}
          </button>
        ) : (
          <button type="button" className={styles.play} onClick={() => placeBet(stake)} disabled={!canBet || bet.status === 'playing'} data-testid="crash-bet">
            {t('crash.bet')}
          </button>
        )}
      </div>
      {round && round.history.length > 0 && (
        <div className={styles.history} aria-label={t('crash.history')} data-testid="crash-history">
          {round.history.map((m, i) => <span key={i} className={m >= 2 ? styles.high : undefined}>{m.toFixed(2)}×</span>)}
        </div>
      )}
      {round && <CrashFair round={round} lang={lang} />}
    </section>
  );
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
