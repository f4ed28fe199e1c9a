import { describe, expect, it } from 'vitest';
import {
  clampReviewsPage, parseReviewsPage, reviewsOffset, reviewsPageCount, reviewsPageHref, reviewsPageOfOffset, reviewsPageWindow,
} from '~/catalog/product/reviews-paging';

describe('review paging (10 per page, #rating-reviews)', () => {
  it('reads the page parameter; garbage is page 1', () => {
    expect(parseReviewsPage('3')).toBe(3);
    for (const value of [null, '', '0', '-1', '1.5', '02', 'abc', '1e3', '999999']) expect(parseReviewsPage(value)).toBe(1);
  });

  it('counts pages of 10 and clamps a page past the last one', () => {
    expect(reviewsPageCount(0)).toBe(1);
    expect(reviewsPageCount(10)).toBe(1);
    expect(reviewsPageCount(11)).toBe(2);
    expect(clampReviewsPage(7, 2)).toBe(2);
    expect(clampReviewsPage(0, 2)).toBe(1);
  });

  it('turns pages into offsets and back ("offset divided by limit plus one")', () => {
    expect(reviewsOffset(1)).toBe(0);
    expect(reviewsOffset(3)).toBe(20);
    expect(reviewsPageOfOffset(20, 10)).toBe(3);
    expect(reviewsPageOfOffset(0, 10)).toBe(1);
  });

  it('links to a page with the anchor, keeping other parameters and dropping page 1', () => {
    expect(reviewsPageHref('/drill-10000001/', '', 2)).toBe('/drill-10000001/?reviewsPage=2#rating-reviews');
    expect(reviewsPageHref('/drill-10000001/', '?toggleExtraGuarantee=false&reviewsPage=3', 4)).toBe(
      '/drill-10000001/?toggleExtraGuarantee=false&reviewsPage=4#rating-reviews',
    );
    expect(reviewsPageHref('/drill-10000001/', '?reviewsPage=3', 1)).toBe('/drill-10000001/#rating-reviews');
  });

  it('shows a window of at most five page numbers around the current page', () => {
    expect(reviewsPageWindow(1, 2)).toEqual([1, 2]);
    expect(reviewsPageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(reviewsPageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
  });
});
