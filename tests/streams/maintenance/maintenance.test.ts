import { describe, expect, it } from 'vitest';
import { isMaintenanceActive, maintenance$ } from '../../../streams/maintenance/maintenance';
import { marbles } from '../../support/marbles';
import type { MaintenanceConfig } from '../../../streams/schemas/site-config';

const window = (start: number | null, end: number | null, isActive = true): MaintenanceConfig => ({
  started_at: null, ended_at: null, isActive, web_state: 1,
  notify_started_at: start === null ? null : new Date(start).toISOString(),
  notify_ended_at: end === null ? null : new Date(end).toISOString(),
});

describe('maintenance', () => {
  it('[T39] active when the notify start has passed and the notify end has not', () => {
    const cfg = window(1000, 5000);
    expect(isMaintenanceActive(cfg, 999, false)).toBe(false);
    expect(isMaintenanceActive(cfg, 1000, false)).toBe(true);
    expect(isMaintenanceActive(cfg, 4999, false)).toBe(true);
    expect(isMaintenanceActive(cfg, 5000, false)).toBe(false);
    expect(isMaintenanceActive(window(1000, 5000, false), 2000, false)).toBe(false);
    expect(isMaintenanceActive(window(null, null, false), 0, true)).toBe(true);
  });

  it('[T39] flips on at the start and off at the end without a reload', marbles((m) => {
    // Virtual time starts at 0: maintenance from 10 s to 70 s.
    m.expect(maintenance$(window(10_000, 70_000), () => false)).toBeObservable('f 9999ms t 59999ms (f|)', { f: false, t: true });
  }));

  it('[T39] the maintenance cookie forces it on', marbles((m) => {
    m.expect(maintenance$(window(null, null, false), () => true)).toBeObservable('(t|)', { t: true });
  }));
});
