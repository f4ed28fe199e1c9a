// Number formats for the page's locale ('5 %' in sk-SK, '5%' in en-GB). Every percentage the shop prints goes
// through formatPercent: VAT rates, fees, guarantee rates, volume tiers (brief "Money, prices, VAT"). A formatter
// costs tens of microseconds to build and a page formats dozens of ratings and dates: each is built once per
// locale (decision 059).

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = create()));
  return made;
}

export function formatPercent(percent: number, locale: string): string {
  return formatter(`percent|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })).format(percent / 100);
}

export function formatRating(rating: number, locale: string): string {
  return formatter(`rating|${locale}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(rating);
}

/** A date without time, the same on server and browser (UTC), e.g. for review dates. */
export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(date);
}
