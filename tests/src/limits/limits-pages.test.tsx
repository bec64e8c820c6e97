import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject, NEVER, of, ReplaySubject, Subject, throwError } from 'rxjs';
import { renderApp, findTestId } from '../../support/render-app';
import { fakeServices } from '../../support/fake-services';
import { fakeCalls } from '../../support/fake-calls';
import { HttpError } from '../../../streams/core/http';
import type { Limit, LimitsServices, LimitsState, LimitWatchEvent } from '../../../streams/limits/limits-types';

const HOUR = 3_600_000;
const limit = (type: number, value: number, extra: Partial<Limit> = {}): Limit => ({
  limitType: type, limitValue: value, limitBalance: type < 30 ? 0 : null, limitState: 'ACTIVE', needApprove: false, startedAt: Date.now() - HOUR,
  endsAt: null, pendingValue: null, pendingRemove: false, pendingFrom: null, measure: 'RUB', selfExcludeReason: null, availableValues: null, ...extra,
});
const state = (limits: Limit[]): LimitsState => ({ limits, session: { startedAt: Date.now() - HOUR, currency: 'RUB', staked: 0, returned: 0 } });
const player = { userId: 7, banLevel: 0 };

function withLimits(calls: Partial<LimitsServices>) {
  return fakeServices({ session: player, limits: fakeCalls<LimitsServices>({ history$: () => of([]), reasons$: () => of([]), ...calls }) });
}

describe('office/responsible', { timeout: 15_000 }, () => {
  it('[B14] [B15] each limit shows its value and what its window used; unset ones say so', async () => {
    const services = withLimits({ limits$: () => of(state([limit(20, 10_000, { limitBalance: 6_000 }), limit(31, 4)])) });
    await renderApp('/en/office/responsible', { services });
    const deposit = await findTestId('limit-20');
    expect(deposit.getAttribute('data-used')).toBe('6000');
    expect(deposit.textContent).toContain('Per 24 hours');
    expect(within(deposit).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(deposit.textContent).toMatch(/40\.00 left/);
    expect(screen.getByTestId('limit-21').textContent).toContain('Per 7 days');
    expect(screen.getByTestId('limit-22').textContent).toContain('Not set');
    expect(screen.getByTestId('limit-31').textContent).toContain('4 hours');
  });

  it('durations are written in the page\'s language with its plural forms, the money in its number format (issue 24)', async () => {
    const services = () => withLimits({ limits$: () => of(state([limit(31, 5), limit(20, 470_130, { limitBalance: 0 })])) });
    const ru = await renderApp('/ru/office/responsible', { services: services() });
    expect((await findTestId('limit-31')).textContent).toContain('5 часов');
    expect((await findTestId('limit-20')).textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('4 701,30 ₽');
    ru.unmount();
    // As in this Chromium, which has no Kazakh locale data: Intl answers for kk-KZ with the root locale.
    const Real = Intl.NumberFormat;
    const spy = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locales?: string, options?: Intl.NumberFormatOptions) {
      return new Real(locales === 'kk-KZ' || locales === 'kk' ? 'und' : locales, options);
    } as typeof Intl.NumberFormat);
    onTestFinished(() => spy.mockRestore());
    await renderApp('/kk/office/responsible', { services: services() });
    const session = await findTestId('limit-31');
    await waitFor(() => expect(session.textContent).toContain('5 сағат'));
    expect(session.textContent).not.toMatch(/hours?\b/);
  });

  it('[B14] a bad amount is refused on the page and nothing is sent', async () => {
    const sent: unknown[] = [];
    const services = withLimits({ limits$: () => of(state([])), set$: (l) => { sent.push(l); return NEVER; } });
    await renderApp('/en/office/responsible', { services });
    for (const bad of ['-5', 'abc', '0', '']) {
      fireEvent.change(await findTestId('limit-input-1'), { target: { value: bad } });
      fireEvent.click(screen.getByTestId('limit-save-1'));
      expect(await within(screen.getByTestId('limit-1')).findByRole('alert')).toHaveProperty('textContent', 'Enter an amount greater than zero.');
    }
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByTestId('limit-input-1'), { target: { value: '150.50' } });
    fireEvent.click(screen.getByTestId('limit-save-1'));
    expect(sent).toEqual([[{ limitType: 1, limitValue: 15_050 }]]);
  });

  it('[E03] a failed save says why in the page language; without a known code it reads as forbidden', async () => {
    const services = withLimits({
      limits$: () => of(state([])),
      set$: (l) => throwError(() => new HttpError({ status: 409, kind: 'http', ...(l[0]!.limitType === 1 ? { code: 'limit_locked' } : {}) })),
    });
    await renderApp('/ru/office/responsible', { services });
    fireEvent.change(await findTestId('limit-input-1'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('limit-save-1'));
    expect((await within(screen.getByTestId('limit-1')).findByRole('alert')).textContent).toBe('Этот лимит сейчас нельзя изменить: изменение уже ожидается или срок нельзя сократить.');
    fireEvent.change(screen.getByTestId('limit-input-2'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('limit-save-2'));
    expect((await within(screen.getByTestId('limit-2')).findByRole('alert')).textContent).toBe('Сейчас это действие недоступно.');
  });

  it('[T38] [B14] a pending deposit raise ready to confirm shows its hours left (rounded up) with confirm and reject; the field is locked', async () => {
    const acted: string[] = [];
    const services = withLimits({
      limits$: () => of(state([limit(20, 10_000, { limitState: 'PENDING', needApprove: true, pendingValue: 50_000, pendingFrom: Date.now() - 10.5 * HOUR })])),
      act$: (_type, action) => { acted.push(action); return of({ status: 'OK', title: 'responsible_gaming_confirm_limit_success' }); },
    });
    await renderApp('/en/office/responsible', { services });
    const pending = await findTestId('limit-pending-20');
    await waitFor(() => expect(pending.getAttribute('data-phase')).toBe('confirm'));
    expect(pending.getAttribute('data-hours')).toBe('14');
    expect(pending.textContent).toContain('Confirm within 14 hours');
    expect((screen.getByTestId('limit-input-20') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(pending).getByTestId('limit-confirm-20'));
    expect(acted).toEqual(['confirm']);
    expect((await within(pending).findByRole('status')).textContent).toBe('The limit is confirmed.');
  });

  it('[B14] a raise asks the self-assessment; "yes" to any question keeps the limit', async () => {
    const answers: unknown[] = [];
    const services = withLimits({
      limits$: () => of(state([limit(1, 10_000)])),
      set$: () => of({ status: 'QUESTIONS' as const, questions: [{ id: 1, key: 'responsible_gaming_question_chasing' }, { id: 2, key: 'responsible_gaming_question_borrowed' }], tokenGuid: 'token-1', limitsData: [] }),
      answer$: (token, given) => { answers.push([token, given]); return of({ questionsResult: [], success: false, limitsData: [] }); },
    });
    await renderApp('/en/office/responsible', { services });
    fireEvent.change(await findTestId('limit-input-1'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('limit-save-1'));
    const dialog = await findTestId('limit-questionnaire');
    expect(dialog.textContent).toContain('Have you tried to win back money you lost in the last month?');
    const submit = within(dialog).getByTestId('limit-questionnaire-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const groups = within(dialog).getAllByRole('group');
    fireEvent.click(within(groups[0]!).getByLabelText('Yes'));
    fireEvent.click(within(groups[1]!).getByLabelText('No'));
    fireEvent.click(submit);
    expect(answers).toEqual([['token-1', [1, 0]]]);
    expect((await findTestId('limit-questionnaire-result')).textContent).toContain('Your limit stays as it is.');
  });

  it('[E03] self-exclusion needs the warning read and ticked; once excluded the page says until when and offers no break', async () => {
    const current = new BehaviorSubject(state([]));
    const blocked: unknown[] = [];
    const services = withLimits({
      limits$: () => current,
      reasons$: () => of([{ id: 1, selfExcludeReason: 'responsible_gaming_reason_break' }]),
      block$: (days, reason) => { blocked.push([days, reason]); current.next(state([limit(30, days, { endsAt: Date.UTC(2026, 11, 24, 12) })])); return of(true); },
    });
    await renderApp('/en/office/responsible', { services });
    const form = await findTestId('break-selfExclusion');
    fireEvent.change(within(form).getByTestId('break-selfExclusion-days'), { target: { value: '30' } });
    expect(within(form).getByRole('note').textContent).toBe('For 30 days you will not be able to bet, play casino games or deposit, and this cannot be lifted before it ends.');
    expect((within(form).getByTestId('break-selfExclusion-start') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), { target: { value: '1' } });
    fireEvent.click(within(form).getByTestId('break-selfExclusion-understood'));
    fireEvent.click(within(form).getByTestId('break-selfExclusion-start'));
    expect(blocked).toEqual([[30, 1]]);
    expect((await findTestId('limits-blocked')).textContent).toContain('Betting, casino and deposits are closed until 24 Dec 2026');
    expect(screen.queryByTestId('break-selfExclusion')).toBeNull();
  });
});

describe('limit watchers on every page', { timeout: 15_000 }, () => {
  it('[T36][C08] the session limit reached: a message that cannot be dismissed, whose only way out (close or submit) disconnects', async () => {
    const events = new ReplaySubject<LimitWatchEvent>(1);
    const services = withLimits({ watch$: () => events });
    let loggedOut = 0;
    services.auth.disconnect$ = () => { loggedOut += 1; return of(undefined); };
    services.auth.logout$ = () => { throw new Error('the session limit disconnects; logout is the player\'s own'); };
    await renderApp('/en/line', { services });
    await waitFor(() => expect(events.observed).toBe(true));
    events.next({ kind: 'session-ended', hours: 2 });
    const dialog = await findTestId('session-limit-reached');
    expect(dialog.textContent).toContain('Your session limit of 2 hours is reached. Come back tomorrow.');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(loggedOut).toBe(1);
    expect(screen.getByTestId('session-limit-reached')).toBeTruthy();
  });

  it('[B14] the reality check shows the time played and the session result; continue closes it until the next one', async () => {
    const events = new Subject<LimitWatchEvent>();
    const services = withLimits({ watch$: () => events });
    await renderApp('/ru/line', { services });
    await waitFor(() => expect(events.observed).toBe(true));
    const session = { startedAt: 0, currency: 'RUB', staked: 150_000, returned: 90_000 };
    events.next({ kind: 'reality-check', playedMs: 75 * 60_000, session });
    const dialog = await findTestId('reality-check');
    expect(dialog.textContent).toContain('Вы играете уже 1 час 15 минут.');
    expect(within(dialog).getByTestId('reality-net').textContent).toMatch(/-600,00/);
    fireEvent.click(within(dialog).getByTestId('reality-continue'));
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    events.next({ kind: 'reality-check', playedMs: 90 * 60_000, session });
    expect((await findTestId('reality-check')).textContent).toContain('1 час 30 минут');
  });

  it('[T26] the age notice shows under the header and goes once accepted', async () => {
    const age = new BehaviorSubject<number | null>(18);
    const services = fakeServices({ ageNotice: { age$: age, accept: () => age.next(null), close: () => age.next(null) } });
    await renderApp('/en/line', { services });
    const notice = await findTestId('age-notice');
    expect(notice.textContent).toContain('allowed from the age of 18');
    fireEvent.click(within(notice).getByTestId('age-notice-accept'));
    await waitFor(() => expect(screen.queryByTestId('age-notice')).toBeNull());
  });
});
