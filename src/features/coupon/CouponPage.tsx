import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../hooks/services-context';
import { CouponBody } from './CouponBody';
import { CouponCode } from './CouponCode';
import { CouponSettings } from './CouponSettings';
import styles from './coupon.module.css';
import slip from './slip.module.css';

/** The coupon page (R07): the slip at full width, coupon codes and the coupon settings. T24: the reminder closes here. */
export function CouponPage() {
  // The panel's title is in couponPanel (nsMode fallback: coupon first, then couponPanel).
  const { t } = useTranslation(['coupon', 'couponPanel'], { nsMode: 'fallback' });
  const { coupon } = useServices();
  useEffect(() => {
    coupon.setCouponPageOpen(true);
    return () => coupon.setCouponPageOpen(false);
  }, [coupon]);
  return (
    <div className={slip.page} data-testid="coupon-page">
      <h1 className={slip.pageTitle}>{t('page.title')}</h1>
      <div className={slip.pageGrid}>
        <section className={styles.pageCard} aria-label={t('title')}>
          <CouponBody variant="page" />
        </section>
        <div className={slip.pageSide}>
          <section className={styles.pageCard}>
            <CouponCode />
          </section>
          <section className={styles.pageCard}>
            <CouponSettings />
          </section>
        </div>
      </div>
    </div>
  );
}
