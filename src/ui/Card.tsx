import type { ComponentProps, ElementType } from 'react';
import styles from './Card.module.css';

type CardProps = ComponentProps<'div'> & {
  /** The element to render: 'section' or 'article' when the card is a landmark of its own. */
  as?: Extract<ElementType, 'div' | 'section' | 'article' | 'aside'>;
  flat?: boolean;
  compact?: boolean;
};

/** A panel on the dark background. */
export function Card({ as: Tag = 'div', flat = false, compact = false, className, ...rest }: CardProps) {
  const cls = [styles.card, flat && styles.flat, compact && styles.compact, className].filter(Boolean).join(' ');
  return <Tag className={cls} {...rest} />;
}
