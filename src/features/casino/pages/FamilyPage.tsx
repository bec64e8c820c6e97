import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { CASINO_FAMILIES, type CasinoFamily } from '../casino-families';
import { GameGrid } from '../GameGrid';
import { Loaded } from '../../../ui/Loaded';
import { useCasinoCall } from '../use-casino';
import type { GamesQuery } from '../../../../streams/casino/casino-types';
import styles from '../casino.module.css';

/** The family whose path the current path starts with (the longest: slots/vulkan before slots). */
function familyOf(rest: string): CasinoFamily | undefined {
  return [...CASINO_FAMILIES].sort((a, b) => b.path.length - a.path.length).find((f) => rest === f.path || rest.startsWith(`${f.path}/`));
}

/**
 * Every family page (R08, R09): slots/{subcategory?}, casino/{subcategory?}, bingo, poker/{game?}, keno, ... and
 * providers/{provider}. The whole list in a virtualised grid; an unknown subcategory, poker game or provider is the
 * server's 404, shown as the site's 404 page.
 */
export function FamilyPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const params = useParams();
  const rest = useLocation().pathname.replace(/^\/[a-z]{2}\//, '').replace(/\/$/, '');
  const family = params.provider ? undefined : familyOf(rest);
  const query: GamesQuery = params.provider
    ? { provider: params.provider }
    : { category: family?.category ?? 'slots', subcategory: params.subcategory ?? params.game };
  const page = useCasinoCall((c) => c.games$(query), [query.category, query.subcategory, query.provider]);
  const familyName = family ? t(`family.${family.key}`) : '';
  const title = params.provider
    ? (page.status === 'ready' ? page.value.items[0]?.providerName ?? params.provider : params.provider)
    : [familyName, query.subcategory].filter(Boolean).join(' · ');
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={title} description={t('family.description', { name: title })} />
      <h1 className={styles.pageTitle}>{title}</h1>
      <Loaded ns="casino" state={page}>
        {(value) => (
          <>
            <p className={styles.muted}>{t('family.count', { count: value.total })}</p>
            {value.items.length === 0 ? <p className={styles.empty}>{t('family.empty')}</p> : <GameGrid games={value.items} lang={lang} />}
          </>
        )}
      </Loaded>
    </CasinoShell>
  );
}
