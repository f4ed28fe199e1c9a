import { EXTRA_GUARANTEE_SKUS, MARKETS, type CountryCode } from '~/markets';
import { guaranteeImageUrl, PRODUCT_TYPE_KEYS, TAX_CATEGORY_KEY } from '../constants';
import { GUARANTEE_DESCRIPTION, GUARANTEE_NAMES } from '../i18n/guarantee-texts';
import { mapL10n } from '../i18n/languages';
import { keyRef } from '../refs';
import { slugify } from '../slug';
import { BUDGET_BRANDS } from './brands';
import { marketLocales, marketPrices, type SeedProduct } from './product-draft';
import type { CatalogProduct } from './types';

type GuaranteeSku = (typeof EXTRA_GUARANTEE_SKUS)[number];

interface GuaranteeRule {
  readonly rate: number;
  readonly years: number;
  readonly excludeBudgetBrands: boolean;
  readonly excludedRelations: readonly string[];
  /** Products at or above this EUR price are excluded by SKU. */
  readonly maxPriceEur: number | undefined;
  /** Restricts the guarantee to these countries (default: every store selling guarantees). */
  readonly countries?: readonly CountryCode[];
}

/** The virtual guarantees (spec §5), priced at `priceRate` % of the covered product; accessories are never covered,
 * and the exclusions below keep the longer ones off sets, B-stock and very expensive machines. */
const RULES: Readonly<Record<GuaranteeSku, GuaranteeRule>> = {
  '4100010': { rate: 5, years: 1, excludeBudgetBrands: false, excludedRelations: ['parentProductsForAccessory'], maxPriceEur: undefined },
  '4100020': { rate: 8, years: 2, excludeBudgetBrands: false, excludedRelations: ['parentProductsForAccessory'], maxPriceEur: undefined },
  '4100030': {
    rate: 11, years: 3, excludeBudgetBrands: false, excludedRelations: ['parentProductsForAccessory', 'referencedResourceSet'],
    maxPriceEur: 3000,
  },
  '4100040': {
    rate: 14, years: 2, excludeBudgetBrands: true, excludedRelations: ['parentProductsForAccessory'], maxPriceEur: 3000,
    countries: ['AT', 'CZ', 'DE', 'FR', 'NL', 'PL', 'SK'],
  },
};

export function buildGuaranteeProducts(products: readonly CatalogProduct[]): SeedProduct[] {
  const selling = MARKETS.filter((market) => market.flags.extraGuaranteeSale).map((market) => market.country);
  return EXTRA_GUARANTEE_SKUS.map((sku) => {
    const rule = RULES[sku];
    const countries = selling.filter((country) => !rule.countries || rule.countries.includes(country));
    const name = GUARANTEE_NAMES[sku];
    const excludedSkus = rule.maxPriceEur === undefined ? []
      : products.filter((product) => product.priceEur >= (rule.maxPriceEur as number)).map((product) => product.sku);
    return {
      sku,
      relations: { parentProductsForAccessory: [], relatedAccessories: [], referencedResourceSet: [] },
      draft: {
        key: `guarantee-${sku}`,
        productType: keyRef('product-type', PRODUCT_TYPE_KEYS.guarantee),
        name,
        slug: mapL10n((language) => `${slugify(name[language], language)}-${sku}`),
        description: GUARANTEE_DESCRIPTION,
        metaTitle: name,
        metaDescription: GUARANTEE_DESCRIPTION,
        taxCategory: keyRef('tax-category', TAX_CATEGORY_KEY),
        publish: true,
        masterVariant: {
          sku,
          key: sku,
          // A zero list price: the cart prices a guarantee line at priceRate % of its parent item.
          prices: marketPrices(countries, 0),
          images: [{ url: guaranteeImageUrl(sku), dimensions: { w: 800, h: 800 }, label: name.en }],
          attributes: [
            { name: 'priceRate', value: rule.rate },
            { name: 'guaranteeYears', value: rule.years },
            { name: 'excludedSkus', value: excludedSkus },
            { name: 'excludedBrands', value: rule.excludeBudgetBrands ? [...BUDGET_BRANDS] : [] },
            { name: 'excludedRelations', value: [...rule.excludedRelations] },
            { name: 'enabledOnMarket', value: marketLocales(countries) },
          ],
        },
      },
    };
  });
}
