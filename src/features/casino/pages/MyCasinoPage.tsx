import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { combineLatest, map, switchMap, of, catchError } from 'rxjs';
import { useLanguage } from '../../../hooks/use-language';
import { useAuthorized } from '../../../hooks/use-session';
import { CasinoShell } from '../CasinoShell';
import { CasinoSeo } from '../CasinoSeo';
import { GameGrid } from '../GameGrid';
import { Loaded } from '../../../ui/Loaded';
import { useCasino, useCasinoCall } from '../use-casino';
import type { CasinoGame } from '../../../../streams/casino/casino-types';
import styles from '../casino.module.css';

/** my-casino (R08): the games a player played last; a visitor is asked to log in. */
export function MyCasinoPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const authorized = useAuthorized();
  const recent = useCasinoCall((c) => (authorized ? c.recent$() : of<readonly CasinoGame[]>([])), [authorized]);
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('my.title')} description={t('my.description')} noindex />
      <h1 className={styles.pageTitle}>{t('my.title')}</h1>
      {!authorized ? (
        <p className={styles.empty}><Link to={`/${lang}/user/login`}>{t('my.login')}</Link></p>
      ) : (
        <Loaded ns="casino" state={recent}>
          {(games) => (games.length === 0 ? <p className={styles.empty}>{t('my.empty')}</p> : <GameGrid games={games} lang={lang} />)}
        </Loaded>
      )}
    </CasinoShell>
  );
}

/** my-casino/favorites (R08): the starred games; the server's for a player, this browser's for a visitor. */
export function FavoritesPage() {
  const { t } = useTranslation('casino');
  const { lang } = useLanguage();
  const casino = useCasino();
  // The favourite ids, each looked up in the catalogue (one page of every game the ids name).
  const games$ = useMemo(() => casino.favorites$().pipe(
    switchMap((ids) => (ids.length === 0 ? of<readonly CasinoGame[]>([]) : combineLatest(ids.map((id) => casino.game$(id).pipe(catchError(() => of(null))))).pipe(
      map((games) => games.filter((g): g is NonNullable<typeof g> => g !== null)),
    ))),
  ), [casino]);
  const games = useObservableState(games$, null);
  return (
    <CasinoShell lang={lang}>
      <CasinoSeo title={t('favorites.title')} description={t('favorites.description')} noindex />
      <h1 className={styles.pageTitle}>{t('favorites.title')}</h1>
      {games === null ? <p className={styles.muted} role="status">{t('state.loading')}</p>
        : games.length === 0 ? <p className={styles.empty}>{t('favorites.empty')}</p>
          : <GameGrid games={games} lang={lang} />}
    </CasinoShell>
  );
}
