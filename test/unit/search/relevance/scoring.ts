// Scores of one ranked result list against graded judgements: precision@5 and nDCG@10.
import type { CatalogProduct } from '../../../../server/commerce-backend/seed/data/catalog/types';
import type { Criteria, Judgement } from './judgements';

export type Grade = 0 | 1 | 2;

function matches(product: CatalogProduct, criteria: Criteria): boolean {
  return (
    (!criteria.leaves || criteria.leaves.includes(product.leaf)) &&
    (!criteria.brand || product.brand.name === criteria.brand) &&
    (!criteria.model || product.model === criteria.model) &&
    (!criteria.skus || criteria.skus.includes(product.sku)) &&
    (criteria.voltage === undefined || product.voltage === criteria.voltage) &&
    (criteria.cordless === undefined || (product.voltage !== undefined) === criteria.cordless)
  );
}

const anyOf = (product: CatalogProduct, criteria: Criteria | readonly Criteria[] | undefined): boolean =>
  criteria !== undefined && (Array.isArray(criteria) ? criteria : [criteria as Criteria]).some((one) => matches(product, one));

export function gradeOf(product: CatalogProduct | undefined, judgement: Judgement): Grade {
  if (!product) return 0;
  if (anyOf(product, judgement.relevant)) return 2;
  return anyOf(product, judgement.partial) ? 1 : 0;
}

const gain = (grade: Grade) => 2 ** grade - 1;
const dcg = (grades: readonly Grade[]) => grades.reduce<number>((sum, grade, rank) => sum + gain(grade) / Math.log2(rank + 2), 0);

export type QueryScore = { precisionAt5: number; ndcgAt10: number; total: number; top: Grade[] };

/**
 * `ranked`: grades of the hits in result order; `pool`: grades of every product the store lists (the
 * ideal ranking). Precision@5 counts grade-2 hits among the first five, out of five or out of all the
 * grade-2 products when there are fewer (a query for one EAN can reach 1).
 */
export function scoreQuery(ranked: readonly Grade[], pool: readonly Grade[], total: number): QueryScore {
  const relevantCount = pool.filter((grade) => grade === 2).length;
  const top5 = ranked.slice(0, 5).filter((grade) => grade === 2).length;
  const precisionAt5 = relevantCount === 0 ? 0 : top5 / Math.min(5, relevantCount);
  const ideal = dcg([...pool].sort((a, b) => b - a).slice(0, 10));
  const ndcgAt10 = ideal === 0 ? 0 : dcg(ranked.slice(0, 10)) / ideal;
  return { precisionAt5, ndcgAt10, total, top: ranked.slice(0, 10) };
}

export const mean = (values: readonly number[]): number => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
