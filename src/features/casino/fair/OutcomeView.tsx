import { useTranslation } from 'react-i18next';
import { FORTUNA_WHEEL } from '../../../../streams/schemas/casino-games/fortuna';
import type { RoundKind } from '../../../../streams/schemas/casino-games/round-games';
import { useGameMoney } from '../game-money';
import { FIELD_GLYPHS, SCRATCH_GLYPHS, SLOT_GLYPHS } from '../games/glyphs';
import { resultShort } from '../games/table-spots';
import type { CheckResult } from './verifier-check';
import { TableOutcome } from './TableOutcome';
import { SharedOutcome } from './SharedOutcome';
import styles from './verifier.module.css';

// The outcome a seed gives, in readable form: the verifier page's answer. The outcomes are the rules' own
// (streams/schemas/casino-games), computed in this browser, so their shapes are known.

type Outcome = Record<string, unknown>;
type Spin = { reels: string[][]; lines: Array<{ line: number; symbol: string; count: number; win: number }> };

export function OutcomeView({ check }: { check: CheckResult }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  if (check.kind === 'crash') {
    return <p className={styles.big} data-testid="verifier-crash-point" data-value={check.crashPoint}>{t('verifier.crashPoint', { value: check.crashPoint.toFixed(2) })}</p>;
  }
  if (check.kind === 'roulette' || check.kind === 'baccarat') {
    return <p className={styles.big} data-testid="verifier-table-result">{t('tables.result', { result: resultShort(t, check.table) })}</p>;
  }
  if (check.kind === 'bingo' || check.kind === 'virtualrace') return <SharedOutcome check={check} />;
  if (check.result === null) return <p role="alert" className={styles.bad}>{t('verifier.errors.picks')}</p>;
  const { win, outcome } = check.result;
  return (
    <div className={styles.outcome} data-testid="verifier-outcome">
      <KindOutcome kind={check.kind} outcome={outcome} picks={check.picks} />
      <p className={styles.big} data-testid="verifier-win" data-win={win}>
        {win > 0 ? t('verifier.win', { amount: money(win) }) : t('verifier.noWin')}
      </p>
    </div>
  );
}

function KindOutcome({ kind, outcome, picks }: { kind: RoundKind; outcome: Outcome; picks: readonly number[] }) {
  const { t } = useTranslation('casino');
  switch (kind) {
    case 'slot': return <SlotOutcome outcome={outcome} />;
    case 'keno': {
      const drawn = outcome['drawn'] as number[];
      return (
        <>
          <Numbers label={t('verifier.drawn')} values={drawn} marked={picks} />
          <Numbers label={t('verifier.yourPicks')} values={picks} marked={drawn} />
          <p>{t('keno.hits', { count: outcome['hits'] as number })}</p>
        </>
      );
    }
    case 'scratch': {
      const winning = outcome['winning'] as string | null;
      return (
        <>
          <div className={styles.scratch}>
            {(outcome['cells'] as string[]).map((c, i) => <span key={i} data-winning={c === winning ? '' : undefined}>{SCRATCH_GLYPHS[c] ?? c} {t(`verifier.symbols.${c}`)}</span>)}
          </div>
          <p>{winning ? t('verifier.winning', { symbol: t(`verifier.symbols.${winning}`) }) : t('verifier.noThree')}</p>
        </>
      );
    }
    case 'fortuna':
      return <p>{t('fortuna.landed', { value: outcome['multiplier'] as number })} · {t('verifier.segment', { n: (outcome['segment'] as number) + 1, total: FORTUNA_WHEEL.length })}</p>;
    case 'lottery':
      return (
        <>
          <Numbers label={t('verifier.drawn')} values={outcome['drawn'] as number[]} />
          <Numbers label={t('verifier.yourPicks')} values={picks} />
          <p>{t('lottery.matches', { count: outcome['matches'] as number })}</p>
        </>
      );
    case 'sicbo': case 'moneywheel': case 'dragontiger':
      return <TableOutcome kind={kind} outcome={outcome} />;
    default: {
      // The pick games: every field's content, the player's picks marked.
      const fields = outcome['fields'] as string[];
      return (
        <ul className={styles.fields} role="list">
          {fields.map((c, i) => (
            <li key={i} data-picked={picks.includes(i) ? '' : undefined}>
              {t(`${kind}.field`, { n: i + 1 })}: <b>{c.startsWith('x') ? `×${c.slice(1)}` : `${FIELD_GLYPHS[c] ?? ''} ${t(`verifier.symbols.${c}`)}`}</b>
              {picks.includes(i) && <> · {t('verifier.picked')}</>}
            </li>
          ))}
        </ul>
      );
    }
  }
}

function Numbers({ label, values, marked = [] }: { label: string; values: readonly number[]; marked?: readonly number[] }) {
  return (
    <p className={styles.numbers}>
      <span>{label}:</span>
      {values.map((n, i) => <b key={i} data-marked={marked.includes(n) ? '' : undefined}>{n}</b>)}
    </p>
  );
}

function SlotOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('casino');
  const spins = [outcome as unknown as Spin, ...(outcome['freeSpins'] as Spin[])];
  const scatterWin = outcome['scatterWin'] as number;
  return (
    <>
      {spins.map((spin, s) => (
        <div key={s} className={styles.spin}>
          {s > 0 && <p>{t('verifier.freeSpin', { n: s, count: spins.length - 1 })}</p>}
          <SlotWindow reels={spin.reels} />
          {spin.lines.map((l) => <p key={l.line}>{t('verifier.line', { line: l.line, count: l.count, symbol: SLOT_GLYPHS[l.symbol] ?? l.symbol })}</p>)}
        </div>
      ))}
      {scatterWin > 0 && <p>{t('verifier.scatters')}</p>}
    </>
  );
}

function SlotWindow({ reels }: { reels: readonly string[][] }) {
  return (
    <div className={styles.reels} role="img" aria-label={reels.map((r) => r.join(' ')).join(' | ')}>
      {[0, 1, 2].map((row) => reels.map((reel, r) => <span key={`${row}-${r}`}>{SLOT_GLYPHS[reel[row] ?? ''] ?? reel[row]}</span>))}
    </div>
  );
}
