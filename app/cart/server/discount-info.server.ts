// Names of cart discounts for the cart's discount lines. The cart only holds references; the discounts
// change rarely, so the commerce layer caches them (catalogue-cache.server.ts).
import type { CartDiscount } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import { everyCartDiscount } from '~/commerce/discount.server';
import { localized } from '~/commerce/localize';

/** Display names by cart discount id in the store language; unknown ids are left out. */
export async function cartDiscountNames(ctx: CommerceContext, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const discounts = await everyCartDiscount(ctx).catch(() => [] as CartDiscount[]);
  for (const discount of discounts) {
    if (ids.includes(discount.id)) names.set(discount.id, localized(discount.name, ctx.store.language) ?? discount.key ?? discount.id);
  }
  return names;
}
