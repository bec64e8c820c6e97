import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHEST_CONTENTS } from '../../../../streams/schemas/casino-games/chest';
import { DRAGON_CAVES, DRAGON_PAYS } from '../../../../streams/schemas/casino-games/dragon';
import { MEMORY_CARDS, MEMORY_TURNS } from '../../../../streams/schemas/casino-games/memory';
import { SAFE_MAX_TRIES } from '../../../../streams/schemas/casino-games/safe';
import { outcomeOf, PickOutcomeSchema } from '../../../../streams/schemas/casino';
import type { CasinoGameDetail } from '../../../../streams/casino/casino-types';
import { FairPanel } from './FairPanel';
import { FIELD_GLYPHS } from './glyphs';
import { GameHead, RoundResult, StakeSelect, useStake } from './GameParts';
import { useFairRound } from './use-fair-round';
import styles from './games.module.css';

// The "pick and reveal" bonus games share this board: closed fields, the player picks some, the round (decided on
// the server) opens them all. What differs is in PICK_GAMES: how many fields, how many picks, an optional level,
// what a field shows closed and open; the rules and pay tables are each game's own (streams/schemas/casino-games).

export type PickKind = 'chest' | 'memory' | 'safe' | 'dragon';

interface PickRules {
  fields: number;
  columns: number;
  minPicks: number;
  maxPicks: number;
  /** The levels the player chooses from (the dragons of the dragon bonus). */
  levels?: readonly number[];
  closed: (i: number) => string;
  open: (content: string) => string;
}

const PICK_GAMES: Record<PickKind, PickRules> = {
  chest: { fields: CHEST_CONTENTS.length, columns: 3, minPicks: 1, maxPicks: 1, closed: () => '▣', open: (c) => c.replace('x', '×') },
  memory: { fields: MEMORY_CARDS, columns: 6, minPicks: MEMORY_TURNS, maxPicks: MEMORY_TURNS, closed: () => '?', open: (c) => FIELD_GLYPHS[c] ?? c },
  safe: { fields: 10, columns: 5, minPicks: 1, maxPicks: SAFE_MAX_TRIES, closed: (i) => String(i), open: (c) => FIELD_GLYPHS[c] ?? c },
  dragon: { fields: DRAGON_CAVES, columns: 5, minPicks: 1, maxPicks: 1, levels: Object.keys(DRAGON_PAYS).map(Number), closed: () => '◠', open: (c) => FIELD_GLYPHS[c] ?? c },
};

export function PickGame({ kind, game, mode }: { kind: PickKind; game: CasinoGameDetail; mode: 'real' | 'demo' }) {
  const { t } = useTranslation('casino');
  const rules = PICK_GAMES[kind];
  const [stake, setStake, steps] = useStake(game);
  const [picks, setPicks] = useState<number[]>([]);
  const [level, setLevel] = useState(rules.levels?.[0] ?? 0);
  // A new pick closes the fields again: the board then shows the next round's choice, not the last round.
  const [closedRound, setClosedRound] = useState<string | null>(null);
  const fair = useFairRound(game, mode);
  const parsed = fair.last ? outcomeOf(PickOutcomeSchema, fair.last.outcome) : null;
  const outcome = fair.last && fair.last.roundId !== closedRound ? parsed : null;
  const shownPicks = outcome ? outcome.picks : picks;
  const toggle = (i: number) => {
    if (fair.last) setClosedRound(fair.last.roundId);
    const from = outcome ? [] : picks;
    setPicks(from.includes(i) ? from.filter((x) => x !== i) : rules.maxPicks === 1 ? [i] : from.length < rules.maxPicks ? [...from, i] : from);
  };
  return (
    <section className={styles.game} aria-label={game.name} data-testid={`${kind}-game`}>
      <GameHead game={game} mode={mode} />
      <div className={styles.picks} style={{ '--columns': rules.columns } as React.CSSProperties} role="group" aria-label={t(`${kind}.board`)}>
        {Array.from({ length: rules.fields }, (_, i) => (
          <button
            key={i} type="button" aria-pressed={shownPicks.includes(i)} aria-label={t(`${kind}.field`, { n: i + 1 })}
            data-revealed={outcome ? '' : undefined} onClick={() => toggle(i)} data-testid={`${kind}-field-${i}`}
          >
            {outcome ? rules.open(outcome.fields[i] ?? '') : rules.closed(i)}
          </button>
        ))}
      </div>
      <p className={styles.rules}>{t('keno.picked', { count: picks.length, max: rules.maxPicks })}</p>
      <RoundResult fair={fair} readable={parsed !== null} testId={`${kind}-result`} />
      <div className={styles.controls}>
        {rules.levels && (
          <label className={styles.field}>
            <span>{t(`${kind}.level`)}</span>
            <select value={level} onChange={(e) => setLevel(Number(e.target.value))}>{rules.levels.map((l) => <option key={l} value={l}>{l}</option>)}</select>
          </label>
        )}
        <StakeSelect value={stake} steps={steps} onChange={setStake} />
        <button
          type="button" className={styles.play} data-testid={`${kind}-play`}
          disabled={fair.playing || picks.length < rules.minPicks}
          onClick={() => fair.play({ stake, picks, level })}
        >
          {t(`${kind}.play`)}
        </button>
      </div>
      <p className={styles.rules}>{t(`${kind}.rules`)}</p>
      <FairPanel kind={kind} fair={fair} />
    </section>
  );
}
