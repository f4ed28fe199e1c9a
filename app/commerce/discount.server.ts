// Discounts the UI explains (spec §7): volume tiers, loyalty levels, a cohort tier's personalised discount. The backend
// applies them to carts; these reads only describe them.
import type { CartDiscount, CustomerGroup, DiscountCode } from '@commercetools/platform-sdk';
import type { CommerceClient, CommerceContext } from './client.server';
import {
  loyaltyDiscountKey,
  loyaltyLevel,
  parseVolumeDiscountKey,
  PERSONALIZED_DISCOUNT_PREFIX,
} from './discount-keys';
import { callCommerce, send } from './errors.server';

export type VolumeDiscount = { key: string; minQuantity: number; permyriad: number; percent: number; cartDiscount: CartDiscount };
export type LoyaltyLevel = { groupKey: string; level: number; name: string; permyriad: number | null };

function allCartDiscounts(client: CommerceClient): Promise<CartDiscount[]> {
  return client.catalogueCache.get({
    name: 'active-cart-discounts',
    key: '',
    depends: ['discounts'],
    getFreshValue: async () => {
      const page = await callCommerce('/getCartDiscounts', () =>
        send(client.apiRoot.cartDiscounts().get({ queryArgs: { limit: 500, where: 'isActive = true' } })),
      );
      return page.results;
    },
  });
}

/** Active now, and either for every store or for this one. */
function appliesHere(discount: CartDiscount, storeKey: string, now: string): boolean {
  return (
    discount.isActive &&
    (!discount.validFrom || discount.validFrom <= now) &&
    (!discount.validUntil || now < discount.validUntil) &&
    (discount.stores.length === 0 || discount.stores.some((store) => store.key === storeKey))
  );
}

async function storeDiscounts(ctx: CommerceContext): Promise<CartDiscount[]> {
  const now = new Date().toISOString();
  return (await allCartDiscounts(ctx.client)).filter((discount) => appliesHere(discount, ctx.store.key, now));
}

function permyriadOf(discount: CartDiscount | undefined): number | null {
  return discount?.value.type === 'relative' ? discount.value.permyriad : null;
}

/** /getVolumeDiscounts: the tiers of one volume-discount group, by sortOrder ascending. */
export async function getVolumeDiscounts(ctx: CommerceContext, discountGroup: string): Promise<VolumeDiscount[]> {
  const tiers: VolumeDiscount[] = [];
  for (const discount of await storeDiscounts(ctx)) {
    const parsed = parseVolumeDiscountKey(discount.key);
    const permyriad = permyriadOf(discount);
    if (parsed?.group !== discountGroup || permyriad === null || !discount.key) continue;
    tiers.push({ key: discount.key, minQuantity: parsed.minQuantity, permyriad, percent: permyriad / 100, cartDiscount: discount });
  }
  return tiers.sort((a, b) => a.cartDiscount.sortOrder.localeCompare(b.cartDiscount.sortOrder));
}

function customerGroups(client: CommerceClient): Promise<CustomerGroup[]> {
  return client.catalogueCache.get({
    name: 'customer-groups',
    key: '',
    depends: ['customer-groups'],
    getFreshValue: async () => {
      const page = await callCommerce('/getLoyaltyLevels', () =>
        send(client.apiRoot.customerGroups().get({ queryArgs: { limit: 500 } })),
      );
      return page.results;
    },
  });
}

/** /getLoyaltyLevels: customer groups with their level and loyalty discount, lowest level first. */
export async function getLoyaltyLevels(ctx: CommerceContext): Promise<LoyaltyLevel[]> {
  const [groups, discounts] = await Promise.all([customerGroups(ctx.client), storeDiscounts(ctx)]);
  return groups
    .filter((group): group is CustomerGroup & { key: string } => Boolean(group.key))
    .map((group) => ({
      groupKey: group.key,
      level: loyaltyLevel(group.key),
      name: group.name,
      permyriad: permyriadOf(discounts.find((discount) => discount.key === loyaltyDiscountKey(group.key, ctx.store.country))),
    }))
    .sort((a, b) => a.level - b.level || a.groupKey.localeCompare(b.groupKey));
}

/** /getPersonalizedDiscounts: the permyriad for a cohort tier, or null when none or not positive (spec §5); failures logged. */
export async function getPersonalizedDiscount(ctx: CommerceContext, cohortTier: string): Promise<number | null> {
  const discounts = await callCommerce(
    '/getPersonalizedDiscounts',
    () => storeDiscounts(ctx),
    (error) => ctx.client.logger.error({ err: error, cohortTier }, 'personalised discount unavailable'),
  );
  // A cohort discount of its own wins; else the tier's loyalty discount in this store is what the customer's carts get.
  const keys = [`${PERSONALIZED_DISCOUNT_PREFIX}${cohortTier}`, loyaltyDiscountKey(cohortTier, ctx.store.country)];
  const found = keys.map((key) => discounts?.find((discount) => discount.key === key)).find(Boolean);
  const permyriad = permyriadOf(found);
  return permyriad !== null && permyriad > 0 ? permyriad : null;
}

/** Every cart discount (active or not: a code's discount may be inactive and still be on a cart). */
export async function everyCartDiscount(ctx: CommerceContext): Promise<CartDiscount[]> {
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
