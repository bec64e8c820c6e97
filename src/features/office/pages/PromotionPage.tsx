import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import { PromoBodySchema } from '../../../../streams/schemas/office';
import { validateFields } from '../../../../streams/office/office-api';
import { FormMessage, Panel, TextField } from '../../../ui/forms';
import { Loaded, OfficePage, useErrorText } from '../kit';
import { errorsOf, useAction } from '../../../hooks/use-action';
import { formatDateTime } from '../../../ui/format';
import { useLang } from '../../../hooks/use-language';
import { useClock } from '../../../hooks/use-clock';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/** office/promotion: activate a promo code (points or a bonus with wagering) and the codes already used. */
export function PromotionPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const clock = useClock();
  const errorText = useErrorText();
  const { accounts } = useServices();
  const [list, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.promoList$())));
  const [code, setCode] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const [activate, activating] = useAction((c: string) => accounts.office$.pipe(switchMap((office) => office.activatePromo$(c))).pipe(tap(() => {
    setCode('');
    reload();
    accounts.refresh();
  })));
  const server = errorsOf(activating);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateFields(PromoBodySchema, { code });
    setLocal(checked.ok ? null : checked.fields['code'] ?? 'promo_format');
    if (checked.ok) activate(checked.value.code);
  };
  return (
    <OfficePage title={t('menu.promotion')} intro={t('promo.intro')} testId="office-promotion">
      <Panel title={t('promo.activate')}>
        <form className={styles.inline} onSubmit={onSubmit} noValidate>
          <TextField name="code" label={t('promo.code')} value={code} autoComplete="off" onChange={(e) => { setCode(e.target.value); setLocal(null); }}
            error={errorText(local ?? server.fields['code'])} />
          <Button type="submit" variant="primary" disabled={activating.status === 'pending'}>{t('promo.apply')}</Button>
        </form>
        {activating.status === 'done' && (
          <FormMessage done={t(`promo.got.${activating.value.rewardKind}`, { count: activating.value.rewardValue })} />
        )}
      </Panel>
      <Panel title={t('promo.used')}>
        <Loaded state={list} retry={reload}>
          {(l) => l.activations.length === 0 ? <p className={styles.muted}>{t('promo.none')}</p> : (
            <table className={styles.table}>
              <tbody>
                {l.activations.map((a) => (
                  <tr key={a.code}>
                    <td><code>{a.code}</code></td>
                    <td>{t(`promo.reward.${a.rewardKind}`, { count: a.rewardValue })}</td>
                    <td>{formatDateTime(a.activatedAt, lang, clock)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Loaded>
      </Panel>
    </OfficePage>
  );
}
