import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';

const SECURE_ATTRIBUTE = /;\s*secure\s*(?=;|$)/gi;

/** Every cookie is `Secure` only over https (as express-session's `'auto'`), since some browsers never send a Secure
 * cookie back over http (decision 144); a response that sets one is private, or a shared cache would pass it on. */
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
