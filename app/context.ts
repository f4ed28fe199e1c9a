import type { CountryCode, LanguageCode, Market, Seller } from '~/markets';
import type { FeatureToggles } from '~/features';
import type { SessionHandle } from '~/session.server';
import type { Cart } from '@commercetools/platform-sdk';
import type { CommerceContext } from '~/commerce/client.server';
import type { ShopperSession } from '~/commerce/types';
import type { SearchService } from '~/search/types';
import type { CmsSource } from '~/content/cms.server';
import type { ImageCheck } from '~/lib/image-check.server';
import type { ActionRateLimitBucket, RateLimitVerdict } from '~/lib/rate-limits';
import type { PaymentServices } from '~/payments/services';
import type { VatCheckService } from '~/vat/vat-check.server';
import type { AddressValidationService } from '~/address-validation/address-validation.server';
import type { Mailer } from '~/mail/mailer.server';
import type { SocialProviders } from '~/account/social/providers.server';
import type { KnownDevice } from '~/account/server/known-device.server';
import type { RequestTracking } from '~/tracking/tracker.server';
import type { SupportDesk } from '~/support/desk.server';
import type { RecommendationSetup } from '~/recommendations/recommendations.server';
import type { SubmissionRegistry } from '~/forms/submissions.server';
import type { IslandDataHolder } from '~/islands/island-data';
import type { Logger } from 'pino';
import type { ContentSecuritySources } from '~/lib/content-security';

/** How the document is rendered for this request. */
export interface RenderMode {
  /** Search-engine or other bot: the complete HTML in one response. */
  bot: boolean;
  /** Save-Data: on, or a 2G client hint: no script at all. */
  saveData: boolean;
  /** The browser told us it runs no JavaScript (noscript beacon cookie): complete HTML, no streaming. */
  noScript: boolean;
  /** No cookie beyond the market cookies a first answer sets: nothing says yet whether the browser runs script. */
  firstVisit: boolean;
}

/** Where and how this request is answered: the store, the language, the render, this response's own pieces. */
export interface RequestScope {
  market: Market;
  language: LanguageCode;
  /** BCP 47 tag of language and country, e.g. 'fr-CH'. */
  locale: string;
  /** '/' or the language prefix, e.g. '/fr'. */
  basename: string;
  /** The language the shopper wants this unprefixed slug page in: the catch-all loader redirects to its slug there. */
  wantedLanguage?: LanguageCode;
  render: RenderMode;
  /** A document (HTML) is rendered, not a single-fetch `.data` answer. */
  documentRequest: boolean;
  now: Date;
  toggles: FeatureToggles;
  /** The Content-Security-Policy nonce every inline script of this response carries. */
  cspNonce: string;
  /** Sources this response's page needs in its CSP beyond the shop's own (the payment step's provider, wallets). */
  contentSecurity: ContentSecuritySources;
  /** What a document's loaders hand to its server render for the islands (app/islands). */
  islands: IslandDataHolder;
  /** This request's logger: its lines carry the request id. */
  log: Logger;
}

/** Who is asking: the session, the shopper's ids, this browser, and what is counted or tracked of them. */
export interface ShopperScope {
  session: SessionHandle;
  /** The shopper's ids for ownership checks; creates the anonymous id on first use. */
  ids(): ShopperSession;
  /** Keeps what a commerce call changed (new cart, signed-in customer) in the session cookie. */
  remember(shopper: ShopperSession): void;
  /** The spec's device cookie: which accounts signed in on this browser before. */
  knownDevice: KnownDevice;
  /** Counts one attempt in a strict bucket, per client address or per `subject` (e.g. an e-mail); null: go ahead. */
  rateLimit(bucket: ActionRateLimitBucket, subject?: string): Promise<RateLimitVerdict>;
  /** Double-submitted cart forms act once (this process's registry, or the cluster's). */
  submissions: SubmissionRegistry;
  /** Behaviour tracking of this request; absent: nothing is tracked. */
  tracking?: RequestTracking;
  /** The session's cart as read before the render (for a cart page's cache key), so cart readers need not ask again. */
  cartReadBeforeRender?: Cart;
}

/** The services outside the commerce backend that loaders and actions call. */
export interface OutsideServices {
  search: SearchService;
  cms: CmsSource;
  /** Spec §7 image check: the image URL, or the default image when it does not answer 200 (absent: no check). */
  checkImage?: ImageCheck;
  /** The card payment provider (Adyen or the local simulator) and the payment settings. */
  payments: PaymentServices;
  vatCheck: VatCheckService;
  /** Address validation, where a key and the country enable it. */
  addressValidation: AddressValidationService;
  mailer: Mailer;
  /** Social sign-in providers whose keys are set. */
  social: SocialProviders;
  /** The web-to-case form, or the local case inbox. */
  supportDesk?: SupportDesk;
  /** The recommendation engine; absent: recommendations are computed by the shop. */
  recommendations?: RecommendationSetup;
  /** Spec §7 "my orders link": the self-service portal (MY_ORDERS_URL, else /__my-orders) and its token secret. */
  ordersPortal: { url: string; secret: string };
}

/** This deployment: the same for every request the process answers. */
export interface ShopDeployment {
  appVersion: string;
  /** Production host per country (STORE_DOMAINS); empty locally, where hosts are {country}.localhost. */
  storeDomains: Partial<Record<CountryCode, string>>;
  /** Picks the native /p /c routing flag: 'production' when real services stand behind the shop. */
  environment: 'local' | 'production';
  isBackendHealthy: () => boolean;
  /** The one seller (SELLER_*): VAT rules, account holder, legal pages, mails, structured data. */
  seller: Seller;
}

/** Per-request context, built once in getLoadContext (server/load-context.ts). */
export interface StorefrontContext {
  request: RequestScope;
  shopper: ShopperScope;
  commerce: CommerceContext;
  services: OutsideServices;
  shop: ShopDeployment;
}

// Augmented through @remix-run/node, which re-exports server-runtime's interfaces (no direct dependency).
declare module '@remix-run/node' {
  interface AppLoadContext {
    storefront: StorefrontContext;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
