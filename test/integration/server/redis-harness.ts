// A Redis for the tests of what the shop keeps there with REDIS_URL: REDIS_URL when set, else a throwaway
// redis-server on a free port when one is installed; else the tests skip (their in-process kind is tested apart).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { closedPortUrl } from '../commerce/harness';

export const redisAvailable = Boolean(process.env.REDIS_URL) || spawnSync('redis-server', ['--version']).status === 0;

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

export async function startRedis(): Promise<{ url: string; stop(): void }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => {} };
  const port = Number(new URL(await closedPortUrl()).port);
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; !(await accepts(port)); attempt++) {
    if (attempt > 50) throw new Error(`redis-server did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => server.kill() };
}
