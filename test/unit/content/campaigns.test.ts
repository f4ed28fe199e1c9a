import { describe, expect, it } from 'vitest';
import {
  activeCampaigns, campaignNameFromTag, findCampaign, isCampaignActive, parseCampaigns, type Campaign,
} from '~/content/campaigns';

const deals: Campaign = {
  campaignName: 'pro-deals', startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-04-01T00:00:00.000Z',
  pageTitle: 'Profi ponuky', imageUrl: '/__images/campaigns/pro-deals.svg',
};
const winter: Campaign = { campaignName: 'winter-clearance', startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' };
const at = (iso: string) => new Date(iso);

describe('isCampaignActive', () => {
  it('is active from the start instant, inclusive', () => {
    expect(isCampaignActive(deals, at('2026-02-28T23:59:59.999Z'))).toBe(false);
    expect(isCampaignActive(deals, at('2026-03-01T00:00:00.000Z'))).toBe(true);
  });

  it('ends at the end instant, exclusive', () => {
    expect(isCampaignActive(deals, at('2026-03-31T23:59:59.999Z'))).toBe(true);
    expect(isCampaignActive(deals, at('2026-04-01T00:00:00.000Z'))).toBe(false);
  });

  it('compares instants, whatever the offset the dates are written with', () => {
    const prague = { ...deals, startDate: '2026-03-01T00:00:00+01:00' };
    expect(isCampaignActive(prague, at('2026-02-28T22:59:59.999Z'))).toBe(false);
    expect(isCampaignActive(prague, at('2026-02-28T23:00:00.000Z'))).toBe(true);
  });

  it('is never active with unreadable dates or an end not after the start', () => {
    expect(isCampaignActive({ ...deals, startDate: 'soon' }, at('2026-03-15T00:00:00Z'))).toBe(false);
    expect(isCampaignActive({ ...deals, endDate: deals.startDate }, at(deals.startDate))).toBe(false);
  });
});

describe('activeCampaigns and findCampaign', () => {
  const list = [deals, winter];

  it('keeps the active ones', () => {
    expect(activeCampaigns(list, at('2026-03-10T12:00:00Z'))).toEqual([deals]);
    expect(activeCampaigns(list, at('2026-01-10T12:00:00Z'))).toEqual([winter]);
    expect(activeCampaigns(list, at('2026-02-10T12:00:00Z'))).toEqual([]);
  });

  it('finds an active campaign by name, case-insensitively', () => {
    expect(findCampaign(list, 'pro-deals', at('2026-03-10T12:00:00Z'))).toBe(deals);
    expect(findCampaign(list, ' PRO-DEALS ', at('2026-03-10T12:00:00Z'))).toBe(deals);
  });

  it('does not find an expired, future or unknown campaign', () => {
    expect(findCampaign(list, 'winter-clearance', at('2026-03-10T12:00:00Z'))).toBeUndefined();
    expect(findCampaign(list, 'pro-deals', at('2026-02-10T12:00:00Z'))).toBeUndefined();
    expect(findCampaign(list, 'summer', at('2026-03-10T12:00:00Z'))).toBeUndefined();
    expect(findCampaign(list, '', at('2026-03-10T12:00:00Z'))).toBeUndefined();
  });

  it('picks the active one of two campaigns with the same name', () => {
    const next = { ...deals, startDate: '2026-05-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z', pageTitle: 'Next' };
    expect(findCampaign([deals, next], 'pro-deals', at('2026-05-02T00:00:00Z'))?.pageTitle).toBe('Next');
  });
});

describe('parseCampaigns', () => {
  it('reads the store custom field (a JSON string) and a parsed list alike', () => {
    expect(parseCampaigns(JSON.stringify([deals, winter]))).toEqual([deals, winter]);
    expect(parseCampaigns([deals])).toEqual([deals]);
  });

  it('drops broken entries and keeps the rest', () => {
    const raw = [deals, null, 'x', { campaignName: '', startDate: deals.startDate, endDate: deals.endDate },
      { campaignName: 'no-dates' }, { campaignName: 'bad', startDate: 'tomorrow', endDate: deals.endDate },
      { ...winter, pageTitle: 7, imageUrl: '' }];
    expect(parseCampaigns(raw)).toEqual([deals, winter]);
  });

  it('returns an empty list for anything that is not a list', () => {
    for (const value of [undefined, null, '', 'not json', '{"a":1}', 42, {}]) expect(parseCampaigns(value)).toEqual([]);
  });
});

describe('campaignNameFromTag', () => {
  it('reads the name after campaign:', () => {
    expect(campaignNameFromTag('campaign:pro-deals')).toBe('pro-deals');
    expect(campaignNameFromTag('Campaign:pro-deals')).toBe('pro-deals');
    expect(campaignNameFromTag('campaign:')).toBeUndefined();
    expect(campaignNameFromTag('bestseller')).toBeUndefined();
    expect(campaignNameFromTag(null)).toBeUndefined();
  });
});
