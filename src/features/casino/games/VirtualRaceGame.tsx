import { useObservableCallback, useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { catchError, from, of, switchMap } from 'rxjs';
import { useGameCasino, useGameLang } from './game-host';
import { notifyRoundPlayed, useRound } from './use-round';
import { RefusalMessage } from './RefusalMessage';
import { placeRoundBets$, useDemoRoundBets } from './use-demo-round-bets';
import { GameHead, useStake } from './GameParts';
import { formatNumber } from '../../../ui/format';
import { useGameMoney } from '../game-money';
import type { CasinoGameDetail, RaceState } from '../../../../streams/casino/casino-types';
import { HORSES, raceOdds, RACE_RTP_PERCENT, type RaceCard, type RaceResult } from '../../../../streams/schemas/casino-games/virtual-race';
import { verifyRace, type RaceToVerify } from './verify-race';
import type { Verdict } from './verify-round';
import styles from './virtual.module.css';

type MyRaceBet = RaceState['myBets'][number];

/**
 * Virtual horse racing (issue 23): one race for every player of the game, run by the server and polled through the
 * casino services. While betting is open the player picks runners' prices into the bet slip and places win bets (any
 * number of times in the race); then the race runs on the track to the finishing order the race's seed decided, the
 * result, the seed and my win are shown, the server pays, and the next race opens.
 */
export default function VirtualRaceGame({ game, mode }: { game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  const casino = useGameCasino();
  const state$ = useMemo(() => casino.race$(game.id).pipe(catchError(() => of(null))), [casino, game.id]);
  const state = useObservableState(state$, null as RaceState | null);
  const [chip, setChip, steps] = useStake(game);
  // The bet slip belongs to the race it was filled for, while its betting is open: it is dropped when betting closes.
  const [slip, setSlip] = useState<{ raceId: string | undefined; bets: ReadonlyMap<number, number> }>({ raceId: undefined, bets: new Map() });
  const money = useGameMoney();
  const price = (odds: number) => formatNumber(odds / 100, lang, 2);
  const race = state?.round ?? null;
  const card = race?.card ?? [];
  const betting = race?.phase === 'betting';
  // Demo bets ride the same race, kept here (the server stores none) and settled at its price when the result is shown.
  const first = race?.phase === 'result' ? race.result?.order[0] : undefined;
  const demo = useDemoRoundBets(race?.id, first === undefined ? null : (b: MyRaceBet) => (b.runner === first ? Math.floor((b.stake * b.odds) / 100) : 0));
  const [placed, place] = useRound((bets: Array<{ runner: number; stake: number }>) => {
    const total = bets.reduce((s, b) => s + b.stake, 0);
    return placeRoundBets$(mode, total, () => casino.raceBet$(game.id, { bets, mode }), (answer) => demo.add(answer.raceId, answer.myBets));
  });
  const mine = mode === 'real' ? state?.myBets ?? [] : demo.bets;
  const raceId = race?.id;
  const pending = slip.raceId === raceId && betting ? slip.bets : new Map<number, number>();
  const setPending = (next: (bets: ReadonlyMap<number, number>) => ReadonlyMap<number, number>) => setSlip({ raceId, bets: next(pending) });
  const pendingTotal = [...pending.values()].reduce((s, x) => s + x, 0);
  const returned = mine.reduce((s, b) => s + (b.returned ?? 0), 0);
  const settled = mine.length > 0 && mine.every((b) => b.returned !== null);
  // The leader pays after the result: the header balance around the frame follows once my bets are settled.
  const paidRace = settled && mode === 'real' ? raceId : undefined;
  useEffect(() => { if (paidRace !== undefined) notifyRoundPlayed(); }, [paidRace]);
  const nameOf = (gate: number) => HORSES[card[gate]?.horse ?? 0]?.name ?? '';
  const send = () => {
    place([...pending].map(([runner, stake]) => ({ runner, stake })));
    setPending(() => new Map());
  };
  const winner = race?.phase === 'result' && race.result ? race.result.order[0] : undefined;
  return (
    <section className={styles.game} aria-label={game.name} data-testid="race-game" data-phase={race?.phase ?? 'waiting'} data-round={race?.id ?? ''}>
      <GameHead game={game} mode={mode} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {race && <Track key={`${race.id}-${race.phase}`} card={card} result={race.result} phase={race.phase} elapsedMs={race.phase === 'racing' ? race.raceMs - race.phaseLeftMs : 0} raceMs={race.raceMs} />}
          <table className={styles.card} aria-label={t('virtual.card')}>
            <thead><tr><th>{t('virtual.gate')}</th><th>{t('virtual.runner')}</th><th>{t('virtual.price')}</th></tr></thead>
            <tbody>
              {card.map((runner, gate) => {
                const odds = raceOdds(runner.weight);
                const picked = pending.get(gate);
                return (
                  <tr key={gate} data-testid={`race-runner-${gate}`} className={gate === winner ? styles.won : undefined}>
                    <td><span className={styles.silk} style={{ background: HORSES[runner.horse]?.silk }}>{gate + 1}</span></td>
                    <td>{HORSES[runner.horse]?.name}</td>
                    <td>
                      <button type="button" className={styles.price} aria-pressed={picked !== undefined} disabled={!betting} data-testid={`race-price-${gate}`}
                        aria-label={t('virtual.back', { name: HORSES[runner.horse]?.name, odds: price(odds) })}
                        onClick={() => setPending((p) => new Map(p).set(gate, (p.get(gate) ?? 0) + chip))}>
                        {price(odds)}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.side}>
          <div className={styles.status} aria-live="polite">
            <p className={styles.phase} data-testid="race-phase">
              {!race && t('virtual.waiting')}
              {race?.phase === 'betting' && t('virtual.betting', { seconds: Math.ceil(race.phaseLeftMs / 1000) })}
              {race?.phase === 'racing' && t('virtual.racing')}
              {winner !== undefined && <span data-testid="race-winner" data-gate={winner}>{t('virtual.result', { gate: winner + 1, name: nameOf(winner) })}</span>}
            </p>
            {race && <p data-testid="race-others">{t('virtual.atRace', { players: race.players, bets: race.bets })}</p>}
            {mode === 'demo' && <p className={styles.note}>{t('virtual.demoNote')}</p>}
            {settled && race?.phase === 'result' && (
              <p data-testid="race-win" data-win={returned}>{returned > 0 ? <b className={styles.win}>{t('virtual.win', { amount: money(returned) })}</b> : t('virtual.noWin')}</p>
            )}
            {placed.status === 'refused' && <RefusalMessage error={placed.error} />}
          </div>
          <div className={styles.slip} aria-label={t('virtual.slip')} role="group">
            <h2>{t('virtual.slip')}</h2>
            <div className={styles.chips} role="radiogroup" aria-label={t('virtual.stake')}>
              {steps.slice(0, 5).map((s) => (
                <button key={s} type="button" role="radio" aria-checked={s === chip} className={styles.chip} onClick={() => setChip(s)} data-testid={`race-chip-${s}`}>{money(s)}</button>
              ))}
            </div>
            {pending.size === 0 ? <p className={styles.note}>{t('virtual.slipEmpty')}</p> : (
              <ul className={styles.lines} data-testid="race-slip">
                {[...pending].map(([gate, stake]) => (
                  <li key={gate}>{t('virtual.line', { gate: gate + 1, name: nameOf(gate), odds: price(raceOdds(card[gate]?.weight ?? 1)), stake: money(stake) })}</li>
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              <button type="button" className={styles.clear} onClick={() => setPending(() => new Map())} disabled={pending.size === 0}>{t('virtual.clear')}</button>
              <button type="button" className={styles.place} onClick={send} disabled={!betting || pending.size === 0 || placed.status === 'playing'} data-testid="race-place">
                {t('virtual.place', { amount: money(pendingTotal) })}
              </button>
            </div>
            {mine.length > 0 && (
              <ul className={styles.lines} aria-label={t('virtual.myBets')} data-testid="race-my-bets">
                {mine.map((b, i) => (
                  <li key={i} data-runner={b.runner} data-odds={b.odds} data-stake={b.stake} data-returned={b.returned ?? ''}>
                    {t('virtual.line', { gate: b.runner + 1, name: nameOf(b.runner), odds: price(b.odds), stake: money(b.stake) })}
                    {b.returned !== null && b.returned > 0 ? ` → ${money(b.returned)}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
      {state && state.history.length > 0 && (
        <div className={styles.history} aria-label={t('virtual.history')} data-testid="race-history">
          <span>{t('virtual.history')}</span>
          {state.history.map((h) => {
            const first = h.result.order[0] ?? 0;
            const horse = HORSES[h.card[first]?.horse ?? 0];
            return <span key={h.id} className={styles.past} title={horse?.name}><i className={styles.silk} style={{ background: horse?.silk }}>{first + 1}</i>{horse?.name}</span>;
          })}
        </div>
      )}
      <p className={styles.rules}>{t('virtual.rules', { rtp: RACE_RTP_PERCENT, margin: 100 - RACE_RTP_PERCENT })}</p>
      {race && <RaceFair key={race.id} hash={race.serverSeedHash} race={race.serverSeed && race.result ? { card, result: race.result, serverSeed: race.serverSeed, shownHash: race.serverSeedHash } : null} />}
    </section>
  );
}

/**
 * The track: one lane per runner. While the race runs every horse gallops to the line on its own curve and arrives
 * in the finishing order (the winner first, the last just before the race ends); a page opened mid-race starts the
 * animation where the race is. With prefers-reduced-motion the horses stand at their finishing places at once.
 */
function Track({ card, result, phase, elapsedMs, raceMs }: { card: RaceCard; result: RaceResult | undefined; phase: string; elapsedMs: number; raceMs: number }) {
  const { t } = useTranslation('casino');
  // The moment the race was first shown: the animation is not restarted by every poll's countdown.
  const [startAt] = useState(elapsedMs);
  const placeOf = (gate: number) => result?.order.indexOf(gate) ?? -1;
  return (
    <div className={styles.track} role="img" aria-label={t('virtual.track')} data-testid="race-track">
      {card.map((runner, gate) => {
        const place = placeOf(gate);
        const style = {
          '--end': `${place < 0 ? 0 : -place * 3.5}%`,
          '--run': `${Math.round(raceMs * (0.78 + 0.028 * place))}ms`,
          '--delay': `${-startAt}ms`,
          '--ease': EASES[(gate + place) % EASES.length],
        } as CSSProperties;
        const where = phase === 'racing' && place >= 0 ? styles.running : phase === 'result' && place >= 0 ? styles.finished : styles.atStart;
        return (
          <div key={gate} className={styles.lane}>
            <div className={`${styles.runner} ${where}`} style={style} data-testid={`race-horse-${gate}`} data-place={place >= 0 && phase === 'result' ? place + 1 : ''}>
              <Horse silk={HORSES[runner.horse]?.silk ?? '#fff'} gate={gate + 1} />
            </div>
          </div>
        );
      })}
      <div className={styles.finishLine} />
    </div>
  );
}

/** Gallop curves: each horse leads, fades or finishes strongly in its own way, arriving when its place says. */
const EASES = ['cubic-bezier(0.3, 0.1, 0.7, 0.9)', 'cubic-bezier(0.1, 0.5, 0.9, 0.6)', 'cubic-bezier(0.5, 0, 0.5, 1)', 'cubic-bezier(0.2, 0.3, 0.6, 1)', 'linear'];

function Horse({ silk, gate }: { silk: string; gate: number }) {
  return (
    <svg className={styles.horse} viewBox="0 0 48 28" aria-hidden="true">
      <ellipse cx="22" cy="16" rx="14" ry="6" fill="#6d4c41" />
      <path d="M33 13 L42 6 L45 9 L38 16 Z" fill="#6d4c41" />
      <path className={styles.legs} d="M12 20 L9 27 M16 20 L18 27 M28 20 L26 27 M32 19 L35 27" stroke="#4e342e" strokeWidth="2.2" />
      <rect x="17" y="3" width="11" height="9" rx="3" fill={silk} />
      <text x="22.5" y="10.5" fontSize="7" textAnchor="middle" fill="#fff" fontWeight="700">{gate}</text>
    </svg>
  );
}

/** The race's seed hash while betting is open; the seed once revealed, and the browser's own check of the order. */
function RaceFair({ hash, race }: { hash: string; race: RaceToVerify | null }) {
  const { t } = useTranslation('casino');
  const [check, verdict$] = useObservableCallback<Verdict, RaceToVerify>((race$) => race$.pipe(switchMap((r) => from(verifyRace(r)))));
  const verdict = useObservableState(verdict$, null);
  const ok = verdict !== null && verdict.hashMatches && verdict.outcomeMatches;
  return (
    <div className={styles.fair} data-testid="race-fair">
      <dl>
        <dt>{t('virtual.hash')}</dt>
        <dd><code data-testid="race-hash">{hash}</code></dd>
        <dt>{t('virtual.seed')}</dt>
        <dd>
          {race === null ? t('virtual.sealed') : (
            <>
              <code data-testid="race-seed">{race.serverSeed}</code>{' '}
              <button type="button" className={styles.clear} onClick={() => check(race)} data-testid="race-check">{t('virtual.check')}</button>
              {verdict !== null && <span data-testid="race-verdict" data-ok={ok}>{' '}{ok ? t('virtual.verified') : t('virtual.notVerified')}</span>}
            </>
          )}
        </dd>
      </dl>
    </div>
  );
}
