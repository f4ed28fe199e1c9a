// Campaign banners (spec §2 Listings, §9 "A campaign is active when now is at or after its start and before its end"):
// the home page shows the active campaigns that have an image, a campaign's search listing its banner and title.
import { activeCampaigns, findCampaign, type Campaign } from '~/content/campaigns';
import { isSafeUrl } from '~/catalog/category/category-links';
import { PHONE_COLUMN_WIDTH } from '~/lib/images';

export type CampaignBanner = {
  name: string;
  /** The campaign's page title, else its name. */
  title: string;
  /** A site path or https URL; banners without a usable image show their title alone. */
  image: string | null;
};

/** Campaign images are wide banners; the markup carries the size so nothing shifts. */
export const CAMPAIGN_IMAGE_SIZE = Object.freeze({ width: 1200, height: 400 });
/** Campaign banners span the content column. */
export const CAMPAIGN_SLOT = Object.freeze({ width: 1200, sizes: '(max-width: 1231px) calc(100vw - 2rem), 1200px', narrowest: PHONE_COLUMN_WIDTH });

export function toCampaignBanner(campaign: Campaign): CampaignBanner {
  return {
    name: campaign.campaignName,
    title: campaign.pageTitle?.trim() || campaign.campaignName,
    image: isSafeUrl(campaign.imageUrl) ? campaign.imageUrl : null,
  };
}

/** The banner of the campaign a listing is filtered by, while that campaign runs. */
export function campaignBannerFor(campaigns: readonly Campaign[], name: string | undefined, now: Date): CampaignBanner | null {
  if (!name) return null;
  const campaign = findCampaign(campaigns, name, now);
  return campaign ? toCampaignBanner(campaign) : null;
}

/** The home page's campaign banners: every running campaign with an image, in the store's order. */
export function homeCampaignBanners(campaigns: readonly Campaign[], now: Date): CampaignBanner[] {
  return activeCampaigns(campaigns, now)
    .map(toCampaignBanner)
    .filter((banner) => banner.image !== null);
}
