// Spec §7 "Answer handling": failures read "An error occurred during request to {endpoint}, {message}".
// Transient failures are retried below this layer (fetch.server.ts), so what reaches here is the last attempt's.

type ErrorItem = { code?: string; message?: string; currentVersion?: number };
type SdkError = {
  statusCode?: number;
  message?: string;
  body?: { message?: string; errors?: ErrorItem[] } | string;
  name?: string;
};

export class CommerceError extends Error {
  /** The call that failed, e.g. '/addToCart'. */
  readonly endpoint: string;
  /** HTTP status; 0 when no answer arrived (network error or timeout). */
  readonly statusCode: number;
  /** First commercetools error code, e.g. 'ConcurrentModification'. */
  readonly code: string | undefined;
  /** The server's version of the resource, sent with ConcurrentModification. */
  readonly currentVersion: number | undefined;
  /** The message without the generic prefix. */
  readonly detail: string;

  constructor(
    endpoint: string,
    detail: string,
    info: { statusCode: number; code?: string; currentVersion?: number; cause?: unknown },
  ) {
    super(`An error occurred during request to ${endpoint}, ${detail}`, { cause: info.cause });
    this.name = 'CommerceError';
    this.endpoint = endpoint;
    this.detail = detail;
    this.statusCode = info.statusCode;
    this.code = info.code;
    this.currentVersion = info.currentVersion;
  }
}

/**
 * The backend could not serve the call now (shed, deadline, refused, 503): worth a 503 page with Retry-After,
 * never a 500.
 */
export class CommerceUnavailableError extends CommerceError {
  constructor(endpoint: string, detail: string, info: { code?: string; cause?: unknown }) {
    super(endpoint, detail, { ...info, statusCode: 503 });
    this.name = 'CommerceUnavailableError';
  }
}

/** True for any failure that means "the commerce backend is unavailable or overloaded right now". */
export function isBackendUnavailable(err: unknown): boolean {
  return err instanceof CommerceUnavailableError || (typeof err === 'object' && err !== null && (err as SdkError).statusCode === 503);
}

function detailOf(err: SdkError): string {
  const body = typeof err.body === 'object' && err.body ? err.body : undefined;
  // The SDK rewrites 404 messages to 'URI not found: …'; the body says what was missing.
  const message = body?.message ?? err.message ?? String(err);
  return /aborted due to timeout/i.test(message) ? 'request timed out' : message;
}

export function toCommerceError(endpoint: string, err: unknown): CommerceError {
  if (err instanceof CommerceError) return err;
  const sdk = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as SdkError;
  const body = typeof sdk.body === 'object' && sdk.body ? sdk.body : undefined;
  const errors = body?.errors ?? [];
  const concurrent = errors.find((item) => item.code === 'ConcurrentModification');
  if (sdk.statusCode === 503) return new CommerceUnavailableError(endpoint, detailOf(sdk), { code: errors[0]?.code, cause: err });
  return new CommerceError(endpoint, detailOf(sdk), {
    statusCode: typeof sdk.statusCode === 'number' ? sdk.statusCode : 0,
    code: concurrent?.code ?? errors[0]?.code,
    currentVersion: concurrent?.currentVersion,
    cause: err,
  });
}

/** Runs one backend call: a failure throws a CommerceError, or with `onError` is handed to it and resolves to null. */
export function callCommerce<T>(endpoint: string, run: () => Promise<T>): Promise<T>;
export function callCommerce<T>(
  endpoint: string,
  run: () => Promise<T>,
  onError: (error: CommerceError) => void,
): Promise<T | null>;
export async function callCommerce<T>(
  endpoint: string,
  run: () => Promise<T>,
  onError?: (error: CommerceError) => void,
): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    const error = toCommerceError(endpoint, err);
    if (!onError) throw error;
    onError(error);
    return null;
  }
}

/** Executes an SDK request and returns its body. */
export async function send<T>(request: { execute(): Promise<{ body: T }> }): Promise<T> {
  return (await request.execute()).body;
}

export function isConcurrentModification(err: unknown): boolean {
  return toCommerceError('', err).code === 'ConcurrentModification';
}

export function isNotFound(err: unknown): boolean {
  return err instanceof CommerceError && err.statusCode === 404;
}

/** The read's answer, or null when the backend has no such resource (404); every other failure is thrown. */
export async function findOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/** Spec §4/§8: a cart error containing this text means the cart is dropped. */
export function isNotFoundInStore(err: unknown): boolean {
  return err instanceof Error && err.message.includes('was not found in store');
}

/** A cart the session may not use: missing, foreign, in another store or inactive all read the same, so nothing leaks. */
export function cartNotFoundInStore(endpoint: string, cartId: string, storeKey: string): CommerceError {
  return new CommerceError(endpoint, `The cart with ID '${cartId}' was not found in store '${storeKey}'.`, {
    statusCode: 404,
    code: 'ResourceNotFound',
  });
}

/** A request the commerce layer refused before calling the backend (bad input). */
export class CommerceInputError extends Error {
  readonly reason: string;
  constructor(reason: string, message: string) {
    super(message);
    this.name = 'CommerceInputError';
    this.reason = reason;
  }
}
