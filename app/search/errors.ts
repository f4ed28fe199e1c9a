// One error type for both adapters, worded like the commerce layer's failures (spec §7
// "Answer handling"), so a route shows the listing's error state whatever engine failed.

export class SearchError extends Error {
  /** The search call that failed: '/search', '/quickSearch'. */
  readonly endpoint: string;
  constructor(endpoint: string, detail: string, options?: { cause?: unknown }) {
    super(`An error occurred during request to ${endpoint}, ${detail}`, options);
    this.name = 'SearchError';
    this.endpoint = endpoint;
  }
}

export function toSearchError(endpoint: string, error: unknown): SearchError {
  if (error instanceof SearchError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new SearchError(endpoint, detail, { cause: error });
}
