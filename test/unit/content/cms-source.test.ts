import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCmsSource } from '~/content/cms.server';
import { DEFAULT_SELLER } from '~/markets';
import { cmsFixture, page, plainSpaces, recordingLogger } from './helpers';

const fixtures: { remove: () => void }[] = [];
afterEach(() => {
  vi.useRealTimers();
  while (fixtures.length) fixtures.pop()?.remove();
});

function source(files: Record<string, unknown>, extra: { cacheTtlMs?: number } = {}) {
  const fixture = cmsFixture(files);
  fixtures.push(fixture);
  const logger = recordingLogger();
  return { cms: createCmsSource({ kind: 'files', dir: fixture.dir, logger, ...extra }), logger, fixture };
}

describe('fallback order', () => {
  const files = {
    'pages/payment/de.json': page('Zahlung (de)'),
    'pages/payment/de-DE.json': page('Zahlung (de-DE)'),
    'pages/payment/de-CH.json': page('Zahlung (de-CH)'),
    'pages/payment/fr.json': page('Paiement (fr)'),
  };

  it('prefers the language-country file', async () => {
    const { cms } = source(files);
    expect((await cms.getPage('payment', { language: 'de', country: 'CH' }))?.title).toBe('Zahlung (de-CH)');
    expect((await cms.getPage('payment', { language: 'de', country: 'CH' }))?.source).toBe('pages/payment/de-CH.json');
  });

  it('then the spec fallback locale (de-AT → de-DE), then the language', async () => {
    const { cms } = source(files);
    expect((await cms.getPage('payment', { language: 'de', country: 'AT' }))?.title).toBe('Zahlung (de-DE)');
    expect((await cms.getPage('payment', { language: 'fr', country: 'BE' }))?.title).toBe('Paiement (fr)');
    expect((await cms.getPage('payment', { language: 'fr', country: 'CH' }))?.source).toBe('pages/payment/fr.json');
  });

  it('does not log a missing override, only content missing in every file of the chain', async () => {
    const { cms, logger } = source(files);
    await cms.getPage('payment', { language: 'fr', country: 'FR' });
    expect(logger.entries).toEqual([]);
    expect(await cms.getPage('payment', { language: 'it', country: 'CH' })).toBeNull();
    expect(logger.messages()).toEqual(['warn: CMS content missing']);
    expect(logger.entries[0].details.tried).toEqual(['pages/payment/it-CH.json', 'pages/payment/it-IT.json', 'pages/payment/it.json']);
  });

  it('uses the same chain for components', async () => {
    const banners = (heading: string) => ({
      heading,
      banners: [{ title: 'T', text: 'From {{freeShippingThreshold}}', href: '/search?sales=true',
        image: { url: '/__images/banners/sales', alt: 'A', width: 640, height: 320 } }],
    });
    const { cms } = source({ 'components/promo-banners/en.json': banners('en'), 'components/promo-banners/en-GB.json': banners('en-GB') });
    expect((await cms.getComponent('promo-banners', { language: 'en', country: 'IE' }))?.heading).toBe('en-GB');
    const gb = await cms.getComponent('promo-banners', { language: 'en', country: 'GB' });
    expect(gb?.banners[0].text).toBe('From £52');
    expect(gb?.banners[0].href).toBe('/search?sales=true');
  });
});

describe('missing and invalid content', () => {
  it('logs and returns null for a page that does not exist', async () => {
    const { cms, logger } = source({});
    expect(await cms.getPage('privacy-data', { language: 'sk', country: 'SK' })).toBeNull();
    expect(logger.messages()).toEqual(['warn: CMS content missing']);
  });

  it('logs a file that is not JSON and returns null without falling back', async () => {
    const { cms, logger } = source({ 'pages/payment/cs-CZ.json': '{ "title": ', 'pages/payment/cs.json': page('Platba') });
    expect(await cms.getPage('payment', { language: 'cs', country: 'CZ' })).toBeNull();
    expect(logger.messages()).toEqual(['error: Invalid CMS content']);
  });

  it('logs a file that breaks the schema, with the zod issues', async () => {
    const { cms, logger } = source({ 'pages/payment/cs.json': { title: 'Platba', blocks: [{ type: 'video', src: 'x' }] } });
    expect(await cms.getPage('payment', { language: 'cs', country: 'CZ' })).toBeNull();
    expect(logger.messages()).toEqual(['error: Invalid CMS content']);
    expect(JSON.stringify(logger.entries[0].details.issues)).toContain('metaDescription');
  });

  it('refuses promo banners whose link leaves the shop', async () => {
    const { cms, logger } = source({
      'components/promo-banners/sk.json': {
        heading: 'Ponuky',
        banners: [{ title: 'T', text: 'x', href: 'https://evil.example/', image: { url: '/__images/banners/a', alt: 'a', width: 1, height: 1 } }],
      },
    });
    expect(await cms.getComponent('promo-banners', { language: 'sk', country: 'SK' })).toBeNull();
    expect(logger.messages()).toEqual(['error: Invalid CMS content']);
  });

  it('logs an unknown component name, language or country as an invalid key', async () => {
    const { cms, logger } = source({ 'pages/payment/sk.json': page('Platba') });
    expect(await cms.getComponent('header' as never, { language: 'sk', country: 'SK' })).toBeNull();
    expect(await cms.getPage('payment', { language: 'xx', country: 'SK' })).toBeNull();
    expect(await cms.getPage('payment', { language: 'sk', country: 'sk' })).toBeNull();
    expect(logger.messages()).toEqual(['warn: Invalid CMS key', 'warn: Invalid CMS key', 'warn: Invalid CMS key']);
  });
});

describe('path traversal', () => {
  const attempts = [
    '../secret', '..', '../../etc/passwd', 'pages/../../secret', '..%2fsecret', '%2e%2e%2fsecret', '%252e%252e%252f',
    '..\\secret', 'payment/../payment', 'payment%00', 'payment\u0000', '/etc/passwd', 'Payment', 'payment.json', '.',
    'payment/', ' payment', 'pay ment', 'a'.repeat(65), '\uff0e\uff0e\uff0fsecret', '',
  ];

  it.each(attempts)('refuses the slug %j', async (slug) => {
    const { cms, logger } = source({ 'secret/sk.json': page('secret'), 'pages/payment/sk.json': page('Platba'), 'sk.json': page('root') });
    expect(await cms.getPage(slug, { language: 'sk', country: 'SK' })).toBeNull();
    expect(logger.messages()).toEqual(['warn: Invalid CMS key']);
  });

  it('refuses a traversing language or country', async () => {
    const { cms } = source({ 'pages/payment/sk.json': page('Platba') });
    expect(await cms.getPage('payment', { language: '../payment/sk', country: 'SK' })).toBeNull();
    expect(await cms.getPage('payment', { language: 'sk', country: '../../SK' })).toBeNull();
  });
});

describe('placeholders and conditions', () => {
  it('fills store values for the market and locale', async () => {
    const html = '<p>{{storeEmail}} · {{freeShippingThreshold}} · {{parcelFee}} · {{bankIban}}</p>';
    const { cms } = source({ 'pages/dispatch-information/cs.json': page('Doprava', html), 'pages/dispatch-information/hu.json': page('Szállítás', html) });
    const cz = await cms.getPage('dispatch-information', { language: 'cs', country: 'CZ' });
    expect(plainSpaces(cz?.blocks[0].type === 'html' ? cz.blocks[0].html : '')).toBe(
      '<p>service@protools-direct.cz · 1 399 Kč · 46 Kč · CZ49 0300 0000 0028 1456 9733</p>');
    const hu = await cms.getPage('dispatch-information', { language: 'hu', country: 'HU' });
    expect(plainSpaces(hu?.blocks[0].type === 'html' ? hu.blocks[0].html : '')).toContain('22 099 Ft · 1481 Ft'); // Hungarian groups from five digits
  });

  it('escapes values in HTML, not in text, and logs unknown placeholders', async () => {
    const fixture = cmsFixture({ 'pages/payment/en.json': { title: '{{companyName}} {{nope}}', metaDescription: 'd',
      blocks: [{ type: 'html', html: '<p>{{companyName}} {{alsoNope}}</p>' }] } });
    fixtures.push(fixture);
    const logger = recordingLogger();
    const cms = createCmsSource({ kind: 'files', dir: fixture.dir, logger, seller: { ...DEFAULT_SELLER, legalName: 'Tools & <b>Co</b>' } });
    const result = await cms.getPage('payment', { language: 'en', country: 'GB' });
    expect(result?.title).toBe('Tools & <b>Co</b> ');
    expect(result?.blocks[0]).toEqual({ type: 'html', html: '<p>Tools &amp; &lt;b&gt;Co&lt;/b&gt; </p>' });
    expect(logger.messages()).toEqual(['warn: Unknown CMS placeholder', 'warn: Unknown CMS placeholder']);
    expect(logger.entries.map((entry) => entry.details.placeholder).sort()).toEqual(['alsoNope', 'nope']);
  });

  it('keeps only the blocks whose condition the store meets', async () => {
    const conditional = {
      title: 'Payment', metaDescription: 'd',
      blocks: [
        { type: 'html', html: '<p>card</p>', showIf: 'checkoutEnabled' },
        { type: 'html', html: '<p>bank</p>', showIf: 'bankTransferEnabled' },
        { type: 'html', html: '<p>quote</p>', showIf: 'checkoutDisabled' },
        { type: 'html', html: '<p>always</p>' },
      ],
    };
    const { cms } = source({ 'pages/payment/en.json': conditional, 'pages/payment/nl.json': conditional, 'pages/payment/de.json': conditional });
    const texts = async (language: string, country: string) =>
      (await cms.getPage('payment', { language, country }))?.blocks.map((block) => (block.type === 'html' ? block.html : ''));
    expect(await texts('de', 'DE')).toEqual(['<p>card</p>', '<p>bank</p>', '<p>always</p>']);
    expect(await texts('en', 'GB')).toEqual(['<p>card</p>', '<p>always</p>']);
    expect(await texts('en', 'IE')).toEqual(['<p>quote</p>', '<p>always</p>']);
    expect(await texts('nl', 'NL')).toEqual(['<p>card</p>', '<p>always</p>']);
    expect(await texts('nl', 'BE')).toEqual(['<p>card</p>', '<p>bank</p>', '<p>always</p>']);
  });

  it('prefixes site links in HTML with the language of a non-default store language', async () => {
    const html = '<p><a href="/payment/">pay</a> <a href="https://example.com/x">ext</a></p>';
    const { cms } = source({ 'pages/help-centre/fr.json': page('Aide', html) });
    const be = await cms.getPage('help-centre', { language: 'fr', country: 'BE' });
    const fr = await cms.getPage('help-centre', { language: 'fr', country: 'FR' });
    expect(be?.blocks[0]).toEqual({ type: 'html', html: '<p><a href="/fr/payment/">pay</a> <a href="https://example.com/x">ext</a></p>' });
    expect(fr?.blocks[0]).toEqual({ type: 'html', html: html });
  });
});

describe('cache', () => {
  it('keeps a file for the TTL, then serves it once more while one read refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cms, fixture } = source({ 'pages/payment/sk.json': page('Prvá') }, { cacheTtlMs: 30_000 });
    const title = async () => (await cms.getPage('payment', { language: 'sk', country: 'SK' }))?.title;
    expect(await title()).toBe('Prvá');
    fixture.write('pages/payment/sk.json', page('Druhá'));
    vi.setSystemTime(Date.now() + 29_999);
    expect(await title()).toBe('Prvá');
    vi.setSystemTime(Date.now() + 2);
    expect(await title()).toBe('Prvá');
    await vi.waitFor(async () => expect(await title()).toBe('Druhá'));
  });

  it('caches "not found" too, so missing overrides are not read on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cms, fixture } = source({ 'pages/payment/sk.json': page('Jazyk') }, { cacheTtlMs: 10_000 });
    const title = async () => (await cms.getPage('payment', { language: 'sk', country: 'SK' }))?.title;
    expect(await title()).toBe('Jazyk');
    fixture.write('pages/payment/sk-SK.json', page('Krajina'));
    expect(await title()).toBe('Jazyk');
    vi.setSystemTime(Date.now() + 10_001);
    await vi.waitFor(async () => expect(await title()).toBe('Krajina'));
    fixture.write('pages/payment/sk-SK.json', page('Krajina 2'));
    cms.clearCache();
    expect(await title()).toBe('Krajina 2');
  });
});

describe('listFiles', () => {
  it('lists content files only, sorted, as POSIX paths', async () => {
    const { cms } = source({
      'pages/payment/sk.json': page('a'), 'pages/payment/de-CH.json': page('b'), 'components/not-found/sk.json': {},
      'index.json': [], 'README.md': 'x', 'pages/payment/notes.txt': 'x', 'pages/Bad_Name/sk.json': page('c'),
    });
    expect(await cms.listFiles()).toEqual(['components/not-found/sk.json', 'pages/payment/de-CH.json', 'pages/payment/sk.json']);
  });

  it('logs and returns an empty list when the folder is gone', async () => {
    const logger = recordingLogger();
    const cms = createCmsSource({ kind: 'files', dir: '/nonexistent/cms-folder', logger });
    expect(await cms.listFiles()).toEqual([]);
    expect(logger.messages()).toEqual(['error: CMS listing could not be read']);
  });
});
