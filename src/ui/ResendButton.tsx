import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './Button';
import { formatWait } from './format';

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
