// The local image service (server/images, decisions 031, 073 and 084): the seed's product picture URLs
// (`/i/{sku}-{n}`) and the two forms older data folders hold (`/__images/p/{sku}-{n}`, the long one) all answer
// with the same picture, and the image check accepts them; an unknown SKU is a 404, which the image check turns
// into the default image.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasLocalPicture, localImages } from '../../../server/images';
import { buildSeedData } from '../../../server/commerce-backend/seed/data';
import { createImageCheck } from '~/lib/image-check.server';
import { DEFAULT_IMAGE_URL, PRODUCT_PICTURES_PATH } from '~/lib/images';

type Answer = { status: number; type: string | undefined; body: Buffer };

function get(port: number, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { accept: 'image/webp,*/*' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const seed = buildSeedData();
const cordless = seed.catalog.find((product) => product.variantKind === 'normal' && product.voltage !== undefined)!;
const mains = seed.catalog.find((product) => product.variantKind === 'normal' && product.voltage === undefined)!;
const bware = seed.catalog.find((product) => product.variantKind === 'bware')!;
const set = seed.catalog.find((product) => product.variantKind === 'set')!;
const longUrl = (product: typeof cordless, view: number) =>
  `/__images/products/${product.leaf}/${product.brand.key}/${product.voltage === undefined ? 'mains' : 'battery'}/${product.sku}-${view}`;

let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use('/__images', localImages);
  app.use(PRODUCT_PICTURES_PATH, localImages);
  app.use((_req, res) => res.status(404).type('text/plain').send('Not found'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('product pictures', () => {
  it('the seed writes short URLs, by SKU alone', () => {
    const urls = seed.products.flatMap((product) => product.draft.masterVariant?.images?.map((image) => image.url) ?? []);
    const productUrls = urls.filter((url) => !url.startsWith('/__images/guarantees/'));
    expect(productUrls.length).toBeGreaterThan(1000);
    for (const url of productUrls) expect(url).toMatch(/^\/i\/EX\d{8}-[1-4]$/);
    // Every picture the seed names is one the service draws.
    for (const url of urls) expect(hasLocalPicture(url), url).toBe(true);
  });

  it('a short URL answers with the same drawing as the long one of an older data folder', async () => {
    for (const product of [cordless, mains]) {
      const short = await get(port, `/__images/p/${product.sku}-2.svg`);
      const long = await get(port, `${longUrl(product, 2)}.svg`);
      expect(short.status).toBe(200);
      expect(short.type).toMatch(/^image\/svg\+xml/);
      expect(long.status).toBe(200);
      expect(short.body.equals(long.body)).toBe(true);
    }
    // A mains tool and a cordless one of the same kind are drawn differently: the look is the product's own.
    const mainsSvg = (await get(port, `/__images/p/${mains.sku}-1.svg`)).body.toString();
    const cordlessSvg = (await get(port, `/__images/p/${cordless.sku}-1.svg`)).body.toString();
    expect(mainsSvg).not.toBe(cordlessSvg);
  });

  it('/i/{sku}-{n} answers with the same drawing and picture as the /__images/p/ form of decision 073', async () => {
    for (const product of [cordless, bware]) {
      const current = await get(port, `/i/${product.sku}-2.svg`);
      expect(current.status).toBe(200);
      expect(current.body.equals((await get(port, `/__images/p/${product.sku}-2.svg`)).body)).toBe(true);
      const picture = await get(port, `/i/${product.sku}-1?w=240`);
      expect(picture.status).toBe(200);
      expect(picture.type).toBe('image/webp');
    }
    // Only product pictures live there.
    for (const path of ['/i/EX19999999-1', `/i/${cordless.sku}-5`, `/i/p/${cordless.sku}-1`, '/i/banners/sales', '/i/default']) {
      expect((await get(port, path)).status, path).toBe(404);
    }
  });

  it('B-stock and sets are drawn like the product they come from', async () => {
    for (const product of [bware, set]) {
      const answer = await get(port, `/__images/p/${product.sku}-1.svg`);
      expect(answer.status).toBe(200);
      expect(answer.body.equals((await get(port, `${longUrl(product, 1)}.svg`)).body)).toBe(true);
    }
  });

  it('renders both forms as pictures at the width asked for', async () => {
    const short = await get(port, `/__images/p/${cordless.sku}-1?w=240`);
    expect(short.status).toBe(200);
    expect(short.type).toBe('image/webp');
    expect(short.body.length).toBeGreaterThan(500);
    const long = await get(port, `${longUrl(cordless, 1)}?w=240`, 'HEAD');
    expect(long.status).toBe(200);
  });

  it('an unknown SKU, view or shape is a 404', async () => {
    for (const path of [
      '/__images/p/EX19999999-1', '/__images/p/EX10999999-1?w=240', `/__images/p/${cordless.sku}-5`, `/__images/p/${cordless.sku}`,
      `/__images/p/x/${cordless.sku}-1`, '/__images/p/ex10000001-1', `/__images/products/no-such-leaf/${cordless.brand.key}/mains/${cordless.sku}-1`,
    ]) {
      expect((await get(port, path)).status, path).toBe(404);
    }
  });

  it('the image check keeps both forms and gives the default image for an unknown SKU', async () => {
    const check = createImageCheck({ hasLocal: hasLocalPicture });
    const short = `/__images/p/${cordless.sku}-1`;
    expect(await check(short)).toBe(short);
    expect(await check(longUrl(cordless, 1))).toBe(longUrl(cordless, 1));
    expect(await check(`${short}.svg`)).toBe(`${short}.svg`);
    expect(await check('/__images/p/EX10999999-1')).toBe(DEFAULT_IMAGE_URL);
    expect(await check(`/i/${cordless.sku}-1`)).toBe(`/i/${cordless.sku}-1`);
    expect(await check('/i/EX10999999-1')).toBe(DEFAULT_IMAGE_URL);
    expect(hasLocalPicture('/i/banners/sales')).toBe(false);
    expect(hasLocalPicture('/__images/p/EX10999999-1')).toBe(false);
  });
});
