import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { formatMinor } from '../../ui/format';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';

/**
 * The empty coupon: its title, the hint, and the one-click stake when one-click is on. Its own module, so the panel
 * on every page shows it without the slip's code (CouponBody, loaded when the first bet comes in), which shows the
 * same component when its coupon empties. `children` come first (the slip's one-click confirmation).
 */
export function CouponEmpty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('couponPanel');
  const { state } = useCoupon();
  const { lang } = useLanguage();
  return (
    <div className={styles.empty}>
      {children}
      <p className={styles.emptyTitle}>{t('empty.title')}</p>
      <p className={styles.muted}>{t('empty.hint')}</p>
      {state.settings.isActiveOneClick && <p className={styles.oneClickOn}>{t('oneClick.activeHint', { amount: formatMinor(state.settings.oneClickAmount, state.currency, lang) })}</p>}
    </div>
  );
}
