import { useState, type FormEvent } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { tap, switchMap } from 'rxjs';
import { useServices } from '../../../hooks/services-context';
import { useLanguage } from '../../../hooks/use-language';
import { Button } from '../../../ui';
import type { Preferences, Settings, Subscriptions } from '../../../../streams/schemas/office';
import type { SiteLanguage } from '../../../../streams/schemas/site-config';
import { ODDS_FORMAT_IDS } from '../../../../streams/schemas/odds';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/languages';
import { FormMessage, Panel, SelectField, Toggle } from '../../../ui/forms';
import { Loaded, OfficePage, useFailureText } from '../kit';
import { useAction } from '../../../hooks/use-action';
import { useLoad } from '../../../hooks/use-load';
import styles from '../office.module.css';

const TIME_ZONES = Array.from({ length: 27 }, (_, i) => i - 12);

/**
 * office/settings: the preferences of B25 and the subscription flags. The preferences are the site's one model
 * (services.preferences): a change applies at once on every page and is kept on the server by the model; the
 * language and the subscriptions are saved with the button.
 */
export function SettingsPage() {
  const { t } = useTranslation('office');
  const { accounts } = useServices();
  const [state, reload] = useLoad(() => accounts.office$.pipe(switchMap((office) => office.settings$())));
  return (
    <OfficePage title={t('menu.settings')} testId="office-settings">
      <Loaded state={state} retry={reload}>{(s) => <SettingsForm initial={s} />}</Loaded>
    </OfficePage>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation('office');
  const { accounts, rememberLanguage, preferences } = useServices();
  const { lang, languages } = useLanguage();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const prefs = useObservableEagerState(preferences.value$);
  const [subs, setSubs] = useState<Subscriptions>(initial.subscriptions);
  const [language, setLanguage] = useState<SiteLanguage>(lang);
  // The language changes after the save is done (the navigation re-renders the office in the new language).
  const [save, saving] = useAction((body: Pick<Settings, 'subscriptions'>) => accounts.office$.pipe(switchMap((office) => office.saveSettings$(body))).pipe(tap(() => {
    if (language !== lang) {
      rememberLanguage(language);
      navigate(`/${language}/office/settings`, { state: { fromOffice: true } });
    }
  })));
  const pref = <K extends keyof Preferences>(key: K, value: Preferences[K]) => preferences.set({ [key]: value });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save({ subscriptions: subs });
  };
  return (
    <form className={styles.page} onSubmit={onSubmit} aria-label={t('menu.settings')} data-testid="settings-form">
      <Panel title={t('settings.display')}>
        <div className={styles.grid3}>
          <SelectField name="language" label={t('settings.language')} value={language} onChange={(e) => setLanguage(e.target.value as SiteLanguage)}>
            {languages.map((l) => <option key={l} value={l}>{NATIVE_LANGUAGE_NAMES[l]}</option>)}
          </SelectField>
          <SelectField name="timeZone" label={t('settings.timeZone')} value={prefs.timeZone} onChange={(e) => pref('timeZone', Number(e.target.value))}>
            {TIME_ZONES.map((z) => <option key={z} value={z}>{`UTC${z >= 0 ? '+' : '−'}${Math.abs(z)}`}</option>)}
          </SelectField>
          <SelectField name="oddsFormat" label={t('settings.oddsFormat')} value={prefs.oddsFormat} onChange={(e) => pref('oddsFormat', Number(e.target.value) as Preferences['oddsFormat'])}>
            {ODDS_FORMAT_IDS.map((f) => <option key={f} value={f}>{t(`settings.odds.${f}`)}</option>)}
          </SelectField>
          <SelectField name="viewType" label={t('settings.viewType')} value={prefs.viewType} onChange={(e) => pref('viewType', Number(e.target.value) as 0 | 1)}>
            <option value={0}>{t('settings.view.0')}</option>
            <option value={1}>{t('settings.view.1')}</option>
          </SelectField>
          <SelectField name="theme" label={t('settings.theme')} value={prefs.theme} onChange={(e) => pref('theme', e.target.value as Preferences['theme'])}>
            <option value="dark">{t('settings.themes.dark')}</option>
            <option value="light">{t('settings.themes.light')}</option>
          </SelectField>
          <SelectField name="fontSize" label={t('settings.fontSize')} value={prefs.fontSize} onChange={(e) => pref('fontSize', e.target.value as Preferences['fontSize'])}>
            {(['small', 'normal', 'large'] as const).map((f) => <option key={f} value={f}>{t(`settings.fonts.${f}`)}</option>)}
          </SelectField>
        </div>
        <Toggle label={t('settings.is12h')} checked={prefs.is12h} onChange={(v) => pref('is12h', v)} />
        <Toggle label={t('settings.compactView')} checked={prefs.compactView} onChange={(v) => pref('compactView', v)} />
        <Toggle label={t('settings.lightVersion')} checked={prefs.lightVersion} onChange={(v) => pref('lightVersion', v)} />
        <Toggle label={t('settings.cashbackPoints')} hint={t('settings.cashbackHint')} checked={prefs.cashbackOption === 1} onChange={(v) => pref('cashbackOption', v ? 1 : 0)} />
      </Panel>
      <Panel title={t('settings.subscriptions')}>
        {(Object.keys(subs) as (keyof Subscriptions)[]).map((k) => (
          <Toggle key={k} label={t(`settings.subs.${k}`)} checked={subs[k]} onChange={(v) => setSubs((s) => ({ ...s, [k]: v }))} />
        ))}
      </Panel>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={saving.status === 'pending'}>{t('save')}</Button>
        <FormMessage error={failureText(saving, 'saveFailed')} done={saving.status === 'done' ? t('saved') : null} />
      </div>
    </form>
  );
}
