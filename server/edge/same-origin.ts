import type { Request } from 'express';

/** CSRF guard: a browser names a form's page in `Origin` (or `Referer`), which must be the host it used; `null` is
 * refused. A request naming neither comes from no browser, where CSRF means nothing (the cookie is SameSite=Lax). */
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
