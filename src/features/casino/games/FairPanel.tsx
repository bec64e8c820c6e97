import { useObservableCallback, useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { catchError, defer, exhaustMap, map, of, startWith, switchMap } from 'rxjs';
import type { RoundKind } from '../../../../streams/schemas/casino-games/round-games';
import type { FairRound } from './use-fair-round';
import type { RoundToVerify, Verdict } from './verify-round';
import styles from './games.module.css';

type Check = { status: 'idle' | 'checking' | 'failed' } | { status: 'done'; verdict: Verdict };

/**
 * Provably fair, under a round game: the hash of the next round's server seed (shown before the round), the
 * player's client seed, and after a round its revealed seed with a check that recomputes it in the browser.
 */
export function FairPanel({ kind, fair }: { kind: RoundKind; fair: FairRound }) {
  const { t } = useTranslation('casino');
  const done = fair.round.status === 'done' ? fair.round : null;
  const revealed = done?.value.fair;
  return (
    <details className={styles.fair} data-testid="fair-panel">
      <summary>{t('fair.title')}</summary>
      <dl>
        <dt>{t('fair.nextHash')}</dt>
        <dd><code data-testid="fair-next-hash">{fair.commit?.serverSeedHash ?? t('fair.waiting')}</code></dd>
      </dl>
      <label className={styles.field}>
        <span>{t('fair.clientSeed')}</span>
        <input value={fair.clientSeed} maxLength={64} onChange={(e) => fair.setClientSeed(e.target.value)} spellCheck={false} />
      </label>
      {done && revealed?.serverSeed !== undefined && (
        <VerifyBox
          key={done.value.roundId}
          round={{
            kind, stake: done.arg.stake, picks: done.arg.picks ?? [], level: done.arg.level ?? 0, win: done.value.win, outcome: done.value.outcome,
            fair: { serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed ?? done.arg.clientSeed, nonce: revealed.nonce ?? 0 },
            shownHash: done.playedOn?.serverSeedHash ?? null,
          }}
        />
      )}
    </details>
  );
}

/** The last round's seeds and its check (the checking code loads with the first click). */
function VerifyBox({ round }: { round: RoundToVerify }) {
  const { t } = useTranslation('casino');
  const [verify, check$] = useObservableCallback<Check, RoundToVerify>((click$) => click$.pipe(
    exhaustMap((r) => defer(() => import('./verify-round')).pipe(
      switchMap((m) => m.verifyRound(r)),
      map((verdict): Check => ({ status: 'done', verdict })),
      startWith<Check>({ status: 'checking' }),
      catchError(() => of<Check>({ status: 'failed' })),
    )),
  ));
  const check = useObservableState(check$, { status: 'idle' } as Check);
  const message = check.status === 'done'
    ? (!check.verdict.outcomeMatches ? t('fair.badOutcome') : round.shownHash === null ? t('fair.noCommit') : check.verdict.hashMatches ? t('fair.ok') : t('fair.badHash'))
    : check.status === 'failed' ? t('fair.failed') : check.status === 'checking' ? t('fair.checking') : '';
  const ok = check.status === 'done' && check.verdict.outcomeMatches && check.verdict.hashMatches;
  return (
    <div>
      <h2 className={styles.fairTitle}>{t('fair.last')}</h2>
      <dl>
        <dt>{t('fair.shownHash')}</dt>
        <dd><code>{round.shownHash ?? t('fair.noCommit')}</code></dd>
        <dt>{t('fair.serverSeed')}</dt>
        <dd><code data-testid="fair-server-seed">{round.fair.serverSeed}</code></dd>
        <dt>{t('fair.clientSeed')} · {t('fair.nonce')}</dt>
        <dd><code>{round.fair.clientSeed} · {round.fair.nonce}</code></dd>
      </dl>
      <button type="button" className={styles.action} disabled={check.status === 'checking'} onClick={() => verify(round)} data-testid="fair-verify">{t('fair.verify')}</button>
      <p role="status" className={ok ? styles.fairOk : check.status === 'done' ? styles.refusal : undefined} data-testid="fair-verdict" data-ok={check.status === 'done' ? String(ok) : undefined}>{message}</p>
    </div>
  );
}
