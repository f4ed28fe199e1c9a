// A fetch with a hard deadline and bounded retries, used by both the auth and
// the HTTP middleware. The SDK's own options are not enough: its timeout stops
// once headers arrive (a stalled body hangs), the token request has no timeout
// at all, and with a timeout set it never retries network errors.

export type ResilientFetchOptions = {
  /** Every call (all attempts and the body read) settles within this. */
  timeoutMs: number;
  /** Extra attempts after the first, for transient failures only. */
  maxRetries: number;
  /** First backoff step; doubles per attempt. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
  onRetry?: (info: { url: string; method: string; attempt: number; reason: string }) => void;
};

export class FetchTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`request timed out after ${timeoutMs} ms`);
    this.name = 'FetchTimeoutError';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The request never reached the server: safe to resend even a POST.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
// The connection broke mid-way: the server may have applied a POST already.
const BROKEN = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function describe(err: unknown): Error {
  const cause = (err as { cause?: { message?: unknown } } | undefined)?.cause;
  const detail = typeof cause?.message === 'string' ? cause.message : (err as Error)?.message ?? String(err);
  return new Error(`fetch failed: ${detail}`, { cause: err });
}

/**
 * 503 means the request was not processed, so it is retried for any method.
 * 502/504 come from a gateway that may have forwarded it: retried for reads
 * only, since a replayed cart update could apply twice.
 */
function retryableStatus(status: number, method: string): boolean {
  return status === 503 || ((status === 502 || status === 504) && SAFE_METHODS.has(method));
}

function retryableError(err: unknown, method: string): boolean {
  const code = causeCode(err);
  if (!code) return false;
  return NOT_SENT.has(code) || (BROKEN.has(code) && SAFE_METHODS.has(method));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createResilientFetch(options: ResilientFetchOptions): typeof fetch {
  const { timeoutMs, maxRetries, retryDelayMs = 100 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;

  return async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const deadline = Date.now() + timeoutMs;

    for (let attempt = 0; ; attempt += 1) {
      // One timer per call, not per attempt: the deadline is what callers rely on.
      const timeout = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      const delay = retryDelayMs * 2 ** attempt;
      const canRetry = attempt < maxRetries && Date.now() + delay < deadline;
      try {
        const response = await fetchImpl(input, { ...init, signal });
        if (canRetry && retryableStatus(response.status, method)) {
          await response.body?.cancel();
          options.onRetry?.({ url, method, attempt: attempt + 1, reason: `status ${response.status}` });
          await sleep(delay);
          continue;
        }
        return response;
      } catch (err) {
        if (timeout.aborted) throw new FetchTimeoutError(timeoutMs);
        if (init.signal?.aborted) throw err;
        if (canRetry && retryableError(err, method)) {
          options.onRetry?.({ url, method, attempt: attempt + 1, reason: causeCode(err) ?? 'network error' });
          await sleep(delay);
          continue;
        }
        throw describe(err);
      }
    }
  };
}
