// The node:cluster primary (decision 057): runs what must exist once (server/services plans which) and one shop
// worker per core; dead workers are replaced with backoff, those above their memory ceiling without losing a request.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env';
import type { PrimaryServices } from '../services';
import { ownRssMb, runAgain, watchMemory } from '../memory-ceiling';
import { isWorkerMessage, type PrimaryMessage } from './messages';
import { StartupReadiness } from './startup-readiness';
import { WorkerReplacements } from './worker-replacements';
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
  const replacements = new WorkerReplacements();
  cluster.on('message', (worker, message) => {
    if (!isWorkerMessage(message)) return;
    if (message.type === 'storefront:hello') send(worker, { type: 'storefront:services', services, backendReady: readyForShoppers() });
    if (message.type === 'storefront:replace-me') replace(worker, message.rssMb);
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
    // glibc reads it when a process starts, so a worker's environment is where it goes.
    const worker = cluster.fork({ MALLOC_ARENA_MAX: String(env.MALLOC_ARENA_MAX) });
    startedAt.set(worker.id, Date.now());
    return worker;
  };
  /** A worker above its memory ceiling: another starts, and once it listens the old one finishes and exits. */
  const replace = (worker: Worker, rssMb: number) => {
    if (stopping || !replacements.wanted(worker.id)) return;
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    if (lived < HEALTHY_LIFETIME_MS) {
      logger.error({ pid: worker.process.pid, rssMb, ceilingMb: env.WORKER_MEMORY_MB }, 'a new worker is already above WORKER_MEMORY_MB; not replacing it');
      return;
    }
    logger.warn({ pid: worker.process.pid, rssMb, ceilingMb: env.WORKER_MEMORY_MB }, 'worker above its memory ceiling; replacing it');
    replacements.started(fork().id, worker.id);
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) return;
    if (!replacements.exited(worker.id)) {
      logger.info({ pid: worker.process.pid, code, signal }, 'replaced worker stopped');
      return;
    }
    quickDeaths = lived > HEALTHY_LIFETIME_MS ? 0 : quickDeaths + 1;
    const delay = quickDeaths === 0 ? 0 : Math.min(500 * 2 ** (quickDeaths - 1), MAX_RESTART_BACKOFF_MS);
    logger.error({ pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: delay }, 'storefront worker died; starting another');
    setTimeout(() => !stopping && fork(), delay).unref();
  });
  // The heap ceiling comes last, so it wins over one in the primary's own flags.
  cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-old-space-size=${env.WORKER_HEAP_MB}`] });
  // One worker after another: each reads the catalogue for its indexes before it listens, and several at once on a
  // freshly seeded backend starved its first shoppers.
  let started = 0;
  const forkNext = () => {
    if (stopping || started >= workers) return;
    started += 1;
    fork();
  };
  cluster.on('listening', (worker) => {
    const replaced = replacements.listening(worker.id);
    const old = replaced === undefined ? undefined : cluster.workers?.[replaced];
    // Its replacement listens: the old worker stops taking connections, finishes its requests and exits.
    if (old) return void old.process.kill('SIGTERM');
    startup.workerListening();
    forkNext();
  });
  forkNext();

  const shutdown = async (signal: string, then: 'exit' | 'run-again' = 'exit') => {
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
    if (then === 'run-again') runAgain();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Everything the primary keeps is bounded; past its ceiling something is not, and a fresh start loses nothing.
  watchMemory({
    ceilingMb: env.PRIMARY_MEMORY_MB,
    read: ownRssMb,
    onExceeded: (rssMb) => {
      logger.error({ rssMb, ceilingMb: env.PRIMARY_MEMORY_MB }, 'primary above its memory ceiling; restarting the shop gracefully');
      void shutdown('memory ceiling', 'run-again');
    },
  });
}
