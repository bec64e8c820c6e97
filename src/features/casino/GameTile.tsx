import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CasinoGame } from '../../../streams/casino/casino-types';
import { gamePath } from './casino-paths';
import { FavoriteStar } from './FavoriteStar';
import styles from './casino.module.css';

/** One game of a row or grid: thumbnail (lazy), name, provider, badges and the favourite star. */
export const GameTile = memo(function GameTile({ game, lang, favorite }: { game: CasinoGame; lang: string; favorite: boolean }) {
  const { t } = useTranslation('casino');
  return (
    <article className={styles.tile} data-testid="game-tile" data-game-id={game.id}>
      <Link className={styles.tileLink} to={gamePath(lang, game)}>
        <img className={styles.thumb} src={game.thumbnail} alt="" loading="lazy" decoding="async" width={240} height={180} />
        <span className={styles.tileBody}>
          <span className={styles.tileName}>{game.name}</span>
          <span className={styles.tileProvider}>{game.providerName ?? game.provider}</span>
        </span>
      </Link>
      <span className={styles.badges}>
        {game.isNew && <span className={styles.badge}>{t('badge.new')}</span>}
        {game.isPopular && <span className={`${styles.badge} ${styles.badgeHot}`}>{t('badge.hot')}</span>}
      </span>
      <FavoriteStar gameId={game.id} name={game.name} favorite={favorite} />
    </article>
  );
});
