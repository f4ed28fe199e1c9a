import Negotiator from 'negotiator';
import type { LanguageCode, Market } from '~/markets';

// Norwegian browsers send 'no' or 'nn' as often as 'nb'.
const NORWEGIAN_ALIASES: readonly string[] = ['no', 'nn'];

/** negotiator orders the ranges by quality, then by header order (q=0 and broken qualities drop out); a range counts
 * by its primary subtag, so de-CH asks for de. */
function fromAcceptLanguage(header: string | null, offered: readonly LanguageCode[]): LanguageCode | undefined {
  if (!header) return undefined;
  for (const range of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const primary = range.toLowerCase().split('-')[0];
    const language = NORWEGIAN_ALIASES.includes(primary) ? 'nb' : primary;
    const match = offered.find((offeredLanguage) => offeredLanguage === language);
    if (match) return match;
  }
  return undefined;
}

/** Spec §9's order: the locale cookie, then Accept-Language, then the store's default. A prefixed request never gets
 * here: the prefix decides. */
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
