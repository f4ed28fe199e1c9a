// Names of cart discounts and the text of discount codes, for the cart's discount lines. The cart only
// holds references; both change rarely, so they are cached (catalogue-cache.server.ts).
import type { CartDiscount, DiscountCode } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import { callCommerce, send } from '~/commerce/errors.server';
import { localized } from '~/commerce/localize';

/** Every cart discount (active or not: a code's discount may be inactive and still be on a cart). */
async function allCartDiscounts(ctx: CommerceContext): Promise<CartDiscount[]> {
  return ctx.client.catalogueCache.get({
    name: 'cart-discounts',
    key: '',
    depends: ['discounts'],
    getFreshValue: async () => {
      const page = await callCommerce('/getCartDiscounts', () =>
        send(ctx.client.apiRoot.cartDiscounts().get({ queryArgs: { limit: 500 } })),
      );
      return page.results;
    },
  });
}

/** Display names by cart discount id in the store language; unknown ids are left out. */
export async function cartDiscountNames(ctx: CommerceContext, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const discounts = await allCartDiscounts(ctx).catch(() => [] as CartDiscount[]);
  for (const discount of discounts) {
    if (ids.includes(discount.id)) names.set(discount.id, localized(discount.name, ctx.store.language) ?? discount.key ?? discount.id);
  }
  return names;
}

/** The discount code behind a cart's reference; null when it cannot be read. */
export async function discountCodeById(ctx: CommerceContext, id: string): Promise<DiscountCode | null> {
  return ctx.client.catalogueCache
    .get<DiscountCode | null>({
      name: 'discount-code',
      key: id,
      depends: ['discounts'],
      getFreshValue: () => callCommerce('/getDiscountCode', () => send(ctx.client.apiRoot.discountCodes().withId({ ID: id }).get())),
    })
    .catch(() => null);
}
