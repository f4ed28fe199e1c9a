import type { Review } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '@labdigital/commercetools-mock';
import type { CommerceStore } from './storage.ts';

/**
 * The mock computes a product's review statistics by reading and parsing every review of the project,
 * once per product it returns: a 500-product projection query with the seed's ~1,600 reviews took 7–14 s.
 * Here the statistics of all products are computed in one pass and kept until a review is written
 * (create, update or delete bumps a generation counter), so reads cost a map lookup.
 */

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

type Repository = Record<string, unknown>;
type SaveFunction = (...args: unknown[]) => Promise<unknown>;

export function installReviewStatisticsCache(mock: CommercetoolsMock, store: CommerceStore, projectKey: string): void {
  const project = mock.project(projectKey);
  let generation = 0;
  let cached: { generation: number; stats: Promise<Map<string, ReviewStatistics>> } | undefined;

  const reviews = project.getRepository('review') as unknown as Repository;
  for (const method of ['saveNew', 'saveUpdate', 'delete']) {
    const original = reviews[method] as SaveFunction | undefined;
    if (typeof original !== 'function') throw new Error(`review repository has no ${method}: the mock changed`);
    reviews[method] = async (...args: unknown[]) => {
      generation++;
      try {
        return await original.apply(reviews, args);
      } finally {
        generation++; // also after the write, so a read that raced with it is not kept
      }
    };
  }

  const service = {
    async calculateProductReviewStatistics(key: string, productId: string) {
      if (key !== projectKey) return undefined;
      if (!cached || cached.generation !== generation) {
        const at = generation;
        const stats = store.storage.all(projectKey, 'review').then((all) => statisticsByProduct(all as Review[]));
        cached = { generation: at, stats };
        stats.catch(() => {
          if (cached?.stats === stats) cached = undefined;
        });
      }
      return (await cached.stats).get(productId);
    },
  };

  // The product repository holds the service itself; product projections reach it through their search.
  let replaced = 0;
  for (const repositoryKey of ['product', 'product-projection'] as const) {
    const repository = project.getRepository(repositoryKey) as unknown as Repository;
    for (const holder of [repository, repository._searchService as Repository | undefined]) {
      if (holder && '_reviewStatisticsService' in holder) {
        holder._reviewStatisticsService = service;
        replaced++;
      }
    }
  }
  if (replaced < 2) throw new Error('review statistics service not found on the product repositories: the mock changed');
}

/**
 * Reviews imported with the date they were written (custom field `writtenAt`, decision 032) keep it as
 * their creation date here, so "newest first" sorts them as written. commercetools sets `createdAt` itself;
 * there the app shows `writtenAt` and imported reviews sort in import order (the seed writes them oldest first).
 */
export function keepImportedReviewDates(mock: CommercetoolsMock, projectKey: string): void {
  const reviews = mock.project(projectKey).getRepository('review') as unknown as Repository;
  const original = reviews.saveNew as SaveFunction | undefined;
  if (typeof original !== 'function') throw new Error('review repository has no saveNew: the mock changed');
  reviews.saveNew = (...args: unknown[]) => {
    const resource = args[1] as (Review & { createdAt: string; lastModifiedAt: string }) | undefined;
    const written = resource?.custom?.fields?.writtenAt;
    if (resource && typeof written === 'string' && !Number.isNaN(Date.parse(written))) {
      resource.createdAt = new Date(written).toISOString();
      resource.lastModifiedAt = resource.createdAt;
    }
    return original.apply(reviews, args);
  };
}
