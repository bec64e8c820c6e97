import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { switchMap, map } from 'rxjs';
import { HttpError } from '../../../streams/core/http';
import { REGISTRATION_COUNTRIES } from '../../../streams/schemas/auth';
import { socialStartUrl } from '../../../streams/auth/social-url';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { useAction } from '../../hooks/use-action';
import { errorsOf } from './form-errors';
import { FormError } from './fields';
import { useRegistrationSettings } from './hooks';
import { GoogleMark, SocialMark, hasSocialMark } from './SocialMarks';
import styles from './auth.module.css';

/** The providers' names as they write them (brand names: the same in every language). */
export const SOCIAL_NAMES: Record<string, string> = {
  google: 'Google', facebook: 'Facebook', vk: 'VK', ok: 'OK', mailru: 'Mail.ru', yandex: 'Yandex', telegram: 'Telegram', apple: 'Apple',
  twitter: 'X', steam: 'Steam', discord: 'Discord', twitch: 'Twitch', microsoft: 'Microsoft', linkedin: 'LinkedIn', instagram: 'Instagram', tiktok: 'TikTok',
};

/**
 * Social sign-in (B20): the configured providers, each a link to the server's OAuth start (the demo provider), and
 * Google one-tap (C09, anonymous visitors only, B27): the credential goes to POST /social-api/oauth/google-one-tap
 * and the browser navigates to the answered redirectUrl.
 */
export function SocialSignIn({ returnUrl, currency, countryId, onLeave }: {
  returnUrl: string | null;
  currency?: string;
  countryId?: number;
  /** The visitor leaves for a provider (the registration keeps its choices for the way back). */
  onLeave?: () => void;
}) {
  const { t } = useTranslation('auth');
  const { auth } = useServices();
  const { lang } = useLanguage();
  const providers = useRegistrationSettings().socialProviders;
  const country = REGISTRATION_COUNTRIES.find((c) => c.id === countryId) ?? REGISTRATION_COUNTRIES[0];
  const [oneTap, state] = useAction(() =>
    auth.oneTap.clientId$().pipe(
      switchMap((clientId) => auth.oneTap.credential$(clientId).pipe(map((c) => ({ clientId, ...c })))),
      switchMap((c) => auth.oneTap.signIn$({
        credential: c.credential, select_by: c.select_by, clientId: c.clientId, language: lang,
        currency: currency ?? country.currency, countryId: String(countryId ?? country.id),
      })),
    ),
  );
  const needsProviderSignIn = state.status === 'error' && state.error instanceof HttpError && state.error.code === 'provider_sign_in_required';
  useEffect(() => {
    if (state.status === 'done') window.location.assign(state.value);
    // Not signed in at Google (the demo provider): one-tap has no account to offer, so sign in there first (issue 11).
    if (needsProviderSignIn) window.location.assign(socialStartUrl('google', lang, returnUrl));
  }, [state, needsProviderSignIn, auth, lang, returnUrl]);
  if (providers.length === 0) return null;
  return (
    <div>
      <div className={styles.divider}>{t('login.social')}</div>
      <button type="button" className={styles.oneTap} onClick={() => oneTap(undefined)} disabled={state.status === 'pending'} data-testid="one-tap">
        <span className={styles.oneTapBadge} aria-hidden="true"><GoogleMark size={18} /></span>
        {t('oneTap.button')}
      </button>
      {state.status === 'error' && !needsProviderSignIn && <FormError errors={errorsOf(state.error)} />}
      <div className={styles.socials} style={{ marginTop: 'var(--space-3)' }}>
        {providers.map((p) => (
          <a key={p} className={styles.social} href={socialStartUrl(p, lang, returnUrl)} onClick={onLeave} aria-label={SOCIAL_NAMES[p] ?? p} title={SOCIAL_NAMES[p] ?? p} data-testid={`social-${p}`}>
            {hasSocialMark(p) ? <SocialMark provider={p} /> : (SOCIAL_NAMES[p] ?? p).slice(0, 2)}
          </a>
        ))}
      </div>
    </div>
  );
}
