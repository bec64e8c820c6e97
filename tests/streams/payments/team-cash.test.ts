import { describe, expect, it } from 'vitest';
import type { PaymentHistoryEntry, PaymentHistoryPage } from '../../../streams/schemas/payments';
import { countCompletedDeposits$, teamCash$, TEAM_CASH_MARKER_3, TEAM_CASH_MARKER_ACTIVATED } from '../../../streams/payments/team-cash';
import { TEAM_CASH_MARKER_EXPIRY_MS } from '../../../streams/timing';
import { marbles } from '../../support/marbles';

const entry = (id: number, status_id: PaymentHistoryEntry['status_id'], direction: 'deposit' | 'withdrawal' = 'deposit'): PaymentHistoryEntry => ({
  id, status_id, message: '', translate_message: true, skks_hash: 'x', timestamp: 0, date_payment: '2024-01-01T00:00:00Z', status_title: '',
  summ: 100, money_deposit_id: null, direction, currency: 'RUB', method_id: 'card', account_id: 1,
});
const page = (items: PaymentHistoryEntry[], hasMore: boolean, pageNumber = 1): PaymentHistoryPage => ({ items, pageNumber, pageSize: 20, total: 0, hasMore });
const markers = () => {
  const set = new Set<string>();
  return { set, api: { has: (n: string) => set.has(n), set: (n: string) => { set.add(n); } } };
};

describe('T31: team cash reminder', () => {
  it('[T31] counts completed deposits (status 2) only, over at most 2 pages, stopping at 5', marbles((m) => {
    const pages = [
      page([entry(1, 2), entry(2, 1), entry(3, 2, 'withdrawal'), entry(4, 3)], true, 1),
      page([entry(5, 2), entry(6, 2)], true, 2),
      page([entry(7, 2)], false, 3),
    ];
    const asked: number[] = [];
    const history$ = (n: number) => { asked.push(n); return m.cold('-(p|)', { p: pages[n - 1]! }); };
    m.expect(countCompletedDeposits$(history$)).toBeObservable('--(n|)', { n: 3 });
    m.flush();
    expect(asked).toEqual([1, 2]); // never a third page
  }));

  it('[T31] stops searching once 5 completed deposits are found', marbles((m) => {
    const many = page(Array.from({ length: 7 }, (_, i) => entry(i, 2)), true);
    const asked2: number[] = [];
    m.expect(countCompletedDeposits$((n) => { asked2.push(n); return m.cold('(p|)', { p: many }); })).toBeObservable('(n|)', { n: 5 });
    m.flush();
    expect(asked2).toEqual([1]); // 5 found on the first page: no second
  }));

  it('[T31] the modal at exactly 3 completed deposits, once; again at exactly 4, then the activated marker', marbles((m) => {
    const mk = markers();
    let completed = 2;
    const history$ = () => m.cold('(p|)', { p: page(Array.from({ length: completed }, (_, i) => entry(i, 2)), false) });
    const trigger$ = m.hot('a 9ms b 9ms c 9ms d 9ms e', { a: 0, b: 1, c: 2, d: 3, e: 4 });
    m.scheduler.schedule(() => { completed = 3; }, 5);
    m.scheduler.schedule(() => { completed = 4; }, 25);
    m.scheduler.schedule(() => { completed = 5; }, 45);
    m.expect(teamCash$({ historyPage$: history$, markers: mk.api, isMobile: () => false, variant: () => 'step-two' }, trigger$))
      .toBeObservable('10ms t 19ms f', {
        t: { kind: 'modal', variant: 'step-two', count: 3 },
        f: { kind: 'modal', variant: 'step-two', count: 4 },
      });
    m.flush();
    expect([...mk.set]).toEqual([TEAM_CASH_MARKER_3, TEAM_CASH_MARKER_ACTIVATED]);
  }));

  it('[T31] markers already set: nothing shows; on mobile a notification replaces the modal', marbles((m) => {
    const set = markers();
    set.api.set(TEAM_CASH_MARKER_3);
    const three$ = () => m.cold('(p|)', { p: page([entry(1, 2), entry(2, 2), entry(3, 2)], false) });
    m.expect(teamCash$({ historyPage$: three$, markers: set.api, isMobile: () => false, variant: () => 'step-one' }, m.hot('a', { a: 0 }))).toBeObservable('-');
    const fresh = markers();
    m.expect(teamCash$({ historyPage$: three$, markers: fresh.api, isMobile: () => true, variant: () => 'step-one' }, m.hot('a', { a: 0 })))
      .toBeObservable('n', { n: { kind: 'notification', variant: 'step-one', count: 3 } });
  }));

  it('[T31] a failed history read shows nothing and the next trigger tries again', marbles((m) => {
    let calls = 0;
    const history$ = () => (calls++ === 0 ? m.cold('#') : m.cold('(p|)', { p: page([entry(1, 2), entry(2, 2), entry(3, 2)], false) }));
    m.expect(teamCash$({ historyPage$: history$, markers: markers().api, isMobile: () => false, variant: () => 'step-one' }, m.hot('a 9ms b', { a: 0, b: 1 })))
      .toBeObservable('10ms t', { t: { kind: 'modal', variant: 'step-one', count: 3 } });
  }));

  it('[T31] the markers last 372 days (32140800 s)', () => {
    expect(TEAM_CASH_MARKER_EXPIRY_MS).toBe(32_140_800_000);
    expect(TEAM_CASH_MARKER_EXPIRY_MS / 86_400_000).toBe(372);
  });
});
