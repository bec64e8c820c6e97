import { useTranslation } from 'react-i18next';
import { refusalParamsOf, type RefusalParams } from '../../streams/schemas/api-error';
import { HttpError } from '../../streams/core/http';
import { formatDateTime, formatMinor } from '../ui/format';
import { useClock } from './use-clock';
import { useLang } from './use-language';

/**
 * The words a server refusal's parameters add to its translated message (issue 24): when the closed door opens, in
 * the player's language, time zone and clock, and what is left of a limit in its currency. null when it has none.
 */
export function useRefusalText(): (refusal: unknown) => string | null {
  const { t } = useTranslation();
  const clock = useClock();
  const lang = useLang();
  return (refusal) => {
    // An error of a call (its answer's parameters), or parameters a stream kept (the coupon's error).
    const params: RefusalParams | null = refusal instanceof HttpError ? refusalParamsOf(refusal.body) : (refusal as RefusalParams | null | undefined) ?? null;
    if (params === null) return null;
    const lines: string[] = [];
    if (params.until !== undefined) lines.push(t('refusal.until', { date: formatDateTime(params.until, lang, clock) }));
    if (params.leftMinor !== undefined && params.currency !== undefined) lines.push(t('refusal.left', { amount: formatMinor(params.leftMinor, params.currency, lang) }));
    return lines.length > 0 ? lines.join(' ') : null;
  };
}
