// The one state of a request (decision 152): opened by the edge on `res.locals.state`, filled in as the request
// goes down its path (server/app.ts), and read by the page cache, the load context and the finishing step.
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppLoadContext } from '@remix-run/node';
import type { Cart } from '@commercetools/platform-sdk';
import { isbot } from 'isbot';
import type { RenderMode } from '~/context';
import type { LanguageCode, Market } from '~/markets';
import { noContentSecuritySources, type ContentSecuritySources } from '~/lib/content-security';
import { readCookieHeader } from '~/lib/cookies';
import { carriesOnlyMarketCookies } from '~/lib/market-cookies';
import { NO_SCRIPT_COOKIE } from '~/render-mode';
import type { ShopperSessionData } from '~/session.server';
import type { DocumentKey } from './document-cache';

/** What the host guard decided for a request a shop route answers. */
export interface ShopRequest {
  /** The host Remix sees and every absolute URL carries. */
  host: string;
  /** The host the browser used, for the Origin check of a POST. */
  requestHost: string;
  protocol: 'http' | 'https';
  /** How the page is rendered for this client; the only place a User-Agent is judged. */
  render: RenderMode;
  /** A POST's urlencoded body, read and checked by the edge. */
  body?: Buffer;
}

/** The page Remix answers, as the URL rules chose it. */
export interface PageTarget {
  /** A page view, its single-fetch data, Remix's route manifest, or the spec's 404 page. */
  kind: 'page' | 'data' | 'manifest' | 'not-found';
  market: Market;
  language: LanguageCode;
  /** '/' or the language prefix Remix routes under. */
  basename: string;
  /** Set by the URL rules when the shopper wants this unprefixed slug page in another language. */
  wantedLanguage?: LanguageCode;
  /** The path and query Remix answers: the request's own, a data request's page, or the 404 page. */
  url: string;
}

export interface RequestState {
  /** The Content-Security-Policy nonce of this response. */
  cspNonce: string;
  /** The sources this response's page named (loaders widen it through the load context). */
  contentSecurity: ContentSecuritySources;
  shop?: ShopRequest;
  page?: PageTarget;
  /** Where the page cache keeps this request's page, when its route keeps pages and this visitor's may be kept. */
  documentKey?: DocumentKey;
  /** The shared view a shared page's render sees, read by the page cache. */
  sharedView?: ShopperSessionData;
  /** The cart a cart page's key read, which its render takes instead of asking again. */
  cartRead?: Cart;
  /** The render's load context, for the finishing step. */
  loadContext?: AppLoadContext;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      state: RequestState;
    }
  }
}

/** Opens the request's state: the first thing the edge does, for every response. */
export function openRequestState(res: Response): RequestState {
  return (res.locals.state = { cspNonce: randomBytes(16).toString('base64'), contentSecurity: noContentSecuritySources() });
}

export function detectRenderMode(req: Request): RenderMode {
  const saveData = req.get('save-data')?.toLowerCase() === 'on';
  const ect = req.get('ect')?.toLowerCase();
  const slowLink = ect === '2g' || ect === 'slow-2g';
  const cookies = req.get('cookie') ?? '';
  return {
    bot: isbot(req.get('user-agent') ?? ''),
    saveData: saveData || slowLink,
    noScript: readCookieHeader(cookies, NO_SCRIPT_COOKIE) === '1',
    firstVisit: carriesOnlyMarketCookies(cookies),
  };
}

/** The host guard's decision; every step after it may rely on it. */
export function shopRequestOf(res: Response): ShopRequest {
  const { shop } = res.locals.state;
  if (!shop) throw new Error('request state: the host guard has not run for this request');
  return shop;
}

/** The page Remix answers; set before the page cache and Remix run. */
export function pageTargetOf(res: Response): PageTarget {
  const { page } = res.locals.state;
  if (!page) throw new Error('request state: no page was chosen for this request');
  return page;
}
