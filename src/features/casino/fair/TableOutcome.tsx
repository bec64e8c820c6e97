import { useTranslation } from 'react-i18next';
import { useGameMoney } from '../game-money';
import { resultLine, spotLabel, type TableKind } from '../games/table-labels';

type Bet = { spot: number; stake: number; win: number };

/** A table game's round on the verifier page: the dice, the wheel's stops or the cards, then every bet of the slip. */
export function TableOutcome({ kind, outcome }: { kind: TableKind; outcome: Record<string, unknown> }) {
  const { t } = useTranslation('casino');
  const money = useGameMoney();
  return (
    <>
      <p>{resultLine(t, kind, outcome)}</p>
      <ul role="list">
        {(outcome['bets'] as Bet[]).map((b) => (
          <li key={b.spot}>
            {t('betslip.bet', { bet: spotLabel(t, kind, b.spot), stake: money(b.stake) })}: <b>{b.win > 0 ? money(b.win) : t('slot.noWin')}</b>
          </li>
        ))}
      </ul>
    </>
  );
}
