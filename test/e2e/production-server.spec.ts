/**
 * `npm start` runs the compiled server (issue 15, decision 062): the cluster primary, its shop workers and the
 * embedded commerce backend are plain JavaScript from build/node, started without a TypeScript loader, and
 * what a bundle moves (translations, fonts, the seed's catalogue, the Remix build) is still found.
 * Started as `npm start` starts it after its build (the build ran before the e2e tests), on an empty store
 * of its own: the other specs browse the seeded shop, which `npm run serve` also runs compiled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PORT } from './helpers';
import { childPids, commandLine, environmentOf } from '../processes';
import { startNode, stop, waitFor } from './servers';

const SHOP = PORT + 90;

/** The arguments of a process and of each of its children (Linux /proc). */
const processTree = (pid: number) => [pid, ...childPids(pid)].map(commandLine);

test('the production server is compiled JavaScript in every process, and finds its files', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'a server configuration: once is enough');
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compiled-shop-'));
  const shop = startNode('shop', {
    PORT: String(SHOP), DATA_DIR: dataDir, EMBEDDED_CT_PORT: String(SHOP + 1000), EMBEDDED_CT_SEED: 'false', WEB_CONCURRENCY: '2',
  });
  try {
    await waitFor(`http://127.0.0.1:${SHOP}/readyz`, {}, 90_000);
    // The primary forks its second worker once the first listens.
    await expect.poll(() => processTree(shop.pid!).length, { timeout: 30_000 }).toBe(4);
    const [primary, ...children] = processTree(shop.pid!);
    const programs = (args: string[]) => args.filter((arg) => /\.[cm]?[jt]sx?$/.test(arg)).map((arg) => path.relative(process.cwd(), arg));
    expect(programs(primary)).toEqual(['build/node/index.js']);
    expect(children.map(programs).sort()).toEqual([['build/node/backend.js'], ['build/node/index.js'], ['build/node/index.js']]);
    for (const args of [primary, ...children]) expect(args.join(' ')).not.toMatch(/tsx|\.ts\b/);
    // Each shop worker keeps its heap ceiling (decision 060), and the embedded backend its own (decision 130).
    const heapCeilings = children.map((args) => args.filter((arg) => arg.startsWith('--max-old-space-size=')).at(-1)).sort();
    expect(heapCeilings).toEqual(['--max-old-space-size=1536', '--max-old-space-size=512', '--max-old-space-size=512']);
    // …and so do the backend and the workers with few malloc arenas (decision 064).
    expect(childPids(shop.pid!).map((pid) => environmentOf(pid).MALLOC_ARENA_MAX)).toEqual(['2', '2', '2']);

    // Translations (locales/), the seed's catalogue and the fonts from node_modules, all found from build/node.
    const manual = await request.get(`http://127.0.0.1:${SHOP}/__manuals/EX10000205.pdf?lang=el`);
    expect(manual.status()).toBe(200);
    expect(manual.headers()['content-type']).toBe('application/pdf');
    expect((await manual.body()).subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await stop(shop);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
