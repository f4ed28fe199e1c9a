// The store a handshake belongs to, from its Host as for pages (brief: the host decides the country); only the store
// matters to the channel, so its default language stands for language and locale.
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
