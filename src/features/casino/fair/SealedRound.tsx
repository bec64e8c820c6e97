import { useTranslation } from 'react-i18next';
import styles from '../games/games.module.css';
import fairStyles from './fair.module.css';

/**
 * The last round while its server seed is still sealed: the committed hash, the client seed and the nonce it was
 * played on, and why it cannot be checked yet (`note`: a round game's or a card hand's wording).
 */
export function SealedRound({ fair, note }: { fair: { serverSeedHash: string; clientSeed: string; nonce: number }; note: string }) {
  const { t } = useTranslation('casino');
  return (
    <div data-testid="fair-last-round">
      <h2 className={styles.fairTitle}>{t('fair.last')}</h2>
      <dl>
        <dt>{t('fair.activeHash')}</dt>
        <dd><code>{fair.serverSeedHash}</code></dd>
        <dt>{t('fair.clientSeed')} · {t('fair.nonce')}</dt>
        <dd><code>{fair.clientSeed} · {fair.nonce}</code></dd>
      </dl>
      <p className={fairStyles.note}>{note}</p>
    </div>
  );
}
