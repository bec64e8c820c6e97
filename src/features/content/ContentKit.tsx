import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useLanguage } from '../../hooks/use-language';
import { useClock } from '../../hooks/use-clock';
import { formatDateTime } from '../../ui/format';
import { NATIVE_LANGUAGE_NAMES } from '../../i18n/languages';
import type { SiteLanguage } from '../../../streams/schemas/site-config';
import { INFO_PAGES } from './content-paths';
import styles from './content.module.css';

// The pieces every information page shares: the frame with the side menu, the fallback notice,
// breadcrumbs and dates in the reader's locale.

/** Where the side menu's sections lead (the information pages, then the rules, news, blog and alphabet). */
const SECTIONS = ['rules/1', 'news', 'blog', 'betting-alphabet'] as const;
const sectionKey = (s: (typeof SECTIONS)[number]) => (s === 'rules/1' ? 'rules' : s === 'betting-alphabet' ? 'alphabet' : s);

/** The frame of every information page: the side menu (or the page's own, e.g. the rules' contents) and the main column. */
export function ContentFrame({ side, children }: { side?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  return (
    <div className={styles.layout}>
      <aside className={styles.side} aria-label={t('nav.label')}>
        {side}
        <nav aria-label={t('nav.label')}>
          <h2 className={styles.sideTitle}>{t('nav.title')}</h2>
          <ul className={styles.sideList}>
            {SECTIONS.map((s) => (
              <li key={s}><NavLink className={styles.sideLink} to={`/${lang}/${s}`} end={s !== 'rules/1'}>{t(`sections.${sectionKey(s)}`)}</NavLink></li>
            ))}
            {INFO_PAGES.filter((p) => p !== 'payment' && p !== 'betting-awards').map((p) => (
              <li key={p}><NavLink className={styles.sideLink} to={`/${lang}/${p}`}>{t(`pages.${p}`)}</NavLink></li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.main}>{children}</div>
    </div>
  );
}

/** The plain notice of a text shown in English because the reader's language has no translation of it yet. */
export function FallbackNotice({ shown }: { shown: { lang: string; fallback: boolean } }) {
  const { t } = useTranslation('content');
  const { lang } = useLanguage();
  if (!shown.fallback) return null;
  const language = NATIVE_LANGUAGE_NAMES[shown.lang as SiteLanguage] ?? shown.lang;
  return <p className={styles.notice} role="note" data-testid="content-fallback" lang={lang}>{t('fallback', { language })}</p>;
}

export function Crumbs({ items }: { items: ReadonlyArray<{ to?: string; label: string }> }) {
  const { t } = useTranslation('content');
  return (
    <nav aria-label={t('crumbs.label')}>
      <ol className={styles.crumbs}>
        {items.map((c, i) => <li key={i}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>)}
      </ol>
    </nav>
  );
}

/** A date in the reader's language and time zone. */
export function DateLine({ iso, lang }: { iso: string; lang: string }) {
  return <time dateTime={iso}>{formatDateTime(iso, lang, useClock(), 'longDate')}</time>;
}
