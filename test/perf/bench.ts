/**
 * `npm run bench`: throughput of the production storefront with warm caches (issue 12). Starts the server
 * (`build/node/index.js`, as `npm start` does after its build) on its own ports and data folder, warms every
 * page, then per page (home, category, product, returning, search, cart) and connection count (10, 50) runs
 * autocannon, and in the same run `/robots.txt` (a Remix resource route: the cost of a request with no
 * page), so `page ÷ robots` is a ratio that holds on a noisy machine. `returning` is the product page for a
 * visitor with cookies, which is never a shared document (decision 063). Then a soak on the mix and the RSS of
 * every process, and the time of cold product pages (never requested before: caches empty for them).
 *
 * Options: --duration 15 (s per run), --connections 10,50, --pages home,category,product,returning,search,cart,
 * --soak 120 (s, 0 skips), --soak-connections 10, --cold 5 (cold product pages), --port 3300,
 * --backend-port 4644, --data-dir /tmp/protools-bench-data, --json FILE (rows as JSON),
 * --env KEY=VALUE (repeatable: e.g. WEB_CONCURRENCY=1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BROWSER_UA, prepareDataDir, processTree, request, startServer, type BenchServer } from './load-server';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10,50' },
    pages: { type: 'string', default: 'home,category,product,returning,search,cart' },
    soak: { type: 'string', default: '120' },
    'soak-connections': { type: 'string', default: '10' },
    cold: { type: 'string', default: '5' },
    port: { type: 'string', default: '3300' },
    'backend-port': { type: 'string', default: '4644' },
    'data-dir': { type: 'string', default: '/tmp/protools-bench-data' },
    json: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
  },
});

type Page = { name: string; path: string; headers?: Record<string, string> };

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

/** Real URLs: the most linked category and a product of the home page, a search, a cart with a line. */
async function discoverPages(server: BenchServer): Promise<{ pages: Page[]; products: string[] }> {
  // On a fresh data folder the first home page may give up on its deferred product groups (cold caches):
  // ask again until they are there.
  let links: string[] = [];
  let product: string | undefined;
  for (let attempt = 0; attempt < 5 && !product; attempt += 1) {
    const home = await request(server.port, server.host, '/');
    if (home.status !== 200) throw new Error(`home page answered ${home.status}`);
    links = [...home.body.matchAll(/href="(\/[^"?#]*)"/g)].map((match) => match[1]);
    product = links.find((link) => /-\d{8}\/$/.test(link));
  }
  const counts = new Map<string, number>();
  for (const link of links) if (/^\/[a-z0-9-]+\/$/.test(link) && !/-\d{8}\/$/.test(link)) counts.set(link, (counts.get(link) ?? 0) + 1);
  const categories = [...counts].sort((a, b) => b[1] - a[1]).map(([link]) => link);
  if (!product || categories.length === 0) throw new Error('no product or category link on the home page');
  const cart = await cartCookie(server, product);
  if (!cart) throw new Error('could not put a product into a cart');
  // Products for the cold measurement: from other categories' listings, none of them requested yet.
  const products = new Set<string>();
  for (const category of categories.slice(1, 8)) {
    const listing = await request(server.port, server.host, category);
    for (const match of listing.body.matchAll(/href="(\/[^"?#]*-\d{8}\/)"/g)) if (match[1] !== product) products.add(match[1]);
  }
  return {
    pages: [
      { name: 'home', path: '/' },
      { name: 'category', path: categories[0] },
      { name: 'product', path: product },
      // A returning visitor: the market cookies of a first answer make every page a render of its own
      // (decision 063 shares documents only among visitors without cookies).
      { name: 'returning', path: product, headers: { cookie: 'country=SK; language_country=sk-SK; store=sk; currency=EUR' } },
      { name: 'search', path: '/search?q=akku' },
      { name: 'cart', path: '/checkout/cart', headers: cart },
    ],
    products: [...products],
  };
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
  ok2xx: number; non2xx: number; errors: number; ratio?: string; htmlKb?: number; load: string;
};

async function run(server: BenchServer, name: string, pages: Page[], connections: number, seconds: number): Promise<Row> {
  const load = loadAverage();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    duration: seconds,
    timeout: 30,
    requests: pages.map((page) => ({
      method: 'GET' as const,
      path: page.path,
      headers: { host: server.host, 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': 'br, gzip', ...page.headers },
    })),
  });
  const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    run: name, connections, seconds,
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50, p99: result.latency.p99,
    ok2xx: result['2xx'], non2xx: total - result['2xx'], errors: result.errors + result.timeouts,
    load,
  };
}

/** Warm caches: every page a few times, until the search page (built index) answers fast. */
async function warm(server: BenchServer, pages: Page[]): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const started = performance.now();
    for (const page of pages) {
      const answer = await request(server.port, server.host, page.path, { headers: page.headers });
      if (answer.status !== 200) throw new Error(`${page.name} answered ${answer.status} while warming`);
    }
    if (performance.now() - started < 500 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // Every worker gets its share of warm-up requests.
  await autocannon({
    url: `http://127.0.0.1:${server.port}`, connections: 4, amount: 400, timeout: 30,
    requests: pages.map((page) => ({ method: 'GET' as const, path: page.path, headers: { host: server.host, 'user-agent': BROWSER_UA, ...page.headers } })),
  });
}

/** Whole-document time of products never requested before, one after the other. */
async function coldProducts(server: BenchServer, products: string[], count: number): Promise<number[]> {
  const times: number[] = [];
  for (const product of products.slice(0, count)) {
    const started = performance.now();
    const answer = await request(server.port, server.host, product);
    times.push(Math.round(performance.now() - started));
    if (answer.status !== 200) throw new Error(`cold ${product} answered ${answer.status}`);
  }
  return times;
}

function rssTable(server: BenchServer) {
  return processTree(server.child.pid).map((proc) => ({ role: proc.role, pid: proc.pid, rssMb: proc.rssMb }));
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'build/node/index.js'))) throw new Error('No production build: run `npm run build` first.');
  const dataDir = path.resolve(args['data-dir']);
  console.log(`data: ${dataDir} (${prepareDataDir(repoRoot, dataDir)})`);
  const extraEnv = Object.fromEntries(args.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const server = await startServer({ repoRoot, port: Number(args.port), backendPort: Number(args['backend-port']), dataDir, env: extraEnv });
  const rows: Row[] = [];
  const report: Record<string, unknown> = { cpus: os.availableParallelism(), env: extraEnv };
  try {
    const { pages, products } = await discoverPages(server);
    console.log(pages.map((page) => `${page.name}: ${page.path}${page.headers ? ' (with a cart)' : ''}`).join('\n'));
    // Cold first: before warming, these products have never been asked for.
    const cold = await coldProducts(server, products, Number(args.cold));
    report.coldProductMs = cold;
    console.log(`cold product pages (ms, whole document): ${cold.join(', ')} (load ${loadAverage()})`);
    await warm(server, pages);
    const htmlKb: Record<string, number> = {};
    for (const page of pages) {
      const answer = await request(server.port, server.host, page.path, { headers: page.headers });
      htmlKb[page.name] = Math.round(Buffer.byteLength(answer.body) / 102.4) / 10;
    }
    report.htmlKb = htmlKb;
    const wanted = new Set(args.pages.split(','));
    const seconds = Number(args.duration);
    for (const connections of args.connections.split(',').map(Number)) {
      const robots = await run(server, 'robots.txt', [{ name: 'robots', path: '/robots.txt' }], connections, seconds);
      rows.push(robots);
      console.log(JSON.stringify(robots));
      for (const page of pages.filter((candidate) => wanted.has(candidate.name))) {
        const row = await run(server, page.name, [page], connections, seconds);
        row.ratio = robots.reqPerSec ? `${Math.round((row.reqPerSec / robots.reqPerSec) * 100)} %` : '?';
        row.htmlKb = htmlKb[page.name];
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
    report.rssAfterRuns = rssTable(server);
    const soak = Number(args.soak);
    if (soak > 0) {
      rows.push(await run(server, 'soak (mix)', pages, Number(args['soak-connections']), soak));
      report.rssAfterSoak = rssTable(server);
    }
  } finally {
    console.table(rows);
    for (const key of ['rssAfterRuns', 'rssAfterSoak'] as const) if (report[key]) console.log(key, JSON.stringify(report[key]));
    console.log(`HTML raw KB: ${JSON.stringify(report.htmlKb)}; load average now ${loadAverage()}`);
    if (args.json) fs.writeFileSync(args.json, JSON.stringify({ ...report, rows }, null, 2));
    console.log(`storefront log: ${server.logFile}`);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
