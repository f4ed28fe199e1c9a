// Before a worker's port opens it renders one home, category and product page of the default store through its own
// app, so the first shoppers do not pay for compiling the render path and filling the shared catalogue caches.
import { createServer, request, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { parseProductPath } from '~/product/product-path';

/** A browser's, so the pages are the ones a first visit gets (a crawler's would wait for every part). */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** The longest the warm-up may hold a start: a slow backend delays, never blocks. */
const WARM_UP_LIMIT_MS = 20_000;

type Answer = { status: number; body: string };

function get(port: number, host: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'user-agent': USER_AGENT, accept: 'text/html' }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The first category and product links of a page (paths of the store, without a query). */
export function warmUpLinks(html: string): { category?: string; product?: string } {
  const paths = [...html.matchAll(/href="(\/[a-z0-9-]+\/)"/g)].map((match) => match[1]);
  return { product: paths.find((path) => parseProductPath(path) !== null), category: paths.find((path) => parseProductPath(path) === null) };
}

/** The pages rendered, in order, with their status; never throws. */
export async function warmUpPages(app: RequestListener, host: string, logger: Logger): Promise<string[]> {
  const server = createServer(app);
  const rendered: string[] = [];
  const work = async () => {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen({ host: '127.0.0.1', port: 0, exclusive: true }, resolve));
    const { port } = server.address() as AddressInfo;
    const home = await get(port, host, '/');
    rendered.push(`/ ${home.status}`);
    const { category, product } = warmUpLinks(home.body);
    for (const path of [category, product]) {
      if (!path) continue;
      rendered.push(`${path} ${(await get(port, host, path)).status}`);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([work(), new Promise((resolve) => (timer = setTimeout(resolve, WARM_UP_LIMIT_MS).unref()))]);
    logger.info({ rendered }, 'render path warmed up');
  } catch (error) {
    logger.warn({ err: error, rendered }, 'warm-up failed; the first shoppers warm the worker instead');
  } finally {
    clearTimeout(timer);
    server.closeAllConnections();
    server.close();
  }
  return rendered;
}
