import type { CountryCode } from '../codes';

/** Shipping amounts in the local currency's major units, as the spec prints them. */
export interface ShippingFeeTable {
  readonly freeShippingThreshold: number;
  readonly parcelFee: number;
  readonly freightFee: number;
}

const fees = (freeShippingThreshold: number, parcelFee: number, freightFee: number): ShippingFeeTable =>
  Object.freeze({ freeShippingThreshold, parcelFee, freightFee });

/** "Default 59 / 1.95 / 9.95" */
export const DEFAULT_SHIPPING_FEES: ShippingFeeTable = fees(59, 1.95, 9.95);

/** The countries with their own free-shipping threshold / parcel fee / freight fee. */
export const SHIPPING_FEE_EXCEPTIONS: Readonly<Partial<Record<CountryCode, ShippingFeeTable>>> = Object.freeze({
  FR: fees(59, 6.95, 39.95),
  HU: fees(22099, 1481, 7481),
  CZ: fees(1399, 46, 235),
  NO: fees(689, 23, 116),
  DK: fees(439, 15, 74),
  SE: fees(659, 22, 111),
  GB: fees(52, 1.95, 9.95),
  PL: fees(269, 9, 45),
  RO: fees(289, 10, 49),
  BG: fees(115, 3.95, 19.95),
});

export function shippingFeesFor(country: CountryCode): ShippingFeeTable {
  return SHIPPING_FEE_EXCEPTIONS[country] ?? DEFAULT_SHIPPING_FEES;
}
