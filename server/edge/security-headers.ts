import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';
import onHeaders from 'on-headers';
import { noContentSecuritySources, type ContentSecuritySources } from '~/lib/content-security';
import { openRequestState } from '../request-state';

/** The CSP is the request state's nonce plus the sources its page named (app/lib/content-security.ts), written once
 * as the headers go out, so it holds whatever loaders and actions named by then. */
export function cspNonceOf(res: Response): string {
  return res.locals.state.cspNonce;
}

/** The sources this response's page named; loaders and actions reach it through the load context. */
export function contentSecurityOf(res: Response): ContentSecuritySources {
  return res.locals.state.contentSecurity;
}

type Source = (req: IncomingMessage, res: ServerResponse) => string;
/** A directive's sources: the shop's own, then what the page named (one string: helmet joins elements with spaces). */
const sources = (own: readonly string[], named: (page: ContentSecuritySources) => Iterable<string> = () => []): Source[] => [
  (_req, res) => [...own, ...named(contentSecurityOf(res as Response))].join(' '),
];
const provider = (page: ContentSecuritySources) => page.providerOrigins;

function policy(options: { frames: boolean }): RequestHandler {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      // Only nonce'd scripts (entry.server.tsx nonces every inline one); 'strict-dynamic' lets the entry load its imports.
      'script-src': [(_req, res) => `'nonce-${cspNonceOf(res as Response)}'`, ...sources(["'strict-dynamic'"], provider)],
      'script-src-attr': ["'none'"],
      // Critical CSS is inlined and components set a few style attributes.
      'style-src': sources(["'self'", "'unsafe-inline'"], provider),
      // Product images come from the commerce backend's CDN in production.
      'img-src': sources(["'self'", 'data:', 'https:'], provider),
      'font-src': ["'self'"],
      // Pages talk to this origin only (data requests, the cart channel's socket.io), the payment step to its provider and wallets.
      'connect-src': sources(["'self'"], (page) => [...page.providerOrigins, ...page.connectSources]),
      'frame-ancestors': ["'none'"],
      'form-action': sources(["'self'"], provider),
      'base-uri': ["'none'"],
      'object-src': ["'none'"],
      'manifest-src': ["'self'"],
      'worker-src': ["'self'"],
      // Only a page that embeds the provider's frames names frame-src; elsewhere it falls back to default-src.
      ...(options.frames ? { 'frame-src': sources(["'self'"], provider) } : {}),
    },
  });
}

const pagePolicy = policy({ frames: false });
const providerPagePolicy = policy({ frames: true });

/** Opens the request's state; the policy is written as the headers go out, unless the answer brought its own (a
 * caught mail in the mail page's frame, an answer relayed from the primary). */
const contentSecurityWhenSent: RequestHandler = (req, res, next) => {
  const state = openRequestState(res);
  onHeaders(res, () =>
    res.hasHeader('Content-Security-Policy') ? undefined : (state.contentSecurity.providerOrigins.size > 0 ? providerPagePolicy : pagePolicy)(req, res, (error?: unknown) => {
      // A source helmet refuses: the shop's own policy, without the page's sources, rather than none.
      if (error) {
        state.contentSecurity = noContentSecuritySources();
        pagePolicy(req, res, () => {});
      }
    }),
  );
  next();
};

export function securityHeaders(options: { hsts: boolean }): RequestHandler[] {
  return [
    contentSecurityWhenSent,
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
  ];
}
