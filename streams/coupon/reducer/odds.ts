import { applyCoefChange, type CouponHandlers } from './shared';

/**
 * The odds of the bets moving under the bettor (B10): refreshed outcomes, locked or finished bets, and accepting the
 * changes.
 */
export const oddsHandlers = {
  outcomesRefreshed(state, action) {
    const byId = new Map(action.outcomes.map((o) => [o.outcomeId, o]));
    const requested = new Set(action.requested);
    let changed = false;
    const bets = state.bets.map((bet) => {
      if (!requested.has(bet.outcomeId)) return bet;
      const o = byId.get(bet.outcomeId);
      // An odd that disappeared marks its bet locked.
      if (!o) {
        if (bet.isBlocked) return bet;
        changed = true;
        return { ...bet, isBlocked: true };
      }
      let next = applyCoefChange(bet, o.coef);
      const isBlocked = o.outcomeStatus !== 1 || o.marketStatus !== 1 || o.gameStatus === 5 || o.gameStatus === 4;
      const isFinished = o.gameStatus === 4 || o.outcomeStatus >= 3;
      const isLive = o.gameStatus === 2 || o.gameStatus === 3;
      if (next.isBlocked !== isBlocked || next.isFinished !== isFinished || next.gameStatusId !== o.gameStatus || next.score !== o.score || next.gameTimeSec !== o.gameTimeSec || next.market.isLive !== isLive) {
        next = { ...next, isBlocked, isFinished, gameStatusId: o.gameStatus, score: o.score, gameTimeSec: o.gameTimeSec, market: { ...next.market, isLive } };
      }
      if (next !== bet) changed = true;
      return next;
    });
    return changed ? { ...state, bets } : state;
  },
  acceptChanges(state) {
    if (!state.bets.some((b) => b.prevCoef !== null)) return state;
    return { ...state, bets: state.bets.map((b) => (b.prevCoef === null ? b : { ...b, prevCoef: null })), error: null };
  },
} satisfies Partial<CouponHandlers>;
