/**
 * `npm run bench:load`: starts the production storefront on its own ports and data folder, then loads
 * the home, a category, a product and the cart page at 10 and 50 connections and soaks a mix of them.
 * Prints per run req/s, p50/p99, 2xx / 503 / other non-2xx / errors, backend restarts and the RSS of
 * the storefront and its commerce backend before and after.
 *
 * Options: --duration 15 (s per run), --soak 120 (s, 0 skips), --soak-connections 20,
 * --connections 10,50, --pages home,category,product,cart, --port 3300, --backend-port 4644,
 * --data-dir /tmp/protools-bench-data (seeded store copied from .data when empty).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { backendRestarts, BROWSER_UA, prepareDataDir, request, rssMb, startServer, type BenchServer } from './load-server';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    soak: { type: 'string', default: '120' },
    'soak-connections': { type: 'string', default: '20' },
    connections: { type: 'string', default: '10,50' },
    pages: { type: 'string', default: 'home,category,product,cart' },
    port: { type: 'string', default: '3300' },
    'backend-port': { type: 'string', default: '4644' },
    'data-dir': { type: 'string', default: '/tmp/protools-bench-data' },
  },
});

type Page = { name: string; path: string; headers?: Record<string, string> };

/** Real URLs from the home page: the most linked category and the first product (`…-{8 digits}/`). */
async function discoverPages(server: BenchServer): Promise<Page[]> {
  const home = await request(server.port, server.host, '/');
  if (home.status !== 200) throw new Error(`home page answered ${home.status}`);
  const links = [...home.body.matchAll(/href="(\/[^"?#]*)"/g)].map((match) => match[1]);
  const product = links.find((link) => /-\d{8}\/$/.test(link));
  const counts = new Map<string, number>();
  for (const link of links) if (/^\/[a-z0-9-]+\/$/.test(link) && !/-\d{8}\/$/.test(link)) counts.set(link, (counts.get(link) ?? 0) + 1);
  const category = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!product || !category) throw new Error('no product or category link on the home page');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'cart', path: '/checkout/cart', headers: await cartCookie(server, product) },
  ];
}

/** A session with one line in its cart, so the cart page reads and prices a real cart. */
async function cartCookie(server: BenchServer, productPath: string): Promise<Record<string, string> | undefined> {
  const page = await request(server.port, server.host, productPath);
  const sku = /name="sku"\s+value="([^"]+)"/.exec(page.body)?.[1] ?? /value="([^"]+)"\s+name="sku"/.exec(page.body)?.[1];
  if (!sku) return undefined;
  const added = await request(server.port, server.host, '/checkout/cart', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${server.host}` },
    body: new URLSearchParams({ intent: 'add-to-cart', sku, quantity: '1' }).toString(),
  });
  const cookies = [added.headers['set-cookie'] ?? []].flat().map((cookie) => cookie.split(';')[0]);
  return cookies.length ? { cookie: cookies.join('; ') } : undefined;
}

type Row = {
  run: string; connections: number; seconds: number; reqPerSec: number; p50: number; p99: number;
  ok2xx: number; s503: number; otherNon2xx: number; errors: number; restarts: number;
  rssShopMb: string; rssBackendMb: string;
};

const rssPair = (before?: number, after?: number) => `${before ?? '?'} → ${after ?? '?'}`;

async function run(server: BenchServer, name: string, pages: Page[], connections: number, seconds: number): Promise<Row> {
  const shopBefore = rssMb(server.child.pid);
  const backendBefore = rssMb(server.backendPid());
  const restartsBefore = backendRestarts(server.logFile);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { host: server.host, 'user-agent': BROWSER_UA, accept: 'text/html' },
    requests: pages.map((page) => ({ method: 'GET' as const, path: page.path, headers: { host: server.host, 'user-agent': BROWSER_UA, accept: 'text/html', ...page.headers } })),
  });
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, (stat as { count: number }).count]));
  const ok2xx = Object.entries(byStatus).filter(([status]) => status.startsWith('2')).reduce((sum, [, count]) => sum + count, 0);
  const s503 = byStatus['503'] ?? 0;
  const total = Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  return {
    run: name, connections, seconds,
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50, p99: result.latency.p99,
    ok2xx, s503, otherNon2xx: total - ok2xx - s503, errors: result.errors,
    restarts: backendRestarts(server.logFile) - restartsBefore,
    rssShopMb: rssPair(shopBefore, rssMb(server.child.pid)),
    rssBackendMb: rssPair(backendBefore, rssMb(server.backendPid())),
  };
}

/** Seconds until the product page answers 200 again after a run (the shop must recover by itself). */
async function recovery(server: BenchServer, page: Page): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const answer = await request(server.port, server.host, page.path, { headers: page.headers }).catch(() => undefined);
    if (answer?.status === 200) return Math.round((Date.now() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Infinity;
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'build/node/index.js'))) throw new Error('No production build: run `npm run build` first.');
  const dataDir = path.resolve(args['data-dir']);
  console.log(`data: ${dataDir} (${prepareDataDir(repoRoot, dataDir)})`);
  const server = await startServer({ repoRoot, port: Number(args.port), backendPort: Number(args['backend-port']), dataDir });
  const rows: Row[] = [];
  try {
    const pages = await discoverPages(server);
    console.log(pages.map((page) => `${page.name}: ${page.path}${page.headers ? ' (with a cart)' : ''}`).join('\n'));
    const wanted = new Set(args.pages.split(','));
    const connectionCounts = args.connections.split(',').map(Number);
    const seconds = Number(args.duration);
    for (const page of pages.filter((candidate) => wanted.has(candidate.name))) {
      for (const connections of connectionCounts) {
        rows.push(await run(server, page.name, [page], connections, seconds));
        console.log(`${page.name} @${connections}: recovered in ${await recovery(server, pages[2])} s`);
      }
    }
    const soak = Number(args.soak);
    if (soak > 0) {
      rows.push(await run(server, 'soak (mix)', pages, Number(args['soak-connections']), soak));
      console.log(`soak: recovered in ${await recovery(server, pages[2])} s`);
    }
  } finally {
    console.table(rows);
    const health = await request(Number(args['backend-port']), `127.0.0.1:${args['backend-port']}`, '/health').catch(() => undefined);
    const skipped = health && (JSON.parse(health.body) as { abandonedSkipped?: number }).abandonedSkipped;
    console.log(`backend requests skipped because their client had gone: ${skipped ?? 'unknown'}`);
    console.log(`storefront log: ${server.logFile}`);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
