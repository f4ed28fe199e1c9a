import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackend } from '../../../server/commerce-backend/supervisor.server.ts';
import type { EmbeddedBackendHandle } from '../../../server/commerce-backend/supervisor.server.ts';
import path from 'node:path';
import { REPO_ROOT, freePort, tempDataDir } from './harness.ts';

const BLOCKING = path.join(REPO_ROOT, 'test/integration/commerce-backend/fixtures/blocking-backend.ts');

const quiet = { EMBEDDED_CT_SEED: 'false', LOG_LEVEL: 'warn' };
const dirs: string[] = [];
const handles: EmbeddedBackendHandle[] = [];

function dataDir(): string {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  await Promise.all(handles.map((h) => h.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('startEmbeddedBackend', () => {
  it('starts healthy, restarts after kill -9 and after a hang, and stops', async () => {
    const backend = await startEmbeddedBackend({ port: await freePort(), dataDir: dataDir(), env: quiet, forwardOutput: false, heartbeatIntervalMs: 100, hangTimeoutMs: 1500 });
    handles.push(backend);
    expect(backend.isHealthy()).toBe(true);
    expect((await fetch(`${backend.url}/health`)).status).toBe(200);

    const firstPid = backend.status().pid!;
    process.kill(firstPid, 'SIGKILL');
    await waitFor(() => !backend.isHealthy(), 2000);
    await waitFor(() => backend.isHealthy(), 5000);
    expect(backend.status()).toMatchObject({ state: 'healthy', restarts: 1, lastExit: 'signal SIGKILL' });

    const hungPid = backend.status().pid!;
    process.kill(hungPid, 'SIGSTOP'); // alive but silent: only the missing heartbeat can tell
    await waitFor(() => backend.status().pid !== hungPid && backend.isHealthy(), 8000);
    expect(alive(hungPid)).toBe(false);

    const lastPid = backend.status().pid!;
    await backend.stop();
    expect(backend.status().state).toBe('stopped');
    expect(alive(lastPid)).toBe(false);
    expect(await fetch(`${backend.url}/health`).then(() => true, () => false)).toBe(false);
  });

  it('keeps a busy backend whose event loop blocks for seconds at a time: alive, ready, never restarted', async () => {
    const backend = await startEmbeddedBackend({
      port: await freePort(), dataDir: dataDir(), entry: BLOCKING, env: { BLOCK_MODE: 'busy', BLOCK_MS: '2500' },
      forwardOutput: false, heartbeatIntervalMs: 100, hangTimeoutMs: 4000,
    });
    handles.push(backend);
    const pid = backend.status().pid;
    const samples: boolean[] = [];
    const until = Date.now() + 12_000;
    while (Date.now() < until) {
      samples.push(backend.isAlive() && backend.isReady());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(samples.every(Boolean)).toBe(true);
    expect(backend.status()).toMatchObject({ state: 'healthy', restarts: 0, pid });
    await backend.stop();
  }, 20_000);

  it('restarts a hung backend once it has been silent for the hang limit, not before', async () => {
    const backend = await startEmbeddedBackend({
      port: await freePort(), dataDir: dataDir(), entry: BLOCKING, env: { BLOCK_MODE: 'hang' },
      forwardOutput: false, heartbeatIntervalMs: 100, hangTimeoutMs: 2000,
    });
    handles.push(backend);
    const hungPid = backend.status().pid!;
    // The fixture hangs 300 ms after it announced ready; that announcement reaches us a little later, more
    // so on a loaded machine. So the last heartbeat came at least ~200 ms after this moment, and the restart
    // may not come sooner than the 2 s hang limit after it.
    const readyAt = Date.now();
    await waitFor(() => !backend.isReady(), 4000);
    await waitFor(() => backend.status().restarts === 1, 5000);
    expect(Date.now() - readyAt).toBeGreaterThanOrEqual(2000);
    expect(alive(hungPid)).toBe(false);
    await waitFor(() => backend.isReady(), 5000);
    expect(backend.status().pid).not.toBe(hungPid);
    await backend.stop();
  }, 20_000);

  it('gives up waiting after repeated failed starts without hanging the caller', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => blocker.once('listening', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const started = Date.now();
    const backend = await startEmbeddedBackend({ port, dataDir: dataDir(), env: quiet, forwardOutput: false, startTimeoutMs: 15_000 });
    handles.push(backend);
    expect(backend.isHealthy()).toBe(false);
    // It gave up because the starts kept failing, before its start timeout ran out (each start spawns a process,
    // which takes seconds on a loaded machine: 10.9 s once while two builds ran beside the suite).
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(backend.status().restarts).toBeGreaterThanOrEqual(3);
    await backend.stop();
    blocker.close();
  });

  it('restarts a backend above its memory ceiling gracefully (SIGTERM), with its V8 heap ceiling (decision 130)', async () => {
    const backend = await startEmbeddedBackend({
      port: await freePort(), dataDir: dataDir(), entry: BLOCKING, env: { BLOCK_MODE: 'busy', BLOCK_MS: '5', HOLD_MB: '300' },
      forwardOutput: false, heartbeatIntervalMs: 100, hangTimeoutMs: 4000, memoryCeilingMb: 256, memoryCheckMs: 100,
    });
    handles.push(backend);
    const firstPid = backend.status().pid!;
    expect(fs.readFileSync(`/proc/${firstPid}/cmdline`, 'utf8').split('\0')).toContain('--max-old-space-size=256');
    await waitFor(() => backend.status().restarts >= 1, 10_000);
    expect(backend.status().lastExit).toBe('signal SIGTERM');
    await backend.stop();
  });

  it('takes the backend down with it when the storefront process is killed -9', async () => {
    const port = await freePort();
    const script = `
      import { startEmbeddedBackend } from './server/commerce-backend/supervisor.server.ts';
      const b = await startEmbeddedBackend({ port: ${port}, dataDir: ${JSON.stringify(dataDir())}, env: ${JSON.stringify(quiet)}, forwardOutput: false });
      console.log(JSON.stringify({ pid: b.status().pid, healthy: b.isHealthy() }));
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve) => parent.stdout.once('data', (chunk) => resolve(String(chunk))));
    const { pid, healthy } = JSON.parse(line) as { pid: number; healthy: boolean };
    expect(healthy).toBe(true);
    parent.kill('SIGKILL');
    await waitFor(() => !alive(pid), 5000);
    expect(await fetch(`http://127.0.0.1:${port}/health`).then(() => true, () => false)).toBe(false);
  });
});
