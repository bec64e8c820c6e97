import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { useServices } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import type { Account } from '../../../streams/schemas/accounts';
import type { TeamCashEvent } from '../../../streams/payments/team-cash';
import { useAction } from '../../hooks/use-action';
import { formatMoney } from '../../ui/format';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { TeamCashModal } from './TeamCashModal';
import LimitWatch from './limits/LimitWatch';
import styles from './header-balance.module.css';

// The remote header components (issue 16, T12) come with the logged-in header, in a chunk of their own.

/**
 * The header balance (R02, C13): the active account's balance (test id `balance`) and a switcher of every account.
 * Mounted only for logged-in users; lazy so the home page does not carry it. It also raises the money reminders
 * that belong to a logged-in user: team cash (T31), convert account (T42) and the first-deposit reminder, and hosts the
 * responsible-gaming watchers (session limit T36, reality check: LimitWatch).
 */
export function HeaderBalance() {
  const { t } = useTranslation('office');
  const { lang } = useLanguage();
  const { accounts, notices } = useServices();
  const state = useObservableEagerState(accounts.state$);
  const [open, setOpen] = useState(false);
  const [teamCash, setTeamCash] = useState<TeamCashEvent | null>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [switchTo, switching] = useAction((id: number) => accounts.setActive$(id));

  useSubscription(accounts.teamCash$, (event) => {
    if (event.kind === 'modal') setTeamCash(event);
    else notices.show({ kind: 'info', id: 'team-cash', titleKey: 'office:teamCash.title', messageKey: `office:teamCash.text${event.count}`, action: { labelKey: 'office:teamCash.action', href: `/${lang}/office/recharge` } });
  });
  useSubscription(accounts.convertReminder$, (status) => {
    notices.show({ kind: 'info', id: 'convert-account', titleKey: 'office:convert.title', messageKey: `office:convert.text${status}`, action: { labelKey: 'office:convert.action', href: `/${lang}/convert-account` } });
  });
  useSubscription(accounts.depositReminder$, () => {
    notices.show({ kind: 'info', id: 'first-deposit', titleKey: 'office:depositReminder.title', messageKey: 'office:depositReminder.text', action: { labelKey: 'office:depositReminder.action', href: `/${lang}/office/recharge` } });
  });

  // Close the switcher on Escape or a click outside it.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') setOpen(false); };
    const onClick = (e: MouseEvent) => { if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const active = state.active;
  const label = (a: Account) => a.label || t(`accounts.type${a.type}`);
  return (
    <>
      <div className={styles.root} ref={rootRef}>
        <button
          type="button"
          className={styles.balance}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          {/* The name a screen reader hears begins with what the button does and contains what it shows (WCAG 2.5.3). */}
          <VisuallyHidden>{t('accounts.switcher')}: </VisuallyHidden>
          <span className={styles.caption}>{active ? label(active) : t('accounts.balance')}</span>
          <span className={styles.amount} data-testid="balance" data-currency={active?.iso ?? ''} aria-busy={state.status !== 'ready'}>
            {active ? formatMoney(active.money, active.iso, lang) : state.status === 'error' ? '—' : '…'}
          </span>
        </button>
        {open && (
          <div className={styles.menu} id={menuId} role="menu" aria-label={t('accounts.switcher')}>
            {state.all.map((a) => (
              <button
                key={a.id}
                type="button"
                role="menuitemradio"
                aria-checked={a.isActive}
                className={`${styles.item} ${a.isActive ? styles.itemActive : ''}`}
                disabled={switching.status === 'pending'}
                data-account-id={a.id}
                onClick={() => {
                  if (!a.isActive) switchTo(a.id);
                  setOpen(false);
                }}
              >
                <span>{label(a)} · {a.iso}</span>
                <span className={styles.itemAmount}>{formatMoney(a.money, a.iso, lang)}</span>
              </button>
            ))}
            {state.all.some((a) => a.points > 0) && (
              <p className={styles.points}>{t('accounts.points', { count: state.all.reduce((s, a) => s + a.points, 0) })}</p>
            )}
            <div className={styles.links}>
              <Link role="menuitem" to={`/${lang}/office/recharge`} state={{ fromOffice: true }} onClick={() => setOpen(false)} className={styles.deposit}>{t('menu.recharge')}</Link>
              <Link role="menuitem" to={`/${lang}/office/account#accounts`} onClick={() => setOpen(false)}>{t('accounts.manage')}</Link>
            </div>
          </div>
        )}
        {switching.status === 'error' && <span className={styles.error} role="alert">{t('accounts.switchFailed')}</span>}
        {teamCash && <TeamCashModal event={teamCash} onClose={() => setTeamCash(null)} />}
        <LimitWatch />
      </div>
    </>
  );
}
