import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SiteExtras } from '../../../streams/shell-extras/extras-load';
import { useCall } from '../../hooks/use-call';
import { useLanguage } from '../../hooks/use-language';
import { formatDateTime, formatNumber } from '../../ui/format';
import styles from './right-column.module.css';

/** The rating's date is a calendar day: shown in UTC so no time zone moves it to the day before. */
const DAY_CLOCK = { timeZone: 0, is12h: false };

/**
 * B28: the bookmakers rating of the right column (Russian pages): the table by place with the site's own row
 * marked, the date of the rating and the page that tells more. Compact, the table keeps the places around the site's.
 * A failed load hides the block: it is an extra of the column, the coupon above it matters more.
 */
export default function BookmakerRating({ extras, compact }: { extras: SiteExtras; compact: boolean }) {
  const { t } = useTranslation('consent');
  const { lang } = useLanguage();
  const loaded = useCall(extras, (e) => e.bookmakerRating$(), []);
  if (loaded.status !== 'ready') return null;
  const rating = loaded.value;
  const score = { format: (x: number) => formatNumber(x, lang, 1) };
  const site = rating.entries.find((e) => e.isSite);
  const shown = compact && site ? rating.entries.filter((e) => Math.abs(e.place - site.place) <= 1) : rating.entries;
  return (
    <section className={styles.rating} aria-labelledby="bookmaker-rating-title" data-testid="bookmaker-rating">
      <h2 id="bookmaker-rating-title" className={styles.ratingTitle}>{t('rating.title')}</h2>
      {site && <p className={styles.ratingPlace}>{t('rating.place', { place: site.place, score: score.format(site.score) })}</p>}
      <ol className={styles.ratingTable}>
        {shown.map((e) => (
          <li key={e.place} className={e.isSite ? styles.ratingSite : undefined} aria-current={e.isSite ? 'true' : undefined}>
            <span className={styles.ratingPos}>{e.place}</span>
            <span className={styles.ratingName}>{e.name}</span>
            <span className={styles.ratingScore} aria-label={t('rating.score', { score: score.format(e.score) })}>{score.format(e.score)}</span>
            {!compact && <span className={styles.ratingReviews}>{t('rating.reviews', { reviews: formatNumber(e.reviews, lang) })}</span>}
          </li>
        ))}
      </ol>
      {!compact && <p className={styles.ratingDate}>{t('rating.updated', { date: formatDateTime(rating.updatedOn, lang, DAY_CLOCK, 'date') })}</p>}
      <Link className={styles.ratingLink} to={rating.page}>{t('rating.more')}</Link>
    </section>
  );
}
