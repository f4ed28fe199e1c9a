import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The signals that pass implicitly between a request and the code deep in its render, without threading them
 * through every call (decision 152; everything else of a request is in its load context): the request's
 * AbortSignal (the shopper went away, so calls still queued or in flight are cancelled), its checkout priority,
 * and the marks that a call found the backend unavailable (shed, timed out, down), which the finishing step turns
 * into a 503 page with Retry-After instead of a 500 (decision 018), or that the page left something out.
 */
export interface RequestSignals {
  signal: AbortSignal;
  backendUnavailable?: { retryAfterSeconds: number };
  /**
   * Something the page would normally show was left out (a section timed out, a service failed): the page is fine for this shopper, but must not be kept for others (decision 063).
   */
  degraded?: boolean;
  /** The shopper is in the checkout: their calls to the backend go first and are shed last (decision 132). */
  checkout?: boolean;
}

// One store per process: the server and the Remix build each bundle this module (the commerce client is the
// server's, the sections are the build's), and the signals the server opens must be the ones the build's code reads.
const STORAGE_KEY = Symbol.for('storefront.request-scope');
const storage: AsyncLocalStorage<RequestSignals> = ((globalThis as Record<symbol, unknown>)[STORAGE_KEY] ??= new AsyncLocalStorage<RequestSignals>()) as AsyncLocalStorage<RequestSignals>;

export function runInRequestScope<T>(scope: RequestSignals, run: () => T): T {
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
export function currentRequestScope(): RequestSignals | undefined {
  return storage.getStore();
}

/** Marks the current request as failed for want of the backend. */
export function markBackendUnavailable(retryAfterSeconds: number): void {
  const scope = storage.getStore();
  if (!scope) return;
  const previous = scope.backendUnavailable?.retryAfterSeconds ?? 0;
  scope.backendUnavailable = { retryAfterSeconds: Math.max(previous, retryAfterSeconds) };
}

/** Marks the current request's page as incomplete, so it is never shared (decision 063). */
export function markDegraded(): void {
  const scope = storage.getStore();
  if (scope) scope.degraded = true;
}
