import { useObservable, useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { catchError, defer, map, of, startWith, switchMap } from 'rxjs';
import type { CardHand } from '../../../../streams/schemas/casino-cards';
import { SealedRound } from '../fair/SealedRound';
import { SeedRotation } from '../fair/SeedRotation';
import type { CardTable } from './use-card-hand';
import type { Verdict } from './verify-round';
import styles from './games.module.css';
import fairStyles from '../fair/fair.module.css';

type Check = { status: 'checking' | 'failed' } | { status: 'done'; verdict: Verdict };

/**
 * Provably fair, under a card game: the player's seeds (no change while a hand is open: the seed decides the cards
 * still to come), and once a rotation reveals the seed a finished hand was dealt from, the browser shuffles the
 * whole deck again from it and replays the hand.
 */
export function CardFairPanel({ table }: { table: CardTable }) {
  const { t } = useTranslation('casino');
  const hand = table.hand;
  const revealed = table.rotation.status === 'done' && hand?.settled && table.rotation.revealed.serverSeedHash === hand.fair.serverSeedHash
    ? table.rotation.revealed.serverSeed : null;
  return (
    <details className={styles.fair} data-testid="fair-panel">
      <summary>{t('fair.title')}</summary>
      {table.mode === 'real'
        ? <SeedRotation seeds={table.seeds} rotation={table.rotation} rotate={table.rotate} disabled={table.busy || (hand !== null && !hand.settled)} />
        : <p className={fairStyles.note}>{t('cards.demoFair')}</p>}
      {table.mode === 'real' && hand && (revealed
        ? <HandCheck key={`${hand.roundId}-${revealed}`} hand={hand} serverSeed={revealed} />
        : <SealedRound fair={hand.fair} note={t('cards.sealed')} />)}
    </details>
  );
}

/** The finished hand replayed from the revealed seed (the checking code loads with the first check). */
function HandCheck({ hand, serverSeed }: { hand: CardHand; serverSeed: string }) {
  const { t } = useTranslation('casino');
  const check$ = useObservable(() => defer(() => import('./verify-round')).pipe(
    switchMap((m) => m.verifyCardHand({
      kind: hand.kind, state: hand.state, actions: hand.actions, shownHash: hand.fair.serverSeedHash,
      fair: { serverSeed, clientSeed: hand.fair.clientSeed, nonce: hand.fair.nonce },
    })),
    map((verdict): Check => ({ status: 'done', verdict })),
    startWith<Check>({ status: 'checking' }),
    catchError(() => of<Check>({ status: 'failed' })),
  ));
  const check = useObservableState(check$, { status: 'checking' } as Check);
  const verdict = check.status === 'done' ? check.verdict : null;
  const ok = verdict !== null && verdict.outcomeMatches && verdict.hashMatches;
  const message = !verdict ? t(check.status === 'failed' ? 'fair.failed' : 'fair.checking')
    : !verdict.hashMatches ? t('fair.badHash') : !verdict.outcomeMatches ? t('fair.badOutcome') : t('cards.verified');
  return (
    <div data-testid="fair-verify">
      <h2 className={styles.fairTitle}>{t('fair.last')}</h2>
      <dl>
        <dt>{t('fair.shownHash')}</dt>
        <dd><code>{hand.fair.serverSeedHash}</code></dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd><code data-testid="fair-server-seed">{serverSeed}</code></dd>
        <dt>{t('fair.clientSeed')} · {t('fair.nonce')}</dt>
        <dd><code>{hand.fair.clientSeed} · {hand.fair.nonce}</code></dd>
      </dl>
      <p role="status" className={ok ? styles.fairOk : verdict ? styles.refusal : undefined} data-testid="fair-verdict" data-ok={verdict ? String(ok) : undefined}>{message}</p>
    </div>
  );
}
