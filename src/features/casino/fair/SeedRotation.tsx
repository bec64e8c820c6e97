import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FairSeeds } from '../../../../streams/casino/casino-types';
import type { RotationState } from '../../../../streams/casino/fair-rounds';
import { clientSeedValid, randomClientSeed } from './client-seed';
import styles from './fair.module.css';

/**
 * The player's provably fair seeds and their rotation, shared by the game frame's panel and the office's fair-play
 * page: the active server seed's hash, the client seed, the rounds played with the pair (its nonce) and the next
 * seed's hash; a new client seed (random, or the player's own) and "Change seeds", which reveals the active seed.
 */
export function SeedRotation({ seeds, rotation, rotate, disabled }: {
  seeds: FairSeeds | null;
  rotation: RotationState;
  rotate: (clientSeed: string) => void;
  /** A round is being played: the seeds change after it. */
  disabled?: boolean;
}) {
  const { t } = useTranslation('casino');
  const waiting = t('fair.waiting');
  return (
    <div className={styles.seeds} data-testid="fair-seeds">
      <dl className={styles.list}>
        <dt>{t('fair.activeHash')}</dt>
        <dd><code data-testid="fair-active-hash">{seeds?.active.serverSeedHash ?? waiting}</code></dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd><code data-testid="fair-client-seed">{seeds?.active.clientSeed ?? waiting}</code></dd>
        <dt>{t('fair.roundsPlayed')}</dt>
        <dd data-testid="fair-nonce">{seeds?.active.nonce ?? waiting}</dd>
        <dt>{t('fair.nextHash')}</dt>
        <dd><code data-testid="fair-next-hash">{seeds?.nextServerSeedHash ?? waiting}</code></dd>
      </dl>
      {rotation.status !== 'done' && <p className={styles.note}>{t('fair.revealedOnChange')}</p>}
      {/* A new pair starts with a fresh random client seed to offer for the one after it. */}
      <NewClientSeed key={seeds?.active.serverSeedHash ?? ''} rotate={rotate} disabled={disabled === true || seeds === null || rotation.status === 'rotating'} />
      <RotationStatus rotation={rotation} />
    </div>
  );
}

function NewClientSeed({ rotate, disabled }: { rotate: (clientSeed: string) => void; disabled: boolean }) {
  const { t } = useTranslation('casino');
  const [text, setText] = useState(randomClientSeed);
  const valid = clientSeedValid(text);
  return (
    <form className={styles.rotate} onSubmit={(e) => { e.preventDefault(); if (valid) rotate(text); }}>
      <label className={styles.field}>
        <span>{t('fair.newClientSeed')}</span>
        <input
          value={text} maxLength={64} spellCheck={false} autoComplete="off" onChange={(e) => setText(e.target.value)}
          aria-invalid={!valid} aria-describedby="fair-new-seed-hint" data-testid="fair-new-client-seed"
        />
      </label>
      <button type="submit" className={styles.button} disabled={disabled || !valid} data-testid="fair-rotate">{t('fair.rotate')}</button>
      <p id="fair-new-seed-hint" className={valid ? styles.hint : styles.bad} role={valid ? undefined : 'alert'}>
        {valid ? t('fair.newClientSeedHint') : t('fair.badClientSeed')}
      </p>
    </form>
  );
}

function RotationStatus({ rotation }: { rotation: RotationState }) {
  const { t } = useTranslation('casino');
  if (rotation.status === 'rotating') return <p role="status" className={styles.note}>{t('fair.rotating')}</p>;
  if (rotation.status === 'failed') return <p role="alert" className={styles.bad} data-testid="fair-rotate-failed">{t('fair.rotateFailed')}</p>;
  if (rotation.status !== 'done') return null;
  const { revealed } = rotation;
  return (
    <div className={styles.revealed} data-testid="fair-revealed">
      <p className={styles.title}>{t('fair.revealedTitle')}</p>
      <dl className={styles.list}>
        <dt>{t('fair.serverSeed')}</dt>
        <dd><code data-testid="fair-revealed-seed">{revealed.serverSeed}</code></dd>
        <dt>{t('fair.shownHash')}</dt>
        <dd><code>{revealed.serverSeedHash}</code></dd>
        <dt>{t('fair.clientSeed')}</dt>
        <dd><code>{revealed.clientSeed}</code></dd>
        <dt>{t('fair.roundsPlayed')}</dt>
        <dd>{revealed.rounds}</dd>
      </dl>
    </div>
  );
}
