import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { PARTNER_SECTIONS } from '../../../../streams/schemas/offers';
import { Crumbs } from '../ContentKit';
import { OfferCards } from '../offer-kit';
import { PageNotFoundError } from '../../../routing/not-found';
import { Loaded } from '../../../ui/Loaded';
import { ContentSeo } from '../ContentSeo';
import { SafeHtml } from '../SafeHtml';
import { useContentCall } from '../use-content';
import contentStyles from '../content.module.css';
import styles from '../offers.module.css';

// ourpartners/{section?} (R13): the operator's partners (clubs, media, studios, payments), by section.

export function PartnersPage() {
  const { t } = useTranslation('bonuses');
  const { lang } = useLanguage();
  const { section } = useParams();
  if (section !== undefined && !(PARTNER_SECTIONS as readonly string[]).includes(section)) throw new PageNotFoundError('partner section');
  const list = useContentCall((api) => api.partners$(lang, section), [lang, section]);
  const title = section ? t('partners.sectionTitle', { section: t(`partners.sections.${section}`) }) : t('partners.title');
  return (
    <section className={styles.page} data-testid="partners-list" aria-labelledby="partners-title">
      <ContentSeo title={title} description={t('partners.description')} />
      <div>
        <Crumbs items={[{ to: `/${lang}/`, label: t('crumbs.home') }, { label: title }]} />
        <h1 id="partners-title" className={contentStyles.title}>{title}</h1>
        <p className={contentStyles.lead}>{t('partners.lead')}</p>
        <nav aria-label={t('partners.sectionsLabel')}>
          <ul className={styles.tabs}>
            <li><NavLink className={contentStyles.chip} to={`/${lang}/ourpartners`} end>{t('partners.all')}</NavLink></li>
            {PARTNER_SECTIONS.map((s) => <li key={s}><NavLink className={contentStyles.chip} to={`/${lang}/ourpartners/${s}`}>{t(`partners.sections.${s}`)}</NavLink></li>)}
            <li><NavLink className={contentStyles.chip} to={`/${lang}/partners`}>{t('partners.programme')}</NavLink></li>
          </ul>
        </nav>
      </div>
      <Loaded ns="content" state={list}>
        {(l) => (
          <OfferCards list={l} testId="partner-card">
            {(p) => (
              <>
                <span className={styles.status}>{t(`partners.sections.${p.terms.section}`)}</span>
                <h2>{p.title}</h2>
                <p className={styles.summary}>{p.summary}</p>
                <SafeHtml html={p.html} testId="partner-body" />
                <a href={p.terms.url} target="_blank" rel="noopener noreferrer">{t('partners.visit', { name: p.title })}</a>
              </>
            )}
          </OfferCards>
        )}
      </Loaded>
    </section>
  );
}
