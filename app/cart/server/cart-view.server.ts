// Builds the CartView the cart page and the cart sidebar render, from the re-read cart plus what the cart
// does not hold itself: stock, guarantee products, volume tiers, discount names and code texts. Every extra
// read is optional: when one fails, the page still shows the cart without that detail.
import type { Cart, DiscountCode, LineItem, TypedMoney } from '@commercetools/platform-sdk';
import { getVolumeDiscounts } from '~/commerce/discount.server';
import { stockForCart } from '~/commerce/stock-reservation.server';
import { localized } from '~/commerce/localize';
import { formatMoney, taxPercentage } from '~/commerce/money';
import type { StorefrontContext } from '~/context';
import { storeText } from '~/markets';
import { isNetCart, netNoticeOf } from '~/checkout/net-prices';
import { isProductPageSlug, productPath } from '~/seo/page-paths';
import { allowedQuantity } from '../rules/quantity';
import { guaranteeOptionsForVariant, type GuaranteeProduct } from '../rules/guarantee';
import { freeShippingProgress } from '../rules/shipping-progress';
import { volumeHint } from '../rules/volume-hint';
import type { CartLineView, CartMessage, CartView, DiscountLineView, Money, VolumeHintView } from '../view';
import { discountCodeById } from '~/commerce/discount.server';
import { message } from '~/forms/messages';
import { cartDiscountNames } from './discount-info.server';
import { getGuaranteeProducts } from '~/product/guarantee-products.server';
import {
  attributeOf, guaranteeLinesByParent, isFreightLine, isGuaranteeLine, itemCount, parentSkuOf, productUnitCents, productUnitPrice, volumeGroupOf,
} from './line-facts';

/** What the cart view uses of the request: the commerce client and store, the market and its language, the toggles. */
type CartViewDeps = Pick<StorefrontContext, 'commerce' | 'request' | 'shop'>;

function money(value: { centAmount: number; currencyCode: string; fractionDigits?: number }, digits: number): Money {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits ?? digits };
}

function cents(centAmount: number, currencyCode: string, fractionDigits: number): Money {
  return { centAmount, currencyCode, fractionDigits };
}

/** Unit price after cart discounts: the first discounted group, else the product price. */
function discountedUnit(line: LineItem): TypedMoney {
  return line.discountedPricePerQuantity[0]?.discountedPrice.value ?? productUnitPrice(line);
}

type Extras = {
  /** Per SKU: units in stock, and units left for this cart after other checkouts' holds (decision 126). */
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
  const discountIds = [
    ...cart.lineItems.flatMap((line) => line.discountedPricePerQuantity.flatMap((group) => group.discountedPrice.includedDiscounts.map((d) => d.discount.id))),
    ...(cart.shippingInfo?.discountedPrice?.includedDiscounts.map((d) => d.discount.id) ?? []),
  ];
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

/** Why a line cannot be bought in full, or null: less in stock, or other shoppers' checkouts hold units (decision 126). */
function overStockNote(quantity: number, stock: { inStock: number; available: number }): CartMessage | null {
  if (quantity <= stock.available) return null;
  if (quantity > stock.inStock) return 'lines.overStock';
  return stock.available > 0 ? message('lines.heldElsewhere', { left: stock.available }) : 'lines.allHeldElsewhere';
}

function lineView(storefront: CartViewDeps, line: LineItem, guaranteeLine: LineItem | undefined, extras: Extras, digits: number): CartLineView {
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
  const currency = line.price.value.currencyCode;
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
    unitPrice: money(line.price.value, digits),
    unitPriceDiscounted: money(discountedUnit(line), digits),
    lineTotal: money(line.totalPrice, digits),
    lineTotalBeforeDiscounts: cents(line.price.value.centAmount * line.quantity, currency, digits),
    overStock: stock ? overStockNote(line.quantity, stock) : null,
    guarantee: guaranteeLine
      ? {
          lineId: guaranteeLine.id,
          sku: guaranteeLine.variant.sku ?? '',
          name: guaranteeProduct?.name ?? localized(guaranteeLine.name, language) ?? guaranteeLine.variant.sku ?? '',
          rate: typeof guaranteeRate === 'number' ? guaranteeRate : (guaranteeProduct?.priceRate ?? 0),
          total: money(guaranteeLine.totalPrice, digits),
        }
      : null,
    guaranteeOptions: options.map((option) => ({ sku: option.sku, name: option.name, rate: option.priceRate, unitPrice: money(option.price, digits) })),
    volumeGroup: volumeGroupOf(line),
  };
}

/**
 * Why a code on the cart does not apply (decision 023): another code counts instead, the cart is below the
 * code's minimum order value (and by how much), or it has nothing the code discounts.
 */
function codeNote(state: string | undefined, minimum: number | null, subtotal: number, format: (cents: number) => string): CartMessage | null {
  if (state === 'MatchesCart') return null;
  if (state === 'ApplicationStoppedByPreviousDiscount') return 'code.notCombinable';
  if (state === 'DoesNotMatchCart' && minimum !== null && subtotal < minimum) {
    return message('code.appliesFrom', { amount: format(minimum), missing: format(minimum - subtotal) });
  }
  return 'code.notMatching';
}

/** A code's minimum order value in the cart currency (custom field minimumOrderValue, decision 023), in cents. */
function minimumOrderValueOf(code: DiscountCode | undefined, currency: string): number | null {
  const values = code?.custom?.fields?.minimumOrderValue as { centAmount?: unknown; currencyCode?: unknown }[] | undefined;
  const match = Array.isArray(values) ? values.find((value) => value?.currencyCode === currency) : undefined;
  return typeof match?.centAmount === 'number' && match.centAmount > 0 ? match.centAmount : null;
}

function discountLines(cart: Cart, names: Map<string, string>, digits: number): DiscountLineView[] {
  const amounts = new Map<string, number>();
  const add = (id: string, amount: number) => amounts.set(id, (amounts.get(id) ?? 0) + amount);
  for (const line of cart.lineItems) {
    for (const group of line.discountedPricePerQuantity) {
      for (const included of group.discountedPrice.includedDiscounts) add(included.discount.id, included.discountedAmount.centAmount * group.quantity);
    }
  }
  for (const included of cart.shippingInfo?.discountedPrice?.includedDiscounts ?? []) add(included.discount.id, included.discountedAmount.centAmount);
  const currency = cart.totalPrice.currencyCode;
  return [...amounts]
    .filter(([, amount]) => amount > 0)
    .map(([id, amount]) => ({ id, name: names.get(id) ?? '', amount: cents(amount, currency, digits) }));
}

/** The cart as the page shows it. */
export async function buildCartView(storefront: CartViewDeps, cart: Cart): Promise<CartView> {
  const { market, language } = storefront.request;
  const digits = cart.totalPrice.fractionDigits ?? market.fractionDigits;
  const currency = cart.totalPrice.currencyCode;
  const extras = await loadExtras(storefront, cart);

  // A guarantee shows under the product it covers; one whose product is gone shows as a line of its own
  // (the next change removes it, see cart-sync.server.ts).
  const guarantees = guaranteeLinesByParent(cart);
  const productSkus = new Set(cart.lineItems.filter((line) => !isGuaranteeLine(line)).map((line) => line.variant.sku));
  const lines: CartLineView[] = [];
  for (const line of cart.lineItems) {
    if (isGuaranteeLine(line) && productSkus.has(parentSkuOf(line))) continue;
    const guaranteeLine = isGuaranteeLine(line) ? undefined : guarantees.get(line.variant.sku ?? '');
    lines.push(lineView(storefront, line, guaranteeLine, extras, digits));
  }

  const volumeHints: VolumeHintView[] = [...extras.tiers].flatMap(([group, tiers]) => {
    const count = lines.filter((line) => line.volumeGroup === group).reduce((sum, line) => sum + line.quantity, 0);
    const hint = volumeHint(count, tiers);
    return hint.currentPercent === null && hint.next === null ? [] : [{ group, count, ...hint }];
  });

  const subtotalCents = cart.lineItems.reduce((sum, line) => sum + productUnitCents(line) * line.quantity, 0);
  const itemsCents = cart.lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const discounts = discountLines(cart, extras.names, digits);
  const freight = cart.lineItems.some(isFreightLine);
  const { freeShippingThreshold, parcelFee, freightFee } = market.rules.shipping;
  const shippingInfo = cart.shippingInfo;
  // Shipping made free by a code (FREESHIP) needs no "buy more for free shipping" (decision 023).
  const freeByDiscount = Boolean(shippingInfo?.discountedPrice && shippingInfo.discountedPrice.value.centAmount === 0);
  const progress = freeByDiscount ? freeShippingProgress(0, 0) : freeShippingProgress(itemsCents, freeShippingThreshold.centAmount);
  const shippingPrice = shippingInfo
    ? money(shippingInfo.discountedPrice?.value ?? shippingInfo.price, digits)
    : cents(freight ? freightFee.centAmount : progress.reached ? 0 : parcelFee.centAmount, currency, digits);
  const totalCents = (cart.taxedPrice?.totalGross ?? cart.totalPrice).centAmount + (shippingInfo ? 0 : shippingPrice.centAmount);
  const codFee = cart.custom?.fields?.calculatedCodFee as { centAmount?: number; currencyCode?: string } | undefined;

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
        note: codeNote(info.state, minimum, subtotalCents, (amount) => formatMoney(cents(amount, currency, digits), storefront.request.locale)),
      };
    }),
    subtotal: cents(subtotalCents, currency, digits),
    discounts,
    discountTotal: cents(discounts.reduce((sum, discount) => sum + discount.amount.centAmount, 0), currency, digits),
    shipping: { price: shippingPrice, free: shippingPrice.centAmount === 0, method: freight ? 'freight' : 'parcel', fromCart: Boolean(shippingInfo) },
    freeShipping: {
      threshold: cents(freeShippingThreshold.centAmount, currency, digits),
      remaining: cents(progress.remainingCents, currency, digits),
      percent: progress.percent,
      reached: progress.reached,
    },
    taxes: (cart.taxedPrice?.taxPortions ?? []).filter((portion) => portion.rate > 0).map((portion) => ({
      percent: Math.round(portion.rate * 10000) / 100,
      amount: money(portion.amount, digits),
    })),
    taxPercentage: taxPercentage(cart.taxedPrice),
    total: cents(totalCents, currency, digits),
    cashOnDeliveryFee:
      codFee && typeof codFee.centAmount === 'number' && codFee.currencyCode === currency
        ? { title: storeText(market, market.cashOnDeliveryFeeTitle, language), amount: cents(codFee.centAmount, currency, digits) }
        : null,
    net: isNetCart(cart),
    vatNotice: netNoticeOf(cart),
  };
}
