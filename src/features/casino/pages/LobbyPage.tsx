import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../hooks/use-language';
import { useAuthorized } from '../../../hooks/use-session';
import { PREVIEW_WHENCE } from '../../../../streams/schemas/games-preview';
import type { CasinoGame } from '../../../../streams/casino/casino-types';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { CASINO_FAMILIES } from '../casino-families';
import { GameTile } from '../GameTile';
import { TileRow } from '../TileRow';
import { SearchInput, SearchResults, useGameSearch } from '../GameSearch';
import { Loaded } from '../../../ui/Loaded';
import { useCasinoCall, useFavorites } from '../use-casino';
import styles from '../casino.module.css';

/**
 * casino-lobby (and othergames): a hero, the games preview (C15: the player's last games, else the popular ones),
 * then one row per category, each with a link to its full page (R08). Its search works in place: the games found
 * replace the rows while a search is typed.
 */
export function LobbyPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const favorites = useFavorites();
  const [search, onText] = useGameSearch();
  return (
    <CasinoShell lang={lang} search={<SearchInput onText={onText} />}>
      <CasinoSeo title={t('lobby.title')} description={t('lobby.description')} />
      {/* The rows stay mounted under a search, so clearing it shows them again as they were. */}
      <div className={styles.lobbyRows} hidden={search.status !== 'idle'}><LobbyRows lang={lang} favorites={favorites} /></div>
      {search.status !== 'idle' && <SearchResults state={search} lang={lang} />}
    </CasinoShell>
  );
}

/** The lobby without a search: the hero, the preview row and a row per category. */
function LobbyRows({ lang, favorites }: { lang: string; favorites: readonly number[] }) {
  const { t } = useTranslation('casino');
  // Two hundred tiles: the rows render as a transition (React works on them in slices between the browser's frames)
  // rather than in one long task when the lobby arrives (issue 24: the lobby's TBT on a phone).
  const lobby = useDeferredValue(useCasinoCall((c) => c.lobby$(), []));
  return (
    <>
      <section className={styles.hero} aria-labelledby="casino-hero">
        <h1 id="casino-hero">{t('lobby.heroTitle')}</h1>
        <p>{t('lobby.heroText')}</p>
        <Link className={styles.heroCta} to={`/${lang}/slots`}>{t('lobby.heroCta')}</Link>
        <span className={styles.heroCoins} aria-hidden="true">777</span>
      </section>
      <PreviewRow lang={lang} favorites={favorites} />
      <Loaded ns="casino" state={lobby}>
        {(value) => value.rows.map((row) => {
          const family = CASINO_FAMILIES.find((f) => f.category === row.category);
          return (
            <Row key={row.category} id={row.category} title={t(`family.${family?.key ?? row.category}`, { defaultValue: row.category })}
              games={row.games} lang={lang} favorites={favorites}
              all={family && <Link className={styles.rowAll} to={`/${lang}/${family.path}`}>{t('lobby.all')}</Link>} />
          );
        })}
      </Loaded>
    </>
  );
}

/** C15: the first row, asked again at login and logout (the bearer makes it the player's own). */
function PreviewRow({ lang, favorites }: { lang: string; favorites: readonly number[] }) {
  const { t } = useTranslation('casino');
  const authorized = useAuthorized();
  const preview = useCasinoCall((c) => c.preview$(PREVIEW_WHENCE.top), [authorized]);
  // A secondary block: while it loads or if it fails, the category rows below stand on their own.
  if (preview.status === 'error') return <p className={styles.empty} role="alert">{t('state.error')}</p>;
  if (preview.status === 'loading' || preview.value.games.length === 0) return null;
  const { games, personal } = preview.value;
  return (
    <Row id="preview" title={t(personal ? 'lobby.forYou' : 'family.popular')} games={games} lang={lang} favorites={favorites} testId="casino-preview"
      all={<Link className={styles.rowAll} to={`/${lang}/${personal ? 'my-casino' : 'slots/popular'}`}>{t('lobby.all')}</Link>} />
  );
}

function Row({ id, title, games, lang, favorites, all, testId = 'casino-row' }: {
  id: string; title: string; games: readonly CasinoGame[]; lang: string; favorites: readonly number[]; all: ReactNode; testId?: string;
}) {
  return (
    <section className={styles.row} aria-labelledby={`row-${id}`} data-testid={testId}>
      <div className={styles.rowHead}>
        <h2 id={`row-${id}`} className={styles.rowTitle}>{title}</h2>
        {all}
      </div>
      <TileRow>
        {games.map((g) => <GameTile key={g.id} game={g} lang={lang} favorite={favorites.includes(g.id)} />)}
      </TileRow>
    </section>
  );
}
