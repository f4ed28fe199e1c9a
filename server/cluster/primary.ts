// `npm start` on a machine with several cores (decision 057): this process is the node:cluster primary. It
// runs what must exist once — the embedded commerce backend (its supervisor), the mail catcher, the payment
// and VAT simulators (on a loopback server the workers pass /__payments, /__vat and /__mail to), the counts
// of the rate limits, the cart forms' submission tokens and the cart channel's event relay — and one shop
// worker per core, which share the listening port. A worker that dies is replaced (with backoff when it keeps dying); SIGTERM/SIGINT stop the
// workers gracefully, then the services. Which services those are is server/services' plan (decision 097).
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env';
import type { PrimaryServices } from '../services';
import { isWorkerMessage, type PrimaryMessage } from './messages';
import { StartupReadiness } from './startup-readiness';
const MAX_RESTART_BACKOFF_MS = 30_000;
/** A worker that lived this long before dying restarts at once; quicker deaths back off. */
const HEALTHY_LIFETIME_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export async function runPrimary(options: { env: ServerEnv; logger: Logger; workers: number; buildServices: () => Promise<PrimaryServices> }): Promise<void> {
  const { env, logger, workers } = options;
  logger.info({ workers, pid: process.pid }, 'storefront primary starting');

  const { stack, backend, forWorkers: services } = await options.buildServices();
  const startup = new StartupReadiness(workers);
  const readyForShoppers = () => startup.ready(backend.ready());

  const send = (worker: Worker, message: PrimaryMessage) => {
    if (worker.isConnected()) worker.send(message, () => undefined);
  };
  cluster.on('message', (worker, message) => {
    if (isWorkerMessage(message) && message.type === 'storefront:hello') {
      send(worker, { type: 'storefront:services', services, backendReady: readyForShoppers() });
    }
  });
  // Readiness (backend up, every first worker listening), for each worker's /readyz.
  let lastReady: boolean | undefined;
  const readiness = setInterval(() => {
    const ready = readyForShoppers();
    if (ready === lastReady) return;
    lastReady = ready;
    for (const worker of Object.values(cluster.workers ?? {})) if (worker) send(worker, { type: 'storefront:backend', ready });
  }, 500);

  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    // glibc reads it when a process starts, so a worker's environment is where it goes (decision 064).
    const worker = cluster.fork({ MALLOC_ARENA_MAX: String(env.MALLOC_ARENA_MAX) });
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) return;
    quickDeaths = lived > HEALTHY_LIFETIME_MS ? 0 : quickDeaths + 1;
    const delay = quickDeaths === 0 ? 0 : Math.min(500 * 2 ** (quickDeaths - 1), MAX_RESTART_BACKOFF_MS);
    logger.error({ pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'storefront worker died; starting another');
    setTimeout(() => !stopping && fork(), delay).unref();
  });
  // The heap ceiling comes last, so it wins over one in the primary's own flags (decision 060).
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${env.WORKER_HEAP_MB}`] });
  // One worker after another: each reads the catalogue for its indexes before it listens, and two doing
  // that at once on a freshly seeded backend starved its first shoppers (5 s timeouts, 503s).
  let started = 0;
  const forkNext = () => {
    if (stopping || started >= workers) return;
    started += 1;
    fork();
  };
  cluster.on('listening', () => {
    startup.workerListening();
    forkNext();
  });
  forkNext();

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(readiness);
    const force = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS + 10_000);
    force.unref();
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), STOP_TIMEOUT_MS);
            worker.once('exit', () => (clearTimeout(kill), resolve()));
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await stack.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
