import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '~/lib/project-root.server';
import { nodeArgsFor } from '../compiled-entries.ts';
import { rssMbOf, watchMemory } from '../memory-ceiling.ts';
import { isBackendMessage } from './heartbeat.ts';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  DEFAULT_PORT,
  DEFAULT_PROJECT_KEY,
  apiUrl,
} from './config.ts';

/** Liveness is the child's IPC heartbeat, not an HTTP probe: a probe waits behind queued requests, so a busy but
 * healthy backend would be killed; a timer beat is missed only by a blocked event loop. */

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
  /** How long the first start may take (it includes seeding an empty store). */
  startTimeoutMs?: number;
  /** Grace period between SIGTERM and SIGKILL. */
  stopTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  /** A running child silent for this long is taken as hung and restarted. */
  hangTimeoutMs?: number;
  /** Extra environment for the child (e.g. EMBEDDED_CT_SEED=false, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Copy the child's log lines to this process's stdout/stderr. */
  forwardOutput?: boolean;
  /** For tests: a TypeScript script to run (through tsx) instead of main.ts; it must speak heartbeat.ts. */
  entry?: string;
  /** The child's V8 heap ceiling in MB; resident memory above it for a while restarts the child gracefully. */
  memoryCeilingMb?: number;
  memoryCheckMs?: number;
}

export type BackendState = 'starting' | 'healthy' | 'unhealthy' | 'restarting' | 'stopped';

export interface EmbeddedBackendHandle {
  /** API base URL (CTP_API_URL equivalent). */
  readonly url: string;
  /** Auth base URL (CTP_AUTH_URL equivalent): the same server serves /oauth/token. */
  readonly authUrl: string;
  readonly projectKey: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The process runs and its event loop is not stuck (a heartbeat within the hang limit, or still starting); a busy
   * backend is alive. */
  isAlive(): boolean;
  /** Readiness: alive, and it has said it serves (listening, seeded). Calls to it can succeed. */
  isReady(): boolean;
  /** Same as isReady(). */
  isHealthy(): boolean;
  status(): { state: BackendState; pid?: number; restarts: number; lastExit?: string; lastHeartbeatMsAgo?: number };
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;
const NOT_READY_SILENCE_MS = 10_000;

const noopLogger: SupervisorLogger = { info() {}, warn() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 1000;
  const hangTimeoutMs = options.hangTimeoutMs ?? 45_000;

  let child: ChildProcess | undefined;
  let state: BackendState = 'starting';
  let restarts = 0;
  let failures = 0;
  let healthySince = 0;
  let lastExit: string | undefined;
  let spawnedAt = 0;
  let lastBeat = 0;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  const tail: string[] = [];

  const startTimeoutMs = options.startTimeoutMs ?? 120_000;

  const spawnChild = () => {
    state = 'starting';
    spawnedAt = Date.now();
    lastBeat = 0;
    const ceiling = options.memoryCeilingMb ? [`--max-old-space-size=${options.memoryCeilingMb}`] : [];
    const args = [...ceiling, ...(options.entry ? ['--import', 'tsx', '--disable-warning=ExperimentalWarning', options.entry] : nodeArgsFor('backend'))];
    const spawned = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        ...options.env,
        EMBEDDED_CT_PORT: String(port),
        EMBEDDED_CT_PROJECT_KEY: projectKey,
        DATA_DIR: options.dataDir,
        EMBEDDED_CT_CLIENT_ID: clientId,
        EMBEDDED_CT_CLIENT_SECRET: clientSecret,
        EMBEDDED_CT_HEARTBEAT_MS: String(heartbeatIntervalMs),
      },
      // The IPC channel lets the child notice when this process dies and exit with it.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child = spawned;
    pipeOutput(spawned, options.forwardOutput ?? true, tail);
    spawned.on('message', (message) => {
      if (child !== spawned || !isBackendMessage(message)) return;
      lastBeat = Date.now();
      if (message.type === 'ready' && state !== 'healthy') {
        state = 'healthy';
        healthySince = Date.now();
        logger.info({ url, pid: spawned.pid, restarts, readyMs: message.readyMs }, 'embedded commerce backend ready');
      }
    });
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

  // Hang watch: a child that has beaten once and then stays silent for the limit is killed (the
  // exit handler restarts it); before its first beat, the start timeout bounds it.
  const watch = setInterval(() => {
    const current = child;
    if (!current || stopping) return;
    const now = Date.now();
    if (lastBeat > 0 && now - lastBeat > hangTimeoutMs) {
      logger.error({ pid: current.pid, silentMs: now - lastBeat, state }, 'embedded commerce backend stopped beating (hung); killing it');
      lastBeat = 0;
      state = 'unhealthy';
      current.kill('SIGKILL');
    } else if (state === 'starting' && now - spawnedAt > startTimeoutMs) {
      logger.error({ pid: current.pid }, 'embedded commerce backend did not come up in time; killing it');
      state = 'unhealthy';
      current.kill('SIGKILL');
    }
  }, Math.max(20, Math.min(1000, Math.floor(hangTimeoutMs / 4))));
  watch.unref();

  const ceilingMb = options.memoryCeilingMb;
  const memory = ceilingMb
    ? watchMemory({
      ceilingMb,
      intervalMs: options.memoryCheckMs,
      read: () => (state === 'healthy' ? rssMbOf(child?.pid) : undefined),
      onExceeded: (rssMb) => {
        logger.warn({ pid: child?.pid, rssMb, ceilingMb }, 'embedded commerce backend above its memory ceiling; restarting it');
        void killChild('SIGTERM', options.stopTimeoutMs ?? 5000);
      },
    })
    : undefined;

  const killOnExit = () => child?.kill('SIGTERM');
  process.once('exit', killOnExit);

  const handle: EmbeddedBackendHandle = {
    url,
    authUrl: url,
    projectKey,
    clientId,
    clientSecret,
    isAlive: () => !!child && (state === 'healthy' || state === 'starting'),
    // Silent for a while short of the hang limit: calls would only time out, so not ready meanwhile.
    // Load never gets there (a beat goes out between requests), so readiness does not flap with it.
    isReady: () => !!child && state === 'healthy' && Date.now() - lastBeat < Math.min(hangTimeoutMs, NOT_READY_SILENCE_MS),
    isHealthy: () => handle.isReady(),
    status: () => ({ state, pid: child?.pid, restarts, lastExit, lastHeartbeatMsAgo: lastBeat ? Date.now() - lastBeat : undefined }),
    stop: async () => {
      stopping = true;
      clearInterval(watch);
      memory?.stop();
      if (restartTimer) clearTimeout(restartTimer);
      process.off('exit', killOnExit);
      await killChild('SIGTERM', options.stopTimeoutMs ?? 5000);
      state = 'stopped';
    },
  };

  spawnChild();
  // Bounded wait: the caller gets the handle either way; supervision goes on and isReady() tells the truth.
  const deadline = Date.now() + startTimeoutMs;
  while (!handle.isReady() && Date.now() < deadline && failures < 3) await sleep(50);
  if (!handle.isReady()) {
    logger.error({ url, ...handle.status(), output: tail.slice(-10) }, 'embedded commerce backend is not healthy yet; serving the error page until it is');
  }
  return handle;
}
