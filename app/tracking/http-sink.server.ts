// Spec §7 "Customer-behaviour tracking client (POST, locale in all)" gives no paths, so each event is POSTed as JSON
// to `{TRACKING_URL}/{event}`, with the service's key as a bearer token.
import type { TrackedEvent } from './events';
import type { TrackingSink } from './tracker.server';

export interface HttpSinkOptions {
  /** The service's base URL, e.g. https://tracking.example.com/v1 */
  url: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

export function createHttpTrackingSink(options: HttpSinkOptions): TrackingSink {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async send(event: TrackedEvent, signal: AbortSignal) {
      const response = await doFetch(`${base}/${event.event}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(event),
        signal,
      });
      // The answer's body means nothing to the shop (spec: "the paths and answers of these calls are not shown").
      await response.body?.cancel();
      if (!response.ok) throw new Error(`tracking service answered ${response.status}`);
    },
  };
}
