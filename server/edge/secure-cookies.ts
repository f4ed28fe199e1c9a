import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

/**
 * One place for every cookie the server sends, whoever set it (Remix's session, the locale and last-seen
 * cookies, the no-script beacon): `Secure` is added when the deployment says so, and a response that sets
 * a cookie is never stored by a shared cache (it would hand one shopper's cookie to the next).
 */
export function cookiePolicy(options: { secure: boolean }): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      const raw = res.getHeader('set-cookie');
      if (raw === undefined) return;
      const cookies = (Array.isArray(raw) ? raw : [String(raw)]).map((cookie) =>
        options.secure && !/;\s*secure\s*(;|$)/i.test(cookie) ? `${cookie}; Secure` : cookie,
      );
      res.setHeader('Set-Cookie', cookies);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (!/\b(private|no-store)\b/i.test(cacheControl)) {
        res.setHeader('Cache-Control', cacheControl ? `private, ${cacheControl.replace(/\bpublic,?\s*/i, '')}`.replace(/,\s*$/, '') : 'private, no-cache');
      }
    });
    next();
  };
}
