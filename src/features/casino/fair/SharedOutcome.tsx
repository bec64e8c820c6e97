import { useTranslation } from 'react-i18next';
import { BINGO_PRIZES, prizeBalls } from '../../../../streams/schemas/casino-games/bingo';
import { HORSES, raceOdds } from '../../../../streams/schemas/casino-games/virtual-race';
import { useLang } from '../../../hooks/use-language';
import { formatNumber } from '../../../ui/format';
import type { CheckResult } from './verifier-check';
import styles from './verifier.module.css';

type SharedCheck = Extract<CheckResult, { kind: 'bingo' | 'virtualrace' }>;

/** A bingo round's or a virtual race's outcome from its seed on the verifier page: the balls called, the finishing order. */
export function SharedOutcome({ check }: { check: SharedCheck }) {
  const { t } = useTranslation('casino');
  const lang = useLang();
  if (check.kind === 'virtualrace') {
    return (
      <ol className={styles.order} data-testid="verifier-race-order" data-order={check.result.order.join(',')}>
        {check.result.order.map((gate) => {
          const runner = check.card[gate]!;
          return <li key={gate}>{t('sharedFair.runner', { gate: gate + 1, name: HORSES[runner.horse]?.name, odds: formatNumber(raceOdds(runner.weight) / 100, lang, 2) })}</li>;
        })}
      </ol>
    );
  }
  const ticket = check.ticket;
  const mine = ticket ? ticket.numbers.flat().filter((n) => n !== 0) : [];
  const won = ticket ? prizeBalls(ticket.numbers, check.draw) : null;
  return (
    <div className={styles.outcome}>
      <p className={styles.numbers} data-testid="verifier-bingo-draw" data-balls={check.draw.join(',')}>
        <span>{t('sharedFair.called', { n: check.draw.length })}:</span>
        {check.draw.map((n, i) => <b key={i} data-marked={mine.includes(n) ? '' : undefined}>{n}</b>)}
      </p>
      {ticket && won && (
        <div data-testid="verifier-bingo-ticket" data-numbers={mine.join(',')}>
          <p>{t('bingo.ticket', { n: ticket.id })}</p>
          <table className={styles.ticket} aria-label={t('bingo.ticket', { n: ticket.id })}>
            <tbody>
              {ticket.numbers.map((row, r) => (
                <tr key={r}>{row.map((n, c) => <td key={c} data-marked={n !== 0 && check.draw.includes(n) ? '' : undefined}>{n === 0 ? '' : n}</td>)}</tr>
              ))}
            </tbody>
          </table>
          <ul role="list">
            {BINGO_PRIZES.map((p) => (
              <li key={p} data-testid={`verifier-bingo-${p}`} data-ball={won[p] ?? ''}>
                {won[p] === null ? t('sharedFair.prizeMissed', { prize: t(`bingo.prize.${p}`) }) : t('sharedFair.prizeAt', { prize: t(`bingo.prize.${p}`), ball: won[p] })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
