import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { Loaded } from '../../../ui/Loaded';
import { PageNotFoundError } from '../../../routing/not-found';
import { useCasinoCall } from '../use-casino';
import styles from '../casino.module.css';

/**
 * bonus/casino (the casino promotions), bonus/casino/{id} and bonus/casino/promotions/{id} (a promotion's landing),
 * casino/slot-first-deposit (R11, when the server does not send it on with its 301). An unknown id is the 404 page.
 */
export function CasinoBonusPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const { id } = useParams();
  const { pathname } = useLocation();
  const wanted = id ?? (pathname.endsWith('slot-first-deposit') ? 'slot-first-deposit' : null);
  const promos = useCasinoCall((c) => c.promos$(), []);
  return (
    <CasinoShell lang={lang}>
      <Loaded ns="casino" state={promos}>
        {(list) => {
          if (wanted === null) {
            return (
              <>
                <CasinoSeo title={t('promos.title')} description={t('promos.description')} />
                <h1 className={styles.pageTitle}>{t('promos.title')}</h1>
                <div className={styles.cards}>
                  {list.map((p) => (
                    <article key={p.id} className={styles.card} data-testid="casino-promo">
                      <h2 className={styles.rowTitle}>{p.title}</h2>
                      <p>{p.text}</p>
                      <Link className={styles.rowAll} to={`/${lang}/bonus/casino/promotions/${p.id}`}>{t('promos.more')}</Link>
                    </article>
                  ))}
                </div>
              </>
            );
          }
          const promo = list.find((p) => p.id === wanted);
          if (!promo) throw new PageNotFoundError(`promotion ${wanted}`);
          return (
            <section className={styles.hero}>
              <CasinoSeo title={promo.title} description={promo.text} />
              <h1>{promo.title}</h1>
              <p>{promo.text}</p>
              <Link className={styles.heroCta} to={`/${lang}/slots`}>{t('lobby.heroCta')}</Link>
            </section>
          );
        }}
      </Loaded>
    </CasinoShell>
  );
}
