/**
 * `node --import tsx test/perf/tbt.ts`: Total Blocking Time of home, category and product pages as Lighthouse's
 * mobile run defines it, measured in Debian's full Chromium (Lighthouse itself is not installed): the production
 * build on its own ports and data folder, a fresh browser context per run (empty cache, no cookies: a first visit),
 * JavaScript on, a 412 × 823 phone at device pixel ratio 1.75 with a mobile user agent, the CPU slowed 4× and the
 * network throttled to Lighthouse's mobile link (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) through CDP.
 *
 * TBT: every main-thread task longer than 50 ms (the Long Tasks API) after the first contentful paint, each counted
 * with what it lasted beyond 50 ms (a task that began before the paint from the paint on), until five seconds pass
 * without a long task after the load event (Lighthouse's "time to interactive" window). Lighthouse simulates the
 * throttling from an unthrottled trace instead, so its figures differ; on a busy shared machine a 4× slowdown of an
 * already shared core weighs more than on an idle one: compare runs made side by side.
 *
 * Options: --store sk, --runs 5, --pages home,category,product, --port 3340, --backend-port 4684,
 * --data-dir /tmp/protools-bench-tbt-data, --budget 200 (ms; a run above it fails the run, exit code 1), --json FILE.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { prepareDataDir, request, startServer, type BenchServer } from './load-server';

const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: {
    store: { type: 'string', default: 'sk' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'home,category,product' },
    port: { type: 'string', default: '3340' },
    'backend-port': { type: 'string', default: '4684' },
    'data-dir': { type: 'string', default: '/tmp/protools-bench-tbt-data' },
    budget: { type: 'string', default: '200' },
    json: { type: 'string' },
  },
});

const VIEWPORT = { width: 412, height: 823 };
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/** Lighthouse's mobile preset: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up (CDP takes bytes per second). */
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1600 * 1000) / 8, uploadThroughput: (750 * 1000) / 8 };
const QUIET_MS = 5_000;
const LONG_TASK_MS = 50;

/** Collected in the page from its first script on: long tasks and the first contentful paint. */
const OBSERVER = `(() => {
  const seen = { tasks: [], fcp: undefined };
  window.__tbt = seen;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) seen.tasks.push({ start: entry.startTime, duration: entry.duration }); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime; }).observe({ type: 'paint', buffered: true });
})();`;

type Seen = { tasks: Array<{ start: number; duration: number }>; fcp?: number };

/** Lighthouse's sum: what each long task after the first contentful paint lasted beyond 50 ms. */
function totalBlockingTime(seen: Seen): number {
  const fcp = seen.fcp ?? 0;
  return seen.tasks.reduce((sum, task) => {
    const end = task.start + task.duration;
    const counted = end - Math.max(task.start, fcp);
    return sum + Math.max(0, counted - LONG_TASK_MS);
  }, 0);
}

async function pathsOf(server: BenchServer, host: string): Promise<Record<string, string>> {
  const home = await request(server.port, host, '/');
  // The first category of the header's navigation and the first product card of the home page.
  const category = /<nav[^]*?<a [^>]*href="(\/[a-z0-9-]+\/)"/.exec(home.body)?.[1];
  const product = /href="(\/[a-z0-9-]+-\d{8}\/)"/.exec(home.body)?.[1];
  if (!category || !product) throw new Error('no category or product link on the home page');
  return { home: '/', category, product };
}

async function measure(browser: Browser, origin: string, pathName: string): Promise<{ tbt: number; fcp?: number; tasks: Seen['tasks'] }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: MOBILE_UA, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVER);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${pathName}`, { waitUntil: 'load', timeout: 60_000 });
    // Until five seconds pass without a new long task (at most 30 s).
    let last = -1;
    for (let waited = 0; waited < 30_000; waited += 500) {
      const count = await page.evaluate(() => (window as unknown as { __tbt: Seen }).__tbt.tasks.length);
      if (count !== last) {
        last = count;
        waited = 0;
      }
      if (waited >= QUIET_MS) break;
      await page.waitForTimeout(500);
    }
    const seen = await page.evaluate(() => (window as unknown as { __tbt: Seen }).__tbt);
    return { tbt: Math.round(totalBlockingTime(seen)), fcp: seen.fcp && Math.round(seen.fcp), tasks: seen.tasks.map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })) };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(repoRoot, 'build/node/index.js'))) throw new Error('No production build: run `npm run build` first.');
  const dataDir = path.resolve(args['data-dir']);
  console.log(`data: ${dataDir} (${prepareDataDir(repoRoot, dataDir)})`);
  const server = await startServer({ repoRoot, port: Number(args.port), backendPort: Number(args['backend-port']), dataDir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  const budget = Number(args.budget);
  const host = `${args.store}.localhost:${server.port}`;
  const results: Record<string, Array<{ tbt: number; fcp?: number; tasks: Seen['tasks'] }>> = {};
  let failed = false;
  try {
    const paths = await pathsOf(server, host);
    const wanted = args.pages.split(',').map((page) => page.trim());
    // Each page once over plain HTTP first: the runs measure the browser, not a cold render.
    for (const page of wanted) await request(server.port, host, paths[page]);
    for (const page of wanted) {
      results[page] = [];
      for (let run = 0; run < Number(args.runs); run += 1) results[page].push(await measure(browser, `http://${host}`, paths[page]));
      const tbts = results[page].map((result) => result.tbt);
      const over = tbts.filter((tbt) => tbt > budget).length;
      if (over) failed = true;
      console.log(`${args.store.toUpperCase()} ${page} ${paths[page]}: TBT ${tbts.join(', ')} ms (median ${[...tbts].sort((a, b) => a - b)[Math.floor(tbts.length / 2)]}); ${over ? `FAIL: ${over} of ${tbts.length} above` : `PASS: all ≤`} ${budget} ms`);
      for (const [index, result] of results[page].entries()) {
        console.log(`  run ${index + 1}: FCP ${result.fcp ?? '?'} ms, long tasks ${result.tasks.map((task) => `${task.duration} ms at ${task.start}`).join('; ') || 'none'}`);
      }
    }
  } finally {
    if (args.json) fs.writeFileSync(args.json, JSON.stringify({ cpuSlowdown: CPU_SLOWDOWN, network: NETWORK, viewport: VIEWPORT, results }, null, 2));
    await browser.close();
    await server.stop();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
