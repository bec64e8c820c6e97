import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconClose } from '../../ui';
import { useLanguage } from '../../hooks/use-language';
import {
  binomial,
  bonusCoefFor,
  clampSystemValue,
  isBonusEligible,
  settleCoupon,
  type CouponTypeId,
  type SelectionResult,
} from '../../../streams/schemas/coupon-math';
import { parseAmountInput } from '../../../streams/schemas/coupon-amount-input';
import { currencySymbol } from '../../ui/currency-symbol';
import { formatMinor } from '../../ui/format';
import { useCoupon } from './use-coupon';
import styles from './coupon.module.css';
import slip from './slip.module.css';

interface Row {
  id: number;
  coef: string;
  result: SelectionResult;
  isBanker: boolean;
}

const TYPES: Exclude<CouponTypeId, 9>[] = [0, 1, 2, 4];
const RESULTS: SelectionResult[] = ['won', 'lost', 'void', 'open'];

/**
 * The betting calculator (R20): what a single, express, system or anti-express pays for given odds and results,
 * computed by settleCoupon, the very function the server settles bets with.
 */
export function BettingCalculatorPage() {
  const { t } = useTranslation('coupon');
  const { lang } = useLanguage();
  const { state } = useCoupon();
  const currency = state.currency;
  const [typeId, setTypeId] = useState<Exclude<CouponTypeId, 9>>(1);
  const [stake, setStake] = useState('100');
  const [systemValue, setSystemValue] = useState(2);
  const [withBonus, setWithBonus] = useState(true);
  const [rows, setRows] = useState<Row[]>([
    { id: 1, coef: '1.5', result: 'won', isBanker: false },
    { id: 2, coef: '2', result: 'won', isBanker: false },
    { id: 3, coef: '1.8', result: 'won', isBanker: false },
  ]);

  const used = typeId === 0 ? rows.slice(0, 1) : rows;
  const coefs = used.map((r) => (parseAmountInput(r.coef, 'KWD') ?? 0) / 1000);
  const badRows = new Set(used.filter((_, i) => coefs[i]! < 1).map((r) => r.id));
  const stakeMinor = parseAmountInput(stake, currency);
  const nonBankers = used.filter((r) => !(typeId === 2 && r.isBanker)).length;
  const sys = clampSystemValue(systemValue, nonBankers);
  const eligible = isBonusEligible(typeId, coefs.map((coef) => ({ coef, kind: 1 })), true);
  const minRows = typeId === 0 ? 1 : typeId === 2 ? 3 : 2;
  const ready = stakeMinor !== null && stakeMinor > 0 && badRows.size === 0 && used.length >= minRows && (typeId !== 2 || nonBankers >= 3);
  const outcome = ready
    ? settleCoupon({
      typeId,
      stakeMinor: stakeMinor!,
      systemValue: sys,
      withBonus: typeId === 1 && withBonus && eligible,
      selections: used.map((r, i) => ({ coef: coefs[i]!, result: r.result, isBanker: typeId === 2 && r.isBanker })),
    })
    : null;

  const update = (id: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.id === id ? { ...r, ...patch } : r)));

  return (
    <div className={slip.page} data-testid="betting-calculator">
      <h1 className={slip.pageTitle}>{t('calc.title')}</h1>
      <p className={styles.muted}>{t('calc.intro')}</p>
      <div className={slip.pageGrid}>
        <section className={styles.pageCard}>
          <div className={slip.types} role="radiogroup" aria-label={t('type.label')}>
            {TYPES.map((id) => (
              <button key={id} type="button" role="radio" aria-checked={typeId === id} className={`${slip.typeButton} ${typeId === id ? slip.typeActive : ''}`} onClick={() => setTypeId(id)}>
                {t(`type.${id}`)}
              </button>
            ))}
          </div>
          <table className={styles.table}>
            <thead>
              <tr><th>#</th><th>{t('calc.coef')}</th><th>{t('calc.result')}</th>{typeId === 2 && <th>{t('system.banker')}</th>}<th /></tr>
            </thead>
            <tbody>
              {used.map((r, i) => (
                <tr key={r.id}>
                  <td>{i + 1}</td>
                  <td>
                    <input
                      className={styles.amountInput}
                      inputMode="decimal"
                      aria-label={t('calc.coefOf', { n: i + 1 })}
                      aria-invalid={badRows.has(r.id) || undefined}
                      value={r.coef}
                      onChange={(e) => update(r.id, { coef: e.target.value })}
                    />
                  </td>
                  <td>
                    <select aria-label={t('calc.resultOf', { n: i + 1 })} value={r.result} onChange={(e) => update(r.id, { result: e.target.value as SelectionResult })}>
                      {RESULTS.map((res) => <option key={res} value={res}>{t(`result.${res}`)}</option>)}
                    </select>
                  </td>
                  {typeId === 2 && (
                    <td><input type="checkbox" aria-label={t('calc.bankerOf', { n: i + 1 })} checked={r.isBanker} onChange={() => update(r.id, { isBanker: !r.isBanker })} /></td>
                  )}
                  <td>
                    {typeId !== 0 && rows.length > 1 && (
                      <button type="button" className={styles.remove} aria-label={t('calc.removeRow', { n: i + 1 })} onClick={() => setRows((rs) => rs.filter((x) => x.id !== r.id))}>
                        <IconClose size={14} />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {typeId !== 0 && rows.length < 20 && (
            <Button size="sm" variant="outline" onClick={() => setRows((rs) => [...rs, { id: Math.max(0, ...rs.map((r) => r.id)) + 1, coef: '2', result: 'won', isBanker: false }])}>
              {t('calc.addRow')}
            </Button>
          )}
          {badRows.size > 0 && <p className={styles.fieldError} role="alert">{t('calc.badCoef')}</p>}
        </section>
        <section className={styles.pageCard}>
          <label className={styles.amountLabel} htmlFor="calc-stake">{t('calc.stake', { currency: currencySymbol(currency, lang) })}</label>
          <input id="calc-stake" className={styles.amountInput} inputMode="decimal" value={stake} aria-invalid={stakeMinor === null || undefined} onChange={(e) => setStake(e.target.value)} />
          {stakeMinor === null && <p className={styles.fieldError} role="alert">{t('amount.invalid', { currency: currencySymbol(currency, lang) })}</p>}
          {typeId === 2 && nonBankers >= 3 && (
            <label className={styles.systemLabel}>
              {t('system.label')}
              <select value={sys} onChange={(e) => setSystemValue(Number(e.target.value))}>
                {Array.from({ length: nonBankers - 2 }, (_, i) => i + 2).map((k) => (
                  <option key={k} value={k}>{t('calc.systemOption', { value: k, of: nonBankers, combo: binomial(nonBankers, k) })}</option>
                ))}
              </select>
            </label>
          )}
          {typeId === 1 && (
            <label className={slip.check}>
              <input type="checkbox" checked={withBonus} onChange={() => setWithBonus(!withBonus)} />
              {eligible ? t('calc.bonus', { coef: bonusCoefFor(used.length) }) : t('calc.bonusNotEligible')}
            </label>
          )}
          {typeId === 2 && nonBankers < 3 && <p className={styles.muted}>{t('calc.systemNeeds')}</p>}
          {outcome && (
            <dl className={slip.printFacts} data-testid="calc-result" data-status={outcome.status}>
              <dt>{t('calc.status')}</dt><dd>{t(`status.${outcome.status}`)}</dd>
              <dt>{t('calc.payout')}</dt><dd data-testid="calc-payout">{formatMinor(outcome.payoutMinor, currency, lang)}</dd>
              <dt>{t('calc.profit')}</dt><dd>{formatMinor(outcome.payoutMinor - stakeMinor!, currency, lang)}</dd>
              {outcome.status !== 'open' && outcome.status !== 'lost' && <><dt>{t('calc.effectiveCoef')}</dt><dd>{outcome.coef.toFixed(3)}</dd></>}
              {outcome.bonusCoef > 1 && <><dt>{t('calc.bonusApplied')}</dt><dd>{outcome.bonusCoef}</dd></>}
            </dl>
          )}
        </section>
      </div>
    </div>
  );
}
