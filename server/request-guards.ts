import type { Request } from 'express';

/** A path no route owns: the catch-all answers it with the spec's 404 page. */
export const NOT_FOUND_PATH = '/__not-found';

const HOST_PATTERN = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/**
 * Remix builds `new URL(protocol + host + path)` from the Host header; a garbage header would make that
 * throw (a 500). Unknown but well-formed hosts are fine (they get the default country).
 */
export function sanitizeHostHeader(req: Request): void {
  const host = req.headers.host;
  if (!host || !HOST_PATTERN.test(host)) req.headers.host = 'localhost';
  delete req.headers['x-forwarded-host'];
}
