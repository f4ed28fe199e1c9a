// Review paging of a product page (spec §9 "Reviews page size 10 (offset 0), … anchor "#rating-reviews".
// Reviews page is offset divided by limit plus one."). Page links are plain links, so they work without
// JavaScript: `?reviewsPage=2#rating-reviews`.
import { REVIEWS_ANCHOR, REVIEWS_PAGE_SIZE } from '~/markets';

export const REVIEWS_PAGE_PARAM = 'reviewsPage';
export const REVIEWS_ANCHOR_ID = REVIEWS_ANCHOR.slice(1);
const PAGE_NUMBER = /^[1-9]\d{0,4}$/;

/** The requested page; anything but a plain positive number is page 1 (garbage never fails the page). */
export function parseReviewsPage(value: string | null | undefined): number {
  return value && PAGE_NUMBER.test(value) ? Number(value) : 1;
}

export function reviewsPageCount(total: number, limit: number = REVIEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / limit));
}

/** A page past the last one shows the last page. */
export function clampReviewsPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

export function reviewsOffset(page: number, limit: number = REVIEWS_PAGE_SIZE): number {
  return (page - 1) * limit;
}

/** "Reviews page is offset divided by limit plus one." */
export function reviewsPageOfOffset(offset: number, limit: number): number {
  return Math.floor(offset / limit) + 1;
}

/** Link to a review page of the product at `path`: other query parameters stay, page 1 drops the parameter. */
export function reviewsPageHref(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(REVIEWS_PAGE_PARAM, String(page));
  else params.delete(REVIEWS_PAGE_PARAM);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${REVIEWS_ANCHOR}`;
}

/** Up to `size` page numbers around the current page. */
export function reviewsPageWindow(current: number, pageCount: number, size = 5): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  const pages: number[] = [];
  for (let page = first; page <= last; page++) pages.push(page);
  return pages;
}
