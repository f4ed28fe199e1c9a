import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { storeRequest } from './helpers';

/** DEVELOPERS.md "Performance is a feature", measured on the production build the e2e server runs. */
const JS_BUDGET_BYTES = 90 * 1024;

async function firstLoadScriptBytes(request: Parameters<typeof storeRequest>[0], country: string, path: string) {
  const html = await (await storeRequest(request, country, path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?["']([^"']+\.js)["']/g)) urls.add(match[1]);
  let total = 0;
  for (const url of urls) {
    const body = await (await storeRequest(request, country, url)).body();
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { total, files: urls.size };
}

test('first-load JavaScript of the home page stays within 90 KB gzip', async ({ request }) => {
  const { total, files } = await firstLoadScriptBytes(request, 'GB', '/');
  console.log(`home: ${files} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
  expect(files).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
});

test('Save-Data and 2G clients get no script at all', async ({ request }) => {
  const slowClients: Record<string, string>[] = [{ 'save-data': 'on' }, { ect: '2g' }];
  for (const headers of slowClients) {
    const html = await (await storeRequest(request, 'GB', '/', headers)).text();
    expect(html).not.toContain('<script');
  }
});
