import { useObservable, useObservableState } from 'observable-hooks';
import { switchMap } from 'rxjs';
import type { RegistrationSettings } from '../../../streams/auth/types';
import { DEFAULT_REGISTRATION_SETTINGS } from '../../../streams/auth/settings';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';

/** The registration settings of the config group (B20), the defaults until they arrive. */
export function useRegistrationSettings(): RegistrationSettings {
  const { auth } = useServices();
  const { lang } = useLanguage();
  const settings$ = useObservable((inputs$) => inputs$.pipe(switchMap(([l]) => auth.registrationSettings$(l))), [lang]);
  return useObservableState(settings$, DEFAULT_REGISTRATION_SETTINGS);
}
