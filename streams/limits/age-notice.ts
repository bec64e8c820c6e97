import * as v from 'valibot';
import { asyncScheduler, BehaviorSubject, combineLatest, map, type Observable, type SchedulerLike } from 'rxjs';
import type { ValidatedStorage } from '../core/storage';
import { AGE_RESTRICTION_MEMORY_MS } from '../timing';

// T26: the age-restriction notice shows when the operator configured an age and the visitor has not accepted it:
// at most once per 3 days ('days3', remembered in localStorage) or once per browser session ('session').

export interface AgeNoticeConfig {
  age: number;
  mode: 'days3' | 'session';
}

/** The `notices` config group's fields (server/seed/site-config.ts): anything malformed means no notice configured. */
export function ageNoticeConfigOf(group: Record<string, unknown> | undefined): AgeNoticeConfig | null {
  const age = group?.['ageRestriction'];
  if (typeof age !== 'number' || !Number.isInteger(age) || age <= 0 || age > 99) return null;
  return { age, mode: group?.['ageNoticeMode'] === 'session' ? 'session' : 'days3' };
}

export interface AgeNotice {
  /** The age to confirm while the notice should show, else null. */
  age$: Observable<number | null>;
  /** "I am over N": never again. */
  accept(): void;
  /** Closed without accepting: again after 3 days, or in the next session. */
  close(): void;
}

export function createAgeNotice(deps: { config$: Observable<AgeNoticeConfig | null>; local: ValidatedStorage; session: ValidatedStorage; scheduler?: SchedulerLike }): AgeNotice {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const accepted = deps.local.item('age_notice_accepted', v.boolean(), false);
  const shownAt = deps.local.item('age_notice_shown_at', v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), null);
  const shownThisSession = deps.session.item('age_notice_shown', v.boolean(), false);
  const dismissed = new BehaviorSubject(false);
  const due = (config: AgeNoticeConfig): boolean => {
    if (accepted.get()) return false;
    if (config.mode === 'session') return !shownThisSession.get();
    const at = shownAt.get();
    // A time in the future (a clock set back, a hand edit) is not trusted: the notice shows.
    return at === null || at > scheduler.now() || scheduler.now() - at >= AGE_RESTRICTION_MEMORY_MS;
  };
  return {
    age$: combineLatest([deps.config$, dismissed]).pipe(map(([config, gone]) => (config && !gone && due(config) ? config.age : null))),
    accept: () => {
      accepted.set(true);
      dismissed.next(true);
    },
    close: () => {
      shownAt.set(scheduler.now());
      shownThisSession.set(true);
      dismissed.next(true);
    },
  };
}
