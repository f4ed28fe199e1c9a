// The store's campaigns: the JSON list in the store's `campaigns` custom field (per language).
import type { AppLoadContext } from '@remix-run/node';
import { localized } from '~/commerce/localize';
import { getStore } from '~/commerce/store.server';
import { parseCampaigns, type Campaign } from '~/content/campaigns';

/** The current language's campaigns; a failing store call is logged and means no campaigns, never an error page. */
export async function storeCampaigns(context: AppLoadContext): Promise<Campaign[]> {
  const { commerce, request: { market, language } } = context.storefront;
  try {
    const store = await getStore(commerce.client, market.storeKey);
    const field = store?.custom?.fields?.campaigns as Record<string, string> | string | undefined;
    return parseCampaigns(typeof field === 'string' ? field : localized(field, language));
  } catch (error) {
    commerce.client.logger.error({ err: error, store: market.storeKey }, 'Store campaigns could not be read');
    return [];
  }
}
