import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import { useServices, useSiteConfig } from '../../hooks/services-context';
import { useLanguage } from '../../hooks/use-language';
import { formatDateTime, formatMinor, formatNumber } from '../../ui/format';
import { eurToMinor } from '../../../streams/schemas/eur-rates';
import type { BonusTerms, OfferStatus } from '../../../streams/schemas/offers';
import { FallbackNotice } from './ContentKit';
import contentStyles from './content.module.css';
import styles from './offers.module.css';

// What the bonus, promotion and landing pages share (R12, R13): their paths in the variant the config picks, the
// bonus section tabs, the facts of a bonus's terms and the status of a dated offer.

/** The bonus pages' paths: the "offers" variants when promoBonusToOffer is set (more-routes.tsx swaps the routes). */
export function useBonusPaths() {
  const offers = useSiteConfig().features.promoBonusToOffer;
  const { lang } = useLanguage();
  const root = `/${lang}/`;
  return {
    list: root + (offers ? 'bonuses-offers' : 'bonuses'),
    games: root + (offers ? 'bonuses-games' : 'bonuses/games'),
    rules: root + (offers ? 'bonuses-offers/rules' : 'bonuses/rules'),
    bonus: (slug: string, partner: string | null) =>
      root + (partner ? (offers ? 'bonus-partner/' : 'bonus/partner/') : (offers ? 'bonus-offer/' : 'bonus/')) + slug,
  };
}

/** The bonus section's tabs: every bonus, the casino (games) bonuses, the rules. */
export function BonusTabs() {
  const { t } = useTranslation('bonuses');
  const paths = useBonusPaths();
  return (
    <nav aria-label={t('tabs.label')}>
      <ul className={styles.tabs}>
        {([['list', paths.list], ['games', paths.games], ['rules', paths.rules]] as const).map(([key, to]) => (
          <li key={key}><NavLink className={contentStyles.chip} to={to} end>{t(`tabs.${key}`)}</NavLink></li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An amount the operator set in euros as money in the player's account currency, as the server credits it (euros
 * for a visitor, who has no account).
 */
export function useEuroMoney(): (eur: number) => string {
  const { lang } = useLanguage();
  const currency = useObservableEagerState(useServices().accounts.active$)?.iso ?? 'EUR';
  return (eur) => formatMinor(eurToMinor(eur, currency), currency, lang);
}

/** A campaign day (YYYY-MM-DD, UTC) in the reader's language: noon UTC is the same day in every time zone. */
export const formatDay = (day: string, lang: string) => formatDateTime(`${day}T12:00:00Z`, lang, undefined, 'longDate');

/**
 * A list page's offers as cards (bonuses, promotions, partners), after the notice of a list shown in English. Dated
 * offers run first; a past one stays listed, marked, for those who look for it.
 */
export function OfferCards<T extends { slug: string; status?: OfferStatus }>({ list, testId, children }: {
  list: { items: readonly T[]; lang: string; fallback: boolean };
  testId: string;
  children: (item: T) => ReactNode;
}) {
  const items = [...list.items].sort((a, b) => Number(a.status === 'ended') - Number(b.status === 'ended'));
  return (
    <>
      <FallbackNotice shown={list} />
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.slug}>
            <article className={styles.offer} data-testid={testId} data-slug={item.slug}>{children(item)}</article>
          </li>
        ))}
      </ul>
    </>
  );
}

export function StatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('bonuses');
  return <span className={styles.status} data-status={status} data-testid="offer-status">{t(`status.${status}`)}</span>;
}

/** The terms of a bonus as facts: amount, wagering, days, minimum odds, section and the period it runs. */
export function BonusFacts({ terms }: { terms: BonusTerms }) {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const euros = useEuroMoney();
  const facts: Array<[string, string]> = [
    [t('facts.amount'), euros(terms.amountEur)],
    [t('facts.wager'), t('facts.wagerValue', { wager: terms.wager, total: euros(terms.amountEur * terms.wager) })],
    [t('facts.lifetime'), formatNumber(terms.lifetimeDays, lang)],
    [t('facts.minOdds'), terms.minOdds === null ? t('facts.anyOdds') : formatNumber(terms.minOdds, lang, 2)],
    [t('facts.section'), t(`sections.${terms.section}`)],
    [t('facts.period'), t('facts.periodValue', { from: formatDay(terms.startsAt, lang), to: formatDay(terms.endsAt, lang) })],
  ];
  return (
    <dl className={styles.facts} data-testid="bonus-facts">
      {facts.map(([k, val]) => <div key={k}><dt>{k}</dt><dd>{val}</dd></div>)}
    </dl>
  );
}
