import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useObservableEagerState } from 'observable-hooks';
import { useServices } from '../../../hooks/services-context';
import { Button } from '../../../ui';
import type { ConvertAccountBody } from '../../../../streams/schemas/accounts';
import { FormMessage, Panel, SelectField } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { formatMoney } from '../../../ui/format';
import { useAction } from '../../../hooks/use-action';
import { useLang } from '../../../hooks/use-language';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

/**
 * convert-account (R17, B12): what the convert status of the account data allows.
 *  - 0: not allowed (money on the main account, or nothing to convert to): says so and links the accounts;
 *  - 1: the empty main account takes another currency (the currencies the user holds no account in);
 *  - 2: one of the additional currency accounts becomes the main account.
 * The server checks the status again and refuses while payments or bets on the main account are in progress.
 */
export function ConvertAccountPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const { accounts } = useServices();
  const state = useObservableEagerState(accounts.state$);
  const [convert, converting] = useAction((body: ConvertAccountBody) => accounts.convert$(body));
  const failureText = useFailureText();
  const main = state.main;
  const done = converting.status === 'done';
  return (
    <OfficePage title={t('convert.title')} testId="convert-account">
      <Panel>
        {state.status !== 'ready' ? (
          <p className={styles.muted} aria-busy="true">{t('loading')}</p>
        ) : (
          <>
            {main && (
              <p data-testid="convert-main">
                {t('convert.main', { iso: main.iso, money: formatMoney(main.money, main.iso, lang) })}
              </p>
            )}
            {done && <FormMessage done={t('convert.done', { iso: main?.iso ?? '' })} />}
            {!done && state.convertStatus === 0 && <p data-testid="convert-status-0">{t('convert.text0')}</p>}
            {!done && state.convertStatus === 1 && <ToCurrency onConvert={(iso) => convert({ iso })} busy={converting.status === 'pending'} />}
            {!done && state.convertStatus === 2 && (
              <div data-testid="convert-status-2">
                <p>{t('convert.text2')}</p>
                <ul className={styles.menuList} role="list">
                  {state.all.filter((a) => a.type === 9).map((a) => (
                    <li key={a.id} className={styles.inline}>
                      <span>{a.iso} · {formatMoney(a.money, a.iso, lang)}</span>
                      <Button size="sm" variant="primary" disabled={converting.status === 'pending'} onClick={() => convert({ id: a.id })}>
                        {t('convert.makeMain', { iso: a.iso })}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <FormMessage error={failureText(converting)} />
          </>
        )}
        <p><Link to={`/${lang}/office/account#accounts`}>{t('accounts.manage')}</Link></p>
      </Panel>
    </OfficePage>
  );
}

function ToCurrency({ onConvert, busy }: { onConvert: (iso: string) => void; busy: boolean }) {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [currencies, reload] = useLoad(() => accounts.currencies$());
  const [iso, setIso] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      data-testid="convert-status-1"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!iso) {
          setMissing(true);
          return;
        }
        onConvert(iso);
      }}
    >
      <p>{t('convert.text1')}</p>
      <div className={styles.inline}>
        <Loaded state={currencies} retry={reload}>
          {(list) => (
            <SelectField
              name="iso"
              label={t('convert.currency')}
              value={iso}
              onChange={(e) => { setIso(e.target.value); setMissing(false); }}
              error={missing ? t('errors.required') : null}
            >
              <option value="">{t('accounts.chooseCurrency')}</option>
              {list.map((c) => <option key={c.iso} value={c.iso}>{c.iso} ({c.symbol})</option>)}
            </SelectField>
          )}
        </Loaded>
        <Button type="submit" variant="primary" disabled={busy}>{t('convert.action')}</Button>
      </div>
    </form>
  );
}
