// Key conventions shared with the seed (server/commerce-backend) and the UI. The spec names the calls but not the
// keys, so the keys are the contract; loyalty keys follow spec §3: "the cart discount key is the group key plus the
// upper-cased country code".

export const BASE_CUSTOMER_GROUP_KEY = 'monetary-cohort-base-tier';
export const VOLUME_DISCOUNT_PREFIX = 'volume-';
export const PERSONALIZED_DISCOUNT_PREFIX = 'personalized-';
export const NOT_LOGGED_IN_TIER = 'not-logged-in';

const TIER_KEY = /^tier-(\d+)$/;
const VOLUME_KEY = /^volume-(.+)-(\d+)$/;

export function loyaltyDiscountKey(customerGroupKey: string, country: string): string {
  return `${customerGroupKey}${country.toUpperCase()}`;
}

export function volumeDiscountKey(group: string, minQuantity: number): string {
  return `${VOLUME_DISCOUNT_PREFIX}${group}-${minQuantity}`;
}

export function parseVolumeDiscountKey(key: string | undefined): { group: string; minQuantity: number } | null {
  const match = key ? VOLUME_KEY.exec(key) : null;
  return match ? { group: match[1], minQuantity: Number(match[2]) } : null;
}

/** Spec §9: the level comes from the group key; the base tier (or no group) is level 1. */
export function loyaltyLevel(groupKey: string | undefined): number {
  const match = groupKey ? TIER_KEY.exec(groupKey) : null;
  return match ? Number(match[1]) + 1 : 1;
}

/**
 * Spec §4 "Customer tier key": not-logged-in without a customer, base without a
 * group or with the base group, else the key of the first assigned group.
 */
export function customerTierKey(customer: { groupKeys: readonly string[] } | null): string {
  if (!customer) return NOT_LOGGED_IN_TIER;
  const first = customer.groupKeys[0];
  return !first || first === BASE_CUSTOMER_GROUP_KEY ? BASE_CUSTOMER_GROUP_KEY : first;
}
