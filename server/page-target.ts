// Which page Remix answers, as the URL rules choose it, or an answer that needs no page. Nothing rewrites the request's
// URL: Remix sees the target's (decision 153).
import type { Request, RequestHandler, Response } from 'express';
import { COOKIES, countryFromHost, getMarket, type CountryCode, type LanguageCode, type Market } from '~/markets';
import { preferredLanguage } from '~/i18n/language.server';
import { readCookieHeader } from '~/lib/cookies';
import { resolveUrl } from '~/routing/url-rules';
import { stripLanguagePrefix } from '~/routing/localized-path';
import { movedPageLocation } from '~/catalog/moved-page.server';
import type { CommerceClient } from '~/commerce/client.server';
import { commerceStoreOf } from './load-context';
import { isDataRequest, resolveDataRequest } from './data-requests';
import { shopRequestOf, type PageTarget } from './request-state';

/** A path no route owns: the catch-all answers it with the spec's 404 page. */
export const NOT_FOUND_PATH = '/__not-found';

const MANIFEST_PATH = /^(?:\/([a-z]{2}))?\/__manifest$/;

export type PageDecision =
  | { kind: 'page'; target: PageTarget; negotiated?: boolean }
  | { kind: 'redirect'; status: 301 | 302 | 308; location: string; negotiated?: boolean }
  /** A data request for a path that is no page. */
  | { kind: 'no-data' };

export interface PageRuleOptions {
  environment: 'local' | 'production';
}

/** The spec's 404 page of the store. */
export function notFoundTarget(market: Market): PageTarget {
  return { kind: 'not-found', market, language: market.defaultLanguage, basename: '/', url: NOT_FOUND_PATH };
}

/** `wantedLanguage` is the shopper's language (spec §9 detection), asked only for a page view of a person in a
 * multi-language store. */
export function decidePage(req: Pick<Request, 'path' | 'originalUrl'>, market: Market, options: PageRuleOptions, wantedLanguage: () => LanguageCode | undefined): PageDecision {
  // Remix's lazy route discovery asks `{basename}/__manifest`; it belongs to Remix, not to the URL rules.
  const manifest = MANIFEST_PATH.exec(req.path);
  if (manifest) {
    const language = manifest[1] as LanguageCode | undefined;
    if (language && !market.languages.includes(language)) return { kind: 'page', target: notFoundTarget(market) };
    return { kind: 'page', target: { kind: 'manifest', market, language: language ?? market.defaultLanguage, basename: language ? `/${language}` : '/', url: req.originalUrl } };
  }
  let url: URL;
  try {
    // Joined, not resolved: `new URL('//evil.example/x', base)` would read a host out of the path.
    url = new URL(`http://localhost${req.originalUrl}`);
  } catch {
    return { kind: 'page', target: notFoundTarget(market) };
  }
  // Client-side navigations and fetchers load `{page}.data` (single fetch).
  if (isDataRequest(url.pathname)) {
    const data = resolveDataRequest(url, market, { environment: options.environment });
    if (data.kind === 'not-found') return { kind: 'no-data' };
    return { kind: 'page', target: { kind: 'data', market, language: data.language, basename: data.basename, url: data.url } };
  }
  const decision = resolveUrl(url, market, { environment: options.environment, preferredLanguage: wantedLanguage() });
  switch (decision.kind) {
    case 'redirect':
      return { kind: 'redirect', status: decision.status, location: decision.location, negotiated: decision.negotiated };
    case 'page':
      return {
        kind: 'page',
        negotiated: decision.negotiated,
        target: { kind: 'page', market, language: decision.language, basename: decision.basename, wantedLanguage: decision.wantedLanguage, url: req.originalUrl },
      };
    // Let Remix render the spec's 404 page; the original path may not even be decodable. Reserved prefixes that
    // nothing answered (pass-through) get it too.
    default:
      return { kind: 'page', target: notFoundTarget(market) };
  }
}

type PageStepOptions = PageRuleOptions & { storeDomains: Partial<Record<CountryCode, string>>; commerceClient: CommerceClient };

/** A redirect whose target moves on (an old product slug, the SEO redirection table) goes to the final place at
 * once, so every old URL takes one hop (decision 128); language redirects are the shopper's. */
async function redirectOnce(req: Request, res: Response, market: Market, decision: Extract<PageDecision, { kind: 'redirect' }>, options: PageStepOptions) {
  let { location, status }: { location: string; status: number } = decision;
  if ((req.method === 'GET' || req.method === 'HEAD') && !decision.negotiated && decision.status !== 302) {
    const target = new URL(decision.location, 'http://localhost');
    const { language, path } = stripLanguagePrefix(target.pathname, market);
    const commerce = { client: options.commerceClient, store: commerceStoreOf(market, language) };
    const moved = await movedPageLocation(commerce, { market, language, environment: options.environment }, path, target.search);
    if (moved) ({ location, status } = moved);
  }
  res.set('Cache-Control', 'no-cache').redirect(status, location);
}

/** The page step: sets the request's page target, or answers a redirect or a data request for no page. */
export function choosePage(options: PageStepOptions): RequestHandler {
  return function choosePageOf(req, res, next) {
    const market = getMarket(countryFromHost(req.headers.host, options.storeDomains));
    // Crawlers index every language at its own URL, and a form post is no page view: neither is negotiated.
    const wanted = () =>
      market.languages.length < 2 || (req.method !== 'GET' && req.method !== 'HEAD') || shopRequestOf(res).render.bot
        ? undefined
        : preferredLanguage(market, readCookieHeader(req.headers.cookie, COOKIES.locale.name), req.get('accept-language') ?? null);
    const decision = decidePage(req, market, options, wanted);
    // Unprefixed pages of multi-language stores depend on the shopper's language (decision 021).
    if (decision.kind !== 'no-data' && decision.negotiated) res.vary('Cookie').vary('Accept-Language');
    if (decision.kind === 'redirect') return void redirectOnce(req, res, market, decision, options).catch(next);
    if (decision.kind === 'no-data') return void res.status(404).type('text/plain').send('Not found');
    res.locals.state.page = decision.target;
    next();
  };
}
