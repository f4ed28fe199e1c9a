import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { createCmsSource } from '~/content/cms.server';
import { contentMeta } from '~/content/content-meta';
import { contentSlugOf, loadContentPage } from '~/content/content-page.server';
import { getMarket, type CountryCode, type LanguageCode } from '~/markets';
import { REPO_CMS_DIR, recordingLogger } from './helpers';

function args(country: CountryCode, language: LanguageCode, url: string) {
  const logger = recordingLogger();
  const storefront = {
    request: { market: getMarket(country), language, locale: `${language}-${country}` },
    shop: { storeDomains: {} },
    services: { cms: createCmsSource({ kind: 'files', dir: REPO_CMS_DIR, logger }) },
  };
  // Only what loadContentPage reads; the rest of the request context is irrelevant here.
  return { logger, args: { request: new Request(url), context: { storefront } as unknown as AppLoadContext } };
}

describe('contentSlugOf', () => {
  it('knows the content pages and nothing else', () => {
    expect(contentSlugOf('/privacy-data/')).toBe('privacy-data');
    expect(contentSlugOf('/help-centre')).toBe('help-centre');
    for (const path of ['/', '/drills/', '/privacy-data/x/', '/../privacy-data/', '/Privacy-Data/', '/c/payment/']) {
      expect(contentSlugOf(path), path).toBeNull();
    }
  });
});

describe('loadContentPage', () => {
  it('loads the page with its head: title with site name, description, canonical, hreflang, FAQ JSON-LD', async () => {
    const { args: input } = args('BE', 'fr', 'http://be.localhost:3000/fr/help-centre/');
    const page = await loadContentPage(input, '/help-centre/');
    if (!page) throw new Error('help-centre not loaded');
    expect(page.title).toBe('Centre d’aide');
    expect(page.blocks.length).toBeGreaterThan(1);
    const head = contentMeta(page);
    expect(head).toContainEqual({ title: 'Centre d’aide | ProTools Direct' });
    expect(head).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://be.localhost:3000/fr/help-centre/' });
    expect(head.filter((tag) => 'rel' in tag && tag.rel === 'alternate').length).toBeGreaterThan(20);
    expect(JSON.stringify(head)).toContain('"@type":"FAQPage"');
  });

  it('fills the store values of the request', async () => {
    const { args: input } = args('CZ', 'cs', 'http://cz.localhost:3000/dispatch-information/');
    const page = await loadContentPage(input, '/dispatch-information/');
    expect(JSON.stringify(page?.blocks).replace(/\u00a0/g, ' ')).toContain('1 399 Kč');
  });

  it('leaves other paths alone without asking the CMS or logging', async () => {
    const { args: input, logger } = args('SK', 'sk', 'http://sk.localhost:3000/no-such-page/');
    expect(await loadContentPage(input, '/no-such-page/')).toBeNull();
    expect(logger.entries).toEqual([]);
  });
});
