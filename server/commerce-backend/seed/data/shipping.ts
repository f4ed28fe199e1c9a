import { MARKETS } from '~/markets';
import type { ShippingMethodDraft } from '@commercetools/platform-sdk';
import { SHIPPING_METHOD_KEYS, TAX_CATEGORY_KEY, zoneKey } from './constants';
import { SHIPPING_TEXTS } from './i18n/commerce-texts';
import { exactMoney } from './money';
import { keyRef } from './refs';


/** Parcel is free from the country's threshold (freeAbove), freight always costs its fee; which one a cart gets is
 * the cart's business (freight items, spec §9). */
export function buildShippingMethods(): ShippingMethodDraft[] {
  const method = (key: string, name: string, isDefault: boolean, freight: boolean): ShippingMethodDraft => ({
    key,
    name,
    localizedName: freight ? SHIPPING_TEXTS.freightName : SHIPPING_TEXTS.parcelName,
    localizedDescription: freight ? SHIPPING_TEXTS.freightDelivery : SHIPPING_TEXTS.parcelDelivery,
    taxCategory: keyRef('tax-category', TAX_CATEGORY_KEY),
    isDefault,
    active: true,
    zoneRates: MARKETS.map((market) => {
      const { parcelFee, freightFee, freeShippingThreshold } = market.rules.shipping;
      return {
        zone: keyRef('zone', zoneKey(market.storeKey)),
        shippingRates: [freight
          ? { price: exactMoney(freightFee) }
          : { price: exactMoney(parcelFee), freeAbove: exactMoney(freeShippingThreshold) }],
      };
    }),
  });
  return [
    method(SHIPPING_METHOD_KEYS.parcel, 'Parcel', true, false),
    method(SHIPPING_METHOD_KEYS.freight, 'Freight', false, true),
  ];
}
