// The production adapter of the recommendations (spec checkout-payments-support §7 "recommendation"): failures are
// logged and nothing returned. The engine answers SKUs; the shop turns them into product cards.
import type { RecommendationSection } from '~/tracking/events';

export interface EngineRequest {
  /** The section id of spec §3: similarProductsId, lastSeenId, cartRecommendationId. */
  typeId: RecommendationSection;
  /** The engine's key of the country store (RECOMMENDATION_DOMAIN_IDS). */
  domainId: string;
  languageAndCountry: string;
  /** The device cookie, only with the shopper's tracking consent (personalised results). */
  cookie?: string;
  sourceSku?: string;
  productSku?: string;
  categoryLvl2?: string;
  categoryLvl3?: string;
  productTitle?: string;
}

export interface RecommendationEngine {
  /** SKUs in the engine's order; rejects on any failure (the caller logs it and omits the section). */
  recommend(request: EngineRequest, signal: AbortSignal): Promise<string[]>;
}

/** `data.results[0].value`: a list of SKUs, or of items that carry one. */
export function skusOfAnswer(answer: unknown): string[] {
  const value = (answer as { data?: { results?: Array<{ value?: unknown }> } } | null)?.data?.results?.[0]?.value;
  if (!Array.isArray(value)) throw new Error('recommendation answer without data.results[0].value');
  return value
    .map((item: unknown) => (typeof item === 'string' ? item : (item as { sku?: unknown; productSku?: unknown } | null)?.sku ?? (item as { productSku?: unknown } | null)?.productSku))
    .filter((sku): sku is string => typeof sku === 'string' && sku.length > 0 && sku.length <= 64);
}

export function createRecommendationEngine(options: { url: string; apiKey?: string; fetch?: typeof fetch }): RecommendationEngine {
  const doFetch = options.fetch ?? fetch;
  return {
    async recommend(request, signal) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
        body: JSON.stringify(request),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`recommendation engine answered ${response.status}`);
      }
      return skusOfAnswer(await response.json());
    },
  };
}
