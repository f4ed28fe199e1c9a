import { describe, expect, it } from 'vitest';
import type { CountryCode, LanguageCode } from '~/markets';
import { NO_TRAILING_SLASH_FAMILIES, NO_TRAILING_SLASH_ROUTES, RESERVED_SEGMENTS } from '~/routing/paths';
import type { UrlDecision } from '~/routing/url-rules';
import { marketOf, notFound, pageOf, passThrough, redirectTo, resolveFor, withoutNegotiation } from './helpers';

// Expected decisions, written compactly: 'page' (default language), 'page:fr' (served under /fr),
// '404', 'pass', or '<status> <location>'.
type Expected = 'page' | `page:${LanguageCode}` | '404' | 'pass' | `${301 | 302 | 308} ${string}`;
type Row = [country: CountryCode, input: string, expected: Expected];

function expectedDecision(country: CountryCode, input: string, expected: Expected): UrlDecision {
  if (expected === '404') return notFound;
  if (expected === 'pass') return passThrough;
  if (expected === 'page') return pageOf(input, marketOf(country).defaultLanguage);
  if (expected.startsWith('page:')) {
    const language = expected.slice(5) as LanguageCode;
    return pageOf(input, language, `/${language}`);
  }
  const [status, location] = expected.split(' ');
  return redirectTo(location, Number(status) as 301 | 302 | 308);
}

function table(rows: Row[]): void {
  it.each(rows)('%s %s → %s', (country, input, expected) => {
    expect(withoutNegotiation(resolveFor(country, input))).toEqual(expectedDecision(country, input, expected));
  });
}

describe('garbage never throws and gets the 404 page', () => {
  table([
    ['SK', '/%E0%A4%A/', '404'],
    ['SK', '/%zz/', '404'],
    ['SK', '/%C0%AF/', '404'],
    ['SK', "/drill's/", '404'],
    ['SK', '/drill%27s/', '404'],
    ['SK', '/drill"s/', '404'],
    ['SK', '/drill%22s/', '404'],
    ['CH', '/fr/%27/', '404'],
    ['CH', '/search?query=%27', 'page'], // quotes are only forbidden in the path
    ['SK', '/a%00b/', '404'],
    ['SK', '/a%0Ab/', '404'],
    ['SK', '/a%5Cb/', '404'],
    ['SK', `/${'a'.repeat(2000)}`, '404'],
    ['SK', `/${'a'.repeat(1998)}/`, 'page'],
    ['SK', "/api/it's", '404'], // garbage beats pass-through
  ]);

  it('a raw backslash (turned into a slash by the URL parser) never yields a protocol-relative location', () => {
    const decision = resolveFor('SK', '/\\evil.example/');
    expect(decision).toEqual(redirectTo('/evil.example/'));
  });
});

describe('repeated slashes collapse with one redirect', () => {
  table([
    ['SK', '//drills//', '308 /drills/'],
    ['SK', '///evil.example/', '308 /evil.example/'],
    ['SK', '//', '308 /'],
    ['CH', '/fr//drills', '308 /fr/drills/'],
    ['SK', '/search//?x=1', '308 /search?x=1'],
  ]);
});

describe('uppercase paths redirect to lowercase, query kept (308)', () => {
  table([
    ['SK', '/Drills/', '308 /drills/'],
    ['SK', '/Drills/?Sort=NameAsc', '308 /drills/?Sort=NameAsc'],
    ['SK', '/SEARCH?query=Bosch', '308 /search?query=Bosch'],
    ['SK', '/Dr%C3%9Cck/', '308 /dr%C3%BCck/'],
    ['SK', '/dr%c3%bcck/', 'page'], // lower-case hex digits are not an uppercase path
    ['SK', '/dr%C3%BCck/', 'page'],
    ['CH', '/FR/', '308 /fr'],
    // The spec's camel-case system paths are compared case-sensitively and kept.
    ['SK', '/exConsents/confirm?hash=abc', 'page'],
    ['CH', '/fr/exConsents/confirm?hash=abc', 'page:fr'],
    ['CH', '/FR/exConsents/confirm?hash=abc', '308 /fr/exConsents/confirm?hash=abc'],
    ['SK', '/manageSubscriptions', 'page'],
    ['SK', '/manageSubscriptions/', '308 /manageSubscriptions'],
    ['SK', '/ExConsents/confirm', '308 /exconsents/confirm/'],
    ['SK', '/managesubscriptions', '308 /managesubscriptions/'],
  ]);
});

describe('/home redirects to the home path (308)', () => {
  table([
    ['SK', '/home', '308 /'],
    ['SK', '/home/', '308 /'],
    ['SK', '/HOME?x=1', '308 /?x=1'],
    ['CH', '/fr/home', '308 /fr'],
    ['CH', '/de/home/', '308 /'],
    ['SK', '/home/drills/', 'page'], // only the exact path is the alias
    ['SK', '/', 'page'],
  ]);
});

describe('language prefixes', () => {
  table([
    // Offered non-default languages are served under their prefix.
    ['CH', '/fr/drills/', 'page:fr'],
    ['CH', '/it/drills/', 'page:it'],
    ['BE', '/fr/drills/', 'page:fr'],
    ['CH', '/drills/', 'page'],
    ['BE', '/drills/', 'page'],
    // The bare prefix is the language's home; '/fr/' redirects to it.
    ['CH', '/fr', 'page:fr'],
    ['CH', '/fr/', '308 /fr'],
    ['BE', '/fr?x=1', 'page:fr'],
    // A language-country prefix of the current country.
    ['CH', '/fr-ch/drills/', '308 /fr/drills/'],
    ['CH', '/it-ch', '308 /it'],
    ['CH', '/de-ch/x/', '308 /x/'],
    ['BE', '/fr-be/x/', '308 /fr/x/'],
    ['BE', '/nl-be/x/', '308 /x/'],
    ['GB', '/en-gb/x/', '308 /x/'],
    // Every store's own pair, also those the spec's list leaves out (issue 23).
    ['SK', '/sk-sk/', '308 /'],
    ['SK', '/sk-sk/drills/', '308 /drills/'],
    ['SI', '/sl-si/x/', '308 /x/'],
    ['CZ', '/sk-sk/x/', '308 /x/'],
    ['CZ', '/cs-cz/x/', '308 /x/'],
    // The default language's prefix.
    ['CH', '/de/drills/', '308 /drills/'],
    ['CH', '/de', '308 /'],
    ['SK', '/sk/drills/', '308 /drills/'],
    ['SK', '/sk', '308 /'],
    ['BE', '/nl/x/', '308 /x/'],
    ['GB', '/en/x/', '308 /x/'],
    ['IE', '/en/', '308 /'],
    // Languages and tags of the spec lists the store does not offer.
    ['SK', '/fr/drills/', '308 /drills/'],
    ['SK', '/de-at/', '308 /'],
    ['CH', '/de-at/drills/', '308 /drills/'],
    ['CH', '/fr-fr/drills/', '308 /drills/'],
    ['CH', '/fr-be/drills/', '308 /drills/'],
    ['CH', '/nl/drills/', '308 /drills/'],
    ['BE', '/it/x/', '308 /x/'],
    ['GB', '/en-ie/x/', '308 /x/'],
    ['IE', '/fr/x/', '308 /x/'],
    // A first segment that is not a code of the spec lists is a slug.
    ['SK', '/drills/', 'page'],
    ['CH', '/de-walt/', 'page'],
    ['CH', '/french/', 'page'],
    ['CH', '/fr-x/', 'page'],
    ['SK', '/sk-xx/', 'page'], // no store's language-country pair
    ['CH', '/fr/de/', 'page:fr'], // only the first segment can be a prefix
  ]);
});

describe('unprefixed pages follow the shopper’s language (decision 021)', () => {
  const wants = (country: CountryCode, path: string, language: LanguageCode) => resolveFor(country, path, { preferredLanguage: language });

  it('sends pages at the same path in every language straight to the prefixed path, temporarily', () => {
    expect(wants('CH', '/', 'fr')).toEqual({ kind: 'redirect', location: '/fr', status: 302, negotiated: true });
    expect(wants('CH', '/?appVersion=true', 'it')).toEqual({ kind: 'redirect', location: '/it?appVersion=true', status: 302, negotiated: true });
    expect(wants('BE', '/search?query=boor', 'fr')).toEqual({ kind: 'redirect', location: '/fr/search?query=boor', status: 302, negotiated: true });
    expect(wants('CH', '/checkout/cart', 'fr')).toEqual({ kind: 'redirect', location: '/fr/checkout/cart', status: 302, negotiated: true });
    expect(wants('CH', '/my-account/my-profile', 'it')).toEqual({ kind: 'redirect', location: '/it/my-account/my-profile', status: 302, negotiated: true });
  });

  it('hands slug pages to their loader with the wanted language: only the catalogue knows the slug there', () => {
    expect(wants('CH', '/elektrowerkzeuge/', 'fr')).toEqual({ ...pageOf('/elektrowerkzeuge/', 'de'), negotiated: true, wantedLanguage: 'fr' });
    expect(wants('BE', '/boormachine-10000123/?reviewsPage=2', 'fr')).toEqual({ ...pageOf('/boormachine-10000123/', 'nl'), negotiated: true, wantedLanguage: 'fr' });
  });

  it('leaves the page alone in the default language, for languages the store lacks, and without a preference', () => {
    expect(wants('CH', '/elektrowerkzeuge/', 'de')).toEqual({ ...pageOf('/elektrowerkzeuge/', 'de'), negotiated: true });
    expect(wants('CH', '/elektrowerkzeuge/', 'nl')).toEqual({ ...pageOf('/elektrowerkzeuge/', 'de'), negotiated: true });
    expect(resolveFor('CH', '/')).toEqual({ ...pageOf('/', 'de'), negotiated: true });
  });

  it('never moves prefixed pages, single-language stores or system endpoints', () => {
    expect(wants('CH', '/it/utensili-elettrici/', 'fr')).toEqual(pageOf('/it/utensili-elettrici/', 'it', '/it'));
    expect(wants('SK', '/vrtacky/', 'sk')).toEqual(pageOf('/vrtacky/', 'sk'));
    expect(wants('CH', '/log-out', 'fr')).toEqual(pageOf('/log-out', 'de'));
    expect(wants('CH', '/exConsents/confirm', 'fr')).toEqual(pageOf('/exConsents/confirm', 'de'));
    expect(wants('CH', '/cms/x', 'fr')).toEqual(pageOf('/cms/x', 'de'));
  });

  it('normalises first and follows the language on the next request', () => {
    expect(wants('CH', '/Elektrowerkzeuge', 'fr')).toEqual(redirectTo('/elektrowerkzeuge/'));
  });
});

describe('trailing slashes', () => {
  const noSlash: string[] = [
    '/search', '/login', '/log-out', '/checkout', '/checkout/cart', '/checkout/thank-you', '/checkout/reset-password',
    '/my-account', '/my-account/my-profile', '/password-reset', '/password-reset/check-email', '/reset-password',
    '/create-account', '/create-account/check-email', '/create-account/confirm', '/after-payment-redirect-back', '/adyen-payment-error', '/cms', '/cms/footer',
  ];
  it.each(noSlash)('%s is served without a slash, and %s/ redirects to it', (path) => {
    expect(resolveFor('SK', path)).toEqual(pageOf(path, 'sk'));
    expect(resolveFor('SK', `${path}/?x=1`)).toEqual(redirectTo(`${path}?x=1`));
    expect(resolveFor('CH', `/fr${path}/`)).toEqual(redirectTo(`/fr${path}`));
  });

  table([
    ['SK', '/drills', '308 /drills/'],
    ['SK', '/drills/cordless', '308 /drills/cordless/'],
    ['SK', '/privacy-data', '308 /privacy-data/'],
    ['SK', '/bosch-gsr-18v-12345678', '308 /bosch-gsr-18v-12345678/'],
    ['CH', '/fr/drills', '308 /fr/drills/'],
    ['SK', '/searching', '308 /searching/'], // a slug merely starting like a route
    ['SK', '/checkouts', '308 /checkouts/'],
    ['SK', '/drills/search', '308 /drills/search/'], // route names only count after the prefix
    ['SK', '/drill-1.5', '308 /drill-1.5/'], // a version number is no file extension
    ['SK', '/privacy-data/', 'page'],
    // Paths with a file extension are left alone; the per-host ones are Remix resource routes.
    ['SK', '/robots.txt', 'page'],
    ['SK', '/sw.js', 'page'],
    ['SK', '/sitemap.xml', 'page'],
    ['SK', '/sitemaps/sk.xml', 'page'],
    ['SK', '//robots.txt', '308 /robots.txt'],
    ['SK', '/favicon.ico', 'pass'],
    ['SK', '/images/Logo.PNG', 'pass'],
    ['CH', '/fr/manifest.json', 'pass'],
  ]);
});

describe('reserved prefixes pass through without normalisation', () => {
  table([
    ['SK', '/.well-known/security.txt', 'pass'],
    ['SK', '/__outbox', 'pass'],
    ['SK', '/__mock/Carts/?page=1', 'pass'],
    ['SK', '/api/cart', 'pass'],
    ['SK', '/api', 'pass'],
    ['SK', '/API/Cart', 'pass'],
    ['SK', '/font/inter.woff2', 'pass'],
    ['SK', '/fonts/inter.woff2', 'pass'],
    ['SK', '/hidden/x', 'pass'],
    ['SK', '/build/entry.js', 'pass'],
    ['SK', '/assets/root-Ab12.css', 'pass'],
    ['SK', '//api//cart', '308 /api/cart'],
    ['SK', '/apiary/', 'page'], // whole segments only
    ['SK', '/fontana-tools/', 'page'],
    ['CH', '/fr/api/', 'page:fr'], // reserved at the root only; under a served prefix it is a slug
    // A page URL never normalises into machine space.
    ['SK', '/fr/api/', '404'],
    ['CH', '/de/Build/x', '404'],
    ['SK', '/category/api/x', '404'],
  ]);
  it('shares the reserved families with the route table', () => {
    expect(RESERVED_SEGMENTS).toEqual(expect.arrayContaining(['api', 'font', 'fonts', 'hidden', 'build', 'assets']));
  });
});

describe('page=1 is removed, other parameters kept in order (308)', () => {
  table([
    ['SK', '/drills/?page=1', '308 /drills/'],
    ['SK', '/drills/?page=1&x=2', '308 /drills/?x=2'],
    ['SK', '/drills/?x=2&page=1&y=a+b%20c', '308 /drills/?x=2&y=a+b%20c'],
    ['SK', '/search?query=a+b&page=1', '308 /search?query=a+b'],
    ['SK', '/?page=1', '308 /'],
    ['CH', '/fr?page=1', '308 /fr'],
    ['SK', '/drills/?page=2', 'page'],
    ['SK', '/drills/?page=10', 'page'],
    ['SK', '/drills/?pages=1', 'page'],
    ['SK', '/drills/?page', 'page'],
    ['SK', '/drills/?x=%zz', 'page'], // a malformed query value is not ours to judge
  ]);
});

describe('old and native prefixes redirect with the SEO code (301)', () => {
  table([
    ['SK', '/category/drills/', '301 /drills/'],
    ['SK', '/category/drills', '301 /drills/'],
    ['SK', '/category/drills/cordless/', '301 /drills/cordless/'],
    ['CH', '/fr/category/drills/', '301 /fr/drills/'],
    ['SK', '/category/', 'page'], // no slug after it: an ordinary slug
    ['SK', '/search/drill', '301 /search?query=drill'],
    ['SK', '/search/Cordless%20Drill/?page=2', '301 /search?query=Cordless%20Drill&page=2'],
    ['SK', '/search/drill?query=old&sort=x', '301 /search?query=drill&sort=x'],
    ['CH', '/fr/search/perceuse', '301 /fr/search?query=perceuse'],
    ['SK', '/p/bosch-gsr-18v-12345678/', '301 /bosch-gsr-18v-12345678/'],
    ['SK', '/c/drills', '301 /drills/'],
    ['GB', '/P/Drills/', '301 /drills/'],
    ['SK', '/p/', 'page'],
  ]);

  it('native /p and /c are pages where native routing is on (LT in production)', () => {
    const production = { environment: 'production' } as const;
    expect(resolveFor('LT', '/p/bosch-gsr-18v-12345678/', production)).toEqual(pageOf('/p/bosch-gsr-18v-12345678/', 'lt'));
    expect(resolveFor('LT', '/c/drills', production)).toEqual(redirectTo('/c/drills/'));
    expect(resolveFor('LT', '/category/drills/', production)).toEqual(redirectTo('/drills/', 301));
    // The local default has native routing off everywhere, and other countries never have it.
    expect(resolveFor('LT', '/p/x/')).toEqual(redirectTo('/x/', 301));
    expect(resolveFor('SK', '/p/x/', production)).toEqual(redirectTo('/x/', 301));
  });
});

describe('checkout-disabled countries send checkout home (302)', () => {
  table([
    ['IE', '/checkout', '302 /'],
    ['IE', '/checkout/cart', '302 /'],
    ['IE', '/Checkout/Cart/?x=1', '302 /'],
    ['IE', '/en-ie/checkout/payment', '302 /'],
    ['IE', '/fr/checkout', '302 /'],
    ['IE', '/category/checkout/', '302 /'],
    ['IE', '/checkout-help/', 'page'],
    ['IE', '/drills/', 'page'],
    ['GB', '/checkout/cart', 'page'],
    ['CH', '/fr/checkout/cart', 'page:fr'],
  ]);

  it('goes to the home path of the current language', () => {
    const belgium = marketOf('BE');
    const catalogueOnly = { ...belgium, rules: { ...belgium.rules, checkoutEnabled: false } };
    expect(resolveFor(catalogueOnly, '/fr/checkout/cart')).toEqual(redirectTo('/fr', 302));
    expect(resolveFor(catalogueOnly, '/fr-be/Checkout/')).toEqual(redirectTo('/fr', 302));
    expect(resolveFor(catalogueOnly, '/checkout')).toEqual(redirectTo('/', 302));
  });
});

describe('rules combine into a single redirect', () => {
  table([
    ['CH', '/FR-CH/Drills?page=1&x=2', '308 /fr/drills/?x=2'],
    ['CH', '//DE//Drills?page=1', '308 /drills/'],
    ['CH', '/IT-CH/Search/?page=1&q=x', '308 /it/search?q=x'],
    ['SK', '/SK/HOME/?page=1', '308 /'],
    ['BE', '/FR-BE/Home?page=1&utm=a', '308 /fr?utm=a'],
    ['CH', '/DE/Category/Drills?page=1', '301 /drills/'],
    ['BE', '/fr-be//c//Drills?page=1', '301 /fr/drills/'],
    ['GB', '/EN-GB/Search/Bosch%20GSR', '301 /search?query=Bosch%20GSR'],
  ]);
});

describe('every redirect lands on a page in one hop', () => {
  const inputs: Array<[CountryCode, string]> = [
    ['CH', '/FR-CH/Drills?page=1&x=2'], ['SK', '/Category/C/Drills'], ['SK', '/search/a%3Fb%2Fc'],
    ['CH', '/de/home/'], ['BE', '/NL-BE/my-account/'], ['SK', '//Api//X'], ['SK', '/a%2Fb'],
    ['IE', '/en/checkout/'], ['SK', '/%C4%B0stanbul'], ['CH', '/it-ch/p/x'], ['SK', '/Drills:Pro/'],
  ];
  it.each(inputs)('%s %s', (country, input) => {
    const first = resolveFor(country, input);
    expect(first.kind).toBe('redirect');
    if (first.kind !== 'redirect') return;
    expect(first.location).toMatch(/^\/(?!\/)/);
    expect(['page', 'pass-through']).toContain(resolveFor(country, first.location).kind);
  });
});

describe('the shared route lists', () => {
  it('lists every spec route served without a trailing slash', () => {
    expect(NO_TRAILING_SLASH_FAMILIES).toEqual(expect.arrayContaining(['checkout', 'my-account', 'password-reset', 'create-account', 'cms']));
    expect(NO_TRAILING_SLASH_ROUTES).toEqual(expect.arrayContaining([
      'search', 'login', 'log-out', 'reset-password', 'after-payment-redirect-back',
      'adyen-payment-error', 'exConsents/confirm', 'manageSubscriptions',
    ]));
  });
});
