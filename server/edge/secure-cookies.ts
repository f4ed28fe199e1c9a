import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

const SECURE_ATTRIBUTE = /;\s*secure\s*(?=;|$)/gi;

/**
 * One place for every cookie the server sends, whoever set it (Remix's session, the locale and last-seen
 * cookies, the no-script beacon): `Secure` when the deployment says so (`secure`) and the request came over https
 * (behind a proxy: `TRUST_PROXY`, which makes `X-Forwarded-Proto` count), as express-session's `secure: 'auto'`
 * does; on the shop's own production domains (`httpsOnly`: `STORE_DOMAINS`, served with HSTS) always. A cookie
 * of a plain-http answer is never `Secure`, whoever set it: WebKit, w3m and lynx never send such a cookie back
 * over http, so on `http://*.localhost` the cart, consent and sign-in were lost (decision 144). And a response
 * that sets a cookie is never stored by a shared cache (it would hand one shopper's cookie to the next).
 */
export function cookiePolicy(options: { secure: boolean; httpsOnly: boolean }): RequestHandler {
  return (req, res, next) => {
    onHeaders(res, () => {
      const raw = res.getHeader('set-cookie');
      if (raw === undefined) return;
      const secure = options.secure && (options.httpsOnly || req.secure);
      const cookies = (Array.isArray(raw) ? raw : [String(raw)]).map((cookie) => {
        const plain = cookie.replace(SECURE_ATTRIBUTE, '');
        return secure ? `${plain}; Secure` : plain;
      });
      res.setHeader('Set-Cookie', cookies);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (!/\b(private|no-store)\b/i.test(cacheControl)) {
        res.setHeader('Cache-Control', cacheControl ? `private, ${cacheControl.replace(/\bpublic,?\s*/i, '')}`.replace(/,\s*$/, '') : 'private, no-cache');
      }
    });
    next();
  };
}
