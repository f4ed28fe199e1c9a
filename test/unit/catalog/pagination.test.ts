import { describe, expect, it } from 'vitest';
import { paginationWindow } from '~/catalog/listing/pagination';

describe('paginationWindow', () => {
  it('has no pagination for one page or none', () => {
    expect(paginationWindow(1, 1)).toBeNull();
    expect(paginationWindow(1, 0)).toBeNull();
  });

  it('shows two pages on each side of the current one, with every move', () => {
    expect(paginationWindow(6, 12)).toEqual({
      current: 6, first: 1, prev: 5, pages: [4, 5, 6, 7, 8], next: 7, last: 12, gapBefore: true, gapAfter: true,
    });
  });

  it('keeps its width near the start and offers no way back from page 1', () => {
    expect(paginationWindow(1, 20)).toEqual({ current: 1, pages: [1, 2, 3, 4, 5], next: 2, last: 20, gapBefore: false, gapAfter: true });
    expect(paginationWindow(2, 20)?.pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps its width near the end and offers no way forward from the last page', () => {
    expect(paginationWindow(20, 20)).toEqual({ current: 20, first: 1, prev: 19, pages: [16, 17, 18, 19, 20], gapBefore: true, gapAfter: false });
  });

  it('shows every page when there are few', () => {
    expect(paginationWindow(2, 3)).toMatchObject({ pages: [1, 2, 3], gapBefore: false, gapAfter: false, first: 1, last: 3 });
  });

  it('leaves out the ellipsis when only the first or last page is outside the window', () => {
    expect(paginationWindow(4, 7)).toMatchObject({ pages: [2, 3, 4, 5, 6], gapBefore: false, gapAfter: false });
    expect(paginationWindow(5, 9)).toMatchObject({ pages: [3, 4, 5, 6, 7], gapBefore: true, gapAfter: true });
  });

  it('clamps a page outside the range', () => {
    expect(paginationWindow(50, 4)?.current).toBe(4);
    expect(paginationWindow(0, 4)?.current).toBe(1);
  });
});
