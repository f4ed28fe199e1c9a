import type { LanguageCode, Market } from '~/markets';

/** Languages of the store in the order the Accept-Language header prefers them. */
function fromAcceptLanguage(header: string | null, offered: readonly LanguageCode[]): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { language } of ranked) {
    // Norwegian browsers send 'no' or 'nn' as often as 'nb'.
    const normalised = language === 'no' || language === 'nn' ? 'nb' : language;
    const match = offered.find((offeredLanguage) => offeredLanguage === normalised);
    if (match) return match;
  }
  return undefined;
}

/**
 * Which language an unprefixed request should see (detection order of spec §9): the locale cookie, then
 * the browser's Accept-Language, then the store's default. A prefixed request never gets here: the prefix
 * decides.
 */
export function preferredLanguage(
  market: Pick<Market, 'languages' | 'defaultLanguage'>,
  localeCookie: string | undefined,
  acceptLanguage: string | null,
): LanguageCode {
  const cookieLanguage = localeCookie?.toLowerCase().split('-')[0];
  const fromCookie = market.languages.find((language) => language === cookieLanguage);
  if (fromCookie) return fromCookie;
  return fromAcceptLanguage(acceptLanguage, market.languages) ?? market.defaultLanguage;
}
