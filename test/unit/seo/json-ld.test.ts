import { describe, expect, it } from 'vitest';
import { DEFAULT_SELLER, MARKETS, getMarket } from '~/markets';
import {
  aggregateRatingJsonLd, breadcrumbListJsonLd, defaultPriceValidUntil, organizationJsonLd, productJsonLd, serializeJsonLd,
  webSiteJsonLd, type ProductJsonLdInput,
} from '~/seo/json-ld';
import { internationalPhone } from '~/seo/phone';

const now = new Date('2025-03-14T10:00:00Z');
const product: ProductJsonLdInput = {
  url: 'https://www.protools-direct.cz/vrtacka-makita-10000001/',
  name: 'Vrtačka Makita HP457',
  sku: 'EX10000001',
  description: '<p>Příklepová <b>vrtačka</b></p>\n<ul><li>18 V</li></ul>',
  images: ['/__images/products/EX10000001-1.svg', 'https://cdn.example/a.jpg'],
  brand: 'Makita',
  gtin: '4002395006514',
  price: { centAmount: 329000, currencyCode: 'CZK', fractionDigits: 2 },
  availability: 'InStock',
  now,
  seller: { name: 'ProTools Direct', url: 'https://www.protools-direct.cz/' },
  rating: { average: 4.466, count: 12 },
};

describe('productJsonLd', () => {
  it('describes the product with an Offer in the store currency', () => {
    const data = productJsonLd(product);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vrtačka Makita HP457',
      sku: 'EX10000001',
      gtin: '4002395006514',
      brand: { '@type': 'Brand', name: 'Makita' },
      description: 'Příklepová vrtačka 18 V',
      image: ['https://www.protools-direct.cz/__images/products/EX10000001-1.svg', 'https://cdn.example/a.jpg'],
      offers: {
        '@type': 'Offer',
        url: product.url,
        price: '3290.00',
        priceCurrency: 'CZK',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        priceValidUntil: '2026-12-31',
        seller: { '@type': 'Organization', name: 'ProTools Direct' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it.each([['InStock'], ['OutOfStock'], ['BackOrder']] as const)('maps %s to its schema.org URL', (availability) => {
    expect(productJsonLd({ ...product, availability }).offers.availability).toBe(`https://schema.org/${availability}`);
  });

  it('writes prices with the currency digits and takes a dated price end', () => {
    const data = productJsonLd({ ...product, price: { centAmount: 12990, currencyCode: 'EUR', fractionDigits: 2 }, priceValidUntil: '2025-04-01T23:59:59Z' });
    expect(data.offers).toMatchObject({ price: '129.90', priceCurrency: 'EUR', priceValidUntil: '2025-04-01' });
    expect(productJsonLd({ ...product, price: { centAmount: 5, currencyCode: 'EUR', fractionDigits: 2 } }).offers.price).toBe('0.05');
    expect(defaultPriceValidUntil(new Date('2025-12-31T23:00:00Z'))).toBe('2026-12-31');
  });

  it('leaves AggregateRating out without ratings, and leaves out invalid GTINs and empty fields', () => {
    const data = productJsonLd({ ...product, rating: { average: 0, count: 0 }, gtin: 'n/a', brand: undefined, description: undefined });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('gtin');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('description');
    expect(aggregateRatingJsonLd(undefined)).toBeUndefined();
    expect(aggregateRatingJsonLd({ average: 6, count: 3 })).toBeUndefined();
    expect(aggregateRatingJsonLd({ average: 4, count: 1 })).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 and lets the last item go without URL', () => {
    expect(breadcrumbListJsonLd([
      { name: 'Domů', url: 'https://s.cz/' },
      { name: 'Vrtačky', url: 'https://s.cz/vrtacky/' },
      { name: 'Vrtačka X' },
    ])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Domů', item: 'https://s.cz/' },
        { '@type': 'ListItem', position: 2, name: 'Vrtačky', item: 'https://s.cz/vrtacky/' },
        { '@type': 'ListItem', position: 3, name: 'Vrtačka X' },
      ],
    });
  });
});

describe('organizationJsonLd', () => {
  it('names the store with logo and a customer-service contact point', () => {
    const CH = getMarket('CH');
    const data = organizationJsonLd({
      name: 'ProTools Direct', origin: 'https://www.protools-direct.ch', logo: '/favicon.svg',
      country: 'CH', phone: CH.phone, email: CH.email, locales: CH.locales, seller: DEFAULT_SELLER,
    });
    expect(data).toMatchObject({
      '@type': 'Organization',
      // The one seller of every store and page (decision 120).
      legalName: 'ProTools Direct GmbH',
      vatID: 'DE123456789',
      address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      url: 'https://www.protools-direct.ch/',
      logo: 'https://www.protools-direct.ch/favicon.svg',
      contactPoint: [{
        '@type': 'ContactPoint', contactType: 'customer service', telephone: '+41 44 505 45 60', email: CH.email,
        areaServed: 'CH', availableLanguage: ['de-CH', 'fr-CH', 'it-CH'],
      }],
    });
  });

  it('writes every store phone in international format', () => {
    expect(internationalPhone('HU', '06 1 445 4560')).toBe('+36 1 445 4560');
    expect(internationalPhone('IT', '02 9475 4560')).toBe('+39 02 9475 4560');
    expect(internationalPhone('LT', '8 5 214 4560')).toBe('+370 5 214 4560');
    expect(internationalPhone('CZ', '228 880 450')).toBe('+420 228 880 450');
    expect(internationalPhone('SK', '02 3210 5400')).toBe('+421 2 3210 5400');
    expect(internationalPhone('DE', '0049 30 1234')).toBe('+49 30 1234');
    // No trunk prefix survives, except Italy's 0, which is part of the number.
    for (const market of MARKETS) {
      expect(internationalPhone(market.country, market.phone), market.country).toMatch(market.country === 'IT' ? /^\+39 0/ : /^\+\d{2,3} [1-9]/);
    }
  });
});

describe('webSiteJsonLd', () => {
  it('points the SearchAction at /search?query= under the language prefix', () => {
    const CH = getMarket('CH');
    const fr = webSiteJsonLd({ name: 'ProTools', origin: 'https://shop.ch', language: 'fr', market: CH, locale: 'fr-CH' });
    expect(fr).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.ch/fr',
      inLanguage: 'fr-CH',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.ch/fr/search?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    const de = webSiteJsonLd({ name: 'ProTools', origin: 'https://shop.ch', language: 'de', market: CH, locale: 'de-CH' });
    expect(de.potentialAction.target.urlTemplate).toBe('https://shop.ch/search?query={search_term_string}');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element and parses back to the same data', () => {
    const data = productJsonLd({ ...product, name: 'Drill </script><script>alert(1)</script> & <!-- x -->\u2028' });
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('serialises a list of documents', () => {
    const list = [breadcrumbListJsonLd([{ name: '<b>' }])];
    expect(JSON.parse(serializeJsonLd(list))).toEqual(list);
  });
});
