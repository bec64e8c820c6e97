import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedFairAnswer, SharedFairItem } from '../../../../streams/schemas/casino-fair-shared';
import { HORSES } from '../../../../streams/schemas/casino-games/virtual-race';
import { useClock } from '../../../hooks/use-clock';
import { useLang } from '../../../hooks/use-language';
import { formatDateTime, formatMinor } from '../../../ui/format';
import { Panel } from '../../../ui/forms';
import forms from '../../../ui/forms.module.css';
import { useCasinoCall } from '../use-casino';
import { FairLink } from './FairLink';
import { verifierPath } from './verifier-link';
import styles from './fair-play.module.css';

const PAGE_SIZE = 20;

/**
 * The fair-play page's shared rounds (issue 23): the player's bingo tickets and virtual race bets with their round's
 * hash, and the round's seed with a filled-in check on the verifier once the round is over.
 */
export function SharedFairRounds() {
  const { t } = useTranslation('casino');
  const [offset, setOffset] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const state = useCasinoCall((c) => c.sharedFairHistory$({ offset, limit: PAGE_SIZE }), [offset, attempt]);
  return (
    <Panel title={t('sharedFair.title')}>
      <p className={forms.muted}>{t('sharedFair.intro')}</p>
      {state.status === 'loading' && <p className={forms.muted} aria-busy="true">{t('state.loading')}</p>}
      {state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {t('sharedFair.loadFailed')} <button type="button" className={styles.linkButton} onClick={() => setAttempt((n) => n + 1)}>{t('game.retry')}</button>
        </p>
      )}
      {state.status === 'ready' && <Items page={state.value} offset={offset} setOffset={setOffset} />}
    </Panel>
  );
}

function Items({ page, offset, setOffset }: { page: SharedFairAnswer; offset: number; setOffset: (offset: number) => void }) {
  const { t } = useTranslation('casino');
  const lang = useLang();
  const clock = useClock();
  if (page.items.length === 0) return <p className={forms.muted}>{t('sharedFair.empty')}</p>;
  const pages = Math.max(1, Math.ceil(page.total / PAGE_SIZE));
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="shared-fair-rounds">
          <thead>
            <tr>
              <th>{t('fairPlay.game')}</th>
              <th className={styles.num}>{t('fairPlay.stake')}</th><th className={styles.num}>{t('sharedFair.returned')}</th>
              <th>{t('fairPlay.hash')}</th><th>{t('fairPlay.seed')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((item) => (
              <tr key={`${item.kind}-${item.id}`} data-testid="shared-fair-item" data-kind={item.kind} data-id={item.id}>
                <td>
                  {item.gameName} · {t('sharedFair.round', { id: item.roundId })}
                  <div className={styles.sub}>{what(t, item)} · {formatDateTime(item.playedAt, lang, clock)}</div>
                </td>
                <td className={styles.num}>{formatMinor(item.stake, item.currency, lang)}</td>
                <td className={styles.num}>{item.returned === null ? <span className={styles.sealed}>{t('sharedFair.unpaid')}</span> : formatMinor(item.returned, item.currency, lang)}</td>
                <td><code className={styles.hex} title={item.serverSeedHash}>{item.serverSeedHash}</code></td>
                <td>
                  {item.serverSeed ? (
                    <>
                      <code className={styles.hex} title={item.serverSeed} data-testid="shared-fair-seed">{item.serverSeed}</code>
                      <FairLink className={styles.check} testId="shared-fair-check" to={verifierPath(lang, {
                        kind: item.kind, serverSeed: item.serverSeed, hash: item.serverSeedHash,
                        ...(item.kind === 'bingo' ? { ticket: item.id } : { card: item.card }),
                      })}
                      >
                        {t('fair.check')}
                      </FairLink>
                    </>
                  ) : <span className={styles.sealed}>{t('sharedFair.sealed')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className={styles.pager}>
          <button type="button" className={styles.linkButton} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>{t('fairPlay.prev')}</button>
          <span className={forms.muted}>{t('fairPlay.page', { page: Math.floor(offset / PAGE_SIZE) + 1, pages })}</span>
          <button type="button" className={styles.linkButton} disabled={offset + PAGE_SIZE >= page.total} onClick={() => setOffset(offset + PAGE_SIZE)}>{t('fairPlay.next')}</button>
        </div>
      )}
    </>
  );
}

/** The ticket or the bet, in words. */
function what(t: (key: string, options?: Record<string, unknown>) => string, item: SharedFairItem): string {
  if (item.kind === 'bingo') return t('bingo.ticket', { n: item.id });
  const runner = item.runner ?? 0;
  return t('sharedFair.bet', { gate: runner + 1, name: HORSES[item.card?.[runner]?.horse ?? -1]?.name ?? '' });
}
