import {
  Observable,
  ReplaySubject,
  Subject,
  connectable,
  filter,
  map,
  merge,
  mergeMap,
  scan,
  startWith,
  takeUntil,
  timer,
} from 'rxjs';
import { NOTICE_AUTO_CLOSE_MS } from '../timing';

// The notice centre (SPEC.md section 8, E01, T25): the list of notices the layout shows. State is
// a reducer folded with `scan` over one actions stream; the Subject behind it stays private, so
// the only ways in are show() and close().

export type NoticeKind = 'error' | 'success' | 'info' | 'warning';

export interface NoticeAction {
  labelKey: string;
  href?: string;
}

export interface NoticeInput {
  kind: NoticeKind;
  /** i18n key of the title; defaults per kind (E01): error 'main_error', success 'main_done'. */
  titleKey?: string;
  messageKey?: string;
  /** Text already translated (e.g. a server's error details); shown when there is no messageKey. */
  message?: string;
  /** i18n interpolation values for titleKey/messageKey. */
  params?: Record<string, unknown>;
  /** Stays until closed (e.g. session limit ended, E06); otherwise it closes after 10 s (T25). */
  permanent?: boolean;
  /** Showing a notice with an id already shown replaces it (and restarts its 10 s). */
  id?: string;
  action?: NoticeAction;
}

export interface Notice {
  id: string;
  kind: NoticeKind;
  titleKey?: string;
  messageKey?: string;
  message?: string;
  params?: Record<string, unknown>;
  permanent: boolean;
  action?: NoticeAction;
  /** Label of the confirm button; info notices have one, 'main_ok' (E01). */
  confirmKey?: string;
}

export interface Notices {
  /** The notices on screen, oldest first; replays the current list to every subscriber. */
  readonly notices$: Observable<Notice[]>;
  /** Shows a notice and returns its id. */
  show(notice: NoticeInput): string;
  close(id: string): void;
  /** Ends the notice centre and its pending auto-close timers (the app scope's teardown). */
  dispose(): void;
}

export interface NoticesDeps {
  /** How long a non-permanent notice stays (T25: 10 s). */
  autoCloseMs?: number;
  /** Id for notices shown without one; a counter by default so tests can name them. */
  newId?: () => string;
}

/** E01: default title keys and the info notice's confirm label. */
export const NOTICE_DEFAULT_TITLE_KEYS: Partial<Record<NoticeKind, string>> = { error: 'main_error', success: 'main_done' };
export const NOTICE_INFO_CONFIRM_KEY = 'main_ok';

type Action = { type: 'show'; notice: Notice } | { type: 'close'; id: string };

function reduce(state: Notice[], action: Action): Notice[] {
  switch (action.type) {
    case 'show': {
      const index = state.findIndex((n) => n.id === action.notice.id);
      if (index < 0) return [...state, action.notice];
      return state.map((n, i) => (i === index ? action.notice : n));
    }
    case 'close':
      return state.some((n) => n.id === action.id) ? state.filter((n) => n.id !== action.id) : state;
  }
}

function toNotice(input: NoticeInput, id: string): Notice {
  const notice: Notice = { id, kind: input.kind, permanent: input.permanent === true };
  const titleKey = input.titleKey ?? NOTICE_DEFAULT_TITLE_KEYS[input.kind];
  if (titleKey !== undefined) notice.titleKey = titleKey;
  if (input.messageKey !== undefined) notice.messageKey = input.messageKey;
  if (input.message !== undefined) notice.message = input.message;
  if (input.params !== undefined) notice.params = input.params;
  if (input.action !== undefined) notice.action = input.action;
  if (input.kind === 'info') notice.confirmKey = NOTICE_INFO_CONFIRM_KEY;
  return notice;
}

export function createNotices(deps: NoticesDeps = {}): Notices {
  const autoCloseMs = deps.autoCloseMs ?? NOTICE_AUTO_CLOSE_MS;
  let counter = 0;
  const newId = deps.newId ?? (() => `notice-${++counter}`);

  const actions = new Subject<Action>();

  // T25: each non-permanent notice closes itself after autoCloseMs, unless anything else happens
  // to its id first (closed by hand, or shown again, which starts a fresh 10 s).
  const autoClose$: Observable<Action> = actions.pipe(
    filter((a): a is Extract<Action, { type: 'show' }> => a.type === 'show' && !a.notice.permanent),
    mergeMap(({ notice }) =>
      timer(autoCloseMs).pipe(
        takeUntil(actions.pipe(filter((a) => (a.type === 'show' ? a.notice.id : a.id) === notice.id))),
        map((): Action => ({ type: 'close', id: notice.id })),
      ),
    ),
  );

  // Connected at once rather than on first subscriber: a notice shown before the layout mounts
  // (a start-up error) must still be on the list when it does. resetOnDisconnect false: the list
  // outlives any one subscriber.
  const state$ = connectable(merge(actions, autoClose$).pipe(scan(reduce, [] as Notice[]), startWith([] as Notice[])), {
    connector: () => new ReplaySubject<Notice[]>(1),
    resetOnDisconnect: false,
  });
  const connection = state$.connect();

  return {
    // Wrapped so subscribers get a plain Observable, not the connectable (no connect() for them).
    notices$: new Observable<Notice[]>((subscriber) => state$.subscribe(subscriber)),
    show(input) {
      const id = input.id ?? newId();
      actions.next({ type: 'show', notice: toNotice(input, id) });
      return id;
    },
    close(id) {
      actions.next({ type: 'close', id });
    },
    dispose() {
      connection.unsubscribe();
      actions.complete();
    },
  };
}
