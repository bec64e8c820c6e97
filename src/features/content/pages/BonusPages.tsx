import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { Crumbs } from '../ContentKit';
import { PageNotFoundError } from '../../../routing/not-found';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { BonusDetails } from '../BonusDetails';
import { BonusTabs, OfferCards, StatusBadge, useBonusPaths, useEuroMoney } from '../offer-kit';
import { useContentCall } from '../use-content';
import { InfoPage } from './InfoPage';
import contentStyles from '../content.module.css';
import styles from '../offers.module.css';

// The bonus pages of R12: bonuses (every bonus), bonuses/games (the casino's), bonuses/rules, bonus/{id} and
// bonus/partner/{id}, and their "offers" twins (more-routes.tsx picks the variant by promoBonusToOffer and redirects
// the other). A bonus id that is not a bonus of that kind (a partner's under bonus/{id}, or the reverse) is the 404.

/** bonuses and bonuses/games (and the offers twins): the running and past bonuses, each with its terms. */
export function BonusListPage() {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const games = /\/(bonuses\/games|bonuses-games)\/?$/.test(useLocation().pathname);
  const paths = useBonusPaths();
  const euros = useEuroMoney();
  const list = useContentCall((api) => api.bonuses$(lang, games ? 'casino' : undefined), [lang, games]);
  const title = t(games ? 'list.gamesTitle' : 'list.title');
  return (
    <section className={styles.page} data-testid="bonus-list" aria-labelledby="bonus-list-title">
      <ContentSeo title={title} description={t(games ? 'list.gamesDescription' : 'list.description')} />
      <div>
        <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { label: title }]} />
        <div className={styles.head}>
          <h1 id="bonus-list-title" className={contentStyles.title}>{title}</h1>
          <BonusTabs />
        </div>
        <p className={contentStyles.lead}>{t(games ? 'list.gamesLead' : 'list.lead')}</p>
      </div>
      <Loaded ns="content" state={list}>
        {(l) => (
          <OfferCards list={l} testId="bonus-card">
            {(b) => (
              <>
                <StatusBadge status={b.status} />
                <span className={styles.amount}>{euros(b.terms.amountEur)}</span>
                <h2><Link to={paths.bonus(b.slug, b.terms.partner)}>{b.title}</Link></h2>
                <p className={styles.summary}>{b.summary}</p>
                <p className={styles.summary}>{t('list.wager', { wager: b.terms.wager, days: b.terms.lifetimeDays })}</p>
              </>
            )}
          </OfferCards>
        )}
      </Loaded>
    </section>
  );
}

/** bonuses/rules (and bonuses-offers/rules): the general bonus terms, a page of the store. */
export function BonusRulesPage() {
  return <InfoPage slug="bonus-rules" side={<BonusTabs />} />;
}

/** bonus/{id}, bonus/partner/{id} and the offers twins: a bonus with its terms, its text and "take the bonus". */
export function BonusPage() {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const { id = '' } = useParams();
  const partnerRoute = /\/(bonus\/partner|bonus-partner)\//.test(useLocation().pathname);
  const paths = useBonusPaths();
  const bonus = useContentCall((api) => api.bonus$(lang, id), [lang, id]);
  return (
    <section className={styles.page}>
      <Loaded ns="content" state={bonus}>
        {(b) => {
          if ((b.terms.partner !== null) !== partnerRoute) throw new PageNotFoundError('bonus');
          return (
            <article className={contentStyles.article} data-testid="bonus-page" data-slug={b.slug}>
              <ContentSeo title={b.title} description={b.summary} noindex={b.fallback} />
              <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { to: paths.list, label: t('list.title') }, { label: b.title }]} />
              <StatusBadge status={b.status} />
              <h1 className={contentStyles.title}>{b.title}</h1>
              <p className={contentStyles.lead}>{b.summary}</p>
              <BonusDetails bonus={b} />
            </article>
          );
        }}
      </Loaded>
    </section>
  );
}
