import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { Loaded } from '../../../ui/Loaded';
import { PageNotFoundError } from '../../../routing/not-found';
import { useCasinoCall } from '../use-casino';
import styles from '../casino.module.css';

// The casino's bonus pages (R08, R11): bonus/casino lists the casino bonuses and the casino's promotions;
// bonus/casino/{id} is a casino bonus's landing and casino/slot-first-deposit the first-deposit one (when the server
// does not send the bonus page there with its 301); bonus/casino/promotions/{id} is a promotion with the bonus it
// offers. The bonuses are the content store's, shown by the content feature's views (terms, wagering, "take"), which
// the app hands in (src/app/routing/casino-guests.ts). Unknown ids are the 404 page.

/** The content feature's casino bonus views (src/features/content/CasinoOffers.tsx). */
export interface CasinoOfferViews {
  BonusList: ComponentType<{ pathOf: (slug: string) => string }>;
  Bonus: ComponentType<{ slug: string; title?: string; text?: string }>;
}

/** The R11 first-deposit bonus has the casino's own path; every other casino bonus lives under bonus/casino. */
const FIRST_DEPOSIT_SLUG = 'slot_first_deposit';

/** bonus/casino: the casino bonuses, then the promotions. */
export function CasinoPromosPage({ offers }: { offers: CasinoOfferViews }) {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const promos = useCasinoCall((c) => c.promos$(), []);
  const pathOf = (slug: string) => `/${lang}/${slug === FIRST_DEPOSIT_SLUG ? 'casino/slot-first-deposit' : `bonus/casino/${slug}`}`;
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('promos.title')} description={t('promos.description')} />
      <h1 className={styles.pageTitle}>{t('promos.title')}</h1>
      <p>{t('casinoBonuses.lead')}</p>
      <section className={styles.row} aria-labelledby="casino-bonuses">
        <h2 id="casino-bonuses" className={styles.rowTitle}>{t('casinoBonuses.bonuses')}</h2>
        <offers.BonusList pathOf={pathOf} />
      </section>
      <section className={styles.row} aria-labelledby="casino-promotions">
        <h2 id="casino-promotions" className={styles.rowTitle}>{t('casinoBonuses.promotions')}</h2>
        <Loaded ns="casino" state={promos}>
          {(list) => (
            <div className={styles.cards}>
              {list.map((p) => (
                <article key={p.id} className={styles.card} data-testid="casino-promo">
                  <h3 className={styles.rowTitle}>{p.title}</h3>
                  <p>{p.text}</p>
                  <Link className={styles.rowAll} to={`/${lang}/bonus/casino/promotions/${p.id}`}>{t('promos.more')}</Link>
                </article>
              ))}
            </div>
          )}
        </Loaded>
      </section>
      <Link className={styles.rowAll} to={`/${lang}/bonus/casino/tournaments`}>{t('casinoBonuses.tournaments')}</Link>
    </CasinoShell>
  );
}

/** bonus/casino/{id} and casino/slot-first-deposit: a casino bonus with its terms and "take". */
export function CasinoBonusPage({ offers }: { offers: CasinoOfferViews }) {
  const { lang } = useLanguage();
  const { id = FIRST_DEPOSIT_SLUG } = useParams();
  return <CasinoShell lang={lang}><offers.Bonus slug={id} /></CasinoShell>;
}

/** bonus/casino/promotions/{id}: a casino promotion and the bonus it offers, or where its reward is followed. */
export function CasinoPromotionPage({ offers }: { offers: CasinoOfferViews }) {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const { id = '' } = useParams();
  const promos = useCasinoCall((c) => c.promos$(), []);
  return (
    <CasinoShell lang={lang}>
      <Loaded ns="casino" state={promos}>
        {(list) => {
          const promo = list.find((p) => p.id === id);
          if (!promo) throw new PageNotFoundError(`promotion ${id}`);
          if (promo.bonus !== null) return <offers.Bonus slug={promo.bonus} title={promo.title} text={promo.text} />;
          return (
            <article className={styles.card} data-testid="casino-promotion">
              <CasinoSeo title={promo.title} description={promo.text} />
              <h1 className={styles.pageTitle}>{promo.title}</h1>
              <p>{promo.text}</p>
              <p>{t('casinoBonuses.cashback')}</p>
              <Link className={styles.heroCta} to={`/${lang}/office/casino/vipcashback`}>{t('casinoBonuses.toCashback')}</Link>
            </article>
          );
        }}
      </Loaded>
    </CasinoShell>
  );
}
