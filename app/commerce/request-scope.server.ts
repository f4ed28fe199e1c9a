import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the commerce layer needs to know about the request it is serving, without threading it through
 * every call: the request's AbortSignal (the shopper went away, so calls still queued or in flight are
 * cancelled) and a mark that a call found the backend unavailable (shed, timed out, down), which the
 * server's edge turns into a 503 page with Retry-After instead of a 500 (decision 018).
 */
export interface RequestScope {
  signal: AbortSignal;
  backendUnavailable?: { retryAfterSeconds: number };
}

const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, run: () => T): T {
  return storage.run(scope, run);
}

/**
 * Runs work shared by several requests (a cached catalogue read) outside the current request: its calls
 * follow their own deadline only, not the signal of the shopper who happened to start them.
 */
export function runOutsideRequestScope<T>(run: () => T): T {
  return storage.exit(run);
}

/** The scope of the request being served; undefined outside one (start-up, background jobs, tests). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}

/** Marks the current request as failed for want of the backend. */
export function markBackendUnavailable(retryAfterSeconds: number): void {
  const scope = storage.getStore();
  if (!scope) return;
  const previous = scope.backendUnavailable?.retryAfterSeconds ?? 0;
  scope.backendUnavailable = { retryAfterSeconds: Math.max(previous, retryAfterSeconds) };
}
