import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonLook } from './button-class';

export type ButtonProps = ComponentProps<'button'> & ButtonLook;

/** A real <button>; type defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, iconOnly, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, iconOnly }, className)} {...rest} />;
}
