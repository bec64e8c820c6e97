import { useObservable, useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catchError, map, of, switchMap, tap } from 'rxjs';
import { useGameCasino } from './game-host';
import { notifyRoundPlayed, useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { demoAllows$ } from './frame-demo-balance';
import { useDemoRoundBets } from './use-demo-round-bets';
import { tellPage } from '../frame-messages';
import { GameHead } from './GameParts';
import { useGameMoney } from '../game-money';
import { HttpError } from '../../../../streams/core/http';
import { pacedCount$ } from '../../../../streams/casino/bingo-round';
import type { BingoState, CasinoGameDetail } from '../../../../streams/casino/casino-types';
import {
  BINGO_CALLED, BINGO_MAX_TICKETS, BINGO_NUMBERS, BINGO_PAYS, BINGO_PRIZES, prizeBalls, ticketReturn, type BingoTicket,
} from '../../../../streams/schemas/casino-games/bingo';
import styles from './bingo.module.css';

/** A demo ticket as the frame keeps it: the buy's answer and the price it was bought at. */
type DemoTicket = BingoState['myTickets'][number] & { stake: number };

/**
 * A 90-ball bingo room: one round for every player in the room, run by the server and polled through the casino
 * services. While the room is buying the player buys 1 to 6 tickets; then the server calls the balls one by one (shown
 * on the board, the last ones large, marked on the tickets), the prizes' winners are counted, the server pays the
 * tickets after the draw and reveals the round's seed, and the next round opens.
 */
export function BingoGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const casino = useGameCasino();
  const state$ = useMemo(() => casino.bingo$(game.id).pipe(catchError(() => of(null))), [casino, game.id]);
  const state = useObservableState(state$, null as BingoState | null);
  const [count, setCount] = useState(1);
  const money = useGameMoney();
  const round = state?.round ?? null;
  const price = state?.ticketPrice ?? 0;
  // Demo tickets play the same draw, kept here (the server stores none) and settled by the draw once it is over.
  const demo = useDemoRoundBets(round?.id, round?.phase === 'result' ? (x: DemoTicket) => ticketReturn(x.numbers, round.called, x.stake) : null);
  // The price goes with the click: the callback is made once, at the first render, before the room's price is known.
  const [bought, buy] = useRound(({ tickets, price: each }: { tickets: number; price: number }) => demoAllows$(mode, tickets * each).pipe(
    switchMap(() => casino.bingoBuy$(game.id, { tickets, mode })),
    tap((answer) => {
      if (mode === 'real') return;
      demo.add(answer.roundId, answer.myTickets.map((x) => ({ ...x, stake: each })));
      tellPage({ type: 'casino:round', mode, stake: tickets * each, win: 0 });
    }),
  ));
  const calledAll = round?.called ?? [];
  const shownCount = useObservableState(useObservable((in$) => pacedCount$(in$.pipe(map(([n]) => n))), [calledAll.length]), 0);
  const called = calledAll.slice(0, shownCount);
  const mine = mode === 'real' ? state?.myTickets ?? [] : demo.bets;
  const room = BINGO_MAX_TICKETS - mine.length;
  const buying = round?.phase === 'buying';
  const returned = mine.reduce((s, x) => s + (x.returned ?? 0), 0);
  const settled = mine.length > 0 && mine.every((x) => x.returned !== null);
  // The leader pays after the draw: the header balance around the frame follows once my tickets are paid.
  const paidRound = settled && mode === 'real' ? round?.id : undefined;
  useEffect(() => { if (paidRound !== undefined) notifyRoundPlayed(); }, [paidRound]);
  const tooMany = bought.status === 'refused' && bought.error instanceof HttpError && bought.error.code === 'too_many_tickets';
  const last = called.slice(-5).reverse();
  return (
    <section className={styles.room} aria-label={game.name} data-testid="bingo-game" data-phase={round?.phase ?? 'waiting'} data-round={round?.id ?? ''} data-called={called.length}>
      <GameHead game={game} mode={mode} />
      <div className={styles.top}>
        <div className={styles.status} aria-live="polite">
          <p className={styles.phase} data-testid="bingo-phase">
            {!round && t('bingo.waiting')}
            {round?.phase === 'buying' && t('bingo.buying', { seconds: Math.ceil(round.phaseLeftMs / 1000) })}
            {round?.phase === 'drawing' && t('bingo.drawing', { n: called.length, total: BINGO_CALLED })}
            {round?.phase === 'result' && t('bingo.over')}
          </p>
          {round && <p data-testid="bingo-room" data-players={round.players} data-tickets={round.tickets}>{t('bingo.inRoom', { players: round.players, tickets: round.tickets })}</p>}
          <p className={styles.note}>{t('bingo.price', { amount: money(price) })}</p>
          {mode === 'demo' && <p className={styles.note}>{t('bingo.demoNote')}</p>}
          {settled && round?.phase === 'result' && (
            <p data-testid="bingo-win" data-win={returned}>{returned > 0 ? <b className={styles.win}>{t('slot.win', { amount: money(returned) })}</b> : t('slot.noWin')}</p>
          )}
          {tooMany && <p className={styles.refusal} role="alert">{t('bingo.tooMany', { max: BINGO_MAX_TICKETS })}</p>}
          {bought.status === 'refused' && !tooMany && <RefusalMessage error={bought.error} />}
        </div>
        <ol className={styles.lastBalls} aria-label={t('bingo.lastBalls')} data-testid="bingo-last">
          {last.map((n, i) => <li key={n} className={i === 0 ? styles.newest : undefined} data-ball={n}>{n}</li>)}
        </ol>
        <Prizes winners={round?.winners} price={price} money={money} />
      </div>
      <div className={styles.main}>
        <CalledBoard called={called} />
        <div className={styles.ticketsBox}>
          <div className={styles.controls}>
            <label className={styles.field}>
              <span>{t('bingo.howMany')}</span>
              <select value={Math.min(count, Math.max(1, room))} onChange={(e) => setCount(Number(e.target.value))} disabled={!buying || room === 0} data-testid="bingo-count">
                {Array.from({ length: Math.max(1, room) }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </label>
            <button type="button" className={styles.buy} data-testid="bingo-buy" onClick={() => buy({ tickets: Math.min(count, room), price })}
              disabled={!buying || room === 0 || bought.status === 'playing'}>
              {t('bingo.buy', { amount: money(price * Math.min(count, Math.max(1, room))) })}
            </button>
          </div>
          {mine.length > 0 ? (
            <ul className={styles.tickets} aria-label={t('bingo.myTickets')} data-testid="bingo-tickets">
              {mine.map((ticket, i) => (
                <li key={ticket.id} data-ticket={ticket.id} data-price={price} data-returned={ticket.returned ?? ''}>
                  <Ticket numbers={ticket.numbers} called={called} label={t('bingo.ticket', { n: i + 1 })} />
                </li>
              ))}
            </ul>
          ) : <p className={styles.note}>{t('bingo.noTickets')}</p>}
        </div>
      </div>
      {round && (
        <dl className={styles.fair} data-testid="bingo-fair">
          <dt>{t('fair.crashHash')}</dt>
          <dd><code data-testid="bingo-hash">{round.serverSeedHash}</code></dd>
          <dt>{t('fair.serverSeed')}</dt>
          <dd>{round.serverSeed === undefined ? t('bingo.sealed') : <code data-testid="bingo-seed">{round.serverSeed}</code>}</dd>
          <dd className={styles.fairText}>{t('bingo.fairText')}</dd>
        </dl>
      )}
    </section>
  );
}

/** The prizes, what each pays, and how many of the room's tickets have won it so far. */
function Prizes({ winners, price, money }: { winners: NonNullable<BingoState['round']>['winners'] | undefined; price: number; money: (m: number) => string }) {
  const { t } = useTranslation('casino');
  return (
    <table className={styles.prizes} data-testid="bingo-prizes">
      <caption>{t('bingo.prizes', { balls: BINGO_CALLED })}</caption>
      <tbody>
        {BINGO_PRIZES.map((p) => (
          <tr key={p} data-prize={p} data-winners={winners?.[p] ?? 0}>
            <th scope="row">{t(`bingo.prize.${p}`)}</th>
            <td>{money(BINGO_PAYS[p] * price)}</td>
            <td>{t('bingo.winners', { n: winners?.[p] ?? 0 })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 1-90 board: every number, the called ones lit. */
function CalledBoard({ called }: { called: readonly number[] }) {
  const { t } = useTranslation('casino');
  const lit = new Set(called);
  return (
    <ol className={styles.board} aria-label={t('bingo.board')} data-testid="bingo-board">
      {Array.from({ length: BINGO_NUMBERS }, (_, i) => i + 1).map((n) => (
        <li key={n} data-called={lit.has(n) || undefined}>{n}</li>
      ))}
    </ol>
  );
}

/** A ticket: 3 rows of 9 cells, the called numbers marked, the rows it completed and its prizes so far. */
function Ticket({ numbers, called, label }: { numbers: BingoTicket; called: readonly number[]; label: string }) {
  const { t } = useTranslation('casino');
  const lit = new Set(called);
  const won = prizeBalls(numbers, called);
  const prizes = BINGO_PRIZES.filter((p) => won[p] !== null);
  return (
    <figure className={styles.ticket}>
      <figcaption>
        {label}
        {prizes.map((p) => <span key={p} className={styles.prizeTag} data-won={p}>{t(`bingo.prize.${p}`)}</span>)}
      </figcaption>
      <table>
        <tbody>
          {numbers.map((row, r) => (
            <tr key={r} data-full={row.every((n) => n === 0 || lit.has(n)) || undefined}>
              {row.map((n, c) => <td key={c} data-marked={(n !== 0 && lit.has(n)) || undefined}>{n === 0 ? '' : n}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
