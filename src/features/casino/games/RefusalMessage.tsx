import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../streams/core/http';
import { DEMO_FUNDS } from './frame-demo-balance';
import styles from './games.module.css';

/** Refusal codes the server gives a round: money, stake bounds and unit, a closed round and the limits of issue 13. */
const KNOWN = [
  'insufficient_funds', 'stake_below_min', 'stake_above_max', 'stake_not_allowed', 'round_closed',
  'bad_picks', 'bad_level', 'seeds_rotated',
  'self_excluded', 'timeout_active', 'limit_exceeded', 'limit_currency', 'session_limit_reached',
];

/** Why a round was refused, in the page's language (the server's English detail is not shown). */
export function RefusalMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('casino');
  const code = error instanceof HttpError ? String(error.code ?? '') : '';
  const known = KNOWN.find((k) => code.toLowerCase().includes(k));
  const text = code === DEMO_FUNDS ? t('frame.demoFunds') : known ? t(`refusal.${known}`) : error instanceof HttpError && error.kind === 'network' ? t('refusal.network') : t('refusal.generic');
  return (
    <p className={styles.refusal} role="alert" data-testid="round-refusal" data-code={code}>
      {text}
    </p>
  );
}
