import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Square button holding only an icon; give it an aria-label. */
  iconOnly?: boolean;
}

/** The class list shared by <Button> and <LinkButton>, so a link can look like a button and stay a link. */
export function buttonClassName({ variant = 'secondary', size = 'md', iconOnly = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], size !== 'md' && styles[size], iconOnly && styles.iconOnly, extra]
    .filter(Boolean)
    .join(' ');
}
