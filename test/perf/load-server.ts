/**
 * The production storefront as a child process for the load benchmark (test/perf/load.ts): its own
 * ports and data folder, readiness by polling, RSS of it and of its commerce backend child from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { childPids, commandLine } from '../processes';

export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

export interface BenchServer {
  port: number;
  host: string;
  child: ChildProcess;
  logFile: string;
  /** pid of the embedded commerce backend (changes when the supervisor restarts it). */
  backendPid(): number | undefined;
  stop(): Promise<void>;
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A plain node:http request: fetch drops the Host header, which picks the store. */
export function request(port: number, host: string, pathName: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathName, method: init.method ?? 'GET', headers: { host, 'user-agent': BROWSER_UA, ...init.headers }, timeout: 30_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timeout: ${pathName}`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

/** VmRSS of a process in MB, from /proc (Linux only). */
export function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

export type BenchProcess = { pid: number; role: 'storefront' | 'primary' | 'worker' | 'commerce-backend' | 'other'; rssMb?: number };

/**
 * The storefront and every process under it: the primary (or the single storefront process), its
 * workers (node:cluster forks run the same script) and the embedded commerce backend.
 */
export function processTree(rootPid: number | undefined): BenchProcess[] {
  if (!rootPid) return [];
  const children = childPids(rootPid);
  const runs = (pid: number, file: string) => commandLine(pid).some((arg) => arg.endsWith(file));
  const workers = children.filter((pid) => runs(pid, 'build/node/index.js'));
  const result: BenchProcess[] = [{ pid: rootPid, role: workers.length > 0 ? 'primary' : 'storefront', rssMb: rssMb(rootPid) }];
  for (const pid of children) {
    const role = workers.includes(pid) ? 'worker' : runs(pid, 'build/node/backend.js') ? 'commerce-backend' : 'other';
    result.push({ pid, role, rssMb: rssMb(pid) });
  }
  return result;
}

/**
 * A data folder with the seeded store: copied from the repository's .data with VACUUM INTO (a
 * consistent snapshot even while a shop runs on it), so the benchmark skips the 10–20 s seed.
 */
export function prepareDataDir(repoRoot: string, dataDir: string): string {
  const target = path.join(dataDir, 'commerce.sqlite');
  if (fs.existsSync(target)) return 'reused';
  fs.mkdirSync(dataDir, { recursive: true });
  const source = path.join(repoRoot, '.data', 'commerce.sqlite');
  if (!fs.existsSync(source)) return 'seeding on first start';
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    db.exec(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
  } finally {
    db.close();
  }
  return `copied from ${source}`;
}

export async function startServer(options: { repoRoot: string; port: number; backendPort: number; dataDir: string; env?: Record<string, string> }): Promise<BenchServer> {
  const logFile = path.join(options.dataDir, 'storefront.log');
  const log = fs.openSync(logFile, 'w');
  // The compiled server, exactly as `npm start` runs it after its build (decision 062).
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'build/node/index.js'], {
    cwd: options.repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      EMBEDDED_CT_PORT: String(options.backendPort),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      // One client address makes all the load: per-IP rate limits would measure themselves.
      RATE_LIMIT_FACTOR: '1000',
      // The embedded mail catcher on any free port, so a bench runs beside a shop on 2525.
      SMTP_CATCHER_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  child.once('exit', (code, signal) => console.error(`storefront (pid ${child.pid}) exited: ${code ?? signal}`));
  const host = `sk.localhost:${options.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited with ${child.exitCode}; see ${logFile}`);
    const ok = await request(options.port, host, '/readyz').then((answer) => answer.status === 200, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`storefront not healthy within 180 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port: options.port,
    host,
    child,
    logFile,
    backendPid: () => processTree(child.pid).find((proc) => proc.role === 'commerce-backend')?.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
}

/** How often the supervisor restarted the backend so far, from the storefront's log. */
export function backendRestarts(logFile: string): number {
  const text = fs.readFileSync(logFile, 'utf8');
  return text.split('\n').filter((line) => line.includes('embedded commerce backend exited')).length;
}
