import { useObservableCallback, useSubscription } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { catchError, EMPTY, exhaustMap } from 'rxjs';
import { useCasino } from './use-casino';
import styles from './casino.module.css';

/** The star on every tile and on the game page: adds or removes the game from the favourites. */
export function FavoriteStar({ gameId, name, favorite, className }: { gameId: number; name: string; favorite: boolean; className?: string }) {
  const { t } = useTranslation('casino');
  const casino = useCasino();
  const [toggle, toggle$] = useObservableCallback<readonly number[], void>((click$) => click$.pipe(exhaustMap(() => casino.toggleFavorite$(gameId).pipe(catchError(() => EMPTY)))));
  useSubscription(toggle$);
  return (
    <button
      type="button"
      className={className ?? styles.star}
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorite.remove' : 'favorite.add', { name })}
      data-testid="favorite-star"
      onClick={() => toggle(undefined)}
    >
      {favorite ? '★' : '☆'}
    </button>
  );
}
