// Recommendations through one module (spec §3): a configured engine's SKUs, else the shop's own computation. A slow
// or failing source empties the section, never the page; a shown section is tracked (spec §7 "recommendation").
import type { AppLoadContext } from '@remix-run/node';
import type { ProductCardData } from '~/product/card';
import { bounded, DEFERRED_DEADLINE_MS } from '~/lib/deferred';
import { boundedRecords } from '~/cache/bounded-cache.server';
import { productsByIdsOrSkus } from '~/commerce/product-relations.server';
import { cardsWithCurrentStock } from '~/product/current-stock.server';
import { productCard, type StoreView } from '~/product/product-view';
import type { CountryCode } from '~/markets';
import type { RecommendationSection } from '~/tracking/events';
import { track } from '~/tracking/track.server';
import type { EngineRequest, RecommendationEngine } from './engine.server';

export interface RecommendationSetup {
  engine: RecommendationEngine;
  /** The engine's key per country; a store without one is served by the local computation. */
  domainIds: Partial<Record<CountryCode, string>>;
}

export type CardList = ProductCardData[] | null;
export type EngineFields = Omit<EngineRequest, 'typeId' | 'domainId' | 'languageAndCountry' | 'cookie'>;

export interface RecommendOptions {
  section: RecommendationSection;
  /** What the section is called on the page (the tracking event's recommendation_name). */
  name: string;
  /** The page the section is on (unprefixed). */
  path: string;
  view: StoreView;
  /** The section-specific fields of the engine request (source sku; product sku and categories for the cart), asked only when an engine answers. */
  request: () => Promise<EngineFields> | EngineFields;
  /** The shop's own computation. */
  local: () => Promise<CardList>;
  /** SKUs never shown (the product itself, the cart's lines). */
  exclude?: readonly string[];
  limit: number;
}

async function fromEngine(context: AppLoadContext, setup: RecommendationSetup, domainId: string, options: RecommendOptions): Promise<CardList> {
  const { storefront } = context;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DEFERRED_DEADLINE_MS);
  try {
    const skus = await setup.engine.recommend(
      {
        typeId: options.section,
        domainId,
        languageAndCountry: storefront.request.locale,
        ...(storefront.shopper.tracking?.enabled ? { cookie: storefront.shopper.tracking.deviceId } : {}),
        ...(await options.request()),
      },
      controller.signal,
    );
    const excluded = new Set(options.exclude ?? []);
    const wanted = [...new Set(skus)].filter((sku) => !excluded.has(sku)).slice(0, options.limit);
    if (wanted.length === 0) return null;
    const products = await productsByIdsOrSkus(storefront.commerce, [], wanted);
    const bySku = new Map(products.map((product) => [product.masterVariant.sku, product]));
    const cards = wanted.map((sku) => bySku.get(sku)).map((product) => (product ? productCard(product, options.view) : null));
    return cards.filter((card): card is ProductCardData => Boolean(card));
  } finally {
    clearTimeout(timer);
  }
}

/** One impression per device, section, page and products for a while: a page's data reloads after every change on it. */
const IMPRESSION_WINDOW_MS = 10 * 60_000;
const IMPRESSIONS_BYTES = 4 * 1024 * 1024;
const impressions = boundedRecords<true>({ maxBytes: IMPRESSIONS_BYTES, ttlMs: IMPRESSION_WINDOW_MS });

function firstImpression(key: string): boolean {
  if (impressions.has(key)) return false;
  impressions.set(key, true);
  return true;
}

/** One recommendation section: engine or local, bounded, logged, tracked when shown. */
export function recommend(context: AppLoadContext, options: RecommendOptions): Promise<CardList> {
  const { storefront } = context;
  const setup = storefront.services.recommendations;
  const domainId = setup?.domainIds[storefront.request.market.country];
  // Last seen is the shop's own list unless the engine may know the device (it has nothing else to go on).
  const useEngine = setup && domainId && (options.section !== 'lastSeenId' || storefront.shopper.tracking?.enabled);
  const found = useEngine ? fromEngine(context, setup, domainId, options) : options.local();
  const source = found.then((cards) => cardsWithCurrentStock(storefront.commerce, cards));
  const logger = storefront.commerce.client.logger;
  return bounded(source, DEFERRED_DEADLINE_MS, (err) => logger.error({ err, section: options.section }, 'recommendation failed')).then((cards) => {
    const shown = cards && cards.length > 0 ? cards : null;
    const tracking = storefront.shopper.tracking;
    if (shown && tracking?.enabled) {
      const skus = shown.map((card) => card.sku);
      if (firstImpression(`${tracking.deviceId}|${options.section}|${options.path}|${skus.join(',')}`)) {
        track(context, { type: 'recommendation', path: options.path, section: options.section, name: options.name, action: 'impression', skus });
      }
    }
    return shown;
  });
}
