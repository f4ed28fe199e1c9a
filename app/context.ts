import type { LanguageCode, Market } from '~/markets';
import type { FeatureToggles } from '~/features';
import type { SessionHandle } from '~/session.server';

/** How the document is rendered for this request (decision 004). */
export interface RenderMode {
  /** Search-engine or other bot: the complete HTML in one response. */
  bot: boolean;
  /** Save-Data: on, or a 2G client hint: no script at all. */
  saveData: boolean;
  /** The browser told us it runs no JavaScript (noscript beacon cookie): complete HTML, no streaming. */
  noScript: boolean;
}

/** Per-request services, built once in getLoadContext (server/load-context.ts). */
export interface StorefrontContext {
  market: Market;
  language: LanguageCode;
  /** BCP 47 tag of language and country, e.g. 'fr-CH'. */
  locale: string;
  /** '/' or the language prefix, e.g. '/fr'. */
  basename: string;
  session: SessionHandle;
  toggles: FeatureToggles;
  render: RenderMode;
  appVersion: string;
  now: Date;
  isBackendHealthy: () => boolean;
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext {
    storefront: StorefrontContext;
  }
}

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
