import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { CountryCode } from '~/markets';
import { DEFAULT_COUNTRY } from '~/markets';
import { detectRenderMode } from '../request-state';
import { decideHost } from './host';
import type { RateLimiters } from './rate-limits';
import { guardPosts, guardRequestLine } from './request-guards';
import { cookiePolicy } from './secure-cookies';
import { securityHeaders } from './security-headers';
import { sendStatusPage } from './status-page';

/**
 * The server's edge (decision 018): everything a request passes before Remix, in order. `first` runs
 * before anything else (health checks and static files included); `beforePages` after static files, for
 * every request a route will answer.
 */
export interface EdgeOptions {
  storeDomains: Partial<Record<CountryCode, string>>;
  trustProxy: boolean;
  port: number;
  secureCookies: boolean;
  hsts: boolean;
  rateLimiters: RateLimiters;
}

type Middleware = RequestHandler | ErrorRequestHandler;

export function createEdge(options: EdgeOptions): { first: Middleware[]; beforePages: Middleware[] } {
  const { storeDomains } = options;

  // The host decides the store and every absolute URL: only hosts the shop owns get through.
  const guardHost: RequestHandler = (req, res, next) => {
    const decision = decideHost(req, { storeDomains, trustProxy: options.trustProxy, port: options.port }, DEFAULT_COUNTRY);
    if (decision.kind === 'bad-request') return sendStatusPage(req, res, 'badRequest', storeDomains);
    if (decision.kind === 'redirect') return void res.set('Cache-Control', 'no-cache').redirect(308, decision.location);
    req.headers.host = decision.host;
    res.locals.state.shop = { host: decision.host, requestHost: decision.requestHost, protocol: req.protocol === 'https' ? 'https' : 'http', render: detectRenderMode(req) };
    next();
  };

  const isQuickSearch = (req: Request) => req.query.quick === '1' && /^(?:\/[a-z]{2})?\/search(?:\.data)?$/.test(req.path);
  const quickSearchRate = options.rateLimiters.middleware('quickSearch', {
    skip: (req) => !isQuickSearch(req),
    onLimited: (req, res, seconds) => sendStatusPage(req, res, 'tooManyRequests', storeDomains, { retryAfterSeconds: seconds }),
  });

  return {
    first: [guardRequestLine(storeDomains), ...securityHeaders({ hsts: options.hsts }), cookiePolicy({ secure: options.secureCookies, httpsOnly: options.hsts })],
    beforePages: [guardHost, quickSearchRate, guardPosts({ storeDomains, rateLimiters: options.rateLimiters })],
  };
}
