import type { Observable } from 'rxjs';
import type { Http } from '../core/http';
import type { ActionAnswer, AvailableValues, LimitHistory, LimitInput, LimitsSession, LimitsState, SetAnswer, TestAnswers } from '../schemas/limits';

export type * from '../schemas/limits';

export interface LimitsDeps {
  http: Http;
  authorized$: Observable<boolean>;
  /** A token fetched afresh (C14: the self-exclusion reasons are asked with one). */
  freshToken$: () => Observable<unknown>;
}

/** What the player is told while playing: the session limit reached (T36) or a reality check (B14 kind 32). */
export type LimitWatchEvent =
  | { kind: 'session-ended'; hours: number }
  | { kind: 'reality-check'; playedMs: number; session: LimitsSession };

/** Services.limits: every member is a call answering an Observable (so the code can load on demand). */
export interface LimitsServices {
  /** The player's limits and session; a new value after every change made through these calls. */
  limits$(): Observable<LimitsState>;
  /** Loads the limits again (a pending change's time has come); completes at once. */
  refresh$(): Observable<never>;
  history$(): Observable<LimitHistory>;
  /** C14 availablelimits: the values offered for the kinds with a fixed list (B15). */
  available$(): Observable<AvailableValues>;
  reasons$(): Observable<ReadonlyArray<{ id: number; selfExcludeReason: string }>>;
  /** Sets limits; a raise answers QUESTIONS with a tokenGuid (the self-assessment) instead. */
  set$(limits: readonly LimitInput[]): Observable<SetAnswer>;
  /** The self-assessment's answers (1 yes, 0 no): all "no" lets the raise wait its 24 hours. */
  answer$(tokenGuid: string, answers: ReadonlyArray<0 | 1>): Observable<TestAnswers>;
  /** A pending deposit-limit raise: confirm (after its 24 h) or reject. */
  act$(limitType: number, action: 'confirm' | 'reject'): Observable<ActionAnswer>;
  /** DELETE of a limit: removing one waits 24 h; one with a pending change loses that change (the reject by setting). */
  remove$(limitType: number): Observable<ActionAnswer>;
  /** Self-exclusion at once for `days` (BlockUser). */
  block$(days: number, reasonId?: number): Observable<boolean>;
  /** The player's session limit and reality checks; nothing while logged out. */
  watch$(): Observable<LimitWatchEvent>;
}
