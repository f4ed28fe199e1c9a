// Number formats for the page's locale ('5 %' in sk-SK, '5%' in en-GB). Every percentage the shop prints goes through
// formatPercent (brief "Money, prices, VAT").
import { dateTimeFormat, numberFormat } from '~/cache/intl-formatters';

export function formatPercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

export function formatRating(rating: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** A date without time, the same on server and browser (UTC), e.g. for review dates. */
export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
