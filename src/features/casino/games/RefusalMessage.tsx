import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../streams/core/http';
import styles from './games.module.css';

/** Refusal codes the server gives a round (stake above balance, outside min/max); others use the server's title. */
const KNOWN = ['insufficient_funds', 'stake_below_min', 'stake_above_max', 'round_closed', 'responsible_gaming'];

/** Why a round was refused, translated; a responsible-gaming refusal also shows the server's title. */
export function RefusalMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('casino');
  const code = error instanceof HttpError ? String(error.code ?? '') : '';
  const detail = error instanceof HttpError ? error.details[0] : undefined;
  const known = KNOWN.find((k) => code.toLowerCase().includes(k));
  const text = known ? t(`refusal.${known}`) : error instanceof HttpError && error.kind === 'network' ? t('refusal.network') : t('refusal.generic');
  return (
    <p className={styles.refusal} role="alert" data-testid="round-refusal" data-code={code}>
      {text}
      {known === 'responsible_gaming' && detail ? <> — {detail}</> : null}
    </p>
  );
}
