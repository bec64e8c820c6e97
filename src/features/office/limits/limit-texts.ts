import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../../streams/core/http';
import { minorToMajor } from '../../../../streams/schemas/money';
import { errorCodeOf, type ActionState } from '../../../hooks/use-action';
import { formatMoney, formatNumber } from '../../../ui/format';

// The wording of limits: the kinds' names and E03's success and failure texts (the server's title when it is one
// of the responsible_gaming_* keys, else ours; a failed save reads as FORBIDDEN unless the server says more).

/** The window of a money kind: 1, 10, 20 -> 24 h; 2, 11, 21 -> 7 d; 3, 12, 22 -> 30 d. */
export const windowKey = (type: number) => (['day', 'week', 'month'] as const)[type < 10 ? type - 1 : type % 10] ?? 'day';

export function useMoneyText() {
  return (minor: number, currency: string, lang: string) => formatMoney(minorToMajor(minor, currency), currency, lang);
}

/** E03: the outcome of a limit action in the user's language. */
export function useOutcomeText() {
  const { t } = useTranslation('limits');
  return {
    done: (title: string | undefined, fallbackKey: string) =>
      title && title.startsWith('responsible_gaming_') ? t(title, { defaultValue: t(fallbackKey) }) : t(fallbackKey),
    failed: (state: ActionState<unknown>, fallbackKey: string) => {
      if (state.status !== 'error') return null;
      const err = state.error;
      if (err instanceof HttpError && err.kind === 'network') return t('errors.network');
      const code = errorCodeOf(err) ?? 'FORBIDDEN';
      return t(`errors.${code}`, { defaultValue: t(fallbackKey) });
    },
    /** A confirm or reject that failed: the server's reason when it names one, else the action's own text (E03). */
    actionFailed: (state: ActionState<unknown>, fallbackKey: string) => {
      if (state.status !== 'error') return null;
      const err = state.error;
      if (err instanceof HttpError && err.kind === 'network') return t('errors.network');
      const code = errorCodeOf(err);
      return code ? t(`errors.${code}`, { defaultValue: t(fallbackKey) }) : t(fallbackKey);
    },
  };
}

export type TimeUnit = 'hour' | 'minute' | 'day';

/**
 * Durations in the page's language: "7 days", "7 дней", "7 күн", by the locale files' plural forms (a browser without
 * a language's data would write Intl's units in English), the count formatted as the page's numbers ("3 650").
 */
export function useDurationText() {
  const { t, i18n } = useTranslation('limits');
  const unitText = (value: number, unit: TimeUnit) => t(`durations.${unit}`, { count: value, n: formatNumber(value, i18n.language) });
  return {
    unitText,
    /** A duration in hours and minutes ("1 hour 15 minutes"), the minutes left out when there are none. */
    durationText: (totalMinutes: number) => {
      const hours = Math.floor(totalMinutes / 60);
      const minutes = totalMinutes % 60;
      if (hours === 0) return unitText(minutes, 'minute');
      return minutes === 0 ? unitText(hours, 'hour') : `${unitText(hours, 'hour')} ${unitText(minutes, 'minute')}`;
    },
  };
}
