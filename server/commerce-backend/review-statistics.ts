import type { Review } from '@commercetools/platform-sdk';

/** The mock parses every review of the project once per product it returns; here all products' statistics are
 * computed in one pass and kept until a review is written. */

interface ReviewStatistics {
  averageRating: number;
  highestRating: number;
  lowestRating: number;
  count: number;
  ratingsDistribution: Record<string, number>;
}

export function statisticsByProduct(reviews: readonly Review[]): Map<string, ReviewStatistics> {
  const ratings = new Map<string, number[]>();
  for (const review of reviews) {
    if (review.target?.typeId !== 'product' || !review.includedInStatistics || review.rating === undefined) continue;
    const list = ratings.get(review.target.id) ?? [];
    list.push(review.rating);
    ratings.set(review.target.id, list);
  }
  const result = new Map<string, ReviewStatistics>();
  for (const [productId, list] of ratings) {
    const ratingsDistribution: Record<string, number> = {};
    for (const rating of list) ratingsDistribution[String(rating)] = (ratingsDistribution[String(rating)] ?? 0) + 1;
    const sum = list.reduce((total, rating) => total + rating, 0);
    result.set(productId, {
      // Same rounding as the mock and commercetools (five decimals).
      averageRating: Math.round((sum / list.length) * 1e5) / 1e5,
      highestRating: Math.max(...list),
      lowestRating: Math.min(...list),
      count: list.length,
      ratingsDistribution,
    });
  }
  return result;
}

type Reviews = { all(projectKey: string, typeId: 'review'): Promise<unknown[]> };

/** What ShopStorage answers the mock's review statistics with (patched in `patches/`). */
export class ReviewStatisticsCache {
  private cached: { projectKey: string; stats: Promise<Map<string, ReviewStatistics>> } | undefined;

  constructor(private readonly storage: Reviews) {}

  async get(projectKey: string, productId: string): Promise<ReviewStatistics | undefined> {
    if (this.cached?.projectKey !== projectKey) {
      const stats = this.storage.all(projectKey, 'review').then((all) => statisticsByProduct(all as Review[]));
      const cached = { projectKey, stats };
      this.cached = cached;
      stats.catch(() => {
        if (this.cached === cached) this.cached = undefined;
      });
    }
    return (await this.cached.stats).get(productId);
  }

  /** A review was written (ShopStorage tells, after the write): the next read computes them again. */
  forget(): void {
    this.cached = undefined;
  }
}
