import { useId, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/use-language';
import { useServices } from '../../hooks/services-context';
import { isSiteLanguage, pathInLanguage } from '../../../streams/language/resolve-language';
import { NATIVE_LANGUAGE_NAMES } from '../../i18n/languages';
import { IconChevronDown, IconGlobe, visuallyHiddenClass } from '../../ui';
import styles from './LanguageSwitcher.module.css';

/**
 * A native <select> of the languages this visitor may use (hidden languages are left out for anonymous
 * visitors, R01), each in its own name. Choosing one remembers it (the `lng` cookie) and opens the same
 * page, query and hash in that language. Native, so keyboard, screen reader and touch behaviour come free.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang, languages } = useLanguage();
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();

  if (languages.length < 2) return null; // nothing to switch to: no control that does nothing

  const options = languages.includes(lang) ? languages : [lang, ...languages];

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isSiteLanguage(next) || next === lang) return;
    services.rememberLanguage(next);
    navigate(pathInLanguage(location.pathname, next) + location.search + location.hash);
  }

  return (
    <div className={className ? `${styles.switcher} ${className}` : styles.switcher}>
      <label htmlFor={id} className={visuallyHiddenClass}>
        {t('language.label')}
      </label>
      <IconGlobe className={styles.globe} size={16} />
      <select id={id} data-testid="lang-switcher" className={styles.select} value={lang} onChange={onChange}>
        {options.map((l) => (
          <option key={l} value={l} lang={l}>
            {NATIVE_LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
      <IconChevronDown className={styles.chevron} size={16} />
    </div>
  );
}
