import { describe, expect, it } from 'vitest';
import { convertReminderDue, isConvertPage, loginReminder$ } from '../../../streams/accounts/login-reminders';
import type { ConvertStatus } from '../../../streams/schemas/accounts';
import { marbles } from '../../support/marbles';

const flag = () => {
  let shown = false;
  return { get: () => shown, set: () => { shown = true; }, peek: () => shown };
};

describe('T42: convert-account reminder', () => {
  it('[T42] [R17] on an authentication change, at most once per session', marbles((m) => {
    const shown = flag();
    const authorized$ = m.hot('a 9ms b 9ms a 9ms b', { a: true, b: false });
    const status$ = m.cold('--s', { s: 1 as ConvertStatus });
    m.expect(loginReminder$({ authorized$, fact$: status$, due: convertReminderDue, shown })).toBeObservable('--s', { s: 1 });
    m.flush();
    expect(shown.peek()).toBe(true);
  }));

  it('[T42] not when conversion is not allowed (status 0), and not on the convert page', marbles((m) => {
    m.expect(loginReminder$({ authorized$: m.hot('a', { a: true }), fact$: m.cold('s', { s: 0 as ConvertStatus }), due: convertReminderDue, shown: flag() })).toBeObservable('-');
    const onPage = flag();
    m.expect(loginReminder$({
      authorized$: m.hot('a', { a: true }), fact$: m.cold('s', { s: 2 as ConvertStatus }), due: convertReminderDue, shown: onPage,
      suppressed: () => isConvertPage('/en/convert-account'),
    })).toBeObservable('-');
    m.flush();
    expect(onPage.peek()).toBe(false);
  }));

  it('[T42] anonymous visitors never get it; a later login in the same session does', marbles((m) => {
    const shown = flag();
    m.expect(loginReminder$({ authorized$: m.hot('a 4ms b', { a: false, b: true }), fact$: m.cold('s', { s: 2 as ConvertStatus }), due: convertReminderDue, shown }))
      .toBeObservable('5ms s', { s: 2 });
    expect(isConvertPage('/ru/convert-account')).toBe(true);
    expect(isConvertPage('/ru/office/account')).toBe(false);
  }));
});
