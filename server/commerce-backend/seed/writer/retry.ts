/** The HTTP status of an SDK error, or undefined for network failures. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { statusCode?: unknown; status?: unknown; code?: unknown };
  for (const value of [candidate.statusCode, candidate.status, candidate.code]) {
    if (typeof value === 'number') return value;
  }
  return undefined;
}

const isTransient = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === undefined || status === 429 || status >= 500;
};

/** Retries network errors, 429 and 5xx a few times with a growing pause; anything else fails at once. */
export async function withRetry<T>(task: () => Promise<T>, attempts = 4, baseDelayMs = 250): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * attempt));
    }
  }
}

/** A readable message for an SDK error, including commercetools' first detailed error. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body = (error as { body?: { message?: string; errors?: { message?: string }[] } }).body;
  const detail = body?.errors?.[0]?.message ?? body?.message;
  return detail && detail !== error.message ? `${error.message}: ${detail}` : error.message;
}
