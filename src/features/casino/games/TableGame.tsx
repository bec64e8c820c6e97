import { useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catchError, of } from 'rxjs';
import { useGameCasino, useGameLang } from './game-host';
import { notifyRoundPlayed, useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { placeRoundBets$, useDemoRoundBets } from './use-demo-round-bets';
import { GameHead, useStake } from './GameParts';
import { BaccaratBoard, BaccaratTable, RouletteBoard, RouletteWheel } from './TableBoards';
import { resultShort, spotLabel } from './table-spots';
import { useChipMoney, useGameMoney } from '../game-money';
import type { CasinoGameDetail, TableState } from '../../../../streams/casino/casino-types';
import { tableReturn } from '../../../../streams/schemas/casino-games/table-games';
import { FairLink } from '../fair/FairLink';
import { verifierPath } from '../fair/verifier-link';
import styles from './tables.module.css';

type MyTableBet = TableState['myBets'][number];

/**
 * A shared live table (roulette or baccarat): one round for every player at the table, run by the server and polled
 * through the casino services. While betting is open the player puts chips on spots and places them (any number of
 * times in the round); then the wheel spins or the cards are dealt, the result and the round's seed are shown, the
 * server pays the wins, and the next round opens. The other players' bets are counted, the last results listed.
 */
export function TableGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  const money = useGameMoney();
  const chipMoney = useChipMoney();
  const casino = useGameCasino();
  const state$ = useMemo(() => casino.table$(game.id).pipe(catchError(() => of(null))), [casino, game.id]);
  const state = useObservableState(state$, null as TableState | null);
  const [chip, setChip, steps] = useStake(game);
  const [pending, setPending] = useState<ReadonlyMap<string, number>>(new Map());
  const round = state?.round ?? null;
  const betting = round?.phase === 'betting';
  const result = round?.result;
  // Demo bets ride the same round, kept here (the server stores none) and settled when its result is shown.
  const demo = useDemoRoundBets(round?.id, round?.phase === 'result' && result ? (b: MyTableBet) => tableReturn(b.spot, b.stake, result) : null);
  const [placed, place] = useRound((bets: Array<{ spot: string; stake: number }>) => {
    const total = bets.reduce((s, b) => s + b.stake, 0);
    return placeRoundBets$(mode, total, () => casino.tableBet$(game.id, { bets, mode }), (answer) => demo.add(answer.roundId, answer.myBets));
  });
  const mine = mode === 'real' ? state?.myBets ?? [] : demo.bets;
  const pendingTotal = [...pending.values()].reduce((s, x) => s + x, 0);
  const chips = new Map<string, number>(pending);
  for (const b of mine) chips.set(b.spot, (chips.get(b.spot) ?? 0) + b.stake);
  const winning = (spot: string) => round?.phase === 'result' && result !== undefined && tableReturn(spot, 100, result) > 100;
  const addChip = (spot: string) => setPending((p) => new Map(p).set(spot, (p.get(spot) ?? 0) + chip));
  const send = () => {
    place([...pending].map(([spot, stake]) => ({ spot, stake })));
    setPending(new Map());
  };
  const returned = mine.reduce((s, b) => s + (b.returned ?? 0), 0);
  const settled = mine.length > 0 && mine.every((b) => b.returned !== null);
  // The leader pays after the result: the header balance around the frame follows once my bets are settled.
  const paidRound = settled && mode === 'real' ? round?.id : undefined;
  useEffect(() => { if (paidRound !== undefined) notifyRoundPlayed(); }, [paidRound]);
  const board = { chips, onSpot: addChip, disabled: !betting, winning };
  return (
    <section className={styles.table} aria-label={game.name} data-testid="table-game" data-kind={state?.kind ?? ''} data-phase={round?.phase ?? 'waiting'} data-round={round?.id ?? ''}>
      <GameHead game={game} mode={mode} />
      <div className={`${styles.stage} ${state?.kind === 'baccarat' ? styles.cardStage : ''}`}>
        {state?.kind === 'baccarat'
          ? <BaccaratTable result={result} dealing={round?.phase === 'dealing'} />
          : <RouletteWheel result={result} spinning={round?.phase === 'dealing'} />}
        <div className={styles.status} aria-live="polite">
          <p className={styles.phase} data-testid="table-phase">
            {!round && t('tables.waiting')}
            {round?.phase === 'betting' && t('tables.betting', { seconds: Math.ceil(round.phaseLeftMs / 1000) })}
            {round?.phase === 'dealing' && t(state?.kind === 'baccarat' ? 'tables.dealing' : 'tables.spinning')}
            {round?.phase === 'result' && result && <span data-testid="table-result">{t('tables.result', { result: resultShort(t, result) })}</span>}
          </p>
          {round && <p data-testid="table-others" data-players={round.players} data-bets={round.bets}>{t('tables.atTable', { players: round.players, bets: round.bets })}</p>}
          {mode === 'demo' && <p className={styles.note}>{t('tables.demoNote')}</p>}
          {settled && round?.phase === 'result' && (
            <p data-testid="table-win" data-win={returned}>{returned > 0 ? <b className={styles.win}>{t('slot.win', { amount: money(returned) })}</b> : t('slot.noWin')}</p>
          )}
          {placed.status === 'refused' && <RefusalMessage error={placed.error} />}
        </div>
      </div>
      {state?.kind === 'baccarat' ? <BaccaratBoard {...board} /> : <RouletteBoard {...board} />}
      <div className={styles.controls}>
        <div className={styles.chips} role="radiogroup" aria-label={t('tables.chip')}>
          {steps.slice(0, 6).map((s) => (
            <button key={s} type="button" role="radio" aria-checked={s === chip} aria-label={money(s)} className={styles.chipPick} onClick={() => setChip(s)} data-testid={`chip-${s}`}>{chipMoney(s)}</button>
          ))}
        </div>
        <button type="button" className={styles.action} onClick={() => setPending(new Map())} disabled={pending.size === 0}>{t('tables.clear')}</button>
        <button type="button" className={styles.place} onClick={send} disabled={!betting || pending.size === 0 || placed.status === 'playing'} data-testid="table-place">
          {t('tables.place', { amount: money(pendingTotal) })}
        </button>
      </div>
      {mine.length > 0 && (
        <ul className={styles.myBets} aria-label={t('tables.myBets')} data-testid="table-my-bets">
          {mine.map((b, i) => (
            <li key={i} data-spot={b.spot} data-stake={b.stake} data-returned={b.returned ?? ''}>
              {spotLabel(t, b.spot)}: {money(b.stake)}{b.returned !== null && b.returned > 0 ? ` → ${money(b.returned)}` : ''}
            </li>
          ))}
        </ul>
      )}
      {state && state.history.length > 0 && (
        <div className={styles.history} aria-label={t('tables.history')} data-testid="table-history">
          {state.history.map((r, i) => (
            <span key={i} data-colour={r.kind === 'roulette' ? (r.number === 0 ? 'green' : undefined) : r.winner}>{resultShort(t, r)}</span>
          ))}
        </div>
      )}
      {round && (
        <div className={styles.fair} data-testid="table-fair">
          <dl>
            <dt>{t('fair.crashHash')}</dt>
            <dd><code data-testid="table-hash">{round.serverSeedHash}</code></dd>
            <dt>{t('fair.serverSeed')}</dt>
            <dd>
              {round.serverSeed === undefined ? t('tables.sealed') : (
                <>
                  <code data-testid="table-seed">{round.serverSeed}</code>{' '}
                  <FairLink top testId="table-check" to={verifierPath(lang, { kind: state?.kind, serverSeed: round.serverSeed, hash: round.serverSeedHash })}>{t('fair.check')}</FairLink>
                </>
              )}
            </dd>
          </dl>
        </div>
      )}
    </section>
  );
}
