// Number formats of the product page, for the page's locale ('5 %' in sk-SK, '5%' in en-GB).

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

export function formatRating(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** A date without time, the same on server and browser (UTC), e.g. for review dates. */
export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
