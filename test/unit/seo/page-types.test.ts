import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, isPageType } from '~/seo/page-types';

describe('page-type labels', () => {
  it('are exactly the labels of spec §2', () => {
    // "homepage, checkout, category listing, search listing, PDP, cart preview, cart sidebar, landing page, not-found"
    const spec = 'homepage, checkout, category listing, search listing, PDP, cart preview, cart sidebar, landing page, not-found';
    expect(Object.values(PAGE_TYPES)).toEqual(spec.split(', '));
  });

  it('tells labels from other strings', () => {
    expect(isPageType('PDP')).toBe(true);
    expect(isPageType('pdp')).toBe(false);
    expect(isPageType(undefined)).toBe(false);
  });
});
