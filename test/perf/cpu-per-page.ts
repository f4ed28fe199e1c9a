/**
 * `node --import tsx test/perf/cpu-per-page.ts`: CPU time one page costs the storefront process and its commerce
 * backend, read from /proc before and after N requests (so the figure hardly depends on how busy the machine is,
 * unlike requests per second). One storefront process (`WEB_CONCURRENCY=1`), distinct cart sessions, the same
 * headers as `npm run bench` (brotli). Pages: product without cookie (from the document cache), cart page,
 * checkout addresses; rounds interleave them.
 *
 * Options: --pages product,cart,addresses, --requests 300, --rounds 3, --concurrency 4, --port 3300, --backend-port 4644,
 * --data-dir /tmp/protools-bench-data, --cpu-prof DIR (the storefront writes a V8 CPU profile there on exit),
 * --env KEY=VALUE (repeatable).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BROWSER_UA, prepareDataDir, processTree, request, startServer } from './load-server';
import { cartSession, marketCookies, prepare, skuOf, type CookieJar } from './sessions';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '4' },
    port: { type: 'string', default: '3300' },
    'backend-port': { type: 'string', default: '4644' },
    'data-dir': { type: 'string', default: '/tmp/protools-bench-data' },
    'cpu-prof': { type: 'string' },
    pages: { type: 'string', default: 'product,cart,addresses' },
    env: { type: 'string', multiple: true, default: [] },
  },
});

/** utime + stime of a process in ms (clock ticks of 10 ms on Linux). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(port: number, host: string, pathName: string, jar?: CookieJar): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': 'br, gzip' };
    if (jar) headers.cookie = jar.header();
    const req = http.request({ host: '127.0.0.1', port, path: pathName, headers, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const dataDir = path.resolve(args['data-dir']);
  prepareDataDir(repoRoot, dataDir);
  const extra = Object.fromEntries(args.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const env: Record<string, string> = { WEB_CONCURRENCY: '1', ...extra };
  if (args['cpu-prof']) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${path.resolve(args['cpu-prof'])}`;
  const server = await startServer({ repoRoot, port: Number(args.port), backendPort: Number(args['backend-port']), dataDir, env });
  const host = `gb.localhost:${server.port}`;
  try {
    const home = await request(server.port, host, '/');
    const product = /href="(\/[^"?#]*-\d{8}\/)"/.exec(home.body)?.[1];
    if (!product) throw new Error('no product link on the home page');
    const market = await marketCookies(server, host);
    const sku = await skuOf(server, host, product);
    const carts = await prepare(20, () => cartSession(server, host, market, sku));
    const wanted = new Set(args.pages.split(','));
    const pages = ([
      ['product', 'product, no cookie', product, undefined],
      ['cart', 'cart page', '/checkout/cart', carts],
      ['addresses', 'checkout addresses', '/checkout/addresses', carts],
    ] as Array<[string, string, string, CookieJar[] | undefined]>).filter(([key]) => wanted.has(key)).map(([, ...page]) => page);
    const storefront = processTree(server.child.pid).find((proc) => proc.role === 'storefront')?.pid;
    const results = new Map<string, { front: number[]; backend: number[]; bytes: number }>();
    const total = Number(args.requests);
    for (let round = 0; round <= Number(args.rounds); round += 1) {
      for (const [name, pathName, jars] of pages) {
        // Round 0 warms (JIT, caches) and is not counted.
        const count = round === 0 ? 100 : total;
        const backend = server.backendPid();
        const [front0, back0] = [cpuMs(storefront), cpuMs(backend)];
        let next = 0;
        let bytes = 0;
        const worker = async () => {
          while (next < count) {
            const index = next++;
            const answer = await get(server.port, host, pathName, jars?.[index % jars.length]);
            if (answer.status !== 200) throw new Error(`${pathName} answered ${answer.status}`);
            bytes += answer.bytes;
          }
        };
        await Promise.all(Array.from({ length: Number(args.concurrency) }, worker));
        if (round === 0) continue;
        const entry = results.get(name) ?? { front: [], backend: [], bytes: 0 };
        entry.front.push((cpuMs(storefront) - front0) / count);
        entry.backend.push((cpuMs(backend) - back0) / count);
        entry.bytes = Math.round(bytes / count);
        results.set(name, entry);
      }
    }
    const fmt = (values: number[]) => {
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      return `${mean.toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
    };
    console.log(`| page | storefront CPU per request | backend CPU per request | bytes (br) |\n|---|---|---|---|`);
    for (const [name, entry] of results) console.log(`| ${name} | ${fmt(entry.front)} | ${fmt(entry.backend)} | ${entry.bytes} |`);
  } finally {
    agent.destroy();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
