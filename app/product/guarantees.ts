// Extra-guarantee options of a product page (spec §3 "Extra-guarantee attributes", §4 "Extra guarantee",
// §5 Other, §9 Prices). Pure: the loader hands in the guarantee products and the covered product.
import type { MoneyLike } from '~/commerce/money';
import { isGuaranteeSku } from '~/markets';

/** A virtual guarantee product as the backend describes it. */
export interface GuaranteeProduct {
  readonly sku: string;
  readonly name: string;
  /** Percent of the covered product's price. */
  readonly priceRate: number;
  readonly excludedSkus: readonly string[];
  readonly excludedBrands: readonly string[];
  /** Names of relation attributes that must be empty on the covered product. */
  readonly excludedRelations: readonly string[];
  /** Language-country tags ('fr-CH') where the guarantee is sold. */
  readonly enabledOnMarket: readonly string[];
}

/** The product a guarantee would cover. */
export interface CoveredProduct {
  readonly sku: string;
  readonly brand: string | null;
  /** Names of its relation attributes that hold at least one reference. */
  readonly nonEmptyRelations: readonly string[];
  /** What the shopper pays for one piece; no price, no guarantee. */
  readonly price: MoneyLike | null;
}

export interface GuaranteeSituation {
  /** The store's extra-guarantee toggle (flag, overridable by `toggleExtraGuarantee`). */
  readonly featureEnabled: boolean;
  /** "The extra-guarantee sidebar is hidden on the payment page." */
  readonly onPaymentPage: boolean;
  /** The current language-country tag, e.g. 'sk-SK'. */
  readonly locale: string;
}

/** Spec §3 "Extra-guarantee option: name, priceRate (percent), price (currency-formatted), sku." */
export interface GuaranteeOption {
  readonly sku: string;
  readonly name: string;
  readonly priceRate: number;
  readonly price: MoneyLike;
}

/** "A guarantee is excluded by sku, by brand or by a relation attribute." */
export function isExcluded(guarantee: GuaranteeProduct, product: CoveredProduct): boolean {
  if (guarantee.excludedSkus.includes(product.sku)) return true;
  if (product.brand && guarantee.excludedBrands.some((brand) => brand.toLowerCase() === product.brand?.toLowerCase())) return true;
  return guarantee.excludedRelations.some((relation) => product.nonEmptyRelations.includes(relation));
}

/** The guarantee's price: its rate of the product price, rounded to the currency's minor unit. */
export function guaranteePrice(price: MoneyLike, priceRate: number): MoneyLike {
  return { ...price, centAmount: Math.round((price.centAmount * priceRate) / 100) };
}

/** Spec §9, highest rate first: none when the toggle is off, on the payment page, or for a product without a price;
 * a guarantee that excludes the product or is not sold here is left out. */
export function guaranteeOptions(
  product: CoveredProduct,
  guarantees: readonly GuaranteeProduct[],
  situation: GuaranteeSituation,
): GuaranteeOption[] {
  const price = product.price;
  if (!situation.featureEnabled || situation.onPaymentPage || isGuaranteeSku(product.sku) || !price) return [];
  return guarantees
    .filter((guarantee) => Number.isFinite(guarantee.priceRate) && guarantee.priceRate > 0)
    .filter((guarantee) => guarantee.enabledOnMarket.includes(situation.locale))
    .filter((guarantee) => !isExcluded(guarantee, product))
    .sort((a, b) => b.priceRate - a.priceRate || a.sku.localeCompare(b.sku))
    .map((guarantee) => ({
      sku: guarantee.sku,
      name: guarantee.name,
      priceRate: guarantee.priceRate,
      price: guaranteePrice(price, guarantee.priceRate),
    }));
}
