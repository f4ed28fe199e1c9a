import { describe, expect, it } from 'vitest';
import { campaignBannerFor, homeCampaignBanners } from '~/catalog/listing/campaign-banners';
import type { Campaign } from '~/content/campaigns';

const CAMPAIGNS: Campaign[] = [
  { campaignName: 'pro-deals', startDate: '2026-10-01T00:00:00.000Z', endDate: '2028-12-31T00:00:00.000Z', pageTitle: 'Profi ponuky', imageUrl: '/__images/campaigns/pro-deals.svg' },
  { campaignName: 'winter-clearance', startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-03-01T00:00:00.000Z', pageTitle: 'Zimný výpredaj', imageUrl: '/__images/campaigns/winter.svg' },
  { campaignName: 'no-image', startDate: '2026-10-01T00:00:00.000Z', endDate: '2028-12-31T00:00:00.000Z' },
  { campaignName: 'bad-image', startDate: '2026-10-01T00:00:00.000Z', endDate: '2028-12-31T00:00:00.000Z', imageUrl: 'javascript:alert(1)' },
];
const NOW = new Date('2026-11-22T12:00:00.000Z');

describe('campaign banners (spec §9: active when now is at or after its start and before its end)', () => {
  it('shows a listing\'s campaign while it runs, with its page title', () => {
    expect(campaignBannerFor(CAMPAIGNS, 'pro-deals', NOW)).toEqual({ name: 'pro-deals', title: 'Profi ponuky', image: '/__images/campaigns/pro-deals.svg' });
    expect(campaignBannerFor(CAMPAIGNS, 'PRO-DEALS', NOW)?.name).toBe('pro-deals');
  });

  it('shows nothing for an ended, unknown or missing campaign', () => {
    expect(campaignBannerFor(CAMPAIGNS, 'winter-clearance', NOW)).toBeNull();
    expect(campaignBannerFor(CAMPAIGNS, 'unknown', NOW)).toBeNull();
    expect(campaignBannerFor(CAMPAIGNS, undefined, NOW)).toBeNull();
  });

  it('starts at the start instant and ends just before the end instant', () => {
    expect(campaignBannerFor(CAMPAIGNS, 'winter-clearance', new Date('2026-01-01T00:00:00.000Z'))).not.toBeNull();
    expect(campaignBannerFor(CAMPAIGNS, 'winter-clearance', new Date('2026-02-28T23:59:59.999Z'))).not.toBeNull();
    expect(campaignBannerFor(CAMPAIGNS, 'winter-clearance', new Date('2026-03-01T00:00:00.000Z'))).toBeNull();
    expect(campaignBannerFor(CAMPAIGNS, 'winter-clearance', new Date('2025-12-31T23:59:59.999Z'))).toBeNull();
  });

  it('falls back to the name as title and drops unsafe images', () => {
    expect(campaignBannerFor(CAMPAIGNS, 'no-image', NOW)).toEqual({ name: 'no-image', title: 'no-image', image: null });
    expect(campaignBannerFor(CAMPAIGNS, 'bad-image', NOW)?.image).toBeNull();
  });

  it('puts the running campaigns with an image on the home page', () => {
    expect(homeCampaignBanners(CAMPAIGNS, NOW).map((banner) => banner.name)).toEqual(['pro-deals']);
    expect(homeCampaignBanners(CAMPAIGNS, new Date('2026-02-01T00:00:00.000Z')).map((banner) => banner.name)).toEqual(['winter-clearance']);
  });
});
