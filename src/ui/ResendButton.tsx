import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';

// Not in the ui index: only lazy pages send codes, and the index is part of the home page's entry chunk.

/** A wait as m:ss, or h:mm:ss from an hour on. */
export function formatWait(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(total % 60)}` : `${minutes}:${two(total % 60)}`;
}

/** A send button that waits (issue 20 #7): while `waitSec` is above 0 it is off and counts down to when it works again. */
export function ResendButton({ waitSec, disabled, children, ...rest }: ButtonProps & { waitSec: number }) {
  const { t } = useTranslation('common');
  const waiting = waitSec > 0;
  return (
    <Button {...rest} disabled={disabled || waiting} data-wait-sec={waitSec}>
      {waiting ? t('resend.wait', { time: formatWait(waitSec) }) : children}
    </Button>
  );
}
