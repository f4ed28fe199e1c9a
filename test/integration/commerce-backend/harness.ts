import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
export { freePort } from '../../listen.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../../../server/commerce-backend/config.ts';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const MAIN = path.join(REPO_ROOT, 'server/commerce-backend/main.ts');
export const PROJECT = 'it-project';

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-backend-it-'));
}

export interface RunningBackend {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /**
   * The backend's own time from its start to listening (its "ready" log line): opening or seeding the store,
   * without the Node start and the TypeScript loader that only this harness pays.
   */
  readyMs: number | undefined;
  output: () => string;
}

/** Spawns main.ts like the supervisor does and waits until /health answers ok. */
export async function startBackend(dataDir: string, port: number): Promise<RunningBackend> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', '--disable-warning=ExperimentalWarning', MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, EMBEDDED_CT_PORT: String(port), EMBEDDED_CT_PROJECT_KEY: PROJECT, DATA_DIR: dataDir, EMBEDDED_CT_SEED: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}: ${output}`);
    const healthy = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (healthy) return { child, url, startMs: Math.round(performance.now() - started), readyMs: await readyMsOf(() => output), output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`backend not healthy within 15 s: ${output}`);
}

/** The readyMs of the backend's "ready" log line, which it writes just before it answers. */
async function readyMsOf(output: () => string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const match = /"readyMs":(\d+)/.exec(output());
    if (match) return Number(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

export async function killHard(backend: RunningBackend): Promise<void> {
  if (backend.child.exitCode !== null || backend.child.signalCode !== null) return;
  const exited = new Promise((resolve) => backend.child.once('exit', resolve));
  backend.child.kill('SIGKILL');
  await exited;
}

export async function token(url: string, auth = `${DEFAULT_CLIENT_ID}:${DEFAULT_CLIENT_SECRET}`): Promise<Response> {
  return fetch(`${url}/oauth/token?grant_type=client_credentials`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(auth).toString('base64')}` },
  });
}

/** A tiny commercetools HTTP client: JSON in, JSON out, status kept. */
export function apiClient(url: string, accessToken: string) {
  return async <T = Record<string, unknown>>(method: string, pathName: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${url}/${PROJECT}${pathName}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}
