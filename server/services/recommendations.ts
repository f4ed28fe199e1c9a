import { createRecommendationEngine } from '~/recommendations/engine.server';
import type { RecommendationSetup } from '~/recommendations/recommendations.server';
import { parseCountryMap } from '../env';
import { valueOnly, type ServiceContext, type ServiceHandle } from './types';

/** The recommendation engine at RECOMMENDATION_URL; unset: the shop computes its own. */
export function recommendations({ env }: ServiceContext): ServiceHandle<RecommendationSetup | undefined> {
  return valueOnly(
    env.RECOMMENDATION_URL
      ? { engine: createRecommendationEngine({ url: env.RECOMMENDATION_URL, apiKey: env.RECOMMENDATION_API_KEY }), domainIds: parseCountryMap(env.RECOMMENDATION_DOMAIN_IDS) }
      : undefined,
  );
}
