/** `ready` once the backend listens (and has seeded), then a timer's `heartbeat`: a timer fires between requests
 * however busy the backend is, so a missing beat means a blocked event loop, never a long queue. */

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
