import { DEFAULT_SELLER, MARKETS, type LanguageCode, type Market } from '~/markets';
import type { ChannelDraft, StoreDraft, ZoneDraft } from '@commercetools/platform-sdk';
import { campaignImageUrl, channelKey, epochDateTime, TYPE_KEYS, zoneKey } from './constants';
import { STORE_FLAG_FIELDS } from './custom-types';
import { CAMPAIGN_TITLES } from './i18n/commerce-texts';
import type { L10n } from './i18n/languages';

export interface SeedCampaign {
  readonly campaignName: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly pageTitle: L10n;
}

/** Every store runs one active campaign and one that ended before the epoch, so the "expired" rule is visible. */
export const CAMPAIGNS: readonly SeedCampaign[] = [
  { campaignName: 'pro-deals', startDate: epochDateTime(-31), endDate: epochDateTime(791), pageTitle: CAMPAIGN_TITLES.proDeals },
  {
    campaignName: 'winter-clearance', startDate: epochDateTime(-304), endDate: epochDateTime(-244),
    pageTitle: CAMPAIGN_TITLES.winterClearance,
  },
];
export const ACTIVE_CAMPAIGN = CAMPAIGNS[0].campaignName;

/** Localized store text for the store's languages only. */
function perLanguage(market: Market, value: (language: LanguageCode) => string): Record<string, string> {
  return Object.fromEntries(market.languages.map((language) => [language, value(language)]));
}

/** The country's name in a language; the markets module names it in the default language only. */
function countryName(market: Market, language: LanguageCode): string {
  if (language === market.defaultLanguage) return market.label;
  return new Intl.DisplayNames([language], { type: 'region' }).of(market.country) ?? market.label;
}

export function buildChannels(): ChannelDraft[] {
  return MARKETS.map((market) => ({
    key: channelKey(market.storeKey),
    roles: ['ProductDistribution', 'InventorySupply'],
    name: { en: `ProTools Direct ${market.country}` },
    address: { country: market.country },
  }));
}

export function buildZones(): ZoneDraft[] {
  return MARKETS.map((market) => ({
    key: zoneKey(market.storeKey),
    name: `${market.country} ${market.label}`,
    locations: [{ country: market.country }],
  }));
}

function storeFields(market: Market): Record<string, unknown> {
  const flags = Object.fromEntries(STORE_FLAG_FIELDS.map((flag) => [flag, market.flags[flag]]));
  return {
    currencyCode: market.currency,
    isDefault: market.isDefault,
    topLevelDomain: market.topLevelDomain,
    productionDomain: `www.protools-direct.${market.topLevelDomain}`,
    searchIndex: perLanguage(market, (language) => market.searchIndexes[language] ?? ''),
    parcelTrackingId: perLanguage(market, (language) => `pt-${market.storeKey}-${language}`),
    codFeeTitle: perLanguage(market, (language) => market.cashOnDeliveryFeeTitle[language] ?? ''),
    bankBic: market.bankDetails.bic,
    // The default seller's: a store seeded for it (the app reads the configured seller).
    bankAccountOwner: DEFAULT_SELLER.legalName,
    bankInstitute: market.bankDetails.institute,
    bankIban: market.bankDetails.iban,
    phone: perLanguage(market, () => market.phone),
    openingHours: perLanguage(market, (language) => market.openingHours[language] ?? ''),
    email: market.email,
    campaigns: perLanguage(market, (language) => JSON.stringify(CAMPAIGNS.map((campaign) => ({
      campaignName: campaign.campaignName,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      pageTitle: campaign.pageTitle[language],
      imageUrl: campaignImageUrl(campaign.campaignName),
    })))),
    ...flags,
  };
}

export function buildStores(): StoreDraft[] {
  return MARKETS.map((market) => ({
    key: market.storeKey,
    name: perLanguage(market, (language) => countryName(market, language)),
    languages: [...market.languages],
    countries: [{ code: market.country }],
    distributionChannels: [{ typeId: 'channel', key: channelKey(market.storeKey) }],
    supplyChannels: [{ typeId: 'channel', key: channelKey(market.storeKey) }],
    custom: { type: { typeId: 'type', key: TYPE_KEYS.store }, fields: storeFields(market) },
  }));
}

/** Project-wide countries, currencies and languages: a real project rejects prices and texts outside them. */
export function buildProjectSettings(): { countries: string[]; currencies: string[]; languages: string[] } {
  return {
    countries: MARKETS.map((market) => market.country),
    currencies: [...new Set(MARKETS.map((market) => market.currency))].sort(),
    languages: [...new Set(MARKETS.flatMap((market) => market.languages))].sort(),
  };
}
