import { useObservable, useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { catchError, defer, map, of, startWith, switchMap } from 'rxjs';
import type { RoundKind } from '../../../../streams/schemas/casino-games/round-games';
import { useGameLang } from './game-host';
import { FairLink } from '../fair/FairLink';
import { SealedRound } from '../fair/SealedRound';
import { SeedRotation } from '../fair/SeedRotation';
import { verifierPath } from '../fair/verifier-link';
import type { FairRound } from './use-fair-round';
import type { RoundToVerify, Verdict } from './verify-round';
import styles from './games.module.css';
import fairStyles from '../fair/fair.module.css';

type Check = { status: 'checking' | 'failed' } | { status: 'done'; verdict: Verdict };

/**
 * Provably fair, under a round game. Real money: the player's seeds and their rotation (SeedRotation); once the
 * rotation reveals the pair the last round was played on, the browser recomputes that round against the hash shown
 * before it. Demo: the round's own throwaway seed, revealed with it, is checked at once.
 */
export function FairPanel({ kind, fair }: { kind: RoundKind; fair: FairRound }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  const real = fair.mode === 'real';
  return (
    <details className={styles.fair} data-testid="fair-panel">
      <summary>{t('fair.title')}</summary>
      {real
        ? <SeedRotation seeds={fair.seeds} rotation={fair.rotation} rotate={fair.rotate} disabled={fair.playing} />
        : <p className={fairStyles.note}>{t('fair.demoNote')}</p>}
      <LastRound kind={kind} fair={fair} />
      <p className={styles.fairLinks}>
        {real && <FairLink top to={`/${lang}/office/fair-play`} testId="fair-history-link">{t('fair.history')}</FairLink>}
        <FairLink top to={verifierPath(lang)} testId="fair-verifier-link">{t('fair.howItWorks')}</FairLink>
      </p>
    </details>
  );
}

/** The last round: checked when its server seed is known (a demo seed, or the pair revealed), else its seeds so far. */
function LastRound({ kind, fair }: { kind: RoundKind; fair: FairRound }) {
  const { t } = useTranslation('casino');
  if (fair.round.status !== 'done') return null;
  const { value, arg, playedOn } = fair.round;
  const revealed = fair.rotation.status === 'done' && fair.rotation.revealed.serverSeedHash === value.fair.serverSeedHash ? fair.rotation.revealed : null;
  const serverSeed = fair.mode === 'demo' ? value.fair.serverSeed : revealed?.serverSeed;
  if (serverSeed === undefined) {
    return <SealedRound fair={value.fair} note={t('fair.sealed')} />;
  }
  const round: RoundToVerify = {
    kind, stake: arg.stake, picks: arg.picks ?? [], level: arg.level ?? 0, win: value.win, outcome: value.outcome,
    fair: { serverSeed, clientSeed: value.fair.clientSeed, nonce: value.fair.nonce },
    // A demo seed was never committed: it is checked against the hash it came with.
    shownHash: fair.mode === 'demo' ? value.fair.serverSeedHash : playedOn?.active.serverSeedHash ?? null,
  };
  return <VerifyBox key={`${value.roundId}-${serverSeed}`} round={round} demo={fair.mode === 'demo'} />;
}

/** A round recomputed in the browser as soon as it shows (the checking code loads with the first one). */
function VerifyBox({ round, demo }: { round: RoundToVerify; demo: boolean }) {
  const { t } = useTranslation('casino');
  const lang = useGameLang();
  const check$ = useObservable(() => defer(() => import('./verify-round')).pipe(
    switchMap((m) => m.verifyRound(round)),
    map((verdict): Check => ({ status: 'done', verdict })),
    startWith<Check>({ status: 'checking' }),
    catchError(() => of<Check>({ status: 'failed' })),
  ));
  const check = useObservableState(check$, { status: 'checking' } as Check);
  const verdict = check.status === 'done' ? check.verdict : null;
  const ok = verdict !== null && verdict.outcomeMatches && verdict.hashMatches;
  const message = !verdict ? t(check.status === 'failed' ? 'fair.failed' : 'fair.checking')
    : !verdict.outcomeMatches ? t('fair.badOutcome')
      : round.shownHash === null ? t('fair.noCommit')
        : !verdict.hashMatches ? t('fair.badHash')
          : demo ? t('fair.demoOk') : t('fair.ok');
  return (
    <div data-testid="fair-verify">
      <h2 className={styles.fairTitle}>{demo ? t('fair.lastDemo') : t('fair.last')}</h2>
      <dl>
        <dt>{demo ? t('fair.demoHash') : t('fair.shownHash')}</dt>
        <dd><code>{round.shownHash ?? t('fair.noCommit')}</code></dd>
        <dt>{demo ? t('fair.demoSeed') : t('fair.serverSeed')}</dt>
        <dd><code data-testid="fair-server-seed">{round.fair.serverSeed}</code></dd>
        <dt>{t('fair.clientSeed')} · {t('fair.nonce')}</dt>
        <dd><code>{round.fair.clientSeed} · {round.fair.nonce}</code></dd>
      </dl>
      <p role="status" className={ok ? styles.fairOk : verdict ? styles.refusal : undefined} data-testid="fair-verdict" data-ok={verdict ? String(ok) : undefined}>{message}</p>
      <FairLink
        top testId="fair-check-link"
        to={verifierPath(lang, { kind: round.kind, ...round.fair, stake: round.stake, picks: round.picks, level: round.level, ...(round.shownHash ? { hash: round.shownHash } : {}) })}
      >
        {t('fair.checkOnVerifier')}
      </FairLink>
    </div>
  );
}
