/**
 * Issue 37 item 1's measurement: the memory of every long-lived process of the production shop (cluster primary,
 * shop workers, embedded commerce backend) after start, during load, and for ten minutes after the load stopped.
 * The target: every process back within 20 % of its size after start, ten minutes after the load.
 *
 * The load, in order:
 * 1. the issue's attack on the double-submit record: one shopper's cart of `--lines` (40) products, then
 *    `--posts` (3,000) read-only "Proceed to checkout" posts, each with a fresh `submissionId`, `--attackers` (20)
 *    at a time;
 * 2. `--shoppers` (50) ordinary cart shoppers for `--mix-seconds` (120): category and product pages and add-to-cart
 *    posts, each add with the fresh token a browser gets with every page.
 * RSS is read from /proc every `--sample-seconds` (10) during the load and every minute after it, for
 * `--after-minutes` (10).
 *
 * `node --import tsx test/perf/memory-after-load.ts` (after `npm run build`). Options: --port 3300,
 * --backend-port 4644, --data-dir /tmp/protools-memory-data, --store sk, --env KEY=VALUE (repeatable), --json FILE.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSeedData } from '../../server/commerce-backend/seed/data/index';
import type { CountryCode } from '../../app/markets';
import { prepareDataDir, processTree, request, startServer, type BenchServer } from './load-server';
import { run, type Step } from './scenarios';
import { cartSession, CookieJar, marketCookies, prepare } from './sessions';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    lines: { type: 'string', default: '40' },
    posts: { type: 'string', default: '3000' },
    attackers: { type: 'string', default: '20' },
    shoppers: { type: 'string', default: '50' },
    'mix-seconds': { type: 'string', default: '120' },
    'sample-seconds': { type: 'string', default: '10' },
    'after-minutes': { type: 'string', default: '10' },
    store: { type: 'string', default: 'sk' },
    port: { type: 'string', default: '3300' },
    'backend-port': { type: 'string', default: '4644' },
    'data-dir': { type: 'string', default: '/tmp/protools-memory-data' },
    env: { type: 'string', multiple: true, default: [] },
    json: { type: 'string' },
  },
});

type Role = 'primary' | 'worker' | 'commerce-backend';
type Sample = { phase: string; seconds: number; processes: Array<{ role: Role; pid: number; rssMb: number }> };

const started = Date.now();
const samples: Sample[] = [];

function sample(server: BenchServer, phase: string): Sample {
  const processes = processTree(server.child.pid)
    .filter((proc): proc is typeof proc & { role: Role } => proc.role === 'primary' || proc.role === 'worker' || proc.role === 'commerce-backend')
    .map((proc) => ({ role: proc.role, pid: proc.pid, rssMb: proc.rssMb ?? 0 }));
  const taken = { phase, seconds: Math.round((Date.now() - started) / 1000), processes };
  samples.push(taken);
  console.log(`${String(taken.seconds).padStart(5)} s ${phase.padEnd(22)} ${processes.map((proc) => `${proc.role} ${proc.pid} ${proc.rssMb} MB`).join(', ')}`);
  return taken;
}

/** Samples every `seconds` while `work` runs. */
async function sampledWhile<T>(server: BenchServer, phase: string, seconds: number, work: Promise<T>): Promise<T> {
  const timer = setInterval(() => sample(server, phase), seconds * 1000);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

const form = (host: string, jar: CookieJar) => ({ 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}`, cookie: jar.header() });

/** SKUs of the store's country that can be added (parcel products with stock), for the carts. */
function storeSkus(store: string): string[] {
  const seed = buildSeedData();
  const stock = new Map(seed.stock.map((level) => [level.sku, level.quantity]));
  return seed.catalog
    .filter((item) => item.variantKind === 'normal' && item.markets.includes(store.toUpperCase() as CountryCode) && item.eligibleForSelling && !item.freight)
    .filter((item) => (stock.get(item.sku) ?? 0) >= 20)
    .map((item) => item.sku);
}

/** The issue's attack: a big cart, then many "Proceed to checkout" posts, each a new submission. */
async function attack(server: BenchServer, host: string, market: CookieJar, skus: string[]): Promise<{ answers: Record<number, number> }> {
  const jar = new CookieJar(market);
  for (const sku of skus.slice(0, Number(args.lines))) {
    const added = await request(server.port, host, '/checkout/cart', { method: 'POST', headers: form(host, jar), body: new URLSearchParams({ intent: 'add-to-cart', sku, quantity: '1' }).toString() });
    if (added.status !== 303) throw new Error(`add of ${sku} answered ${added.status}`);
    jar.update(added.headers);
  }
  const cartPage = await request(server.port, host, '/checkout/cart', { headers: { cookie: jar.header() } });
  const cartId = /name="cartId" value="([^"]+)"/.exec(cartPage.body)?.[1];
  const lines = (cartPage.body.match(/name="lineId"/g) ?? []).length;
  if (!cartId) throw new Error(`no cart on the cart page (${cartPage.status})`);
  console.log(`attacker's cart ${cartId}: ${lines} line forms on its page`);
  const answers: Record<number, number> = {};
  let sent = 0;
  const total = Number(args.posts);
  const attacker = async () => {
    while (sent < total) {
      sent += 1;
      const body = new URLSearchParams({ intent: 'begin-checkout', cartId, submissionId: `${randomUUID()}:begin-checkout` }).toString();
      const answer = await request(server.port, host, '/checkout/cart', { method: 'POST', headers: form(host, jar), body });
      answers[answer.status] = (answers[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Number(args.attackers) }, () => attacker()));
  return { answers };
}

function report(): void {
  const byPid = new Map<number, { role: Role; start?: number; peak: number; end?: number }>();
  for (const taken of samples) {
    for (const proc of taken.processes) {
      const entry = byPid.get(proc.pid) ?? { role: proc.role, peak: 0 };
      if (taken.phase === 'after start') entry.start = proc.rssMb;
      entry.peak = Math.max(entry.peak, proc.rssMb);
      entry.end = proc.rssMb;
      byPid.set(proc.pid, entry);
    }
  }
  const last = samples.at(-1);
  console.log('\n| process | after start | peak | 10 min after the load | ratio |');
  console.log('|---|---|---|---|---|');
  let pass = true;
  for (const [pid, entry] of byPid) {
    const alive = last?.processes.some((proc) => proc.pid === pid);
    const ratio = entry.start && alive && entry.end ? Math.round((entry.end / entry.start) * 100) / 100 : undefined;
    if (ratio !== undefined && ratio > 1.2) pass = false;
    console.log(`| ${entry.role} ${pid} | ${entry.start ?? '–'} MB | ${entry.peak} MB | ${alive ? `${entry.end} MB` : 'restarted'} | ${ratio ?? '–'} |`);
  }
  console.log(`${pass ? 'PASS' : 'FAIL'}  every process that lived through the run within 20 % of its size after start, ${args['after-minutes']} min after the load`);
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'build/node/index.js'))) throw new Error('No production build: run `npm run build` first.');
  const dataDir = path.resolve(args['data-dir']);
  console.log(`data: ${dataDir} (${prepareDataDir(repoRoot, dataDir)})`);
  const extraEnv = Object.fromEntries(args.env.map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const server = await startServer({ repoRoot, port: Number(args.port), backendPort: Number(args['backend-port']), dataDir, env: extraEnv });
  const host = `${args.store}.localhost:${server.port}`;
  try {
    const market = await marketCookies(server, host);
    const skus = storeSkus(args.store);
    // The size after start: the shop ready and idle for a few seconds after its first pages.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    sample(server, 'after start');

    const attacked = await sampledWhile(server, 'attack', Number(args['sample-seconds']), attack(server, host, market, skus));
    sample(server, 'after the attack');
    console.log(`attack answers: ${JSON.stringify(attacked.answers)}`);

    const product = /href="(\/[^"?#]*-\d{8}\/)"/.exec((await request(server.port, host, '/')).body)?.[1] ?? '/';
    const category = /href="(\/[a-z0-9-]+\/)"/.exec((await request(server.port, host, '/')).body)?.[1] ?? '/';
    const carts = await prepare(Number(args.shoppers), (index) => cartSession(server, host, market, skus[index % skus.length]));
    let add = 0;
    const steps: Step[] = [
      { path: category },
      { path: product },
      // A browser's form carries a token made with its page: every add is a new submission.
      { path: '/checkout/cart', method: 'POST', form: true, body: () => new URLSearchParams({ intent: 'add-to-cart', sku: skus[add++ % 40], quantity: '1', submissionId: randomUUID() }).toString() },
    ];
    const mix = await sampledWhile(server, 'shoppers', Number(args['sample-seconds']), run(server, host, 'shoppers', steps, { connections: Number(args.shoppers), seconds: Number(args['mix-seconds']), sessions: carts, perConnection: true }));
    console.log(`shoppers: ${JSON.stringify(mix)}`);
    sample(server, 'load stopped');
    for (let minute = 1; minute <= Number(args['after-minutes']); minute += 1) {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      sample(server, `${minute} min after`);
    }
    report();
  } finally {
    if (args.json) fs.writeFileSync(args.json, JSON.stringify({ args, samples }, null, 2));
    console.log(`storefront log: ${server.logFile}`);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
