// Builds the CartView of the cart page and sidebar from the cart plus stock, guarantees, volume tiers, discount names
// and code texts. Every extra read is optional: when one fails, the page shows the cart without that detail.
import type { Cart, DiscountCode, LineItem } from '@commercetools/platform-sdk';
import { getVolumeDiscounts } from '~/commerce/discount.server';
import { stockForCart } from '~/commerce/stock-reservation.server';
import { localized } from '~/commerce/localize';
import { formatMoney, taxPercentage } from '~/commerce/money';
import { formatPercent } from '~/product/format';
import { COD_FEE_SLUG } from '~/checkout/payment-cart';
import type { StorefrontContext } from '~/context';
import { storeText } from '~/markets';
import { netNoticeOf } from '~/checkout/net-prices';
import { sellerCountryName } from '~/checkout/server/vat.server';
import { isProductPageSlug, productPath } from '~/seo/page-paths';
import { allowedQuantity } from '../rules/quantity';
import { guaranteeOptionsForVariant, type GuaranteeProduct } from '../rules/guarantee';
import { freeShippingBasis, freeShippingProgress } from '../rules/shipping-progress';
import { priceSummary, summaryDiscountIds, type PriceSummary } from '../rules/price-summary';
import { volumeHint } from '../rules/volume-hint';
import type { CartLineView, CartMessage, CartView, Money, VolumeHintView } from '../view';
import { discountCodeById } from '~/commerce/discount.server';
import { message } from '~/forms/messages';
import { cartDiscountNames } from './discount-info.server';
import { getGuaranteeProducts } from '~/product/guarantee-products.server';
import {
  attributeOf, guaranteeLinesByParent, isFreightLine, isGuaranteeLine, itemCount, parentSkuOf, productLines, productUnitCents, productUnitPrice, volumeGroupOf,
} from './line-facts';

/** What the cart view uses of the request: the commerce client and store, the market and its language, the toggles. */
type CartViewDeps = Pick<StorefrontContext, 'commerce' | 'request' | 'shop'>;

function money(value: { centAmount: number; currencyCode: string; fractionDigits?: number }, digits: number): Money {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits ?? digits };
}

function cents(centAmount: number, currencyCode: string, fractionDigits: number): Money {
  return { centAmount, currencyCode, fractionDigits };
}

type Extras = {
  /** Per SKU: units in stock, and units left for this cart after other checkouts' holds. */
  stock: Map<string, { inStock: number; available: number }>;
  stockKnown: boolean;
  guarantees: GuaranteeProduct[];
  tiers: Map<string, { minQuantity: number; percent: number }[]>;
  names: Map<string, string>;
  codes: Map<string, DiscountCode>;
};

async function loadExtras(storefront: CartViewDeps, cart: Cart): Promise<Extras> {
  const ctx = storefront.commerce;
  const products = cart.lineItems.filter((line) => !isGuaranteeLine(line));
  const groups = [...new Set(products.flatMap((line) => volumeGroupOf(line) ?? []))];
  const discountIds = summaryDiscountIds(cart);
  const [inventory, guarantees, tierLists, names, codes] = await Promise.all([
    stockForCart(ctx, { id: cart.id, lineItems: products }).catch(() => null),
    storefront.request.toggles.extraGuarantee ? getGuaranteeProducts(ctx) : Promise.resolve([]),
    Promise.all(groups.map((group) => getVolumeDiscounts(ctx, group).catch(() => []))),
    cartDiscountNames(ctx, [...new Set(discountIds)]),
    Promise.all(cart.discountCodes.map((info) => discountCodeById(ctx, info.discountCode.id))),
  ]);
  return {
    stock: inventory ?? new Map(),
    stockKnown: inventory !== null,
    guarantees,
    tiers: new Map(groups.map((group, index) => [group, tierLists[index].map((tier) => ({ minQuantity: tier.minQuantity, percent: tier.percent }))])),
    names,
    codes: new Map(codes.flatMap((code) => (code ? [[code.id, code] as const] : []))),
  };
}

/** Why a line cannot be bought in full, or null: less in stock, or other shoppers' checkouts hold units. */
function overStockNote(quantity: number, stock: { inStock: number; available: number }): CartMessage | null {
  if (quantity <= stock.available) return null;
  if (quantity > stock.inStock) return 'lines.overStock';
  return stock.available > 0 ? message('lines.heldElsewhere', { left: stock.available }) : 'lines.allHeldElsewhere';
}

function lineView(storefront: CartViewDeps, line: LineItem, guaranteeLine: LineItem | undefined, extras: Extras, summary: PriceSummary, digits: number): CartLineView {
  const { request: { language, locale, market }, shop: { environment } } = storefront;
  const sku = line.variant.sku ?? '';
  const name = localized(line.name, language) ?? sku;
  const slug = localized(line.productSlug, language);
  const image = line.variant.images?.[0];
  // No inventory entry: not stock-tracked (always available). Inventory unreadable: the action checks again.
  const stock = extras.stockKnown ? extras.stock.get(sku) : undefined;
  const available = stock ? stock.available : null;
  const guaranteeProduct = guaranteeLine && extras.guarantees.find((g) => g.sku === guaranteeLine.variant.sku);
  const guaranteeRate = attributeOf(guaranteeLine ?? line, 'priceRate');
  // The line's figures are the summary's, so the cart's lines add up to its subtotal as printed.
  const totalOf = (id: string) => summary.lines.find((summaryLine) => summaryLine.lineId === id)?.total ?? money(line.totalPrice, digits);
  const options =
    guaranteeLine || isGuaranteeLine(line)
      ? []
      : guaranteeOptionsForVariant(line.variant, productUnitPrice(line), extras.guarantees, {
          featureEnabled: storefront.request.toggles.extraGuarantee,
          locale,
        });
  return {
    id: line.id,
    sku,
    name,
    variant: { bware: attributeOf(line, 'isBware') === true, freight: isFreightLine(line) },
    url: slug && isProductPageSlug(slug) ? productPath(slug, market, environment) : null,
    image: image ? { url: image.url, alt: name } : null,
    quantity: line.quantity,
    maxQuantity: Math.max(line.quantity, allowedQuantity({ inCart: 0, available })),
    listPrice: money(line.price.value, digits),
    unitPrice: money(productUnitPrice(line), digits),
    lineTotal: totalOf(line.id),
    overStock: stock ? overStockNote(line.quantity, stock) : null,
    guarantee: guaranteeLine
      ? {
          lineId: guaranteeLine.id,
          sku: guaranteeLine.variant.sku ?? '',
          name: guaranteeProduct?.name ?? localized(guaranteeLine.name, language) ?? guaranteeLine.variant.sku ?? '',
          rate: typeof guaranteeRate === 'number' ? guaranteeRate : (guaranteeProduct?.priceRate ?? 0),
          rateText: formatPercent(typeof guaranteeRate === 'number' ? guaranteeRate : (guaranteeProduct?.priceRate ?? 0), locale),
          total: totalOf(guaranteeLine.id),
        }
      : null,
    guaranteeOptions: options.map((option) => ({ sku: option.sku, name: option.name, rate: option.priceRate, rateText: formatPercent(option.priceRate, locale), unitPrice: money(option.price, digits) })),
    volumeGroup: volumeGroupOf(line),
  };
}

/** Another code counts instead, the merchandise (never a guarantee) is below its minimum order value, or it has
 *  nothing the code discounts. */
function codeNote(state: string | undefined, minimum: number | null, merchandise: number, format: (cents: number) => string): CartMessage | null {
  if (state === 'MatchesCart') return null;
  if (state === 'ApplicationStoppedByPreviousDiscount') return 'code.notCombinable';
  if (state === 'DoesNotMatchCart' && minimum !== null && merchandise < minimum) {
    return message('code.appliesFrom', { amount: format(minimum), missing: format(minimum - merchandise) });
  }
  return 'code.notMatching';
}

/** A code's minimum order value in the cart currency (custom field minimumOrderValue), in cents. */
function minimumOrderValueOf(code: DiscountCode | undefined, currency: string): number | null {
  const values = code?.custom?.fields?.minimumOrderValue as { centAmount?: unknown; currencyCode?: unknown }[] | undefined;
  const match = Array.isArray(values) ? values.find((value) => value?.currencyCode === currency) : undefined;
  return typeof match?.centAmount === 'number' && match.centAmount > 0 ? match.centAmount : null;
}

/** The cart as the page shows it. */
export async function buildCartView(storefront: CartViewDeps, cart: Cart): Promise<CartView> {
  const { market, language } = storefront.request;
  const digits = cart.totalPrice.fractionDigits ?? market.fractionDigits;
  const currency = cart.totalPrice.currencyCode;
  const extras = await loadExtras(storefront, cart);

  const { freeShippingThreshold, parcelFee, freightFee } = market.rules.shipping;
  const freight = cart.lineItems.some(isFreightLine);
  const shippingInfo = cart.shippingInfo;
  // One basis for the progress and the charge: what the cart's shipping rate compares.
  const basis = freeShippingBasis(cart, freeShippingThreshold.centAmount);
  // Shipping made free by a code (FREESHIP) needs no "buy more for free shipping".
  const freeByDiscount = Boolean(shippingInfo?.discountedPrice && shippingInfo.discountedPrice.value.centAmount === 0);
  const progress = !basis ? null : freeByDiscount ? freeShippingProgress(0, 0) : freeShippingProgress(basis.itemsCents, basis.thresholdCents);
  const summary = priceSummary(cart, {
    language,
    locale: storefront.request.locale,
    discountNames: extras.names,
    fee: { slug: COD_FEE_SLUG, title: storeText(market, market.cashOnDeliveryFeeTitle, language) },
    // Without a shipping method yet, the store's rules estimate it.
    shippingEstimateCents: freight ? freightFee.centAmount : progress?.reached ? 0 : parcelFee.centAmount,
  });

  // A guarantee shows under the product it covers; one whose product is gone shows as a line of its own
  // (the next change removes it, see cart-sync.server.ts).
  const guarantees = guaranteeLinesByParent(cart);
  const productSkus = new Set(cart.lineItems.filter((line) => !isGuaranteeLine(line)).map((line) => line.variant.sku));
  const lines: CartLineView[] = [];
  for (const line of cart.lineItems) {
    if (isGuaranteeLine(line) && productSkus.has(parentSkuOf(line))) continue;
    const guaranteeLine = isGuaranteeLine(line) ? undefined : guarantees.get(line.variant.sku ?? '');
    lines.push(lineView(storefront, line, guaranteeLine, extras, summary, digits));
  }

  const volumeHints: VolumeHintView[] = [...extras.tiers].flatMap(([group, tiers]) => {
    // A line that cannot take one more unit (sold out, at its maximum) is not asked to.
    const count = lines.filter((line) => line.volumeGroup === group).reduce((sum, line) => sum + line.quantity, 0);
    const canGrow = lines.some((line) => line.volumeGroup === group && line.maxQuantity > line.quantity);
    const hint = volumeHint(count, tiers);
    const next = canGrow && hint.next ? { ...hint.next, percentText: formatPercent(hint.next.percent, storefront.request.locale) } : null;
    const current = hint.currentPercent === null ? null : formatPercent(hint.currentPercent, storefront.request.locale);
    return current === null && next === null ? [] : [{ group, count, currentPercent: hint.currentPercent, currentPercentText: current, next }];
  });

  const sellerCountry = sellerCountryName(storefront);
  const merchandiseCents = productLines(cart).reduce((sum, line) => sum + productUnitCents(line) * line.quantity, 0);

  return {
    id: cart.id,
    version: cart.version,
    itemCount: itemCount(cart),
    lines,
    volumeHints,
    discountCodes: cart.discountCodes.map((info) => {
      const code = extras.codes.get(info.discountCode.id);
      const minimum = minimumOrderValueOf(code, currency);
      return {
        id: info.discountCode.id,
        code: code?.code ?? '',
        applied: info.state === 'MatchesCart',
        state: info.state ?? null,
        minimumOrderValue: minimum ? cents(minimum, currency, digits) : null,
        note: codeNote(info.state, minimum, merchandiseCents, (amount) => formatMoney(cents(amount, currency, digits), storefront.request.locale)),
      };
    }),
    subtotal: summary.subtotal,
    discounts: summary.discounts,
    discountTotal: summary.discountTotal,
    shipping: { price: summary.shipping.price, free: summary.shipping.free, method: summary.shipping.method, fromCart: Boolean(shippingInfo) },
    freeShipping: basis && progress ? {
      threshold: cents(basis.thresholdCents, currency, digits),
      remaining: cents(progress.remainingCents, currency, digits),
      percent: progress.percent,
      reached: progress.reached,
    } : null,
    taxes: summary.taxes,
    taxPercentage: taxPercentage(cart.taxedPrice),
    total: summary.total,
    cashOnDeliveryFee: summary.cashOnDeliveryFee,
    net: summary.net,
    vatNotice: netNoticeOf(cart, sellerCountry !== null),
    sellerCountry,
  };
}
