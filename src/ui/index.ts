export { Button } from './Button';
export { LinkButton } from './LinkButton';
export { Card } from './Card';
export { Logo, wordmarkWidth } from './Logo';
export { VisuallyHidden, visuallyHiddenClass } from './VisuallyHidden';
export * from './icons';
