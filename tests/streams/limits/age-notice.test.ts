import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import * as v from 'valibot';
import { of } from 'rxjs';
import { createAgeNotice, type AgeNoticeConfig } from '../../../streams/limits/age-notice';
import { createValidatedStorage } from '../../../streams/core/storage';

const DAY = 86_400_000;
const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, val: string) => void data.set(k, val), removeItem: (k: string) => void data.delete(k) };
};

/** The notice as a visitor meets it: `visits` are [time, fresh session?]; returns what each visit showed. */
function visits(config: AgeNoticeConfig | null, plan: Array<{ at: number; newSession?: boolean; then?: 'close' | 'accept' }>) {
  const local = createValidatedStorage(memory(), () => undefined);
  let session = createValidatedStorage(memory(), () => undefined);
  const shown: Array<number | null> = [];
  const scheduler = new TestScheduler((a, e) => expect(a).toEqual(e));
  scheduler.run(({ cold }) => {
    for (const visit of plan) {
      cold(`${visit.at}ms a`).subscribe(() => {
        if (visit.newSession) session = createValidatedStorage(memory(), () => undefined);
        const notice = createAgeNotice({ config$: of(config), local, session, scheduler });
        let last: number | null = null;
        notice.age$.subscribe((age) => { last = age; }).unsubscribe();
        shown.push(last);
        if (last !== null && visit.then === 'close') notice.close();
        if (last !== null && visit.then === 'accept') notice.accept();
      });
    }
  });
  return shown;
}

describe('age-restriction notice', () => {
  it('[T26] closed without accepting, it comes back only after 3 days', () => {
    const shown = visits({ age: 18, mode: 'days3' }, [
      { at: 0, then: 'close' }, { at: DAY, newSession: true }, { at: 3 * DAY - 1, newSession: true }, { at: 3 * DAY + 1, newSession: true },
    ]);
    expect(shown).toEqual([18, null, null, 18]);
  });

  it('[T26] once per session in session mode: a new session shows it again', () => {
    const shown = visits({ age: 21, mode: 'session' }, [{ at: 0, then: 'close' }, { at: 1000 }, { at: 2000, newSession: true }]);
    expect(shown).toEqual([21, null, 21]);
  });

  it('[T26] accepted, never again; no configured age, never at all', () => {
    expect(visits({ age: 18, mode: 'days3' }, [{ at: 0, then: 'accept' }, { at: 10 * DAY, newSession: true }])).toEqual([18, null]);
    expect(visits(null, [{ at: 0 }])).toEqual([null]);
  });

  it('[T26] a tampered stored time (text, the future) counts as never shown, so the notice shows rather than hides', () => {
    const local = createValidatedStorage(memory(), () => undefined);
    local.item('age_notice_closed_at', v.string(), '').set('yesterday');
    const scheduler = new TestScheduler(() => undefined);
    let age: number | null = null;
    scheduler.run(() => {
      createAgeNotice({ config$: of({ age: 18, mode: 'days3' }), local, session: createValidatedStorage(memory(), () => undefined), scheduler }).age$.subscribe((a) => { age = a; });
    });
    expect(age).toBe(18);
  });
});
