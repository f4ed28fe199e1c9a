import type { ErrorRequestHandler, RequestHandler, Router } from 'express';
import type { CountryCode } from '~/markets';
import { DEFAULT_COUNTRY } from '~/markets';
import { detectRenderMode } from '../request-state';
import { decideHost } from './host';
import type { RateLimiters } from './rate-limits';
import { guardRequestLine, postGuards } from './request-guards';
import { cookiePolicy } from './secure-cookies';
import { securityHeaders } from './security-headers';
import { sendStatusPage } from './status-page';

/** The server's edge (decision 018): `first` runs before anything else; the page guards after static files, each
 * mounted only where it has work, so a request passes no guard that does nothing for it. */
export interface EdgeOptions {
  storeDomains: Partial<Record<CountryCode, string>>;
  trustProxy: boolean;
  port: number;
  secureCookies: boolean;
  hsts: boolean;
  rateLimiters: RateLimiters;
}

type Middleware = RequestHandler | ErrorRequestHandler;

/** The search pages, with or without a language prefix, and their data (`?quick=1` asks for suggestions). */
const SEARCH_PATHS = /^(?:\/[a-z]{2})?\/search(?:\.data)?$/;
/** A pattern without parameters: Express decodes a `'*'` route's path and refuses one it cannot decode. */
const EVERY_PATH = /^\//;

export interface Edge {
  first: Middleware[];
  /** Mounts the page guards: the host on every request, the quick-search rate on the search pages, the POST guards on POSTs. */
  mountPageGuards(app: Router): void;
}

export function createEdge(options: EdgeOptions): Edge {
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

  const guards = postGuards({ storeDomains, rateLimiters: options.rateLimiters });
  const quickSearchRate = options.rateLimiters.middleware('quickSearch', {
    skip: (req) => req.query.quick !== '1',
    onLimited: (req, res, seconds) => sendStatusPage(req, res, 'tooManyRequests', storeDomains, { retryAfterSeconds: seconds }),
  });

  return {
    first: [guardRequestLine(storeDomains), ...securityHeaders({ hsts: options.hsts }), cookiePolicy({ secure: options.secureCookies, httpsOnly: options.hsts })],
    mountPageGuards(app) {
      app.use(guardHost);
      app.get(SEARCH_PATHS, quickSearchRate);
      app.post(EVERY_PATH, guards);
    },
  };
}
