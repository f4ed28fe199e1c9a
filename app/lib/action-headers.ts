import type { HeadersFunction } from '@remix-run/node';

/**
 * A document answers with the routes' `headers` exports, not the loader's or action's own headers (only their
 * cookies pass without one): this passes on the loader's caching (a page with a one-time form token must not be
 * shared) and what a refused action must say (`Retry-After` of a 429), the action's word winning.
 */
export const actionAnswerHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const name of ['Cache-Control', 'Retry-After']) {
      const value = source.get(name);
      if (value) headers.set(name, value);
    }
  }
  return headers;
};
