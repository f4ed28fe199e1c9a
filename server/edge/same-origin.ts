import type { Request } from 'express';

/**
 * Cross-site request forgery guard for every POST: a browser names the page a form was sent from in
 * `Origin` (or, for old browsers, `Referer`); it must be this host. `Origin: null` (sandboxed frames,
 * privacy redirects) is refused too. A request that names neither comes from no browser (a script, a
 * monitor), for which CSRF is meaningless, so it passes; the session cookie is SameSite=Lax besides.
 * `requestHost` is the host the browser used (before the edge replaced a foreign one).
 */
export function isSameOriginPost(req: Pick<Request, 'headers'>, requestHost: string): boolean {
  const fetchSite = header(req, 'sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = header(req, 'origin');
  if (origin !== undefined) return origin !== 'null' && hostOf(origin) === requestHost;
  const referer = header(req, 'referer');
  if (referer !== undefined) return hostOf(referer) === requestHost;
  return true;
}

function header(req: Pick<Request, 'headers'>, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}
