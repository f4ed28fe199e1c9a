import baseCss from '~/styles/app.css?inline';
import languageSwitcherCss from '~/components/language-switcher.css?inline';
import cartControlsCss from '~/cart/cart-controls.css?inline';
import catalogCss from '~/catalog/catalog.css?inline';
import homeCss from '~/catalog/home/home.css?inline';
import productCss from '~/catalog/product/product.css?inline';
import energyBadgeCss from '~/catalog/product/energy-badge.css?inline';
import backInStockCss from '~/catalog/product/back-in-stock.css?inline';
import cartCss from '~/cart/cart.css?inline';
import contentCss from '~/content/content.css?inline';
import belowTheFoldCss from '~/styles/below-the-fold.css?inline';
import type { CriticalCssValue, PageStyleSheet } from '~/styles/CriticalCss';

/** In `all.css`'s order, so the inline subset and the whole stylesheet loaded later cascade alike. */
const SHEETS: Record<PageStyleSheet, string> = {
  catalog: catalogCss, home: homeCss, product: productCss, energyBadge: energyBadgeCss, backInStock: backInStockCss, cart: cartCss, content: contentCss,
};
const ORDER = Object.keys(SHEETS) as PageStyleSheet[];

const joined = new Map<string, CriticalCssValue>();
const LINKED: CriticalCssValue = { css: '', complete: true, linked: true };

/** The base and the sheets the routes name, first screen only (a page naming none gets every sheet). `linked` (the
 * checkout family) inlines nothing: the whole stylesheet is cached once for every step. */
export function criticalCssFor(sheets: readonly PageStyleSheet[] | 'linked' | undefined, { languageSwitcher }: { languageSwitcher: boolean }): CriticalCssValue {
  if (sheets === 'linked') return LINKED;
  const chosen = sheets ? ORDER.filter((sheet) => sheets.includes(sheet)) : ORDER;
  const key = `${chosen.join(',')}${languageSwitcher ? '+languages' : ''}`;
  let value = joined.get(key);
  if (value === undefined) {
    const complete = chosen.length === ORDER.length;
    const base = languageSwitcher ? [baseCss, languageSwitcherCss] : [baseCss];
    value = { css: [...base, cartControlsCss, ...chosen.map((sheet) => SHEETS[sheet]), ...(complete ? [belowTheFoldCss] : [])].join(''), complete };
    joined.set(key, value);
  }
  return value;
}
