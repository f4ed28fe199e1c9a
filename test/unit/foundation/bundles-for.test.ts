import { describe, expect, it } from 'vitest';
import { bundlesFor } from '~/i18n/resources.server';

describe('bundlesFor', () => {
  it('picks the namespaces a page renders with, one shared frozen object per language and set', () => {
    const product = bundlesFor('sk', ['common', 'catalog', 'product', 'common']);
    expect(Object.keys(product)).toEqual(['common', 'catalog', 'product']);
    expect((product.common as Record<string, unknown>).siteName).toBeTruthy();
    expect(bundlesFor('sk', ['common', 'catalog', 'product'])).toBe(product);
    expect(Object.isFrozen(product)).toBe(true);
    expect(bundlesFor('sk', ['common', 'catalog'])).not.toBe(product);
    expect(bundlesFor('de', ['common', 'catalog', 'product'])).not.toBe(product);
  });
});
