import type { HeadersFunction } from '@remix-run/node';

/** A document answers with the routes' `headers` exports only, so this passes on the loader's caching (a one-time
 * form token must not be shared) and a refused action's `Retry-After`, the action's word winning. */
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
