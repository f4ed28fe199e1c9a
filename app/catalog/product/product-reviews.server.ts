// Ratings and reviews of a product page (spec §7 /getReview, §9 "Reviews page size 10 … Reviews page is
// offset divided by limit plus one"). The summary comes with the product (its review statistics); the
// reviews of the requested page are streamed.
import type { ProductProjection, Review } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import { getReviews } from '~/commerce/review.server';
import { REVIEWS_PAGE_SIZE } from '~/markets';
import { bounded } from '~/lib/deferred';
import type { RatingSummary, ReviewItem, ReviewList } from './product-data';
import { clampReviewsPage, parseReviewsPage, REVIEWS_PAGE_PARAM, reviewsOffset, reviewsPageCount, reviewsPageOfOffset } from './reviews-paging';

export function ratingSummary(product: ProductProjection): RatingSummary | null {
  const statistics = product.reviewRatingStatistics;
  if (!statistics || statistics.count < 1) return null;
  const distribution = (statistics.ratingsDistribution ?? {}) as Record<string, number>;
  return {
    average: Math.round(statistics.averageRating * 10) / 10,
    count: statistics.count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: Number(distribution[String(stars)] ?? 0) })),
  };
}

function reviewItem(review: Review): ReviewItem {
  return {
    id: review.id,
    author: review.authorName ?? '',
    rating: typeof review.rating === 'number' ? review.rating : null,
    title: review.title ?? null,
    text: review.text ?? '',
    // Imported reviews carry the date they were written.
    createdAt: typeof review.custom?.fields?.writtenAt === 'string' ? review.custom.fields.writtenAt : review.createdAt,
  };
}

/** The requested page of reviews (`?reviewsPage=`), clamped to the pages the statistics promise. */
export function loadReviewPage(ctx: CommerceContext, product: ProductProjection, rating: RatingSummary | null, search: URLSearchParams): Promise<ReviewList | null> {
  if (!rating) return Promise.resolve({ page: 1, pageCount: 1, total: 0, items: [] });
  const page = clampReviewsPage(parseReviewsPage(search.get(REVIEWS_PAGE_PARAM)), reviewsPageCount(rating.count));
  // Shoppers read reviews in their language: the page language's reviews, newest first.
  const language = ctx.store.language;
  const list = getReviews(ctx, product.id, { limit: REVIEWS_PAGE_SIZE, offset: reviewsOffset(page), languages: [language, ctx.store.locale] }).then((envelope) => ({
    language,
    page: reviewsPageOfOffset(envelope.offset, envelope.limit),
    pageCount: reviewsPageCount(envelope.total, envelope.limit),
    total: envelope.total,
    items: envelope.results.map(reviewItem),
  }));
  return bounded(list, undefined, (error) => ctx.client.logger.error({ err: error, productId: product.id }, 'reviews unavailable'));
}
