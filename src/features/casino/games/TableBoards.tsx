import { useTranslation } from 'react-i18next';
import { useChipMoney } from '../game-money';
import { WHEEL_ORDER } from '../../../../streams/schemas/casino-games/roulette';
import type { TableResult } from '../../../../streams/schemas/casino-games/table-games';
import { cardFace, pocketColour, spotLabel, totalOf } from './table-spots';
import styles from './tables.module.css';

// The live tables' boards and what they show: the roulette wheel and layout, the baccarat hands and spots.

export interface BoardProps {
  /** Chips on each spot, mine placed and about to be placed (minor units). */
  chips: ReadonlyMap<string, number>;
  onSpot: (spot: string) => void;
  disabled: boolean;
  /** The spots the shown result won. */
  winning: (spot: string) => boolean;
}

function Spot({ spot, label, chips, onSpot, disabled, winning, className }: BoardProps & { spot: string; label?: string; className?: string }) {
  const { t } = useTranslation('casino');
  const chipMoney = useChipMoney();
  const amount = chips.get(spot);
  const name = label || spotLabel(t, spot);
  return (
    <button
      type="button" className={`${styles.spot} ${className ?? ''}`} onClick={() => onSpot(spot)} disabled={disabled}
      data-spot={spot} data-testid={`spot-${spot}`} data-won={winning(spot) || undefined} aria-label={t('tables.betOn', { spot: name })} title={label === '' ? name : undefined}
    >
      {label !== '' && <span>{name}</span>}
      {amount !== undefined && <b className={styles.chip}>{chipMoney(amount)}</b>}
    </button>
  );
}

/**
 * The inside bets that touch number `n`, placed on its cell's edges and corners as on a real layout: the split with
 * the number above (top edge) and to the right (right edge), the corner of four at the top-right corner; on the
 * bottom row the street (bottom edge) and the six line (bottom-right corner); on the first column the splits with
 * zero (left edge). The cell's number itself is the straight bet.
 */
function insideBets(n: number): Array<{ spot: string; at: string }> {
  const bets: Array<{ spot: string; at: string }> = [];
  if (n % 3 !== 0) bets.push({ spot: `split-${n}-${n + 1}`, at: 'top' });
  if (n <= 33) bets.push({ spot: `split-${n}-${n + 3}`, at: 'right' });
  if (n % 3 !== 0 && n <= 32) bets.push({ spot: `corner-${n}`, at: 'topRight' });
  if (n % 3 === 1) bets.push({ spot: `street-${n}`, at: 'bottom' });
  if (n % 3 === 1 && n <= 31) bets.push({ spot: `line-${n}`, at: 'bottomRight' });
  if (n <= 3) bets.push({ spot: `split-0-${n}`, at: 'left' });
  return bets;
}

/** A number of the layout with the inside bets on its edges (small chips a player clicks, named for readers). */
function NumberCell(props: BoardProps & { n: number }) {
  const { n, ...board } = props;
  return (
    <div className={styles.cell}>
      <Spot {...board} spot={`straight-${n}`} className={styles[pocketColour(n)]} />
      {insideBets(n).map(({ spot, at }) => (
        <Spot key={spot} {...board} spot={spot} label="" className={`${styles.inside} ${styles[at]}`} />
      ))}
    </div>
  );
}

/** European roulette's layout: zero, the 36 numbers in three rows of twelve with the inside bets on their edges, the columns, dozens and even chances. */
export function RouletteBoard(props: BoardProps) {
  const rows = [3, 2, 1].map((top) => Array.from({ length: 12 }, (_, c) => 3 * c + top));
  return (
    <div className={styles.rouletteBoard} data-testid="roulette-board">
      <Spot {...props} spot="straight-0" className={`${styles.zero} ${styles.green}`} />
      {rows.map((row, r) => (
        <div key={r} className={styles.row}>
          {row.map((n) => <NumberCell key={n} {...props} n={n} />)}
          <Spot {...props} spot={`column-${3 - r}`} className={styles.outside} />
        </div>
      ))}
      <div className={styles.row}>
        {[1, 2, 3].map((d) => <Spot key={d} {...props} spot={`dozen-${d}`} className={styles.outside} />)}
      </div>
      <div className={styles.row}>
        {['low', 'even', 'red', 'black', 'odd', 'high'].map((s) => <Spot key={s} {...props} spot={s} className={`${styles.outside} ${s === 'red' || s === 'black' ? styles[s] : ''}`} />)}
      </div>
    </div>
  );
}

export function BaccaratBoard(props: BoardProps) {
  const { t } = useTranslation('casino');
  return (
    <div className={styles.baccaratBoard} data-testid="baccarat-board">
      {(['player', 'tie', 'banker'] as const).map((s) => (
        <Spot key={s} {...props} spot={s} label={`${t(`tables.spot.${s}`)} · ${t(`tables.pays.${s}`)}`} className={styles[s]} />
      ))}
    </div>
  );
}

const SEGMENT = 360 / WHEEL_ORDER.length;

/** The wheel (SVG): it turns during the spin so the drawn pocket stops at the top marker. */
export function RouletteWheel({ result, spinning }: { result: TableResult | undefined; spinning: boolean }) {
  const number = result?.kind === 'roulette' ? result.number : null;
  const turn = number === null ? 0 : -(WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]) * SEGMENT) - 5 * 360;
  return (
    <div className={styles.wheelBox} data-testid="roulette-wheel" data-number={number ?? ''}>
      <svg viewBox="-110 -110 220 220" className={styles.wheelSvg} aria-hidden="true">
        <g className={`${styles.wheelTurn} ${spinning ? styles.spinning : ''}`} style={{ transform: `rotate(${turn}deg)` }}>
          {WHEEL_ORDER.map((n, i) => {
            const a = ((i - 0.5) * SEGMENT * Math.PI) / 180;
            const b = ((i + 0.5) * SEGMENT * Math.PI) / 180;
            const p = (r: number, x: number) => `${(r * Math.sin(x)).toFixed(2)} ${(-r * Math.cos(x)).toFixed(2)}`;
            const mid = (i * SEGMENT * Math.PI) / 180;
            return (
              <g key={n}>
                <path d={`M ${p(100, a)} A 100 100 0 0 1 ${p(100, b)} L ${p(62, b)} A 62 62 0 0 0 ${p(62, a)} Z`} className={styles[`pocket_${pocketColour(n)}`]} />
                <text x={(88 * Math.sin(mid)).toFixed(2)} y={(-88 * Math.cos(mid)).toFixed(2)} transform={`rotate(${i * SEGMENT} ${(88 * Math.sin(mid)).toFixed(2)} ${(-88 * Math.cos(mid)).toFixed(2)})`} className={styles.pocketText}>{n}</text>
              </g>
            );
          })}
          <circle r="60" className={styles.hub} />
        </g>
        <path d="M -6 -108 L 6 -108 L 0 -96 Z" className={styles.marker} />
      </svg>
      {number !== null && !spinning && <b className={`${styles.drawn} ${styles[pocketColour(number)]}`} data-testid="roulette-number">{number}</b>}
    </div>
  );
}

/** The coup's two hands, dealt card by card during the deal. */
export function BaccaratTable({ result, dealing }: { result: TableResult | undefined; dealing: boolean }) {
  const { t } = useTranslation('casino');
  const coup = result?.kind === 'baccarat' ? result : null;
  // The totals and the winner wait for the last card of the deal.
  const shown = coup !== null && !dealing;
  // The order the cards were dealt: player, banker, player, banker, then the third cards.
  const order = (side: 'player' | 'banker', i: number) => (i < 2 ? 2 * i + (side === 'banker' ? 1 : 0) : side === 'player' ? 4 : (coup?.player.length === 3 ? 5 : 4));
  return (
    <div className={`${styles.baccaratTable} ${dealing ? styles.dealing : ''}`} data-testid="baccarat-table" data-winner={coup?.winner ?? ''}>
      {(['player', 'banker'] as const).map((side) => (
        <div key={side} className={`${styles.hand} ${shown && coup.winner === side ? styles.handWon : ''}`}>
          <h2>{t(`tables.spot.${side}`)}{shown && <span className={styles.total}>{totalOf(coup[side])}</span>}</h2>
          <div className={styles.cards}>
            {(coup?.[side] ?? [null, null]).map((card, i) => {
              if (card === null) return <span key={i} className={`${styles.card} ${styles.back}`} />;
              const face = cardFace(card);
              return (
                <span key={i} className={`${styles.card} ${face.red ? styles.redCard : ''}`} style={{ animationDelay: `${order(side, i) * 0.8}s` }}>
                  {face.rank}{face.suit}
                </span>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
