import { AsyncLocalStorage } from 'node:async_hooks';

/** Passed implicitly to code deep in a request's render: its signal, its checkout priority, and the marks that the
 *  backend was unavailable (a 503 with Retry-After instead of a 500) or that the page left something out. */
export interface RequestSignals {
  signal: AbortSignal;
  backendUnavailable?: { retryAfterSeconds: number };
  /** Something the page would normally show was left out: fine for this shopper, never kept for others. */
  degraded?: boolean;
  /** The shopper is in the checkout: their backend calls go first and are shed last. */
  checkout?: boolean;
}

// One store per process: the server and the Remix build each bundle this module (the commerce client is the
// server's, the sections are the build's), and the signals the server opens must be the ones the build's code reads.
const STORAGE_KEY = Symbol.for('storefront.request-scope');
const storage: AsyncLocalStorage<RequestSignals> = ((globalThis as Record<symbol, unknown>)[STORAGE_KEY] ??= new AsyncLocalStorage<RequestSignals>()) as AsyncLocalStorage<RequestSignals>;

export function runInRequestScope<T>(scope: RequestSignals, run: () => T): T {
  return storage.run(scope, run);
}

/** Work shared by several requests (a cached catalogue read) follows its own deadline only, not the signal of the
 *  shopper who happened to start it. */
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

/** Marks the current request's page as incomplete, so it is never shared. */
export function markDegraded(): void {
  const scope = storage.getStore();
  if (scope) scope.degraded = true;
}
