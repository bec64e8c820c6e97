import type { ComponentProps } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for screen readers only (labels, live-region context). */
export function VisuallyHidden({ className, ...rest }: ComponentProps<'span'>) {
  return <span className={className ? `${styles.hidden} ${className}` : styles.hidden} {...rest} />;
}

export const visuallyHiddenClass = styles.hidden;
