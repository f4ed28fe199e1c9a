// Numbered pagination of a listing (spec §9 "Pagination moves: prev, next, first, last, page"). Pure, so the
// window rules are unit-tested; the hrefs are written by listing-view.ts with the search module's URL writer.

/** Pages shown on each side of the current one. */
export const PAGINATION_RADIUS = 2;

export type PaginationWindow = {
  current: number;
  /** Set when there is a page before the current one. */
  first?: number;
  prev?: number;
  /** Consecutive page numbers around the current one, 2 × radius + 1 of them when there are enough pages. */
  pages: number[];
  next?: number;
  /** Set when there is a page after the current one. */
  last?: number;
  /** Pages are left out between the first page and the window (an ellipsis is shown). */
  gapBefore: boolean;
  gapAfter: boolean;
};

/** Null for a single page. Near either end the window shifts so it keeps its width: the first page shows as many
 *  numbers as a middle one. */
export function paginationWindow(current: number, pageCount: number, radius = PAGINATION_RADIUS): PaginationWindow | null {
  const count = Math.max(0, Math.floor(pageCount));
  if (count <= 1) return null;
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const width = 2 * radius + 1;
  let start = Math.max(1, page - radius);
  const end = Math.min(count, start + width - 1);
  start = Math.max(1, end - width + 1);
  const pages: number[] = [];
  for (let number = start; number <= end; number += 1) pages.push(number);
  return {
    current: page,
    ...(page > 1 ? { first: 1, prev: page - 1 } : {}),
    pages,
    ...(page < count ? { next: page + 1, last: count } : {}),
    gapBefore: start > 2,
    gapAfter: end < count - 1,
  };
}
