// What the page's script gets after a cart change it sent (a fetcher, `js=1`): the panel to open after an add
// (spec §2 "Cart opening") and, for the guarantee panel, the cart it goes on to.
import type { Cart } from '@commercetools/platform-sdk';
import type { z } from 'zod';
import { getProductBySku } from '~/commerce/catalog.server';
import type { MoneyLike } from '~/commerce/money';
import type { StorefrontContext } from '~/context';
import { formatPercent } from '~/product/format';
import { getGuaranteeProducts } from '~/product/guarantee-products.server';
import type { PanelData, PanelRequest } from '../panels';
import { guaranteeOptionsForVariant } from '../rules/guarantee';
import type { CartView } from '../view';
import type { AddToCartResult } from './cart-changes.server';
import type { CART_FORM_SCHEMAS, CartIntent } from './cart-forms.server';
import { buildCartView } from './cart-view.server';
import { complementaryProducts } from './complementary.server';
import { itemCount, productUnitPrice } from './line-facts';

type CartValues<I extends CartIntent> = z.output<(typeof CART_FORM_SCHEMAS)[I]>;
type CartOutcome = { cart: Cart | null; added?: AddToCartResult; capped?: number | null };

function money(value: MoneyLike) {
  return { centAmount: value.centAmount, currencyCode: value.currencyCode, fractionDigits: value.fractionDigits ?? 2 };
}

/** Spec §2 "Cart opening": the first panel the store flags allow and that has something to show. */
async function choosePanel(storefront: StorefrontContext, added: AddToCartResult, wanted: PanelRequest[], guaranteeChosen: boolean): Promise<PanelData | undefined> {
  const { toggles } = storefront.request;
  const item = { sku: added.line.variant.sku ?? '', name: added.productName, quantity: added.line.quantity, lineId: added.line.id };
  for (const kind of wanted) {
    if (kind === 'guarantee' && toggles.extraGuarantee && !guaranteeChosen) {
      const price = productUnitPrice(added.line);
      const guarantees = await getGuaranteeProducts(storefront.commerce);
      const options = guaranteeOptionsForVariant(added.line.variant, price, guarantees, { featureEnabled: true, locale: storefront.request.locale });
      if (options.length > 0) {
        return {
          kind,
          added: item,
          options: options.map((option) => ({ sku: option.sku, name: option.name, rate: option.priceRate, rateText: formatPercent(option.priceRate, storefront.request.locale), unitPrice: money(option.price) })),
        };
      }
    }
    if (kind === 'complementary' && toggles.complementaryProducts) {
      const product = await getProductBySku(storefront.commerce, item.sku).catch(() => null);
      const products = product ? await complementaryProducts(storefront, product) : [];
      if (products.length > 0) return { kind, added: item, products };
    }
    if (kind === 'cart' && toggles.cartSidebar) return { kind, added: item, view: await cartView(storefront, added.cart) };
  }
  return undefined;
}

/** The cart as the sidebar shows it; null for an empty cart or when it cannot be built. */
async function cartView(storefront: StorefrontContext, cart: Cart): Promise<CartView | null> {
  return cart.lineItems.length > 0 ? buildCartView(storefront, cart).catch(() => null) : null;
}

/** What a fetcher gets after a change: the panel to open after an add, the cart for the guarantee panel. */
export async function fetcherBody(storefront: StorefrontContext, value: CartValues<CartIntent>, outcome: Pick<CartOutcome, 'cart' | 'added' | 'capped'>) {
  const panel = outcome.added && value.intent === 'add-to-cart'
    ? await choosePanel(storefront, outcome.added, value.open ?? ['guarantee', 'complementary', 'cart'], Boolean(value.guaranteeSku)).catch(() => undefined)
    : undefined;
  // The guarantee panel goes on to the cart sidebar: it gets the cart with the answer (no second request).
  const view = value.intent === 'add-guarantee' && outcome.cart ? await cartView(storefront, outcome.cart) : undefined;
  return { intent: value.intent, panel, itemCount: itemCount(outcome.cart), capped: outcome.capped ?? null, ...(view !== undefined ? { view } : {}) };
}
