import type { CartDiscount, DiscountCode } from '@commercetools/platform-sdk';

export type CodeApplications = { total: number; byCustomer: number };

export function withinValidity(entity: { validFrom?: string; validUntil?: string }, now: number): boolean {
  if (entity.validFrom && Date.parse(entity.validFrom) > now) return false;
  if (entity.validUntil && Date.parse(entity.validUntil) <= now) return false;
  return true;
}

/** Why a code cannot be used at all, whatever the cart holds (commercetools' DiscountCodeState); undefined: it may
 * apply. */
export function codeAvailability(
  code: DiscountCode,
  cartDiscounts: readonly CartDiscount[],
  applications: CodeApplications,
  now: number,
): 'NotActive' | 'NotValid' | 'MaxApplicationReached' | undefined {
  const discounts = code.cartDiscounts.map((ref) => cartDiscounts.find((d) => d.id === ref.id)).filter((d) => !!d);
  if (!code.isActive || !discounts.some((d) => d.isActive)) return 'NotActive';
  if (!withinValidity(code, now) || !discounts.some((d) => withinValidity(d, now))) return 'NotValid';
  if (code.maxApplications !== undefined && applications.total >= code.maxApplications) return 'MaxApplicationReached';
  if (code.maxApplicationsPerCustomer !== undefined && applications.byCustomer >= code.maxApplicationsPerCustomer) return 'MaxApplicationReached';
  return undefined;
}
