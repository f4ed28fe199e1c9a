// The SEO redirection table is kept in the catalogue cache (decision 098): an entry, or its absence, is read
// once, and read again once the table or the catalogue changed (the embedded backend announces custom
// objects as `seo`, catalogue-watcher moves the versions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSeoRedirect, SEO_REDIRECT_CONTAINER, seoRedirectKey } from '~/commerce/seo-redirect.server';
import { ANNOUNCED_TYPES } from '../../../server/commerce-backend/catalogue-changes';
import type { MockBackend } from '../commerce/harness';
import { clientFor, closedPortUrl, contextFor, countRequests, SK, startMock } from '../commerce/harness';

let backend: MockBackend;
beforeAll(async () => {
  backend = await startMock();
});
afterAll(() => backend.close());

async function writeEntry(sourceUrl: string, targetURL: string) {
  await clientFor(backend.url)
    .apiRoot.customObjects()
    .post({ body: { container: SEO_REDIRECT_CONTAINER, key: seoRedirectKey(SK.language, sourceUrl), value: { sourceUrl, targetURL } } })
    .execute();
}

const lookups = (since: number) => countRequests(backend, `/custom-objects/${SEO_REDIRECT_CONTAINER}/`, since);

describe('SEO redirects in the catalogue cache', () => {
  it('the embedded backend announces a change of the table as the resource the entries depend on', () => {
    expect(ANNOUNCED_TYPES['key-value-document']).toContain('seo');
  });

  it('keeps an entry until the table changes, then reads the new target', async () => {
    const client = clientFor(backend.url, { catalogueInvalidation: 'announced' });
    const ctx = contextFor(client, SK);
    await writeEntry('/shop/old-drills', '/drills/');
    const start = backend.requests.length;
    expect(await findSeoRedirect(ctx, '/shop/old-drills/')).toEqual({ status: 301, location: '/drills/' });
    await writeEntry('/shop/old-drills', '/cordless-drills/');
    expect(await findSeoRedirect(ctx, '/shop/old-drills')).toEqual({ status: 301, location: '/drills/' });
    expect(lookups(start)).toBe(1);
    client.catalogueCache.changed(['seo']);
    expect(await findSeoRedirect(ctx, '/shop/old-drills')).toEqual({ status: 301, location: '/cordless-drills/' });
    expect(lookups(start)).toBe(2);
  });

  it('keeps "no entry" too, and asks again after a catalogue change', async () => {
    const client = clientFor(backend.url, { catalogueInvalidation: 'announced' });
    const ctx = contextFor(client, SK);
    const start = backend.requests.length;
    expect(await findSeoRedirect(ctx, '/brand/newcomer')).toBeNull();
    await writeEntry('/brand/newcomer', '/newcomer/');
    expect(await findSeoRedirect(ctx, '/brand/newcomer')).toBeNull();
    expect(lookups(start)).toBe(1);
    client.catalogueCache.changed(['products']);
    expect(await findSeoRedirect(ctx, '/brand/newcomer')).toEqual({ status: 301, location: '/newcomer/' });
    expect(lookups(start)).toBe(2);
  });

  it('counts a failing table as no entry (the spec: errors are ignored), and logs it', async () => {
    const client = clientFor(await closedPortUrl(), { catalogueInvalidation: 'announced', timeoutMs: 500 });
    expect(await findSeoRedirect(contextFor(client, SK), '/shop/old-drills')).toBeNull();
    expect((client.logger as unknown as { records: { msg?: string }[] }).records.map((record) => record.msg)).toContain('seo redirection lookup failed');
  });
});
