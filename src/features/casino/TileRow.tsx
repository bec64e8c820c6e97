import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './casino.module.css';

/**
 * A horizontal row of tiles that scrolls without a visible scrollbar: by swipe or trackpad, and by its arrow buttons,
 * a row's width at a time (at once when the page asks for less motion).
 */
export function TileRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation('casino');
  const tiles = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = tiles.current;
    if (!el) return;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <div className={styles.rowScroller}>
      <button type="button" className={styles.rowArrow} data-direction="back" aria-label={t('frame.scrollBack')} onClick={() => scroll(-1)} data-testid="row-back">‹</button>
      <div ref={tiles} className={styles.rowTiles} data-testid="row-tiles">{children}</div>
      <button type="button" className={styles.rowArrow} data-direction="on" aria-label={t('frame.scrollOn')} onClick={() => scroll(1)} data-testid="row-on">›</button>
    </div>
  );
}
