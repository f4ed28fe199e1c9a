// After `remix vite:build`: every hashed script and stylesheet is compressed once, at the highest settings —
// gzip with zopfli (3 % smaller than `gzip -9`, still plain gzip for every browser) and brotli at quality 11 —
// so the server sends those files instead of compressing on each request (decision 040).
// Zopfli is single-threaded and most of the build's time: the files are shared out to one thread per core.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

const ASSETS = path.resolve(fileURLToPath(new URL('../build/client/assets', import.meta.url)));
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

type Sizes = { raw: number; gzip: number; brotli: number };

async function compress(names: string[]): Promise<Sizes> {
  const sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const name of names) {
    const file = path.join(ASSETS, name);
    const body = fs.readFileSync(file);
    const gz = Buffer.from(await gzipAsync(body, { numiterations: 15 }));
    const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    fs.writeFileSync(`${file}.gz`, gz);
    fs.writeFileSync(`${file}.br`, br);
    sizes.raw += body.length;
    sizes.gzip += gz.length;
    sizes.brotli += br.length;
  }
  return sizes;
}

/** Largest first, each to the thread with the fewest bytes so far: the threads end together. */
function shareOut(names: string[], threads: number): string[][] {
  const groups = Array.from({ length: threads }, () => ({ bytes: 0, names: [] as string[] }));
  const sized = names.map((name) => ({ name, bytes: fs.statSync(path.join(ASSETS, name)).size })).sort((a, b) => b.bytes - a.bytes);
  for (const { name, bytes } of sized) {
    const lightest = groups.reduce((least, group) => (group.bytes < least.bytes ? group : least));
    lightest.bytes += bytes;
    lightest.names.push(name);
  }
  return groups.map((group) => group.names).filter((group) => group.length > 0);
}

function inThread(names: string[]): Promise<Sizes> {
  return new Promise((resolve, reject) => {
    // The thread inherits this process's loader flags (`--import tsx`), so it runs this same file.
    const worker = new Worker(new URL(import.meta.url), { workerData: names });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`compression thread exited with ${code}`)));
  });
}

async function main() {
  const files = fs.readdirSync(ASSETS).filter((name) => COMPRESSIBLE.test(name));
  const parts = await Promise.all(shareOut(files, Math.min(os.availableParallelism(), 4)).map(inThread));
  const total = parts.reduce((sum, part) => ({ raw: sum.raw + part.raw, gzip: sum.gzip + part.gzip, brotli: sum.brotli + part.brotli }));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${files.length} assets on ${parts.length} threads: ${kb(total.raw)} → gzip ${kb(total.gzip)}, brotli ${kb(total.brotli)}`);
}

if (isMainThread) await main();
else parentPort!.postMessage(await compress(workerData as string[]));
