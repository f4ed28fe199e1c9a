// A fetch with a hard deadline, bounded retries and cancellation for the auth and HTTP middleware: the SDK's timeout
// stops once headers arrive, the token request has none, and it never retries network errors. "Cannot serve now"
// comes back as a 503 in commercetools' error shape, as the SDK keeps only a thrown error's message.
import { QueueFullError, type ConcurrencyLimiter, type Priority, type Release } from './concurrency-limit.server';
import { currentRequestScope, markBackendUnavailable, type RequestSignals } from './request-scope.server';

export type UnavailableReason = 'overloaded' | 'timeout' | 'unreachable' | 'backend-503';

export type ResilientFetchOptions = {
  /** Every call (queueing, all attempts and the body read) settles within this. */
  timeoutMs: number;
  /** Extra attempts after the first, for transient failures only. */
  maxRetries: number;
  /** First backoff step; doubles per attempt. */
  retryDelayMs?: number;
  fetchImpl?: typeof fetch;
  /** Every attempt holds a slot of this limiter while it is in flight. */
  limiter?: ConcurrencyLimiter;
  /** Follow the serving request's AbortSignal (default true); false for work shared by several requests. */
  followRequestScope?: boolean;
  /** Queue priority of every call ('high' for the shared token request); default by request, see below. */
  priority?: Priority;
  onRetry?: (info: { url: string; method: string; attempt: number; reason: string }) => void;
  onUnavailable?: (info: { url: string; method: string; reason: UnavailableReason }) => void;
};

/** Retry-After (seconds) the shop sends when a call failed for each reason. */
export const RETRY_AFTER_SECONDS: Record<UnavailableReason, number> = {
  overloaded: 5,
  timeout: 5,
  unreachable: 10,
  'backend-503': 10,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The request never reached the server: safe to resend even a POST.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);
// The connection broke mid-way: the server may have applied a POST already.
const BROKEN = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const NO_BODY = new Set([101, 204, 205, 304]);

function causeCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

function describe(err: unknown): string {
  const cause = (err as { cause?: { message?: unknown } } | undefined)?.cause;
  const detail = typeof cause?.message === 'string' ? cause.message : (err as Error)?.message ?? String(err);
  return `fetch failed: ${detail}`;
}

/** 503: not processed, retried for any method. 502/504: a gateway may have forwarded it, so reads only. */
function retryableStatus(status: number, method: string): boolean {
  return status === 503 || ((status === 502 || status === 504) && SAFE_METHODS.has(method));
}

function retryableError(err: unknown, method: string): boolean {
  const code = causeCode(err);
  if (!code) return false;
  return NOT_SENT.has(code) || (BROKEN.has(code) && SAFE_METHODS.has(method));
}

function retryAfterOf(response: Response): number {
  const header = Number(response.headers.get('retry-after'));
  return Number.isInteger(header) && header > 0 && header <= 300 ? header : RETRY_AFTER_SECONDS['backend-503'];
}

/** A 503 in commercetools' error format, standing for a call that could not be served. */
function unavailableAnswer(message: string, retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ statusCode: 503, message, errors: [{ code: 'ServiceUnavailable', message }] }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noRelease: Release = () => {};

// Admission is per request, at its first call: an admitted request's later calls queue with high priority, so a
// page under way is finished; a request that had a call shed fails its later calls at once.
const admitted = new WeakSet<RequestSignals>();
const refused = new WeakSet<RequestSignals>();

export function createResilientFetch(options: ResilientFetchOptions): typeof fetch {
  const { timeoutMs, maxRetries, retryDelayMs = 100, limiter } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const followRequestScope = options.followRequestScope ?? true;

  return async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const deadline = Date.now() + timeoutMs;
    // One timer per call, not per attempt: the deadline is what callers rely on.
    const timeout = AbortSignal.timeout(timeoutMs);
    const scope = followRequestScope ? currentRequestScope() : undefined;
    const callerSignals = [init.signal, scope?.signal].filter((s): s is AbortSignal => !!s);
    const signal = AbortSignal.any([...callerSignals, timeout]);
    const callerGone = () => callerSignals.some((s) => s.aborted);

    const unavailable = (reason: UnavailableReason, message: string, retryAfterSeconds = RETRY_AFTER_SECONDS[reason]) => {
      markBackendUnavailable(retryAfterSeconds);
      options.onUnavailable?.({ url, method, reason });
      return unavailableAnswer(message, retryAfterSeconds);
    };

    if (scope && refused.has(scope)) {
      markBackendUnavailable(RETRY_AFTER_SECONDS.overloaded);
      return unavailableAnswer('The commerce backend is overloaded (an earlier call of this request was refused).', RETRY_AFTER_SECONDS.overloaded);
    }
    const priority = options.priority ?? (scope?.checkout ? 'checkout' : scope && admitted.has(scope) ? 'high' : 'normal');
    if (scope) admitted.add(scope);

    for (let attempt = 0; ; attempt += 1) {
      const delay = retryDelayMs * 2 ** attempt;
      const canRetry = attempt < maxRetries && Date.now() + delay < deadline;
      let release = noRelease;
      try {
        // Queued calls leave the queue when the deadline passes or the shopper goes away.
        release = limiter ? await limiter.acquire(signal, priority) : noRelease;
        signal.throwIfAborted(); // granted in the same tick its deadline passed
        const response = await fetchImpl(input, { ...init, signal });
        if (canRetry && retryableStatus(response.status, method)) {
          await response.body?.cancel();
          release();
          options.onRetry?.({ url, method, attempt: attempt + 1, reason: `status ${response.status}` });
          await sleep(delay);
          continue;
        }
        // The body is read here, under the deadline and while the slot is held.
        const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
        if (response.status === 503) {
          const retryAfter = retryAfterOf(response);
          markBackendUnavailable(retryAfter);
          options.onUnavailable?.({ url, method, reason: 'backend-503' });
        }
        return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      } catch (err) {
        if (err instanceof QueueFullError) {
          if (scope) refused.add(scope);
          return unavailable('overloaded', `The commerce backend is overloaded (${err.queued} calls waiting, ~${Math.round(err.expectedWaitMs)} ms).`);
        }
        if (callerGone()) throw err;
        if (timeout.aborted) return unavailable('timeout', `request timed out after ${timeoutMs} ms`);
        if (canRetry && retryableError(err, method)) {
          release();
          options.onRetry?.({ url, method, attempt: attempt + 1, reason: causeCode(err) ?? 'network error' });
          await sleep(delay);
          continue;
        }
        if (NOT_SENT.has(causeCode(err) ?? '')) return unavailable('unreachable', describe(err));
        throw new Error(describe(err), { cause: err });
      } finally {
        release();
      }
    }
  };
}
