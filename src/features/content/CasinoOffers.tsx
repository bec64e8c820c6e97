import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { PageNotFoundError } from '../../routing/not-found';
import { Loaded } from '../../ui/Loaded';
import { BonusDetails } from './BonusDetails';
import { ContentSeo } from './ContentSeo';
import { StatusBadge, useEuroMoney } from './offer-kit';
import { useContentCall } from './use-content';
import styles from './offers.module.css';

// The casino's bonuses as the casino's pages show them (R08, R11; src/app/routing/casino-guests.ts hands these to the
// casino feature): its list and one bonus with terms, wagering and "take" (BonusDetails, as on the bonus pages).

/** The casino bonuses of the content store, the site's own (a partner's has its partner page), as cards. */
export function CasinoBonusList({ pathOf }: { pathOf: (slug: string) => string }) {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const list = useContentCall((api) => api.bonuses$(lang, 'casino'), [lang]);
  const euros = useEuroMoney();
  return (
    <Loaded ns="content" state={list}>
      {(l) => (
        <ul className={styles.grid}>
          {l.items.filter((b) => b.terms.partner === null).map((b) => (
            <li key={b.slug}>
              <article className={styles.offer} data-testid="casino-bonus" data-slug={b.slug}>
                <StatusBadge status={b.status} />
                <span className={styles.amount}>{euros(b.terms.amountEur)}</span>
                <h3><Link to={pathOf(b.slug)}>{b.title}</Link></h3>
                <p className={styles.summary}>{b.summary}</p>
                <p className={styles.summary}>{t('list.wager', { wager: b.terms.wager, days: b.terms.lifetimeDays })}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </Loaded>
  );
}

/**
 * One casino bonus: under its own title, or under a promotion's (title, text) that offers it. A bonus that is not the
 * casino's own is the 404 page.
 */
export function CasinoBonusView({ slug, title, text }: { slug: string; title?: string; text?: string }) {
  const { lang } = useLanguage();
  const bonus = useContentCall((api) => api.bonus$(lang, slug), [lang, slug]);
  return (
    <Loaded ns="content" state={bonus}>
      {(b) => {
        if (b.terms.section !== 'casino' || b.terms.partner !== null) throw new PageNotFoundError(`casino bonus ${slug}`);
        return (
          <article className={styles.page} data-testid="casino-bonus-page" data-slug={b.slug}>
            <ContentSeo title={title ?? b.title} description={text ?? b.summary} noindex={b.fallback} />
            <StatusBadge status={b.status} />
            <h1>{title ?? b.title}</h1>
            <p>{text ?? b.summary}</p>
            {title !== undefined && <h2>{b.title}</h2>}
            <BonusDetails bonus={b} />
          </article>
        );
      }}
    </Loaded>
  );
}
