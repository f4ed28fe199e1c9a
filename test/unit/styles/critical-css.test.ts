import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { criticalCssFor } from '~/styles/critical-css.server';

const ONE_LANGUAGE = { languageSwitcher: false };
const read = (path: string) => fs.readFileSync(new URL(`../../../app/${path}`, import.meta.url), 'utf8').trim();

describe('inline critical CSS per page (decision 069)', () => {
  it("a product page inlines the energy badge and the back-in-stock request only when its buy box shows them", () => {
    const plain = criticalCssFor(['product'], ONE_LANGUAGE).css;
    expect(plain).toContain('.pdp-buy');
    expect(plain).not.toContain('.energy-badge');
    expect(plain).not.toContain('.pdp-notify');
    const both = criticalCssFor(['product', 'energyBadge', 'backInStock'], ONE_LANGUAGE).css;
    expect(both).toContain('.energy-badge[data-class=A]');
    expect(both).toContain('.pdp-notify__form');
    // In the order of the whole stylesheet: after the product page's own rules.
    expect(both.indexOf('.pdp-buy')).toBeLessThan(both.indexOf('.energy-badge'));
  });

  it('styles the language switcher only in the stores that show it', () => {
    expect(criticalCssFor(['catalog'], { languageSwitcher: true }).css).toContain('.lang-switch{');
    expect(criticalCssFor(['catalog'], ONE_LANGUAGE).css).not.toContain('.lang-switch');
    // A page that inlines every sheet still inlines it where the store shows it.
    expect(criticalCssFor(undefined, { languageSwitcher: true }).css).toContain('.lang-switch{');
  });

  it('a category page inlines the base, the cart controls and the catalogue styles, not the product or cart page styles', () => {
    const { css, complete } = criticalCssFor(['catalog'], ONE_LANGUAGE);
    expect(css).toContain('.listing');
    expect(css).toContain('.add-to-cart{');
    expect(css).toContain('.cart-icon{');
    expect(css).not.toContain('.pdp__top');
    expect(css).not.toContain('.cart-layout');
    expect(css).not.toContain('.slider');
    expect(complete).toBe(false);
  });

  it("the home page inlines its sections' styles, not a listing's facets and sorting", () => {
    const { css } = criticalCssFor(['home', 'content'], ONE_LANGUAGE);
    for (const selector of ['.slider', '.campaigns', '.home-categories', '.promo-banner', '.card{']) expect(css).toContain(selector);
    for (const selector of ['.listing', '.facet', '.sort-form']) expect(css).not.toContain(selector);
  });

  it('keeps the order of the whole stylesheet whatever order the routes name their sheets in', () => {
    const { css } = criticalCssFor(['product', 'catalog'], ONE_LANGUAGE);
    expect(css.indexOf('.listing')).toBeGreaterThan(-1);
    expect(css.indexOf('.listing')).toBeLessThan(css.indexOf('.pdp__top'));
    expect(criticalCssFor(['product', 'catalog'], ONE_LANGUAGE)).toBe(criticalCssFor(['catalog', 'product'], ONE_LANGUAGE));
  });

  it('a page whose routes name no sheet inlines them all, and is marked complete', () => {
    const { css, complete } = criticalCssFor(undefined, ONE_LANGUAGE);
    for (const selector of ['.listing', '.slider', '.pdp__top', '.cart-layout', '.promo-banner']) expect(css).toContain(selector);
    expect(complete).toBe(true);
  });

  it('the checkout family inlines nothing: the whole stylesheet is linked instead, nothing follows after <main> (decision 110)', () => {
    const value = criticalCssFor('linked', { languageSwitcher: true });
    expect(value).toEqual({ css: '', complete: true, linked: true });
    expect(criticalCssFor(undefined, ONE_LANGUAGE).linked).toBeFalsy();
  });

  it('the whole stylesheet imports every sheet in the inline order', () => {
    const imports = [...read('styles/all.css').matchAll(/@import '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual([
      './app.css', '../components/language-switcher.css', '../cart/cart-controls.css', '../catalog/catalog.css', '../catalog/home/home.css', '../catalog/product/product.css', '../catalog/product/energy-badge.css', '../catalog/product/back-in-stock.css', '../cart/cart.css',
      '../content/content.css', './below-the-fold.css',
    ]);
  });
});

describe('what sits below the first screen (decision 075)', () => {
  const BELOW_SHEETS = ['styles/app.below.css', 'catalog/catalog.below.css', 'catalog/product/product.below.css'];
  const FIRST_SCREEN_SHEETS = ['styles/app.css', 'components/language-switcher.css', 'cart/cart-controls.css', 'catalog/catalog.css', 'catalog/home/home.css', 'catalog/product/product.css', 'catalog/product/energy-badge.css', 'catalog/product/back-in-stock.css', 'cart/cart.css', 'content/content.css', 'checkout/checkout.css'];
  const classesOf = (css: string) => new Set([...css.matchAll(/\.([a-z][a-z0-9_-]*)/g)].map((match) => match[1]));
  const selectorsOf = (css: string) =>
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@]+)\{[^{}]*\}/g)].flatMap((match) => match[1].split(',').map((selector) => selector.trim())).filter((selector) => !/^(from|to|\d+%)$/.test(selector));

  it('is one file of the three sheets, not inlined into catalogue pages, inlined into pages that inline every sheet', () => {
    const imports = [...read('styles/below-the-fold.css').matchAll(/@import '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual(['./app.below.css', '../catalog/catalog.below.css', '../catalog/product/product.below.css']);
    for (const sheets of [['catalog'], ['product'], ['catalog', 'content']] as const) {
      const { css } = criticalCssFor(sheets, ONE_LANGUAGE);
      for (const selector of ['.site-footer', '.newsletter__form', '.pagination', '.pdp-review-list', '.dropdown__panel', '.loading-bar']) expect(css).not.toContain(selector);
    }
    const { css } = criticalCssFor(undefined, ONE_LANGUAGE);
    for (const selector of ['.site-footer', '.newsletter__form', '.pagination', '.pdp-review-list', '.dropdown__panel', '.loading-bar']) expect(css).toContain(selector);
  });

  it('keeps what the first screen shows inline: header, navigation, cards, prices, the add-to-cart form, the buy box', () => {
    const { css } = criticalCssFor(['product'], ONE_LANGUAGE);
    for (const selector of ['.site-header', '.main-nav', '.card{', '.price{', '.add-to-cart{', '.pdp__top', '.pdp-buy', '.breadcrumb']) expect(css).toContain(selector);
  });

  it('styles only its own classes, so coming later in the cascade (a link after <main>) cannot override a first-screen rule', () => {
    const firstScreenClasses = new Set(FIRST_SCREEN_SHEETS.flatMap((path) => [...classesOf(read(path))]));
    for (const path of BELOW_SHEETS) {
      for (const selector of selectorsOf(read(path))) {
        const own = [...classesOf(selector)].filter((name) => !firstScreenClasses.has(name));
        expect(own, `${path}: ${selector}`).not.toEqual([]);
      }
    }
  });
});
