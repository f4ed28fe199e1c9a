import { hashString } from '../prng';
import type { ReviewStats } from '../reviews';
import { ACTIVE_CAMPAIGN } from '../stores';
import type { CatalogProduct } from './types';

/** Products released this many days before the epoch or later carry the 'new' tag. */
export const NEW_PRODUCT_DAYS = 75;

/** The listing tags of spec §9 plus 'campaign:{name}' for the active campaign; topRated and bestseller follow the
 * generated reviews. */
export function assignTags(products: readonly CatalogProduct[], stats: ReadonlyMap<string, ReviewStats>): void {
  for (const product of products) {
    const tags: string[] = [];
    const review = stats.get(product.sku);
    if (product.variantKind === 'bware') tags.push('bware');
    if (product.variantKind !== 'bware' && product.releaseDaysAgo <= NEW_PRODUCT_DAYS) tags.push('new');
    if (product.salePriceEur !== undefined) tags.push('on-sale');
    if (review && review.count >= 3 && review.average >= 4.5) tags.push('topRated');
    if (review && review.count >= 4 && review.average >= 3.8 && hashString(`bestseller:${product.sku}`) % 2 === 0) {
      tags.push('bestseller');
    }
    if (product.inActiveCampaign) tags.push(`campaign:${ACTIVE_CAMPAIGN}`);
    product.tags = tags;
  }
}
