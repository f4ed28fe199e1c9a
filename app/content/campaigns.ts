// Store campaigns (spec §3 Store custom field "campaigns": a JSON list of campaignName, startDate,
// endDate, pageTitle, imageUrl). Pure and dependency-free, so loaders and components can both use it.

export interface Campaign {
  campaignName: string;
  /** ISO 8601 date-time; a bare date ('2026-03-01') means midnight UTC, as Date.parse reads it. */
  startDate: string;
  endDate: string;
  pageTitle?: string;
  imageUrl?: string;
}

/** The tag prefix of spec §2: refinementList[tags][0]=campaign:{name} shows the campaign banner. */
export const CAMPAIGN_TAG_PREFIX = 'campaign:';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The store's custom field holds a JSON string (or an already parsed list). Entries without a name or with
 * unreadable dates are dropped: one broken entry must not hide the others. */
export function parseCampaigns(value: unknown): Campaign[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const campaigns: Campaign[] = [];
  for (const entry of list as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { campaignName, startDate, endDate, pageTitle, imageUrl } = entry as Record<string, unknown>;
    if (!isText(campaignName) || !isText(startDate) || !isText(endDate)) continue;
    if (Number.isNaN(Date.parse(startDate)) || Number.isNaN(Date.parse(endDate))) continue;
    campaigns.push({
      campaignName: campaignName.trim(),
      startDate,
      endDate,
      ...(isText(pageTitle) ? { pageTitle } : {}),
      ...(isText(imageUrl) ? { imageUrl } : {}),
    });
  }
  return campaigns;
}

/** Spec §9: "A campaign is active when now is at or after its start and before its end." Unreadable dates never
 * make a campaign active; an end at or before the start means it never runs. */
export function isCampaignActive(campaign: Campaign, now: Date): boolean {
  const start = Date.parse(campaign.startDate);
  const end = Date.parse(campaign.endDate);
  const time = now.getTime();
  return !Number.isNaN(start) && !Number.isNaN(end) && time >= start && time < end;
}

export function activeCampaigns(list: readonly Campaign[], now: Date): Campaign[] {
  return list.filter((campaign) => isCampaignActive(campaign, now));
}

/** The active campaign of that name (names compare case-insensitively, as tags are typed by hand). */
export function findCampaign(list: readonly Campaign[], name: string, now: Date): Campaign | undefined {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return undefined;
  return list.find((campaign) => campaign.campaignName.toLowerCase() === wanted && isCampaignActive(campaign, now));
}

/** 'campaign:pro-deals' → 'pro-deals'; any other tag → undefined. */
export function campaignNameFromTag(tag: string | null | undefined): string | undefined {
  if (!tag || !tag.toLowerCase().startsWith(CAMPAIGN_TAG_PREFIX)) return undefined;
  const name = tag.slice(CAMPAIGN_TAG_PREFIX.length).trim();
  return name || undefined;
}
