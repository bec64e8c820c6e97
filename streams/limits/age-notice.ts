import * as v from 'valibot';
import { asyncScheduler, BehaviorSubject, combineLatest, map, type Observable, type SchedulerLike } from 'rxjs';
import type { ValidatedStorage } from '../core/storage';
import { AGE_RESTRICTION_MEMORY_MS } from '../timing';

// T26: the age-restriction notice shows when the operator configured an age and the visitor has not accepted it:
// at most once per 3 days ('days3', remembered in localStorage) or once per browser session ('session').
// Small on purpose: every visitor's first page carries it.

export interface AgeNoticeConfig {
  age: number;
  mode: 'days3' | 'session';
}

/** The `notices` config group's fields (server/seed/site-config.ts): anything malformed means no notice configured. */
export function ageNoticeConfigOf(group: Record<string, unknown> | undefined): AgeNoticeConfig | null {
  const age = group?.['ageRestriction'];
  return Number.isInteger(age) && (age as number) > 0 && (age as number) < 100
    ? { age: age as number, mode: group?.['ageNoticeMode'] === 'session' ? 'session' : 'days3' }
    : null;
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
  const now = () => (deps.scheduler ?? asyncScheduler).now();
  // The last close (ms), -1 once accepted; a value that is not a number (a hand edit) counts as never shown.
  const closedAt = deps.local.item('age_notice_closed_at', v.nullable(v.number()), null);
  const closedThisSession = deps.session.item('age_notice_closed', v.boolean(), false);
  const gone = new BehaviorSubject(false);
  const due = (config: AgeNoticeConfig) => {
    const at = closedAt.get();
    if (at !== null && at < 0) return false;
    // A time in the future (a clock set back) is not trusted: the notice shows.
    return config.mode === 'session' ? !closedThisSession.get() : at === null || at > now() || now() - at >= AGE_RESTRICTION_MEMORY_MS;
  };
  const hide = (at: number) => {
    closedAt.set(at);
    closedThisSession.set(true);
    gone.next(true);
  };
  return {
    age$: combineLatest([deps.config$, gone]).pipe(map(([config, hidden]) => (config && !hidden && due(config) ? config.age : null))),
    accept: () => hide(-1),
    close: () => hide(now()),
  };
}
