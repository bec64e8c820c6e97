import { useState } from 'react';
import { isCardKind } from '../../../../streams/schemas/casino-cards';
import { useTranslation } from 'react-i18next';
import type { FairHistoryPage } from '../../../../streams/casino/casino-types';
import { useClock } from '../../../hooks/use-clock';
import { useLang } from '../../../hooks/use-language';
import { formatDateTime, formatMinor } from '../../../ui/format';
import { Panel } from '../../../ui/forms';
import forms from '../../../ui/forms.module.css';
import { useCasinoCall, withCasino } from '../use-casino';
import { FairLink } from './FairLink';
import { SeedRotation } from './SeedRotation';
import { SharedFairRounds } from './SharedFairRounds';
import { useSeeds } from './use-seeds';
import { verifierPath } from './verifier-link';
import styles from './fair-play.module.css';

const PAGE_SIZE = 20;

/**
 * office/fair-play (issue 20): the player's seeds with their rotation (the game frame's SeedRotation), and every
 * real-money round with the seeds that decided it; a round of a revealed pair shows its server seed and links to its
 * check on the verifier page. The office frame shows it as a guest page (the app hands it in).
 */
export const FairPlayPage = withCasino(FairPlay);

function FairPlay() {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const seeds = useSeeds();
  const [offset, setOffset] = useState(0);
  // A rotation reveals the seed of rounds on this page: they are read again.
  const revealedHash = seeds.rotation.status === 'done' ? seeds.rotation.revealed.serverSeedHash : '';
  const [attempt, setAttempt] = useState(0);
  const state = useCasinoCall((c) => c.fairHistory$({ offset, limit: PAGE_SIZE }), [offset, revealedHash, attempt]);
  return (
    <section className={`${forms.page} ${styles.page}`} aria-labelledby="fair-play-title" data-testid="office-fair-play">
      <title>{t('fairPlay.title')}</title>
      <h1 id="fair-play-title" className={forms.title}>{t('fairPlay.title')}</h1>
      <p className={forms.intro}>{t('fairPlay.intro')}</p>
      <Panel title={t('fairPlay.seedsTitle')}>
        <SeedRotation seeds={seeds.seeds} rotation={seeds.rotation} rotate={seeds.rotate} />
      </Panel>
      <Panel title={t('fairPlay.roundsTitle')} actions={<FairLink to={verifierPath(lang)}>{t('fair.howItWorks')}</FairLink>}>
        {state.status === 'loading' && <p className={forms.muted} aria-busy="true">{t('state.loading')}</p>}
        {state.status === 'error' && (
          <p role="alert" className={styles.error}>
            {t('fairPlay.loadFailed')} <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>{t('game.retry')}</button>
          </p>
        )}
        {state.status === 'ready' && <Rounds page={state.value} offset={offset} setOffset={setOffset} />}
      </Panel>
      <SharedFairRounds />
    </section>
  );
}

function Rounds({ page, offset, setOffset }: { page: FairHistoryPage; offset: number; setOffset: (offset: number) => void }) {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const clock = useClock();
  if (page.rounds.length === 0) return <p className={forms.muted}>{t('fairPlay.empty')}</p>;
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="fair-rounds">
          <thead>
            <tr>
              <th>{t('fairPlay.game')}</th>
              <th className={styles.num}>{t('fairPlay.stake')}</th><th className={styles.num}>{t('fairPlay.win')}</th>
              <th>{t('fairPlay.hash')}<div className={styles.sub}>{t('fairPlay.clientSeed')} · {t('fairPlay.nonce')}</div></th>
              <th>{t('fairPlay.seed')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rounds.map((r) => (
              <tr key={r.roundId} data-testid="fair-round" data-round={r.roundId}>
                <td>{r.gameName}<div className={styles.sub}>{formatDateTime(r.playedAt, lang, clock)}</div></td>
                <td className={styles.num}>{formatMinor(r.stake, r.currency, lang)}</td>
                <td className={styles.num}>{formatMinor(r.win, r.currency, lang)}</td>
                <td>
                  <code className={styles.hex} title={r.fair.serverSeedHash}>{r.fair.serverSeedHash}</code>
                  <div className={styles.sub}><code className={styles.hex} title={r.fair.clientSeed}>{r.fair.clientSeed}</code> · {r.fair.nonce}</div>
                </td>
                <td>
                  {r.fair.serverSeed ? (
                    <>
                      <code className={styles.hex} title={r.fair.serverSeed} data-testid="fair-round-seed">{r.fair.serverSeed}</code>
                      {/* A card hand is checked in its game's frame (its whole deck and actions); the verifier replays one-step rounds. */}
                      {!isCardKind(r.kind) && <FairLink
                        className={styles.check} testId="fair-round-check"
                        to={verifierPath(lang, {
                          kind: r.kind, serverSeed: r.fair.serverSeed, clientSeed: r.fair.clientSeed, nonce: r.fair.nonce,
                          stake: r.stake, picks: r.picks, level: r.level, hash: r.fair.serverSeedHash,
                        })}
                      >
                        {t('fair.check')}
                      </FairLink>}
                    </>
                  ) : <span className={styles.sealed}>{t('fairPlay.sealed')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.pager}>
        <button type="button" className={styles.linkButton} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>{t('fairPlay.prev')}</button>
        <span className={forms.muted}>{t('fairPlay.page', { page: Math.floor(offset / PAGE_SIZE) + 1, pages })}</span>
        <button type="button" className={styles.linkButton} disabled={offset + PAGE_SIZE >= page.total} onClick={() => setOffset(offset + PAGE_SIZE)}>{t('fairPlay.next')}</button>
      </div>
    </>
  );
}
