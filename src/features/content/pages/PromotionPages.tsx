import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { LinkButton } from '../../../ui';
import type { PromotionTerms } from '../../../../streams/schemas/offers';
import { Crumbs, FallbackNotice } from '../ContentKit';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { formatDay, OfferCards, StatusBadge, useBonusPaths, useEuroMoney } from '../offer-kit';
import { useContentCall } from '../use-content';
import contentStyles from '../content.module.css';
import styles from '../offers.module.css';

// Promotions (R13): promo (every promotion, running first) and promotions/{promotionId} (fastgames-daily-tournament
// redirects to its promotion). A promotion may offer a bonus: its page links to the bonus, taken there.

function PromotionFacts({ terms }: { terms: PromotionTerms }) {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const euros = useEuroMoney();
  return (
    <dl className={styles.facts}>
      <div><dt>{t('facts.period')}</dt><dd>{t('facts.periodValue', { from: formatDay(terms.startsAt, lang), to: formatDay(terms.endsAt, lang) })}</dd></div>
      <div><dt>{t('facts.section')}</dt><dd>{t(`sections.${terms.section}`)}</dd></div>
      {terms.prizePoolEur !== null && <div><dt>{t('facts.prizePool')}</dt><dd>{euros(terms.prizePoolEur)}</dd></div>}
    </dl>
  );
}

export function PromoPage() {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const list = useContentCall((api) => api.promotions$(lang), [lang]);
  const intro = useContentCall((api) => api.page$(lang, 'promo'), [lang]);
  return (
    <section className={styles.page} data-testid="promo-list" aria-labelledby="promo-title">
      <div>
        <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { label: t('promo.title') }]} />
        <h1 id="promo-title" className={contentStyles.title}>{t('promo.title')}</h1>
        <Loaded ns="content" state={intro}>
          {(p) => (
            <>
              <ContentSeo title={p.title} description={p.description} noindex={p.fallback} />
              <SafeHtml html={p.html} />
            </>
          )}
        </Loaded>
      </div>
      <Loaded ns="content" state={list}>
        {(l) => (
          <OfferCards list={l} testId="promotion-card">
            {(p) => (
              <>
                <StatusBadge status={p.status} />
                <h2><Link to={`/${lang}/promotions/${p.slug}`}>{p.title}</Link></h2>
                <p className={styles.summary}>{p.summary}</p>
                <PromotionFacts terms={p.terms} />
              </>
            )}
          </OfferCards>
        )}
      </Loaded>
    </section>
  );
}

export function PromotionPage() {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const { promotionId = '' } = useParams();
  const paths = useBonusPaths();
  const promotion = useContentCall((api) => api.promotion$(lang, promotionId), [lang, promotionId]);
  return (
    <section className={styles.page}>
      <Loaded ns="content" state={promotion}>
        {(p) => (
          <article className={contentStyles.article} data-testid="promotion-page" data-slug={p.slug}>
            <ContentSeo title={p.title} description={p.summary} noindex={p.fallback} />
            <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { to: `/${lang}/promo`, label: t('promo.title') }, { label: p.title }]} />
            <StatusBadge status={p.status} />
            <h1 className={contentStyles.title}>{p.title}</h1>
            <p className={contentStyles.lead}>{p.summary}</p>
            <FallbackNotice shown={p} />
            <PromotionFacts terms={p.terms} />
            {p.terms.bonus !== null && p.status !== 'ended' && (
              <div className={styles.take}>
                <p>{t('promo.withBonus')}</p>
                <div className={styles.actions}>
                  <LinkButton to={paths.bonus(p.terms.bonus, null)} variant="primary" data-testid="promotion-bonus">{t('promo.toBonus')}</LinkButton>
                </div>
              </div>
            )}
            <SafeHtml html={p.html} />
          </article>
        )}
      </Loaded>
    </section>
  );
}
