import { createHash } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { AppLoadContext } from '@remix-run/node';
import { isbot } from 'isbot';
import { DEFAULT_SELLER, DEFAULT_SELLER_COUNTRY, localeTag, storeFlagsFor, type CountryCode, type LanguageCode, type Market, type Seller } from '~/markets';
import type { OutsideServices, RenderMode, ShopDeployment } from '~/context';
import { applyToggleOverrides, type FeatureToggles } from '~/features';
import { createSessionStorage, openSession, rememberShopperIn, sharedViewSession, shopperOf, signedInCustomerId, type ShopperSessionData } from '~/session.server';
import { NO_SCRIPT_COOKIE } from '~/render-mode';
import type { Cart } from '@commercetools/platform-sdk';
import type { CommerceClient } from '~/commerce/client.server';
import type { StoreContext } from '~/commerce/types';
import type { SearchService } from '~/search/types';
import type { CmsSource } from '~/content/cms.server';
import type { ImageCheck } from '~/lib/image-check.server';
import type { Mailer } from '~/mail/mailer.server';
import type { SocialProviders } from '~/account/social/providers.server';
import type { ActionRateLimitBucket, RateLimitVerdict } from '~/lib/rate-limits';
import type { PaymentServices } from '~/payments/services';
import type { VatCheckService } from '~/vat/vat-check.server';
import type { AddressValidationService } from '~/address-validation/address-validation.server';
import type { Tracker } from '~/tracking/tracker.server';
import { DEVICE_COOKIE, isDeviceId, parseTrackingConsent, TRACKING_CONSENT_COOKIE } from '~/tracking/consent';
import type { SupportDesk } from '~/support/desk.server';
import type { RecommendationSetup } from '~/recommendations/recommendations.server';
import { readCookieHeader } from '~/lib/cookies';
import { carriesOnlyMarketCookies } from '~/lib/market-cookies';
import { knownDeviceOf } from '~/account/server/known-device.server';
import { endSignInIfOver } from '~/account/server/session-revocation.server';
import { inProcessSubmissions, type SubmissionRegistry } from '~/forms/submissions.server';
import { contentSecurityOf, cspNonceOf } from './edge/security-headers';
import { clientKeyOf } from './edge/rate-limits';
import { isDataRequest } from './data-requests';

export interface LoadContextDeps {
  search: SearchService;
  cms: CmsSource;
  checkImage?: ImageCheck;
  storeDomains: Partial<Record<CountryCode, string>>;
  environment: 'local' | 'production';
  commerceClient: CommerceClient;
  sessionSecrets: string[];
  secureCookies: boolean;
  appVersion: string;
  isBackendHealthy: () => boolean;
  mailer: Mailer;
  social: SocialProviders;
  ordersPortal: { url: string; secret: string };
  /** Strict per-client limits that actions check themselves (discount codes, sign-in, support). */
  rateLimit: (bucket: ActionRateLimitBucket, clientKey: string) => Promise<RateLimitVerdict>;
  /** Submission tokens of cart forms: in this process, or shared by the cluster's workers. */
  submissions?: SubmissionRegistry;
  payments: PaymentServices;
  vatCheck: VatCheckService;
  /** The seller (SELLER_*, decisions 085, 120): its country's store charges companies VAT, the others reverse-charge. */
  seller?: Seller;
  addressValidation: AddressValidationService;
  /** Behaviour tracking (local event log or the tracking service); absent: nothing is tracked. */
  tracker?: Tracker;
  supportDesk?: SupportDesk;
  recommendations?: RecommendationSetup;
}

export interface StorefrontLocals {
  market: Market;
  language: LanguageCode;
  basename: string;
  /** Set by the URL rules when the shopper wants this unprefixed slug page in another language. */
  wantedLanguage?: LanguageCode;
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

export function detectRenderMode(req: ExpressRequest): RenderMode {
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

/** A link prefetch (`<link rel=prefetch>`, speculation rules): nobody has looked at the page yet. */
function isPrefetch(req: ExpressRequest): boolean {
  return /prefetch|prerender/i.test(`${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`);
}

/** The store a request's backend calls are made in: its market's store, currency and the page's language. */
export function commerceStoreOf(market: Market, language: LanguageCode): StoreContext {
  return { key: market.storeKey, country: market.country, currency: market.currency, language, locale: localeTag(language, market.country) };
}

export function createLoadContextFactory(deps: LoadContextDeps) {
  const sessionStorage = createSessionStorage({ secrets: deps.sessionSecrets, secure: deps.secureCookies });

  // The same for every request: built once, not per request.
  const services: OutsideServices = {
    search: deps.search,
    cms: deps.cms,
    checkImage: deps.checkImage,
    payments: deps.payments,
    vatCheck: deps.vatCheck,
    addressValidation: deps.addressValidation,
    mailer: deps.mailer,
    social: deps.social,
    supportDesk: deps.supportDesk,
    recommendations: deps.recommendations,
    ordersPortal: deps.ordersPortal,
  };
  const shop: ShopDeployment = {
    appVersion: deps.appVersion,
    storeDomains: deps.storeDomains,
    environment: deps.environment,
    isBackendHealthy: deps.isBackendHealthy,
    seller: deps.seller ?? DEFAULT_SELLER,
  };
  return async function buildLoadContext(req: ExpressRequest, res: ExpressResponse): Promise<AppLoadContext> {
    const { market, language, basename, wantedLanguage } = res.locals.storefront as StorefrontLocals;
    const url = new URL(`http://localhost${req.originalUrl}`);
    // A shared page's render sees only the shopper's shared view (decision 106).
    const sharedView = res.locals.sharedView as ShopperSessionData | undefined;
    const session = sharedView ? sharedViewSession(sharedView) : await openSession(sessionStorage, req.get('cookie') ?? null);
    const locale = localeTag(language, market.country);
    const now = new Date();
    // A social sign-in past its 86,400 s ends here, before any loader reads the session; so does a sign-in that
    // was signed out elsewhere (decision 135; a shared view's reader asked already).
    signedInCustomerId(session, now);
    if (!sharedView) await endSignInIfOver(deps.commerceClient, session, { pathname: url.pathname, logger: req.log });
    const render = detectRenderMode(req);
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
          // Single fetch asks `{page}.data` (server/app.ts keeps the suffix here; Remix strips it for loaders).
          documentRequest: !isDataRequest(url.pathname),
          now,
          toggles: applyToggleOverrides(storeToggles(market, shop.seller.country), url.searchParams),
          cspNonce: cspNonceOf(res),
          contentSecurity: contentSecurityOf(res),
          islands: new Map(),
          log: req.log,
        },
        shopper: {
          session,
          ids: () => shopperOf(session),
          remember: (shopper) => rememberShopperIn(session, shopper),
          knownDevice: knownDeviceOf(cookieHeader, deps.sessionSecrets),
          // A subject (an account's e-mail) is counted as a hash: the limiter's store never holds addresses.
          rateLimit: (bucket, subject) => deps.rateLimit(bucket, subject === undefined ? clientKeyOf(req) : `subject:${createHash('sha256').update(subject).digest('hex')}`),
          submissions: deps.submissions ?? inProcessSubmissions,
          tracking,
          // A cart page whose key read the cart (decision 117): its render takes that read instead of asking again.
          cartReadBeforeRender: res.locals.cartRead as Cart | undefined,
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
