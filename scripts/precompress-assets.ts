// After `remix vite:build`: every hashed script and stylesheet is compressed once, at the highest settings —
// gzip with zopfli (3 % smaller than `gzip -9`, still plain gzip for every browser) and brotli at quality 11 —
// so the server sends those files instead of compressing on each request (decision 040).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';

const ASSETS = path.resolve(fileURLToPath(new URL('../build/client/assets', import.meta.url)));
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

async function main() {
  const files = fs.readdirSync(ASSETS).filter((name) => COMPRESSIBLE.test(name));
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const name of files) {
    const file = path.join(ASSETS, name);
    const body = fs.readFileSync(file);
    const gz = Buffer.from(await gzipAsync(body, { numiterations: 15 }));
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    fs.writeFileSync(`${file}.gz`, gz);
    fs.writeFileSync(`${file}.br`, br);
    raw += body.length;
    gzip += gz.length;
    brotli += br.length;
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${files.length} assets: ${kb(raw)} → gzip ${kb(gzip)}, brotli ${kb(brotli)}`);
}

await main();
