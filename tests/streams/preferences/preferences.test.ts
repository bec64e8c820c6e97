import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { BehaviorSubject, type Observable } from 'rxjs';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../streams/schemas/preferences';
import { RETRY_MS, SEND_AFTER_MS, syncPreferences$, type PreferencesApi } from '../../../streams/preferences/preferences-sync';
import { fakePreferences } from '../../support/fake-preferences';

describe('the preferences model (B25)', () => {
  it('[B25] defaults, time zone from the tzo cookie on a first visit, then saved and mirrored into the cookies', () => {
    const prefs = fakePreferences();
    prefs.cookies.jar.set('tzo', '5');
    expect(prefs.get()).toEqual({ ...DEFAULT_PREFERENCES, timeZone: 5 });
    const seen: string[] = [];
    const sub = prefs.value$.subscribe((p) => seen.push(`${p.oddsFormat}/${p.theme}`));
    prefs.set({ oddsFormat: 2, is12h: true, viewType: 1, groupByCategory: false, timeFilter: 6 });
    prefs.set({ theme: 'light', fontSize: 'large' });
    expect(seen).toEqual(['0/dark', '2/dark', '2/light']);
    expect(prefs.get()).toMatchObject({ oddsFormat: 2, is12h: true, viewType: 1, timeFilter: 6, timeZone: 5, theme: 'light', fontSize: 'large' });
    expect(prefs.cookies.jar.get('is12h')).toBe('1');
    expect(prefs.cookies.jar.get('app_view_type')).toBe('1');
    expect(prefs.cookies.jar.get('isChampsGroupedByCountry')).toBe('0');
    sub.unsubscribe();
  });

  it('[B25] a value that fails the schema is refused and the old one stays', () => {
    const prefs = fakePreferences();
    prefs.set({ oddsFormat: 3 as never });
    expect(prefs.get().oddsFormat).toBe(0);
    prefs.set({ theme: 'pink' as never });
    expect(prefs.get().theme).toBe('dark');
    prefs.set({ timeFilter: 4 as never });
    expect(prefs.get().timeFilter).toBe(0);
    expect(prefs.unsynced.get()).toEqual([]);
  });

  it('[B25] a value an older release stored keeps what still fits, key by key', () => {
    const prefs = fakePreferences();
    // The sports-only preferences of before: `compact` is gone, the display keys are missing.
    prefs.item.set({ oddsFormat: 1, timeZone: 0, compact: true } as never);
    expect(prefs.get()).toMatchObject({ oddsFormat: 1, timeZone: 0, theme: 'dark', compactView: false });
  });

  it('[B25] every change marks its keys for the server until they are sent', () => {
    const prefs = fakePreferences();
    prefs.set({ theme: 'light' });
    prefs.set({ oddsFormat: 1, theme: 'dark' });
    expect([...prefs.unsynced.get()].sort()).toEqual(['oddsFormat', 'theme']);
  });
});

/** A server copy of the preferences whose answers the marble diagram times. */
function fakeApi(cold: (marbles: string, values?: Record<string, unknown>) => Observable<unknown>, server: Preferences, answers: { load?: string; save?: string[] } = {}) {
  const saved: Array<Partial<Preferences>> = [];
  let saves = 0;
  const api: PreferencesApi = {
    load$: () => cold(answers.load ?? '10ms (a|)', { a: server }) as Observable<Preferences>,
    save$: (patch) => {
      saved.push(patch);
      return cold(answers.save?.[saves++] ?? '10ms (a|)', { a: {} });
    },
  };
  return { api, saved };
}

// Run mode: the sync's timers run on the test scheduler's virtual clock.
let ts: TestScheduler;
const testScheduler = () => (ts = new TestScheduler((a, e) => expect(a).toEqual(e)));

describe('the player\'s preferences on the server (B25)', () => {
  const server: Preferences = { ...DEFAULT_PREFERENCES, theme: 'light', oddsFormat: 2, timeZone: 7 };

  it('[B25] at login the server\'s preferences apply, except a visitor\'s choices, which are sent to the account', () => {
    testScheduler().run(({ cold, flush }) => {
      const { api, saved } = fakeApi(cold, server);
      const authorized = new BehaviorSubject(false);
      const prefs = fakePreferences({ authorized$: authorized, sync$: (model) => syncPreferences$({ ...model, api }) });
      // As a visitor: a choice of font size, kept in the browser only.
      prefs.set({ fontSize: 'large' });
      flush();
      expect(saved).toEqual([]);
      authorized.next(true);
      flush();
      expect(prefs.get()).toMatchObject({ theme: 'light', oddsFormat: 2, timeZone: 7, fontSize: 'large' });
      expect(saved).toEqual([{ fontSize: 'large' }]);
      expect(prefs.unsynced.get()).toEqual([]);
    });
  });

  it('[B25] changes are sent once the player stops changing things; a key changed again meanwhile is sent again', () => {
    testScheduler().run(({ cold, flush }) => {
      const { api, saved } = fakeApi(cold, server, { load: '(a|)', save: ['100ms (a|)', '10ms (a|)'] });
      const prefs = fakePreferences({ authorized$: new BehaviorSubject(true), sync$: (model) => syncPreferences$({ ...model, api }) });
      const changes: Record<string, Partial<Preferences>> = { a: { theme: 'dark' }, b: { oddsFormat: 1 }, c: { oddsFormat: 4 }, d: { oddsFormat: 6 } };
      // Three changes 100 ms apart, then one while their send is on its way (it goes at 200 + SEND_AFTER_MS).
      cold(`a 99ms b 99ms c ${SEND_AFTER_MS + 49}ms d`, changes).subscribe((patch) => prefs.set(patch));
      const sentAt: number[] = [];
      const save$ = api.save$;
      api.save$ = (patch) => { sentAt.push(ts.now()); return save$(patch); };
      flush();
      expect(saved).toEqual([{ theme: 'dark', oddsFormat: 4 }, { oddsFormat: 6 }]);
      // The second goes SEND_AFTER_MS after the first one's answer (at 600) left the changed key for the server.
      expect(sentAt).toEqual([200 + SEND_AFTER_MS, 600 + SEND_AFTER_MS]);
      expect(prefs.unsynced.get()).toEqual([]);
      expect(prefs.get()).toMatchObject({ theme: 'dark', oddsFormat: 6 });
    });
  });

  it('[B25] a failed load or send starts over after RETRY_MS: the server\'s copy again, then the keys not yet taken', () => {
    testScheduler().run(({ cold, flush }) => {
      let loads = 0;
      const saved: Array<Partial<Preferences>> = [];
      const api: PreferencesApi = {
        load$: () => { loads += 1; return cold('10ms (a|)', { a: server }) as Observable<Preferences>; },
        save$: (patch) => { saved.push(patch); return saved.length === 1 ? cold('10ms #') : cold('10ms (a|)'); },
      };
      const prefs = fakePreferences({ authorized$: new BehaviorSubject(true), sync$: (model) => syncPreferences$({ ...model, api }) });
      prefs.set({ is12h: true });
      flush();
      expect(loads).toBe(2);
      expect(saved).toEqual([{ is12h: true }, { is12h: true }]);
      expect(prefs.get()).toMatchObject({ is12h: true, theme: 'light' });
      expect(prefs.unsynced.get()).toEqual([]);
      expect(ts.now()).toBeGreaterThanOrEqual(RETRY_MS);
    });
  });
});
