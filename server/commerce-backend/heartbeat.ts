/**
 * What the backend process tells its supervisor over the IPC channel (supervisor.server.ts):
 * `ready` once it listens (and has seeded), then a `heartbeat` every interval from a timer. A timer
 * fires between requests however busy the backend is, so a missing heartbeat means a blocked or
 * stopped event loop, never a long queue of requests: liveness a loaded backend passes.
 */

export type BackendMessage = { type: 'ready'; url: string; readyMs: number } | { type: 'heartbeat'; at: number };

function send(message: BackendMessage): void {
  // No channel when started by hand; a closed one while the parent goes away.
  if (process.connected) process.send?.(message);
}

export function startHeartbeat(intervalMs: number): () => void {
  send({ type: 'heartbeat', at: Date.now() });
  const timer = setInterval(() => send({ type: 'heartbeat', at: Date.now() }), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function announceReady(url: string, readyMs: number): void {
  send({ type: 'ready', url, readyMs });
}

export function isBackendMessage(value: unknown): value is BackendMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'ready' || type === 'heartbeat';
}
