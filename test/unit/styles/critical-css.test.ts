import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { criticalCssFor } from '~/styles/critical-css.server';

const read = (path: string) => fs.readFileSync(new URL(`../../../app/${path}`, import.meta.url), 'utf8').trim();

describe('inline critical CSS per page (decision 069)', () => {
  it('a category page inlines the base, the cart controls and the catalogue styles, not the product or cart page styles', () => {
    const { css, complete } = criticalCssFor(['catalog']);
    expect(css).toContain('.listing');
    expect(css).toContain('.add-to-cart{');
    expect(css).toContain('.cart-icon{');
    expect(css).not.toContain('.pdp__top');
    expect(css).not.toContain('.cart-layout');
    expect(complete).toBe(false);
  });

  it('keeps the order of the whole stylesheet whatever order the routes name their sheets in', () => {
    const { css } = criticalCssFor(['product', 'catalog']);
    expect(css.indexOf('.listing')).toBeGreaterThan(-1);
    expect(css.indexOf('.listing')).toBeLessThan(css.indexOf('.pdp__top'));
    expect(criticalCssFor(['product', 'catalog'])).toBe(criticalCssFor(['catalog', 'product']));
  });

  it('a page whose routes name no sheet inlines them all, and is marked complete', () => {
    const { css, complete } = criticalCssFor(undefined);
    for (const selector of ['.listing', '.pdp__top', '.cart-layout', '.promo-banner']) expect(css).toContain(selector);
    expect(complete).toBe(true);
  });

  it('the whole stylesheet imports every sheet in the inline order', () => {
    const imports = [...read('styles/all.css').matchAll(/@import '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual(['./app.css', '../cart/cart-controls.css', '../catalog/catalog.css', '../catalog/product/product.css', '../cart/cart.css', '../content/content.css']);
  });
});
