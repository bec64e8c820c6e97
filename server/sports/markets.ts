import type { FinalState, Side, SimParams } from './engine.ts';
import type { SportRules } from './rules.ts';

// Market types: what each market offers, how it is named, and how its outcomes settle on a FinalState.
// Pricing (pricing.ts) takes the expectation of the same settle() over sampled ends of the game, so a market's
// odds and its result can never disagree. Type ids are shared with the client (src/features/sports names them).

export type Settled = 'won' | 'lost' | 'void';

/** Market type ids (markets.type_id). */
export const MT = {
  result: 1, winner: 2, doubleChance: 3, drawNoBet: 4, total: 5, handicap: 6, btts: 7, correctScore: 8, oddEven: 9,
  homeTotal: 10, awayTotal: 11, periodResult: 12, periodWinner: 13, periodTotal: 14, periodHandicap: 15, htFt: 16,
  firstGoal: 17, playerAnytime: 18, firstScorer: 19, exactTotal: 20, winningMargin: 21, homeCleanSheet: 22,
  awayCleanSheet: 23, method: 24, endsInRound: 25, goesDistance: 26, koInRound: 27, outright: 28, outrightYesNo: 29,
  highestPeriod: 30, pointsTotal: 32, pointsHandicap: 33, homePoints: 34, awayPoints: 35, oddEvenPoints: 36,
  periodOddEven: 37, koYesNo: 38,
} as const;

/** Market kinds (markets.kind), see migration 020. */
export const KIND = { main: 1, doubleChance: 2, totals: 3, handicaps: 4, btts: 5, correctScore: 6, outright: 7, player: 8, period: 9, teamTotals: 10, specials: 11 } as const;

export interface OutcomeSpec {
  code: string;
  name: string;
}

export interface MarketSpec {
  typeId: number;
  kind: number;
  name: string;
  param: number | null;
  period: number;
  isMain: boolean;
  outcomes: OutcomeSpec[];
}

const sign = (x: number) => (x > 0 ? `+${x}` : `${x}`);
const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const yesNo = (): OutcomeSpec[] => [{ code: 'yes', name: 'Yes' }, { code: 'no', name: 'No' }];
const overUnder = (line: number): OutcomeSpec[] => [{ code: 'over', name: `Over ${line}` }, { code: 'under', name: `Under ${line}` }];
const hcapOutcomes = (line: number): OutcomeSpec[] => [{ code: 'home', name: `1 (${sign(line)})` }, { code: 'away', name: `2 (${sign(-line)})` }];
const threeWay = (): OutcomeSpec[] => [{ code: 'home', name: '1' }, { code: 'draw', name: 'X' }, { code: 'away', name: '2' }];
const twoWay = (): OutcomeSpec[] => [{ code: 'home', name: '1' }, { code: 'away', name: '2' }];

const cmp = (h: number, a: number): Side | 'draw' => (h > a ? 'home' : a > h ? 'away' : 'draw');
const wonIf = (ok: boolean): Settled => (ok ? 'won' : 'lost');
const overUnderSettle = (value: number, line: number, code: string): Settled =>
  value === line ? 'void' : wonIf(code === 'over' ? value > line : value < line);
const hcapSettle = (h: number, a: number, line: number, code: string): Settled => {
  const diff = h + line - a;
  if (diff === 0) return 'void';
  return wonIf(code === 'home' ? diff > 0 : diff < 0);
};
const marginBands = (points: boolean) => (points ? [[1, 5], [6, 10], [11, Infinity]] : [[1, 1], [2, 2], [3, Infinity]]) as Array<[number, number]>;

/** Settles one outcome on a final state. */
export function settle(typeId: number, code: string, param: number | null, period: number, f: FinalState): Settled {
  return compileSettle(typeId, code, param, period)(f);
}

type Settler = (f: FinalState) => Settled;
const VOID: Settler = () => 'void';

/** A settle function for one outcome, with its code parsed once (pricing calls it for every sampled end). */
export function compileSettle(typeId: number, code: string, param: number | null, period: number): Settler {
  const line = param ?? 0;
  const pi = period - 1;
  switch (typeId) {
    case MT.result:
      return (f) => wonIf(cmp(f.regHome, f.regAway) === code);
    case MT.winner:
      return (f) => (f.winner === 'draw' ? 'void' : wonIf(f.winner === code));
    case MT.drawNoBet:
      return (f) => (f.regHome === f.regAway ? 'void' : wonIf(cmp(f.regHome, f.regAway) === code));
    case MT.doubleChance:
      return code === '1X' ? (f) => wonIf(f.regHome >= f.regAway) : code === '12' ? (f) => wonIf(f.regHome !== f.regAway) : (f) => wonIf(f.regHome <= f.regAway);
    case MT.total:
      return (f) => overUnderSettle(f.home + f.away, line, code);
    case MT.handicap:
      return (f) => hcapSettle(f.home, f.away, line, code);
    case MT.btts: {
      const yes = code === 'yes';
      return (f) => wonIf((f.regHome > 0 && f.regAway > 0) === yes);
    }
    case MT.correctScore:
      return code === 'other' ? (f) => wonIf(!CORRECT_SCORES_SET.has(`${f.regHome}:${f.regAway}`)) : (() => {
        const [h, a] = code.split(':').map(Number) as [number, number];
        return (f: FinalState) => wonIf(f.regHome === h && f.regAway === a);
      })();
    case MT.oddEven: {
      const odd = code === 'odd';
      return (f) => wonIf(((f.home + f.away) % 2 === 1) === odd);
    }
    case MT.homeTotal:
      return (f) => overUnderSettle(f.home, line, code);
    case MT.awayTotal:
      return (f) => overUnderSettle(f.away, line, code);
    case MT.periodResult:
      return (f) => {
        const p = f.periods[pi];
        return p ? wonIf(cmp(p[0], p[1]) === code) : 'void';
      };
    case MT.periodWinner:
      return (f) => {
        const p = f.periods[pi];
        return !p || p[0] === p[1] ? 'void' : wonIf(cmp(p[0], p[1]) === code);
      };
    case MT.periodTotal:
      return (f) => {
        const p = f.periods[pi];
        return p ? overUnderSettle(p[0] + p[1], line, code) : 'void';
      };
    case MT.periodHandicap:
      return (f) => {
        const p = f.periods[pi];
        return p ? hcapSettle(p[0], p[1], line, code) : 'void';
      };
    case MT.periodOddEven: {
      const odd = code === 'odd';
      return (f) => {
        const p = f.periods[pi];
        return p ? wonIf(((p[0] + p[1]) % 2 === 1) === odd) : 'void';
      };
    }
    case MT.htFt: {
      const [ht, ft] = code.split('/');
      return (f) => {
        const p = f.periods[0] ?? [0, 0];
        return wonIf(cmp(p[0], p[1]) === ht && cmp(f.regHome, f.regAway) === ft);
      };
    }
    case MT.firstGoal:
      return (f) => wonIf((f.firstGoal ?? 'none') === code);
    case MT.playerAnytime:
      return (f) => wonIf((f.scorers ?? []).includes(code));
    case MT.firstScorer:
      return (f) => wonIf((f.firstScorer ?? 'none') === code);
    case MT.exactTotal: {
      const plus = code.endsWith('+');
      const n = Number(plus ? code.slice(0, -1) : code);
      return (f) => wonIf(plus ? f.regHome + f.regAway >= n : f.regHome + f.regAway === n);
    }
    case MT.winningMargin: {
      if (code === 'draw') return (f) => wonIf(f.regHome === f.regAway);
      const [side, band] = code.split(':') as [Side, string];
      const [lo, hi] = band.endsWith('+') ? [Number(band.slice(0, -1)), Infinity] : (band.split('-').map(Number) as [number, number?]);
      const top = hi ?? lo;
      return (f) => {
        const margin = side === 'home' ? f.home - f.away : f.away - f.home;
        return wonIf(margin >= lo && margin <= top);
      };
    }
    case MT.homeCleanSheet: {
      const yes = code === 'yes';
      return (f) => wonIf((f.regAway === 0) === yes);
    }
    case MT.awayCleanSheet: {
      const yes = code === 'yes';
      return (f) => wonIf((f.regHome === 0) === yes);
    }
    case MT.method: {
      if (code === 'draw') return (f) => wonIf(f.winner === 'draw');
      const [side, how] = code.split('_') as [Side, string];
      const byKo = how === 'ko';
      return (f) => wonIf(f.winner === side && byKo === (f.ko !== null));
    }
    case MT.endsInRound: {
      if (code === 'dec') return (f) => wonIf(f.ko === null);
      const r = Number(code.slice(1));
      return (f) => wonIf(f.ko !== null && f.ko.round === r);
    }
    case MT.goesDistance: {
      const yes = code === 'yes';
      return (f) => wonIf((f.ko === null) === yes);
    }
    case MT.koInRound:
      return code === 'no' ? (f) => wonIf(!(f.ko && f.ko.round === line)) : (f) => wonIf(f.ko !== null && f.ko.round === line && f.ko.side === code);
    case MT.koYesNo: {
      const side = line === 1 ? 'home' : 'away';
      const yes = code === 'yes';
      return (f) => wonIf((f.ko !== null && f.ko.side === side) === yes);
    }
    case MT.highestPeriod:
      return (f) => {
        let max = -1;
        let best = 0;
        let count = 0;
        f.periods.forEach((p, i) => {
          const t = p[0] + p[1];
          if (t > max) {
            max = t;
            best = i + 1;
            count = 1;
          } else if (t === max) count++;
        });
        return code === 'equal' ? wonIf(count > 1) : wonIf(count === 1 && `p${best}` === code);
      };
    case MT.pointsTotal:
      return (f) => overUnderSettle(f.pointsHome + f.pointsAway, line, code);
    case MT.pointsHandicap:
      return (f) => hcapSettle(f.pointsHome, f.pointsAway, line, code);
    case MT.homePoints:
      return (f) => overUnderSettle(f.pointsHome, line, code);
    case MT.awayPoints:
      return (f) => overUnderSettle(f.pointsAway, line, code);
    case MT.oddEvenPoints: {
      const odd = code === 'odd';
      return (f) => wonIf(((f.pointsHome + f.pointsAway) % 2 === 1) === odd);
    }
    default:
      return VOID;
  }
}

// Correct score outcomes offered for goal sports: every score up to 4 goals a side, and "other".
const CORRECT_SCORES: string[] = [];
for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) CORRECT_SCORES.push(`${h}:${a}`);
const CORRECT_SCORES_SET = new Set(CORRECT_SCORES);

/** Correct set scores of a best-of-(2n-1) match. */
function setScores(toWin: number): string[] {
  const out: string[] = [];
  for (let l = 0; l < toWin; l++) out.push(`${toWin}:${l}`);
  for (let l = 0; l < toWin; l++) out.push(`${l}:${toWin}`);
  return out;
}

const halfUp = (x: number) => Math.floor(x) + 0.5;
const range = (from: number, to: number, step: number) => {
  const out: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) out.push(Math.round(x * 100) / 100);
  return out;
};

export interface MarketContext {
  rules: SportRules;
  params: SimParams;
  isTop: boolean;
  /** Squads for scorer markets: the 8 likeliest scorers of each side. */
  squads?: { home: string[]; away: string[] };
  /** Outright games: the contenders. */
  contenders?: string[];
}

const periodWord = (r: SportRules) => (r.model === 'sets' ? 'set' : r.model === 'fight' ? 'round' : r.periods === 2 ? 'half' : r.periods === 4 ? 'quarter' : r.periods === 9 ? 'inning' : 'period');

/** The markets a game offers (20 or more; 100 or more on top games of goal and point sports). */
export function marketsFor(ctx: MarketContext): MarketSpec[] {
  const { rules, params, isTop } = ctx;
  const out: MarketSpec[] = [];
  const add = (typeId: number, kind: number, name: string, outcomes: OutcomeSpec[], extra: Partial<MarketSpec> = {}) =>
    out.push({ typeId, kind, name, outcomes, param: null, period: 0, isMain: false, ...extra });
  const pw = periodWord(rules);

  if (ctx.contenders) {
    add(MT.outright, KIND.outright, 'Winner', ctx.contenders.map((c, i) => ({ code: `c${i}`, name: c })), { isMain: true });
    ctx.contenders.forEach((c, i) => add(MT.outrightYesNo, KIND.outright, `${c} to win`, yesNo(), { param: i }));
    return out;
  }

  if (rules.model === 'goals' || rules.model === 'points') {
    const points = rules.model === 'points';
    const mean = params.rh + params.ra;
    const margin = params.rh - params.ra;
    const sd = points ? Math.max(4, Math.sqrt(mean * 1.6) * 1.15) : Math.max(1, Math.sqrt(mean));
    const step = points ? Math.max(1, Math.round(sd / 3)) : 1;
    const mainTotal = halfUp(mean);
    const mainHcap = margin >= 0 ? -halfUp(Math.max(0, margin - 0.5)) : halfUp(Math.max(0, -margin - 0.5));
    add(MT.result, KIND.main, '1X2', threeWay(), { isMain: true });
    add(MT.total, KIND.totals, `Total ${mainTotal}`, overUnder(mainTotal), { param: mainTotal, isMain: true });
    add(MT.handicap, KIND.handicaps, `Handicap ${sign(mainHcap)}`, hcapOutcomes(mainHcap), { param: mainHcap, isMain: true });
    add(MT.doubleChance, KIND.doubleChance, 'Double chance', [{ code: '1X', name: '1X' }, { code: '12', name: '12' }, { code: 'X2', name: 'X2' }]);
    add(MT.drawNoBet, KIND.doubleChance, 'Draw no bet', twoWay());
    if (rules.noDraw) add(MT.winner, KIND.main, 'Winner (incl. overtime)', twoWay());
    add(MT.oddEven, KIND.specials, 'Total odd/even', [{ code: 'odd', name: 'Odd' }, { code: 'even', name: 'Even' }]);
    add(MT.winningMargin, KIND.specials, 'Winning margin', [
      ...marginBands(points).map(([lo, hi]) => ({ code: `home:${hi === Infinity ? `${lo}+` : lo === hi ? `${lo}` : `${lo}-${hi}`}`, name: `1 by ${hi === Infinity ? `${lo}+` : lo === hi ? lo : `${lo}-${hi}`}` })),
      { code: 'draw', name: 'X' },
      ...marginBands(points).map(([lo, hi]) => ({ code: `away:${hi === Infinity ? `${lo}+` : lo === hi ? `${lo}` : `${lo}-${hi}`}`, name: `2 by ${hi === Infinity ? `${lo}+` : lo === hi ? lo : `${lo}-${hi}`}` })),
    ]);
    if (rules.periods <= 4) add(MT.highestPeriod, KIND.period, `Highest scoring ${pw}`, [...range(1, rules.periods, 1).map((p) => ({ code: `p${p}`, name: `${ord(p)} ${pw}` })), { code: 'equal', name: 'Equal' }]);
    if (!points) {
      add(MT.btts, KIND.btts, 'Both teams to score', yesNo());
      add(MT.correctScore, KIND.correctScore, 'Correct score', [...CORRECT_SCORES.map((c) => ({ code: c, name: c })), { code: 'other', name: 'Other' }]);
      add(MT.firstGoal, KIND.specials, 'First goal', [{ code: 'home', name: '1' }, { code: 'none', name: 'No goal' }, { code: 'away', name: '2' }]);
      add(MT.exactTotal, KIND.totals, 'Exact total goals', [...['0', '1', '2', '3', '4', '5'].map((c) => ({ code: c, name: c })), { code: '6+', name: '6+' }]);
      add(MT.homeCleanSheet, KIND.specials, 'Home clean sheet', yesNo());
      add(MT.awayCleanSheet, KIND.specials, 'Away clean sheet', yesNo());
      if (rules.periods === 2) add(MT.htFt, KIND.specials, 'Half time / full time', ['home', 'draw', 'away'].flatMap((ht) => ['home', 'draw', 'away'].map((ft) => ({ code: `${ht}/${ft}`, name: `${ht === 'home' ? '1' : ht === 'draw' ? 'X' : '2'}/${ft === 'home' ? '1' : ft === 'draw' ? 'X' : '2'}` }))));
    }
    // Lines around the expectation; top games get the full ladder.
    const totals = isTop
      ? (points ? range(mainTotal - 10 * step, mainTotal + 10 * step, step) : range(0.5, 8.5, 0.5))
      : (points ? range(mainTotal - 3 * step, mainTotal + 3 * step, step) : range(Math.max(0.5, mainTotal - 2), mainTotal + 3, 1));
    for (const l of totals) if (l !== mainTotal && l > 0) add(MT.total, KIND.totals, `Total ${l}`, overUnder(l), { param: l });
    const hcaps = isTop
      ? (points ? range(mainHcap - 10 * step, mainHcap + 10 * step, step) : range(-4.5, 4.5, 0.5))
      : (points ? range(mainHcap - 3 * step, mainHcap + 3 * step, step) : [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5]);
    for (const l of hcaps) if (l !== mainHcap) add(MT.handicap, KIND.handicaps, `Handicap ${sign(l)}`, hcapOutcomes(l), { param: l });
    const teamLines = (m: number) => isTop
      ? (points ? range(halfUp(m) - 5 * step, halfUp(m) + 4 * step, step) : range(0.5, 5.5, 0.5))
      : (points ? [halfUp(m) - step, halfUp(m), halfUp(m) + step] : [0.5, 1.5, 2.5]);
    for (const l of teamLines(params.rh)) if (l > 0) add(MT.homeTotal, KIND.teamTotals, `Home total ${l}`, overUnder(l), { param: l });
    for (const l of teamLines(params.ra)) if (l > 0) add(MT.awayTotal, KIND.teamTotals, `Away total ${l}`, overUnder(l), { param: l });
    // Period markets (the first three periods of long games).
    const periodCount = Math.min(rules.periods, rules.periods === 9 ? 3 : 4);
    for (let p = 1; p <= periodCount; p++) {
      const pm = mean / rules.periods;
      add(MT.periodResult, KIND.period, `${ord(p)} ${pw} 1X2`, threeWay(), { period: p });
      // Two-period point sports (handball, rugby, cricket) offer a longer ladder per half on top games.
      const pSteps = rules.periods <= 2 ? 6 : 3;
      const pLines = isTop
        ? (points ? range(halfUp(pm) - pSteps * Math.max(1, Math.round(step / 2)), halfUp(pm) + pSteps * Math.max(1, Math.round(step / 2)), Math.max(1, Math.round(step / 2))) : range(0.5, 4.5, 0.5))
        : (points ? [halfUp(pm) - step, halfUp(pm), halfUp(pm) + step] : [0.5, 1.5].slice(0, rules.periods > 2 ? 1 : 2));
      for (const l of pLines) if (l > 0) add(MT.periodTotal, KIND.period, `${ord(p)} ${pw} total ${l}`, overUnder(l), { period: p, param: l });
      const pm2 = margin / rules.periods;
      const hLines = isTop ? (points ? [-halfUp(Math.abs(pm2)) * Math.sign(pm2 || 1) - step, -halfUp(Math.abs(pm2)) * Math.sign(pm2 || 1), -halfUp(Math.abs(pm2)) * Math.sign(pm2 || 1) + step] : [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5]) : points ? [-halfUp(Math.abs(pm2)) * Math.sign(pm2 || 1)] : [];
      for (const l of hLines) add(MT.periodHandicap, KIND.period, `${ord(p)} ${pw} handicap ${sign(l)}`, hcapOutcomes(l), { period: p, param: l });
      if (isTop && points) add(MT.periodOddEven, KIND.period, `${ord(p)} ${pw} odd/even`, [{ code: 'odd', name: 'Odd' }, { code: 'even', name: 'Even' }], { period: p });
    }
    if (isTop && ctx.squads) {
      const players = [...ctx.squads.home.map((p) => ({ code: `home:${p}`, name: p })), ...ctx.squads.away.map((p) => ({ code: `away:${p}`, name: p }))];
      add(MT.playerAnytime, KIND.player, 'Anytime goalscorer', players);
      add(MT.firstScorer, KIND.player, 'First goalscorer', [...players, { code: 'none', name: 'No goal' }]);
    }
    return out;
  }

  if (rules.model === 'sets') {
    const toWin = rules.setsToWin ?? 2;
    const maxSets = toWin * 2 - 1;
    const fav: 1 | -1 = params.p >= 0.5 ? -1 : 1;
    add(MT.winner, KIND.main, 'Winner', twoWay(), { isMain: true });
    const setLine = fav * (toWin - 0.5 >= 1.5 ? 1.5 : 0.5);
    add(MT.handicap, KIND.handicaps, `Sets handicap ${sign(setLine)}`, hcapOutcomes(setLine), { param: setLine, isMain: true });
    add(MT.handicap, KIND.handicaps, `Sets handicap ${sign(-setLine)}`, hcapOutcomes(-setLine), { param: -setLine });
    for (let l = toWin + 0.5; l < maxSets; l++) add(MT.total, KIND.totals, `Total sets ${l}`, overUnder(l), { param: l });
    if (toWin >= 3) for (const l of [-2.5, 2.5]) add(MT.handicap, KIND.handicaps, `Sets handicap ${sign(l)}`, hcapOutcomes(l), { param: l });
    add(MT.correctScore, KIND.correctScore, 'Correct score', setScores(toWin).map((c) => ({ code: c, name: c })));
    add(MT.oddEven, KIND.specials, 'Total sets odd/even', [{ code: 'odd', name: 'Odd' }, { code: 'even', name: 'Even' }]);
    for (let p = 1; p <= maxSets; p++) add(MT.periodWinner, KIND.period, `${ord(p)} ${pw} winner`, twoWay(), { period: p });
    if ((rules.setTarget ?? 1) > 1) {
      // Points (games in tennis, rounds in CS2) across the match.
      const perSet = (rules.setTarget ?? 1) * 1.75;
      const expected = perSet * (toWin + 0.6);
      const step = Math.max(1, Math.round(perSet / 6));
      const main = halfUp(expected);
      const lines = isTop ? range(main - 5 * step, main + 5 * step, step) : range(main - 2 * step, main + 2 * step, step);
      for (const l of lines) add(MT.pointsTotal, KIND.totals, `Total points ${l}`, overUnder(l), { param: l });
      const hMain = fav * halfUp(Math.abs(params.p - 0.5) * expected * 0.8);
      for (const l of range(hMain - 2 * step, hMain + 2 * step, step)) add(MT.pointsHandicap, KIND.handicaps, `Points handicap ${sign(l)}`, hcapOutcomes(l), { param: l });
      const teamMain = halfUp(expected / 2);
      for (const l of [teamMain - step, teamMain, teamMain + step]) {
        add(MT.homePoints, KIND.teamTotals, `Home points ${l}`, overUnder(l), { param: l });
        add(MT.awayPoints, KIND.teamTotals, `Away points ${l}`, overUnder(l), { param: l });
      }
      add(MT.oddEvenPoints, KIND.specials, 'Total points odd/even', [{ code: 'odd', name: 'Odd' }, { code: 'even', name: 'Even' }]);
      for (let p = 1; p <= Math.min(2, maxSets); p++) {
        const sMain = halfUp(perSet);
        for (const l of [sMain - step, sMain, sMain + step]) add(MT.periodTotal, KIND.period, `${ord(p)} ${pw} total ${l}`, overUnder(l), { period: p, param: l });
      }
    } else {
      for (const l of range(toWin + 0.5, maxSets - 0.5, 1)) if (!out.some((m) => m.typeId === MT.total && m.param === l)) add(MT.total, KIND.totals, `Total ${l}`, overUnder(l), { param: l });
      for (const l of range(-(toWin - 0.5), toWin - 0.5, 1)) if (!out.some((m) => m.typeId === MT.handicap && m.param === l)) add(MT.handicap, KIND.handicaps, `Handicap ${sign(l)}`, hcapOutcomes(l), { param: l });
      // Single-point sets (frames, maps): how many each side wins.
      for (const l of range(0.5, toWin - 0.5, 1)) {
        add(MT.homeTotal, KIND.teamTotals, `Home ${pw}s won ${l}`, overUnder(l), { param: l });
        add(MT.awayTotal, KIND.teamTotals, `Away ${pw}s won ${l}`, overUnder(l), { param: l });
      }
    }
    return out;
  }

  if (rules.model === 'fight') {
    const rounds = rules.rounds ?? 3;
    add(MT.winner, KIND.main, 'Winner', twoWay(), { isMain: true });
    add(MT.result, KIND.main, '1X2', threeWay());
    add(MT.method, KIND.specials, 'Method of victory', [
      { code: 'home_ko', name: '1 by KO' }, { code: 'home_dec', name: '1 by decision' }, { code: 'draw', name: 'Draw' },
      { code: 'away_ko', name: '2 by KO' }, { code: 'away_dec', name: '2 by decision' },
    ]);
    add(MT.endsInRound, KIND.specials, 'Fight ends in round', [...range(1, rounds, 1).map((r) => ({ code: `r${r}`, name: `Round ${r}` })), { code: 'dec', name: 'Decision' }]);
    add(MT.goesDistance, KIND.specials, 'Fight goes the distance', yesNo());
    add(MT.koYesNo, KIND.specials, '1 wins by KO', yesNo(), { param: 1 });
    add(MT.koYesNo, KIND.specials, '2 wins by KO', yesNo(), { param: 2 });
    const lines = rounds <= 3 ? [0.5, 1.5, 2.5] : [1.5, 3.5, 5.5, 7.5, 9.5, 11.5];
    for (const l of lines) add(MT.total, KIND.totals, `Total rounds ${l}`, overUnder(l), { param: l, isMain: l === lines[Math.floor(lines.length / 2)] });
    for (let r = 1; r <= rounds; r++) add(MT.koInRound, KIND.specials, `KO in round ${r}`, [{ code: 'home', name: '1' }, { code: 'no', name: 'No' }, { code: 'away', name: '2' }], { param: r, period: r });
    for (let r = 1; r <= Math.min(rounds, 6); r++) add(MT.periodWinner, KIND.period, `${ord(r)} round winner`, twoWay(), { period: r });
    for (const l of rounds <= 3 ? [-1.5, -0.5, 0.5, 1.5] : [-2.5, 2.5]) add(MT.handicap, KIND.handicaps, `Rounds handicap ${sign(l)}`, hcapOutcomes(l), { param: l });
    return out;
  }
  return out;
}

