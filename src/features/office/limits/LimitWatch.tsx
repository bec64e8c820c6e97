import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObservable, useObservableState } from 'observable-hooks';
import { scan, switchMap } from 'rxjs';
import { Button } from '../../../ui';
import { Modal } from '../../../ui/Modal';
import type { LimitWatchEvent } from '../../../../streams/limits/limits-types';
import { useServices } from '../../../hooks/services-context';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { useDurationText, useMoneyText } from './limit-texts';
import styles from './limits.module.css';

interface Shown {
  sessionEnded: number | null;
  reality: Extract<LimitWatchEvent, { kind: 'reality-check' }> | null;
  /** Counts reality checks, so "continue" hides only the one it answered. */
  seq: number;
}

/**
 * The watchers of a logged-in player (issue 13), on every page: when the session limit is reached (T36) a message
 * that cannot be dismissed says so and its only button logs out; every N minutes (reality check) a dialog shows the
 * time played and the session's result with "continue" and "log out".
 */
export default function LimitWatch() {
  const { t } = useTranslation('limits');
  const { unitText, durationText } = useDurationText();
  const lang = useLang();
  const money = useMoneyText();
  const { limits$, auth } = useServices();
  const shown$ = useObservable(() => limits$.pipe(switchMap((l) => l.watch$()), scan((acc: Shown, event): Shown => (event.kind === 'session-ended'
    ? { ...acc, sessionEnded: event.hours }
    : { ...acc, reality: event, seq: acc.seq + 1 }), { sessionEnded: null, reality: null, seq: 0 })));
  const shown = useObservableState(shown$, { sessionEnded: null, reality: null, seq: 0 });
  const [answered, setAnswered] = useState(0);
  // T36 / C08: the session limit ends the session (disconnect, on close or submit); after a reality check the player
  // chooses to leave (logout).
  const [disconnect, disconnecting] = useAction(() => auth.disconnect$());
  const [logout] = useAction(() => auth.logout$());

  if (shown.sessionEnded !== null) {
    return (
      <Modal title={t('watch.sessionEndedTitle')} onClose={() => disconnect(undefined)} hideCloseButton testId="session-limit-reached">
        <p role="alert">{t('watch.sessionEnded', { time: unitText(shown.sessionEnded, 'hour') })}</p>
        <div className={styles.modalActions}>
          <Button onClick={() => disconnect(undefined)} disabled={disconnecting.status === 'pending'} data-testid="session-limit-logout">{t('watch.logout')}</Button>
        </div>
      </Modal>
    );
  }
  const check = shown.reality;
  if (!check || answered >= shown.seq) return null;
  const { session } = check;
  const minutes = Math.round(check.playedMs / 60_000);
  const net = session.returned - session.staked;
  return (
    <Modal title={t('watch.realityTitle')} onClose={() => setAnswered(shown.seq)} testId="reality-check">
      <p>{t('watch.played', { time: durationText(minutes) })}</p>
      <dl className={styles.facts}>
        <dt>{t('watch.staked')}</dt><dd>{money(session.staked, session.currency, lang)}</dd>
        <dt>{t('watch.returned')}</dt><dd>{money(session.returned, session.currency, lang)}</dd>
        <dt>{t('watch.net')}</dt><dd data-testid="reality-net">{money(net, session.currency, lang)}</dd>
      </dl>
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={() => logout(undefined)} data-testid="reality-logout">{t('watch.logout')}</Button>
        <Button onClick={() => setAnswered(shown.seq)} data-testid="reality-continue">{t('watch.continue')}</Button>
      </div>
    </Modal>
  );
}
