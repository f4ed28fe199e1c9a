import { createHash } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { AppLoadContext } from '@remix-run/node';
import { DEFAULT_SELLER_COUNTRY, localeTag, storeFlagsFor, type CountryCode, type LanguageCode, type Market } from '~/markets';
import type { OutsideServices, ShopDeployment } from '~/context';
import { applyToggleOverrides, type FeatureToggles } from '~/features';
import { createSessionStorage, openSession, rememberShopperIn, sharedViewSession, shopperOf, signedInCustomerId } from '~/session.server';
import type { CommerceClient } from '~/commerce/client.server';
import type { StoreContext } from '~/commerce/types';
import type { ActionRateLimitBucket, RateLimitVerdict } from '~/lib/rate-limits';
import type { Tracker } from '~/tracking/tracker.server';
import { DEVICE_COOKIE, isDeviceId, parseTrackingConsent, TRACKING_CONSENT_COOKIE } from '~/tracking/consent';
import { readCookieHeader } from '~/lib/cookies';
import { knownDeviceOf } from '~/account/server/known-device.server';
import { endSignInIfOver } from '~/account/server/session-revocation.server';
import { inProcessSubmissions, type SubmissionRegistry } from '~/forms/submissions.server';
import { clientKeyOf } from './edge/rate-limits';
import { isDataRequest } from './data-requests';
import { pageTargetOf, shopRequestOf } from './request-state';

/** What every request's load context shares: built once by the worker (server/shop-app.ts), handed on as it is. */
export interface LoadContextDeps {
  /** The services outside the commerce backend that loaders and actions call. */
  services: OutsideServices;
  shop: ShopDeployment;
  commerceClient: CommerceClient;
  /** The session cookie's signing secrets and whether it is Secure. */
  session: { secrets: string[]; secure: boolean };
  /** Strict per-client limits that actions check themselves (discount codes, sign-in, support). */
  rateLimit: (bucket: ActionRateLimitBucket, clientKey: string) => Promise<RateLimitVerdict>;
  /** Submission tokens of cart forms: in this process, or shared by the cluster's workers. */
  submissions?: SubmissionRegistry;
  /** Behaviour tracking (local event log or the tracking service); absent: nothing is tracked. */
  tracker?: Tracker;
}

export function storeToggles(market: Market, sellerCountry: CountryCode = DEFAULT_SELLER_COUNTRY): FeatureToggles {
  const flags = storeFlagsFor(market, sellerCountry);
  return {
    reviewWidget: flags.reviewWidget,
    extraGuarantee: flags.extraGuaranteeSale,
    complementaryProducts: flags.complementaryProducts,
    addressAutocomplete: flags.addressAutocomplete,
    reviewScoreInHeader: flags.reviewScoreInHeader,
    vatValidation: flags.vatValidation,
    changeTaxRate: flags.changeTaxRate,
    loyaltyDiscount: flags.loyaltyDiscount,
    cartSidebar: true,
    websocket: true,
  };
}

/** A link prefetch (`<link rel=prefetch>`, speculation rules): nobody has looked at the page yet. */
function isPrefetch(req: ExpressRequest): boolean {
  return /prefetch|prerender/i.test(`${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`);
}

/** The store a request's backend calls are made in: its market's store, currency and the page's language. */
export function commerceStoreOf(market: Market, language: LanguageCode): StoreContext {
  return { key: market.storeKey, country: market.country, currency: market.currency, language, locale: localeTag(language, market.country) };
}

export function createLoadContextFactory(deps: LoadContextDeps) {
  const sessionStorage = createSessionStorage(deps.session);
  const { services, shop } = deps;
  return async function buildLoadContext(req: ExpressRequest, res: ExpressResponse): Promise<AppLoadContext> {
    const state = res.locals.state;
    const { market, language, basename, wantedLanguage } = pageTargetOf(res);
    const url = new URL(`http://localhost${pageTargetOf(res).url}`);
    // A shared page's render sees only the shopper's shared view (decision 106).
    const { sharedView } = state;
    const session = sharedView ? sharedViewSession(sharedView) : await openSession(sessionStorage, req.get('cookie') ?? null);
    const locale = localeTag(language, market.country);
    const now = new Date();
    // A social sign-in past its day, or one signed out elsewhere (decision 135), ends here before any loader reads
    // the session; a shared view's reader asked already.
    signedInCustomerId(session, now);
    if (!sharedView) await endSignInIfOver(deps.commerceClient, session, { pathname: url.pathname, logger: req.log });
    const { render } = shopRequestOf(res);
    const cookieHeader = req.get('cookie');
    const deviceId = readCookieHeader(cookieHeader, DEVICE_COOKIE.name);
    const tracking = deps.tracker?.forRequest({
      locale,
      country: market.country,
      consent: parseTrackingConsent(readCookieHeader(cookieHeader, TRACKING_CONSENT_COOKIE)),
      deviceId: isDeviceId(deviceId) ? deviceId : undefined,
      automated: render.bot || isPrefetch(req),
      userId: () => session.get().customerId,
    });
    return {
      storefront: {
        request: {
          market,
          language,
          locale,
          basename,
          wantedLanguage,
          render,
          // Single fetch asks `{page}.data` (the page target keeps the suffix; Remix strips it for loaders).
          documentRequest: !isDataRequest(url.pathname),
          now,
          toggles: applyToggleOverrides(storeToggles(market, shop.seller.country), url.searchParams),
          cspNonce: state.cspNonce,
          contentSecurity: state.contentSecurity,
          islands: new Map(),
          log: req.log,
        },
        shopper: {
          session,
          ids: () => shopperOf(session),
          remember: (shopper) => rememberShopperIn(session, shopper),
          knownDevice: knownDeviceOf(cookieHeader, deps.session.secrets),
          // A subject (an account's e-mail) is counted as a hash: the limiter's store never holds addresses.
          rateLimit: (bucket, subject) => deps.rateLimit(bucket, subject === undefined ? clientKeyOf(req) : `subject:${createHash('sha256').update(subject).digest('hex')}`),
          submissions: deps.submissions ?? inProcessSubmissions,
          tracking,
          // A cart page whose key read the cart: its render takes that read, so page and key cannot disagree.
          cartReadBeforeRender: state.cartRead,
        },
        commerce: {
          client: deps.commerceClient,
          store: commerceStoreOf(market, language),
        },
        services,
        shop,
      },
    };
  };
}
