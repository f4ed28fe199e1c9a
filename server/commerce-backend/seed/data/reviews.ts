import type { ReviewDraft } from '@commercetools/platform-sdk';
import type { CatalogProduct } from './catalog/types';
import { TYPE_KEYS } from './constants';
import { REVIEW_AUTHORS, REVIEW_LANGUAGES, REVIEW_TEXTS } from './i18n/reviews';
import { createRng } from './prng';

export interface ReviewStats {
  readonly count: number;
  readonly average: number;
}

/**
 * Reviews of normal products: about a third have none; the rest get 1–9 ratings around a per-product
 * quality, so averages spread from poor to top-rated. Texts match the star rating.
 */
export function buildReviews(products: readonly CatalogProduct[]): { drafts: ReviewDraft[]; stats: Map<string, ReviewStats> } {
  const drafts: ReviewDraft[] = [];
  const stats = new Map<string, ReviewStats>();
  for (const product of products) {
    if (product.variantKind !== 'normal') continue;
    const rng = createRng(`reviews:${product.sku}`);
    const count = rng.chance(0.35) ? 0 : rng.int(1, 9);
    const quality = rng.float(2.8, 4.95);
    let sum = 0;
    for (let index = 1; index <= count; index++) {
      // Sum of two uniforms: a cheap bell curve around the product's quality.
      const noise = (rng.next() + rng.next() - 1) * 1.6;
      const rating = Math.min(5, Math.max(1, Math.round(quality + noise)));
      const language = rng.pick(REVIEW_LANGUAGES);
      const text = rng.pick(REVIEW_TEXTS[language][rating - 1]);
      sum += rating;
      drafts.push({
        key: `${product.sku}-review-${index}`,
        uniquenessValue: `${product.sku}-review-${index}`,
        locale: language,
        authorName: rng.pick(REVIEW_AUTHORS[language]),
        title: text.title,
        text: text.text,
        rating,
        target: { typeId: 'product', key: product.sku },
        custom: { type: { typeId: 'type', key: TYPE_KEYS.review }, fields: { sku: product.sku } },
      });
    }
    if (count > 0) stats.set(product.sku, { count, average: sum / count });
  }
  return { drafts, stats };
}
