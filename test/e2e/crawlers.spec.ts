import { expect, test } from '@playwright/test';
import { storeRequest } from './helpers';

/** What crawlers read (issue 4 item 6): plain HTTP, so it runs once (the js-on project). */
test.beforeEach(() => {
  // Skipped in js-off: these tests read raw server answers as a crawler gets them; no browser runs script.
  test.skip(test.info().project.name === 'js-off', 'server answers: once is enough');
});

const GOOGLEBOT = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

test('robots.txt keeps crawlers out of checkout and account pages and names the sitemap', async ({ request }) => {
  const response = await storeRequest(request, 'CH', '/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('Disallow: /checkout/');
  expect(text).toContain('Disallow: /fr/my-account/');
  expect(text).toMatch(/Sitemap: http:\/\/ch\.localhost:\d+\/sitemap\.xml/);
});

test('the sitemap index lists one sitemap per store language, each with hreflang alternates', async ({ request }) => {
  const index = await (await storeRequest(request, 'CH', '/sitemap.xml')).text();
  for (const language of ['de', 'fr', 'it']) expect(index).toContain(`/sitemaps/${language}.xml</loc>`);
  const french = await storeRequest(request, 'CH', '/sitemaps/fr.xml');
  expect(french.headers()['content-type']).toContain('application/xml');
  const xml = await french.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toMatch(/<loc>http:\/\/ch\.localhost:\d+\/fr\/[a-z0-9-]+-\d{8}\/<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).toContain('hreflang="de-CH"');
  expect((await storeRequest(request, 'CH', '/sitemaps/sk.xml')).status()).toBe(404);
});

test('a crawler gets a product page complete, with canonical, hreflang and Product JSON-LD', async ({ request }) => {
  const sitemap = await (await storeRequest(request, 'SK', '/sitemaps/sk.xml')).text();
  const productUrl = new URL(/<loc>(http:\/\/sk\.localhost:\d+\/[a-z0-9-]+-\d{8}\/)<\/loc>/.exec(sitemap)![1]);
  const response = await storeRequest(request, 'SK', productUrl.pathname, GOOGLEBOT);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${productUrl.href}"/>`);
  expect(html).toMatch(/<link rel="alternate" hrefLang="fr-CH" href="http:\/\/ch\.localhost:\d+\/fr\/[^"]+-\d{8}\/"\/>/);
  expect(html).toMatch(/<meta name="robots" content="index,\s?follow"\/>/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
  const product = jsonLd.flat().find((entry) => entry['@type'] === 'Product');
  expect(product?.offers?.priceCurrency).toBe('EUR');
  expect(product?.offers?.availability).toMatch(/^https:\/\/schema\.org\//);
  // Complete in one response: no streamed boundary is left waiting for a script to fill it in.
  expect(html).not.toContain('<template id="B:');
});

test('filtered listings are noindex and canonical to the unfiltered first page', async ({ request }) => {
  const sitemap = await (await storeRequest(request, 'SK', '/sitemaps/sk.xml')).text();
  const categoryPath = [...sitemap.matchAll(/<loc>http:\/\/sk\.localhost:\d+(\/[a-z0-9-]+\/)<\/loc>/g)].map((match) => match[1]).find((path) => !/-\d{8}\/$/.test(path) && path !== '/');
  expect(categoryPath).toBeTruthy();
  const html = await (await storeRequest(request, 'SK', `${categoryPath}?sort=nameAsc`, GOOGLEBOT)).text();
  expect(html).toMatch(/<meta name="robots" content="noindex,\s?follow"\/>/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://sk\\.localhost:\\d+${categoryPath}"/>`));
});
