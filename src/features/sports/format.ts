import type { Game, Market, Outcome } from '../../../streams/schemas/sports';

// Display helpers: game clocks and localised period, market and outcome names (times and dates: src/ui/format.ts).

type T = (key: string, options?: Record<string, unknown>) => string;

/** A game's title: "Home — Away", or an outright's from its parts (championship, season) in the page's language. */
export function gameTitle(t: T, game: Pick<Game, 'kind' | 'home' | 'away'>, champName?: string): string {
  // An outright's home is its championship's name in the data's language: the page's language names it when it can.
  return game.kind === 1 ? t('outright.title', { champ: champName ?? game.home, season: game.away }) : `${game.home} — ${game.away}`;
}

/** mm:ss of a game clock. */
export function clockText(sec: number): string {
  const m = Math.floor(sec / 60);
  const s = sec % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The word for a period of this sport: half, quarter, period, set, map, round, inning. */
export function periodWord(scoreModel: string, periods: number, isCyber: boolean): string {
  if (scoreModel === 'sets') return isCyber ? 'map' : 'set';
  if (scoreModel === 'fight') return 'round';
  if (periods === 2) return 'half';
  if (periods === 4) return 'quarter';
  if (periods === 9) return 'inning';
  return 'period';
}

export function periodLabel(t: T, word: string, n: number): string {
  return t(`period.${word}`, { n });
}

const sign = (x: number) => (x > 0 ? `+${x}` : `${x}`);

/** A market's name in the page's language (market types of server/sports/markets.ts). */
export function marketLabel(t: T, m: Pick<Market, 'typeId' | 'param' | 'period' | 'name'>, word: string): string {
  const period = m.period > 0 ? periodLabel(t, word, m.period) : '';
  const line = m.param === null ? '' : [6, 15, 33].includes(m.typeId) ? sign(m.param) : String(m.param);
  if (m.typeId === 29) return t('market.29', { name: m.name.replace(/ to win$/, '') });
  const key = `market.${m.typeId}`;
  const text = t(key, { line, period, n: m.param ?? '' });
  return text === key ? m.name : text;
}

/** An outcome's label in the page's language. */
export function outcomeLabel(t: T, m: Pick<Market, 'typeId' | 'param'>, o: Pick<Outcome, 'code' | 'name'>, game?: Pick<Game, 'home' | 'away'>): string {
  const c = o.code;
  if (m.typeId === 28) return o.name;
  if (m.typeId === 18 || m.typeId === 19) return c === 'none' ? t('outcome.noGoal') : o.name;
  if (m.typeId === 24) {
    if (c === 'draw') return t('outcome.draw');
    const [side, how] = c.split('_');
    return t(how === 'ko' ? 'outcome.byKo' : 'outcome.byDecision', { side: side === 'home' ? '1' : '2' });
  }
  if (m.typeId === 25) return c === 'dec' ? t('outcome.decision') : t('outcome.round', { n: c.slice(1) });
  if (m.typeId === 30) return c === 'equal' ? t('outcome.equal') : t('outcome.periodN', { n: c.slice(1) });
  if (m.typeId === 27) return c === 'no' ? t('outcome.no') : c === 'home' ? '1' : '2';
  if (m.typeId === 21) {
    if (c === 'draw') return 'X';
    const [side, band] = c.split(':');
    return `${side === 'home' ? '1' : '2'} (${band})`;
  }
  if (m.typeId === 16) return o.name;
  switch (c) {
    case 'home':
      if ([6, 15, 33].includes(m.typeId) && m.param !== null) return `1 (${sign(m.param)})`;
      return '1';
    case 'away':
      if ([6, 15, 33].includes(m.typeId) && m.param !== null) return `2 (${sign(-m.param)})`;
      return '2';
    case 'draw':
      return 'X';
    case 'over':
      return t('outcome.over', { line: m.param });
    case 'under':
      return t('outcome.under', { line: m.param });
    case 'yes':
      return t('outcome.yes');
    case 'no':
      return t('outcome.no');
    case 'odd':
      return t('outcome.odd');
    case 'even':
      return t('outcome.even');
    case 'other':
      return t('outcome.other');
    case 'none':
      return t('outcome.noGoal');
    default:
      void game;
      return o.name;
  }
}

/** Short labels of the list columns: O/U for totals. */
export function shortOutcomeLabel(t: T, m: Pick<Market, 'typeId' | 'param'>, o: Pick<Outcome, 'code' | 'name'>): string {
  if (o.code === 'over') return t('outcome.overShort');
  if (o.code === 'under') return t('outcome.underShort');
  if (o.code === 'home') return '1';
  if (o.code === 'away') return '2';
  return outcomeLabel(t, m, o);
}
