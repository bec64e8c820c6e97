import { describe, expect, it } from 'vitest';
import { marbles } from '../../support/marbles';
import { createNotices, type Notice } from '../../../streams/notices/notices';

const err: Notice = { id: 'notice-1', kind: 'error', titleKey: 'main_error', messageKey: 'bet_failed', permanent: false };

describe('createNotices', () => {
  it('[T25][E01] a notice closes by itself after 10 s; an error gets the title main_error', marbles((m) => {
    const notices = createNotices();
    expect(notices.show({ kind: 'error', messageKey: 'bet_failed' })).toBe('notice-1');
    m.expect(notices.notices$, '^ 20s !').toBeObservable('a 9999ms b', { a: [err], b: [] });
  }));

  it('[T25][E06] a permanent notice stays until it is closed', marbles((m) => {
    const notices = createNotices();
    notices.show({ kind: 'error', messageKey: 'session_limit_ended', permanent: true, id: 'session-limit' });
    m.cold('60s x').subscribe(() => notices.close('session-limit'));
    const permanent: Notice = { id: 'session-limit', kind: 'error', titleKey: 'main_error', messageKey: 'session_limit_ended', permanent: true };
    m.expect(notices.notices$, '^ 90s !').toBeObservable('a 59999ms b', { a: [permanent], b: [] });
  }));

  it('[T25] closing by hand removes the notice at once and cancels its 10 s timer', marbles((m) => {
    const notices = createNotices();
    const id = notices.show({ kind: 'error', messageKey: 'bet_failed' });
    m.cold('3s x').subscribe(() => notices.close(id));
    // No second emission at 10 s: the auto-close of a notice already gone does not fire.
    m.expect(notices.notices$, '^ 20s !').toBeObservable('a 2999ms b', { a: [err], b: [] });
  }));

  it('[T25] each notice has its own 10 s; showing the same id again replaces it and restarts its 10 s', marbles((m) => {
    const notices = createNotices();
    notices.show({ kind: 'info', messageKey: 'first', id: 'x' });
    m.cold('2s y').subscribe(() => notices.show({ kind: 'success', messageKey: 'other', id: 'y' }));
    m.cold('4s x').subscribe(() => notices.show({ kind: 'info', messageKey: 'again', id: 'x' }));
    const x1: Notice = { id: 'x', kind: 'info', messageKey: 'first', permanent: false, confirmKey: 'main_ok' };
    const x2: Notice = { ...x1, messageKey: 'again' };
    const y: Notice = { id: 'y', kind: 'success', titleKey: 'main_done', messageKey: 'other', permanent: false };
    m.expect(notices.notices$, '^ 30s !').toBeObservable('a 1999ms b 1999ms c 7999ms d 1999ms e', {
      a: [x1],
      b: [x1, y],
      c: [x2, y], // replaced in place at 4 s
      d: [x2], // y closes at 12 s
      e: [], // x closes at 14 s, 10 s after it was shown again (not at 10 s)
    });
  }));

  it('[E01] default titles per kind: error main_error, success main_done, info has the main_ok button; given keys win', () => {
    const notices = createNotices({ newId: () => 'n' });
    let list: Notice[] = [];
    const subscription = notices.notices$.subscribe((value) => { list = value; });
    notices.show({ kind: 'success', message: 'Saved' });
    expect(list[0]).toEqual({ id: 'n', kind: 'success', titleKey: 'main_done', message: 'Saved', permanent: false });
    notices.show({ kind: 'info', messageKey: 'auto_logoff' });
    expect(list[0]).toEqual({ id: 'n', kind: 'info', messageKey: 'auto_logoff', permanent: false, confirmKey: 'main_ok' });
    notices.show({ kind: 'warning', titleKey: 'coupon_reminder_title', messageKey: 'coupon_reminder_live', action: { labelKey: 'coupon_open', href: '/en/coupon' }, params: { n: 2 } });
    expect(list[0]).toEqual({
      id: 'n', kind: 'warning', titleKey: 'coupon_reminder_title', messageKey: 'coupon_reminder_live',
      params: { n: 2 }, action: { labelKey: 'coupon_open', href: '/en/coupon' }, permanent: false,
    });
    notices.show({ kind: 'error', titleKey: 'custom_title' });
    expect(list[0]?.titleKey).toBe('custom_title');
    subscription.unsubscribe();
    notices.dispose();
  });

  it('[T25] a notice shown before anyone listens is on the list for the first subscriber', () => {
    const notices = createNotices();
    notices.show({ kind: 'error', messageKey: 'startup_failed', permanent: true });
    let list: Notice[] = [];
    notices.notices$.subscribe((value) => { list = value; }).unsubscribe();
    expect(list.map((n) => n.messageKey)).toEqual(['startup_failed']);
    notices.dispose();
  });

  it('[T25] dispose ends the list and its pending timers', marbles((m) => {
    const notices = createNotices();
    notices.show({ kind: 'error', messageKey: 'bet_failed' });
    m.cold('1s x').subscribe(() => notices.dispose());
    m.expect(notices.notices$, '^ 20s !').toBeObservable('a', { a: [err] });
  }));
});
