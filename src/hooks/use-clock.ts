import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { useServices } from './services-context';
import type { ClockPrefs } from '../ui/format';

/** The visitor's time zone and 12/24-hour clock (B25) for src/ui/format.ts's formatDateTime, on every page. */
export function useClock(): ClockPrefs {
  const { timeZone, is12h } = useObservableEagerState(useServices().preferences.value$);
  return useMemo(() => ({ timeZone, is12h }), [timeZone, is12h]);
}
