import { describe, expect, it } from 'vitest';
import { productHead, type ProductHeadInput } from '~/catalog/product/product-head';

const input: ProductHeadInput = {
  title: 'Vrtačka Norvik DS 18',
  siteName: 'ProTools Direct',
  description: 'Aku vrtačka',
  locale: 'cs-CZ',
  canonical: 'https://www.protools-direct.cz/vrtacka-norvik-ds-18-10000012/',
  robots: 'index,follow',
  alternates: [{ hrefLang: 'sk-SK', href: 'https://www.protools-direct.sk/vrtacka-norvik-ds-18-10000012/' }],
  origin: 'https://www.protools-direct.cz',
  product: {
    name: 'Vrtačka Norvik DS 18',
    sku: 'EX10000012',
    description: '<p>Aku vrtačka</p>',
    images: ['/__images/products/EX10000012-1.svg'],
    brand: 'Norvik',
    ean: '4000009740378',
    category: 'Vrtačky',
    price: { centAmount: 329000, currencyCode: 'CZK', fractionDigits: 2 },
    availability: 'InStock',
    priceValidUntil: null,
    rating: { average: 4.4, count: 12 },
  },
  breadcrumb: [{ name: 'Domů', url: 'https://www.protools-direct.cz/' }, { name: 'Vrtačky', url: 'https://www.protools-direct.cz/vrtacky/' }, { name: 'Vrtačka Norvik DS 18' }],
  now: new Date('2026-11-22T10:00:00Z'),
};

type LdEntry = { 'script:ld+json': Record<string, unknown> };
const jsonLd = (head: ReturnType<typeof productHead>) =>
  head.filter((entry): entry is LdEntry => 'script:ld+json' in entry).map((entry) => entry['script:ld+json']);

describe('productHead', () => {
  it('has the title with the site name, canonical, alternates and robots', () => {
    const head = productHead(input);
    expect(head).toContainEqual({ title: 'Vrtačka Norvik DS 18 | ProTools Direct' });
    expect(head).toContainEqual({ tagName: 'link', rel: 'canonical', href: input.canonical });
    expect(head).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'sk-SK', href: input.alternates[0].href });
    expect(head).toContainEqual({ name: 'robots', content: 'index,follow' });
  });

  it('describes the product with an Offer in the store currency, its rating and the breadcrumb', () => {
    const [product, breadcrumb] = jsonLd(productHead(input));
    expect(product).toMatchObject({
      '@type': 'Product',
      sku: 'EX10000012',
      brand: { '@type': 'Brand', name: 'Norvik' },
      image: ['https://www.protools-direct.cz/__images/products/EX10000012-1.svg'],
      offers: { '@type': 'Offer', price: '3290.00', priceCurrency: 'CZK', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.4, ratingCount: 12 },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb.itemListElement as unknown[]).length).toBe(3);
  });

  it('leaves the Product out rather than guess an availability it does not know', () => {
    const items = jsonLd(productHead({ ...input, product: { ...input.product, availability: null } }));
    expect(items.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });
});
