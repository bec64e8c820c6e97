import styles from './Snow.module.css';

/**
 * Optional snow on the home page (R02, config.features.snow): pure CSS, two layers of flakes drawn with
 * gradients and moved with transform only (compositor work, no layout), off for prefers-reduced-motion,
 * invisible to assistive technology and to the pointer.
 */
export function Snow() {
  return (
    <div className={styles.snow} aria-hidden="true" data-snow="">
      <div className={`${styles.layer} ${styles.near}`} />
      <div className={`${styles.layer} ${styles.far}`} />
    </div>
  );
}
