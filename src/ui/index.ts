export { Button, type ButtonProps } from './Button';
export { LinkButton, type LinkButtonProps } from './LinkButton';
export { buttonClassName, type ButtonLook, type ButtonSize, type ButtonVariant } from './button-class';
export { Card } from './Card';
export { Logo, wordmarkWidth } from './Logo';
export { VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden';
export * from './icons';
