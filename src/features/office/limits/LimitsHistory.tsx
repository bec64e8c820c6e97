import { useTranslation } from 'react-i18next';
import type { LimitHistory } from '../../../../streams/schemas/limits';
import { isMoneyKind } from '../../../../streams/schemas/limits';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useDurationText, useMoneyText } from './limit-texts';
import styles from './limits.module.css';

/** The player's changes of limits, newest first: when, which limit, what happened, to what value. */
export function LimitsHistory({ history, currency }: { history: LimitHistory; currency: string }) {
  const { t } = useTranslation('limits');
  const { unitText } = useDurationText();
  const lang = useLang();
  const clock = useClock();
  const money = useMoneyText();
  if (history.length === 0) return <p className={styles.muted}>{t('history.empty')}</p>;
  const valueText = (type: number, value: number | null) => {
    if (value === null) return '—';
    if (isMoneyKind(type)) return money(value, currency, lang);
    return unitText(value, type === 31 ? 'hour' : type === 32 ? 'minute' : 'day');
  };
  return (
    <table className={styles.table} data-testid="limits-history">
      <thead><tr><th>{t('history.when')}</th><th>{t('history.limit')}</th><th>{t('history.what')}</th><th>{t('history.value')}</th></tr></thead>
      <tbody>
        {history.map((h, i) => (
          <tr key={i}>
            <td>{formatDateTime(new Date(h.at).toISOString(), lang, clock)}</td>
            <td>{t(`kind.${h.limitType}`)}</td>
            <td>{t(`history.action.${h.action}`, { defaultValue: h.action })}</td>
            <td>{valueText(h.limitType, h.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
