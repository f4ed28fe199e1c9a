import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { installGlobals } from '@remix-run/node';
import { readEnv, parseStoreDomains, publishNodeEnv } from './env';
import { warmUpPages } from './warm-up';
import { DEFAULT_COUNTRY } from '~/markets';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import { buildServices, type ProcessRole, type ShopRole } from './services';
import { processKind } from './services/role';
import { createShopApp, loadRemixBuild } from './shop-app';
import { runPrimary } from './cluster/primary';
import type { WorkerMessage } from './cluster/messages';
import { connectToPrimary } from './cluster/worker-link';
import { ownRssMb, runAgain, watchMemory } from './memory-ceiling';

installGlobals({ nativeFetch: true });

const env = readEnv();
const isDev = process.argv.includes('--dev');
if (!isDev) publishNodeEnv(env);
// One shop worker per core under a node:cluster primary (decision 057); one process for `npm run dev`.
const workerCount = isDev ? 1 : (env.WEB_CONCURRENCY ?? os.availableParallelism());
// A page that left something out says so where it happens (markDegraded), not through its log lines.
const logger = pino({ level: env.LOG_LEVEL, base: { service: 'storefront' } });
const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR);
fs.mkdirSync(dataDir, { recursive: true });

/** This process's part (decision 097): a worker finds the single-instance services in its primary. */
async function decideRole(): Promise<ProcessRole> {
  const kind = processKind({ isClusterPrimary: cluster.isPrimary, workers: workerCount });
  if (kind === 'primary') return { kind };
  if (kind === 'worker') return { kind, primary: await connectToPrimary() };
  return { kind, dev: isDev };
}

/** A shop worker or single process: its services, the app on them, warm, then the port. */
async function serveShop(role: ShopRole) {
  const remix = await loadRemixBuild(isDev);
  const services = await buildServices(env, role, { logger, dataDir });
  const app = createShopApp(env, services, remix, logger);
  const server = await services.openServer(app);
  // The default store's search indexes and render path, warm before the port opens (server/warm-up.ts).
  await services.search.warmUp();
  if (!isDev) await warmUpPages(app, parseStoreDomains(env.STORE_DOMAINS)[DEFAULT_COUNTRY] ?? `localhost:${env.PORT}`, logger.child({ service: 'warm-up' }));
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  logger.info({ port: env.PORT }, `storefront listening on http://localhost:${env.PORT}`);

  let stopping = false;
  const shutdown = async (signal: string, then: 'exit' | 'run-again' = 'exit') => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await services.stack.close();
    if (then === 'run-again') runAgain();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary is gone (even killed) must not keep the port.
  if (role.kind === 'worker') process.on('disconnect', () => void shutdown('primary gone'));
  // Above its memory ceiling (decision 130) a worker asks to be replaced: the primary starts another before this one
  // stops. A single production process finishes its requests and runs itself again.
  const startRssMb = ownRssMb();
  if (!isDev && startRssMb >= env.WORKER_MEMORY_MB) {
    logger.error({ rssMb: startRssMb, ceilingMb: env.WORKER_MEMORY_MB }, 'WORKER_MEMORY_MB is below what this process needs after its start; no memory ceiling');
  } else if (!isDev) {
    watchMemory({
      ceilingMb: env.WORKER_MEMORY_MB,
      read: ownRssMb,
      onExceeded: (rssMb) => {
        if (stopping) return;
        if (role.kind === 'single') {
          logger.warn({ rssMb, ceilingMb: env.WORKER_MEMORY_MB }, 'shop process above its memory ceiling; restarting it');
          return void shutdown('memory ceiling', 'run-again');
        }
        logger.warn({ rssMb, ceilingMb: env.WORKER_MEMORY_MB }, 'worker above its memory ceiling; asking for a replacement');
        if (process.connected) process.send?.({ type: 'storefront:replace-me', rssMb } satisfies WorkerMessage);
      },
    });
  }
}

async function main() {
  const role = await decideRole();
  if (role.kind !== 'primary') return serveShop(role);
  return runPrimary({ env, logger, workers: workerCount, buildServices: () => buildServices(env, role, { logger, dataDir }) });
}

main().catch((error) => {
  logger.fatal({ err: error }, 'storefront failed to start');
  process.exit(1);
});
