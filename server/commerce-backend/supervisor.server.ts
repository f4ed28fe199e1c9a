import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  DEFAULT_PORT,
  DEFAULT_PROJECT_KEY,
  apiUrl,
} from './config.ts';

/**
 * Runs main.ts as a child process of the storefront: same Node binary with `--import tsx`, waits
 * (bounded) for /health, probes it while running, restarts the child with backoff when it dies or
 * hangs, and stops it with SIGTERM, then SIGKILL after a timeout. isHealthy() lets the app answer
 * with its error page instead of waiting on a dead backend.
 */

export type SupervisorLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export interface StartEmbeddedBackendOptions {
  port?: number;
  dataDir: string;
  projectKey?: string;
  clientId?: string;
  clientSecret?: string;
  logger?: SupervisorLogger;
  /** How long the first start may take (it includes seeding an empty store). Default 120 s. */
  startTimeoutMs?: number;
  /** Grace period between SIGTERM and SIGKILL. Default 5 s. */
  stopTimeoutMs?: number;
  /** Health probe interval while running. Default 5 s; 3 failed probes in a row restart the child. */
  healthIntervalMs?: number;
  /** Extra environment for the child (e.g. EMBEDDED_CT_SEED=false, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Copy the child's log lines to this process's stdout/stderr. Default true. */
  forwardOutput?: boolean;
}

export type BackendState = 'starting' | 'healthy' | 'unhealthy' | 'restarting' | 'stopped';

export interface EmbeddedBackendHandle {
  /** API base URL, e.g. http://127.0.0.1:4444 (CTP_API_URL equivalent). */
  readonly url: string;
  /** Auth base URL (CTP_AUTH_URL equivalent): the same server serves /oauth/token. */
  readonly authUrl: string;
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  isHealthy(): boolean;
  status(): { state: BackendState; pid?: number; restarts: number; lastExit?: string };
  stop(): Promise<void>;
}

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const REPO_ROOT = path.resolve(path.dirname(MAIN), '../..');
const MAX_BACKOFF_MS = 30_000;
const FAILED_PROBES_BEFORE_RESTART = 3;

const noopLogger: SupervisorLogger = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probe(url: string, timeoutMs: number): Promise<'ok' | 'seeding' | 'down'> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { status?: string };
    return response.ok && body.status === 'ok' ? 'ok' : body.status === 'seeding' ? 'seeding' : 'down';
  } catch {
    return 'down';
  }
}

/** Keeps the last lines of the child's output for error reports. */
function pipeOutput(child: ChildProcess, forward: boolean, tail: string[]): void {
  for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (forward) target.write(`${line}\n`);
        tail.push(line);
        if (tail.length > 30) tail.shift();
      }
    });
  }
}

export async function startEmbeddedBackend(options: StartEmbeddedBackendOptions): Promise<EmbeddedBackendHandle> {
  const port = options.port ?? DEFAULT_PORT;
  const projectKey = options.projectKey ?? DEFAULT_PROJECT_KEY;
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const clientSecret = options.clientSecret ?? DEFAULT_CLIENT_SECRET;
  const logger = options.logger ?? noopLogger;
  const url = apiUrl(port);
  const healthIntervalMs = options.healthIntervalMs ?? 5000;
  const probeTimeoutMs = Math.min(2000, Math.max(200, healthIntervalMs));

  let child: ChildProcess | undefined;
  let state: BackendState = 'starting';
  let restarts = 0;
  let failures = 0;
  let healthySince = 0;
  let lastExit: string | undefined;
  let spawnedAt = 0;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const tail: string[] = [];

  const startTimeoutMs = options.startTimeoutMs ?? 120_000;

  const spawnChild = () => {
    state = 'starting';
    spawnedAt = Date.now();
    const spawned = spawn(process.execPath, ['--import', 'tsx', '--disable-warning=ExperimentalWarning', MAIN], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...options.env,
        EMBEDDED_CT_PORT: String(port),
        EMBEDDED_CT_PROJECT_KEY: projectKey,
        DATA_DIR: options.dataDir,
        EMBEDDED_CT_CLIENT_ID: clientId,
        EMBEDDED_CT_CLIENT_SECRET: clientSecret,
      },
      // The IPC channel lets the child notice when this process dies and exit with it.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child = spawned;
    pipeOutput(spawned, options.forwardOutput ?? true, tail);
    spawned.on('exit', (code, signal) => {
      lastExit = signal ? `signal ${signal}` : `code ${code}`;
      if (child === spawned) child = undefined;
      if (stopping) return;
      // Backoff grows with failures in a row; a child that ran healthy for a while resets it.
      failures = healthySince && Date.now() - healthySince > 10_000 ? 1 : failures + 1;
      healthySince = 0;
      state = 'restarting';
      restarts += 1;
      const delay = Math.min(250 * 2 ** (failures - 1), MAX_BACKOFF_MS);
      logger.error({ exit: lastExit, restartInMs: delay, output: tail.slice(-10) }, 'embedded commerce backend exited; restarting');
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (!stopping) spawnChild();
      }, delay);
    });
  };

  const killChild = async (signalFirst: NodeJS.Signals, timeoutMs: number) => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill(signalFirst);
    const timedOut = await Promise.race([exited.then(() => false), sleep(timeoutMs).then(() => true)]);
    if (timedOut) {
      logger.warn({ pid: current.pid }, 'embedded commerce backend ignored SIGTERM; killing');
      current.kill('SIGKILL');
      await exited;
    }
  };

  // One loop does both jobs: waiting for health after each (re)start and watching for hangs.
  let failedProbes = 0;
  let monitorAlive = true;
  const monitor = async () => {
    while (monitorAlive) {
      const current = child;
      const result = current ? await probe(url, probeTimeoutMs) : 'down';
      if (!monitorAlive) return;
      if (result === 'ok' && child === current && current) {
        if (state !== 'healthy') {
          logger.info({ url, pid: current.pid, restarts }, 'embedded commerce backend healthy');
          if (state === 'starting') healthySince = Date.now();
        }
        state = 'healthy';
        failedProbes = 0;
      } else if (state === 'starting' && current && result === 'down' && Date.now() - spawnedAt > startTimeoutMs) {
        logger.error({ pid: current.pid }, 'embedded commerce backend did not come up in time; killing it');
        current.kill('SIGKILL'); // the exit handler restarts it
      } else if ((state === 'healthy' || state === 'unhealthy') && current) {
        // Unhealthy at the first missed probe (the app shows its error page), restarted at the third.
        state = 'unhealthy';
        failedProbes += 1;
        if (failedProbes >= FAILED_PROBES_BEFORE_RESTART) {
          failedProbes = 0;
          logger.error({ pid: current.pid }, 'embedded commerce backend stopped answering; killing it');
          current.kill('SIGKILL'); // the exit handler restarts it
        }
      }
      await sleep(state === 'healthy' || state === 'unhealthy' ? healthIntervalMs : 100);
    }
  };
  void monitor();

  const killOnExit = () => child?.kill('SIGTERM');
  process.once('exit', killOnExit);

  const handle: EmbeddedBackendHandle = {
    url,
    authUrl: url,
    projectKey,
    clientId,
    clientSecret,
    isHealthy: () => state === 'healthy',
    status: () => ({ state, pid: child?.pid, restarts, lastExit }),
    stop: async () => {
      stopping = true;
      monitorAlive = false;
      if (restartTimer) clearTimeout(restartTimer);
      process.off('exit', killOnExit);
      await killChild('SIGTERM', options.stopTimeoutMs ?? 5000);
      state = 'stopped';
    },
  };

  spawnChild();
  // Bounded wait: healthy, or the start timeout, or three failed starts in a row. Either way the
  // caller gets the handle; supervision goes on and isHealthy() tells the truth meanwhile.
  const deadline = Date.now() + startTimeoutMs;
  while (!handle.isHealthy() && Date.now() < deadline && failures < 3) await sleep(50);
  if (!handle.isHealthy()) {
    logger.error({ url, ...handle.status(), output: tail.slice(-10) }, 'embedded commerce backend is not healthy yet; serving the error page until it is');
  }
  return handle;
}
