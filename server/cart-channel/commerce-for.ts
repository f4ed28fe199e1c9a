// The store a handshake belongs to, decided by its Host header exactly as for page requests
// (brief: the host decides the country). Only the store matters to the channel, so the store's
// default language is used for the context's language and locale.
import type { CommerceClient, CommerceContext } from '~/commerce/client.server';
import { countryFromHost, getMarket, localeTag, type CountryCode } from '~/markets';

export function commerceForHost(client: CommerceClient, storeDomains: Partial<Record<CountryCode, string>> = {}) {
  return (host: string): CommerceContext => {
    const market = getMarket(countryFromHost(host, storeDomains));
    const language = market.defaultLanguage;
    return {
      client,
      store: { key: market.storeKey, country: market.country, currency: market.currency, language, locale: localeTag(language, market.country) },
    };
  };
}
