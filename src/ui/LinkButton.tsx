import { Link, type LinkProps } from 'react-router-dom';
import { buttonClassName, type ButtonLook } from './button-class';

export type LinkButtonProps = LinkProps & ButtonLook;

/** A router link styled as a button: navigation stays a link (right-click, open in new tab, crawlable). */
export function LinkButton({ variant, size, iconOnly, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ variant, size, iconOnly }, className)} {...rest} />;
}
