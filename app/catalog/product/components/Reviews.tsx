import { Await, Link, useLocation } from '@remix-run/react';
import { Suspense } from 'react';
import { useTranslation } from '~/i18n/react';
import { Island } from '~/islands/Island';
import { formatDate, formatRating } from '~/product/format';
import type { RatingSummary, ReviewList } from '../product-data';
import { REVIEWS_ANCHOR_ID, reviewsPageHref, reviewsPageWindow } from '../reviews-paging';
import { displayNames } from '~/cache/intl-formatters';

type Score = Omit<RatingSummary, 'distribution'>;

/** The rows of stars: an island, a document carries them as HTML only. */
function Distribution({ rating, distribution }: { rating: Score; distribution: RatingSummary['distribution'] | undefined }) {
  const { t } = useTranslation('product');
  const { pathname } = useLocation();
  return (
    <Island name="pdp-rating" version={pathname} as="ul" className="pdp-dist" data={distribution}>
      {(rows) => rows.map((row) => (
        <li key={row.stars}>
          <span>{t('reviews.stars', { stars: row.stars })}</span>
          <span className="pdp-dist__bar" aria-hidden="true">
            <span style={{ width: `${Math.round((row.count / rating.count) * 100)}%` }} />
          </span>
          {/* Apart on screen by the bar; in text by a colon ("5 z 5 hviezdičiek: 1"). */}
          <span className="visually-hidden">: </span>
          <span>{row.count}</span>
        </li>
      ))}
    </Island>
  );
}

/** Page links work without JavaScript: `?reviewsPage=2#rating-reviews`. */
function ReviewPages({ list, path }: { list: ReviewList; path: string }) {
  const { t } = useTranslation('product');
  const { search } = useLocation();
  if (list.pageCount < 2) return null;
  const link = (page: number, label: string, rel?: string) => (
    <Link to={reviewsPageHref(path, search, page)} rel={rel} preventScrollReset>{label}</Link>
  );
  return (
    <nav aria-label={t('reviews.pages')} className="pdp-pages">
      <ul>
        {list.page > 1 ? <li>{link(list.page - 1, t('reviews.previous'), 'prev')}</li> : null}
        {reviewsPageWindow(list.page, list.pageCount).map((page) => (
          <li key={page}>
            {page === list.page ? (
              <span aria-current="page">{t('reviews.page', { page })}</span>
            ) : (
              link(page, t('reviews.page', { page }))
            )}
          </li>
        ))}
        {list.page < list.pageCount ? <li>{link(list.page + 1, t('reviews.next'), 'next')}</li> : null}
      </ul>
    </nav>
  );
}

/** The language's own name in the page language ('Deutsch', 'français'), when the runtime knows it. */
function languageName(language: string | undefined, locale: string): string | undefined {
  if (!language) return undefined;
  try {
    return displayNames(locale, 'language').of(language);
  } catch {
    return undefined;
  }
}

function ReviewItems({ list, locale, path }: { list: ReviewList | null; locale: string; path: string }) {
  const { t } = useTranslation('product');
  if (!list) return <p>{t('sections.failed')}</p>;
  const language = languageName(list.language, locale);
  // Ratings in other languages are counted above; this list has none in the page language yet (and says so).
  if (list.items.length === 0) return <p>{language ? t('reviews.inLanguage', { language, count: 0 }) : t('reviews.empty')}</p>;
  return (
    <>
      {language ? <p className="pdp-note">{t('reviews.inLanguage', { language, count: list.total })}</p> : null}
      <ol className="pdp-review-list">
        {list.items.map((review) => (
          <li key={review.id}>
            {review.rating !== null ? <p className="pdp-review__rating">{t('reviews.rated', { rating: review.rating })}</p> : null}
            {review.title ? <p><strong>{review.title}</strong></p> : null}
            <p>{review.text}</p>
            <p className="pdp-note">{t('reviews.byline', { author: review.author, date: formatDate(review.createdAt, locale) })}</p>
          </li>
        ))}
      </ol>
      <ReviewPages list={list} path={path} />
    </>
  );
}

/** Ratings and reviews at `#rating-reviews`: the summary comes with the page, the reviews are streamed. */
export function Reviews({ rating, distribution, reviews, locale, path }: {
  rating: Score | null;
  distribution: RatingSummary['distribution'] | undefined;
  reviews: Promise<ReviewList | null>;
  locale: string;
  path: string;
}) {
  const { t } = useTranslation('product');
  return (
    <section id={REVIEWS_ANCHOR_ID} aria-labelledby="pdp-reviews-title" className="pdp-reviews">
      <h2 id="pdp-reviews-title">{t('reviews.title')}</h2>
      {rating ? (
        <>
          <p>
            {/* The ratings of every language: what the structured data counts too (ratingCount). */}
            <strong>{t('reviews.rated', { rating: formatRating(rating.average, locale) })}</strong>{` · ${t('reviewCount', { count: rating.count })} ${t('reviews.allLanguages')}`}
          </p>
          <Distribution rating={rating} distribution={distribution} />
          <Suspense fallback={<p>{t('reviews.loading')}</p>}>
            <Await resolve={reviews} errorElement={<p>{t('sections.failed')}</p>}>
              {(list) => <ReviewItems list={list} locale={locale} path={path} />}
            </Await>
          </Suspense>
        </>
      ) : (
        <p>{t('reviews.empty')}</p>
      )}
    </section>
  );
}
