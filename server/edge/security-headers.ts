import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * Security headers on every response (helmet). Scripts run only with the per-response nonce
 * (`'strict-dynamic'` lets the nonce'd entry module load its imports); every inline script the document
 * carries, Remix's and React's included, is given the nonce by entry.server.tsx. No framing, no plugins,
 * no <base> tricks, forms post only to this site. HSTS only where the shop runs on TLS (production).
 */
export function cspNonceOf(res: Response): string {
  return res.locals.cspNonce as string;
}

export function securityHeaders(options: { hsts: boolean }): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as Response)}'`;
  return [
    assignNonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': [nonce, "'strict-dynamic'"],
          'script-src-attr': ["'none'"],
          // Critical CSS is inlined and components set a few style attributes.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Product images come from the commerce backend's CDN in production.
          'img-src': ["'self'", 'data:', 'https:'],
          'font-src': ["'self'"],
          // Pages talk to this origin only (data requests, the cart channel's socket.io).
          'connect-src': ["'self'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
          'base-uri': ["'none'"],
          'object-src': ["'none'"],
          'manifest-src': ["'self'"],
          'worker-src': ["'self'"],
        },
      },
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
  ];
}

/** The directives a page that sends the shopper to, or embeds, the card provider's pages must open for them. */
const PROVIDER_DIRECTIVES = ['form-action', 'frame-src', 'connect-src', 'script-src', 'style-src', 'img-src'];
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * Adds origins to the response's Content-Security-Policy for the directives the card provider needs (decision
 * 042): its hosted card page (a form's redirect there is governed by form-action), its components (scripts,
 * styles and frames from its CDN, calls to its API). Only well-formed origins are taken.
 */
export function allowProviderOrigins(res: Response, origins: readonly string[]): void {
  const allowed = [...new Set(origins.filter((origin) => ORIGIN.test(origin)))];
  const current = res.getHeader('Content-Security-Policy');
  if (allowed.length === 0 || typeof current !== 'string') return;
  const directives = current.split(';').map((part) => part.trim()).filter(Boolean);
  const names = new Set(directives.map((directive) => directive.split(/\s+/)[0]));
  const extended = directives.map((directive) => {
    const [name] = directive.split(/\s+/);
    return PROVIDER_DIRECTIVES.includes(name) ? `${directive} ${allowed.join(' ')}` : directive;
  });
  // frame-src falls back to default-src ('self'): it gets its own list.
  if (!names.has('frame-src')) extended.push(`frame-src 'self' ${allowed.join(' ')}`);
  res.setHeader('Content-Security-Policy', extended.join(';'));
}

/** An https source with an optional path, as CSP takes it (no wildcards, quotes, spaces or separators). */
const HTTPS_SOURCE = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9._~/-]*)?$/;

/**
 * Adds sources to connect-src only: what a page's own script fetches from elsewhere (a wallet's payment
 * sheet, decision 061). Only well-formed https sources are taken.
 */
export function allowConnectSources(res: Response, sources: readonly string[]): void {
  const allowed = [...new Set(sources.filter((source) => HTTPS_SOURCE.test(source)))];
  const current = res.getHeader('Content-Security-Policy');
  if (allowed.length === 0 || typeof current !== 'string') return;
  const directives = current.split(';').map((part) => part.trim()).filter(Boolean);
  res.setHeader(
    'Content-Security-Policy',
    directives.map((directive) => (directive.split(/\s+/)[0] === 'connect-src' ? `${directive} ${allowed.join(' ')}` : directive)).join(';'),
  );
}
