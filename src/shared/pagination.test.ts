import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageSizeForWidth, pageWindow, showingRange, windowForWidth, type PageItem } from './pagination.ts';

/** '1 … 4 5 [6] 7 8 … 20' style rendering of a window, to read the expectations at a glance. */
function draw(items: PageItem[], current: number): string {
  return items.map((i) => (i.type === 'ellipsis' ? '…' : i.page === current ? `[${i.page}]` : String(i.page))).join(' ');
}
const at = (width: number, current: number, total: number) => draw(pageWindow(current, total, windowForWidth(width)), current);

describe('windowForWidth (docs/product.md §9)', () => {
  it('shows one page number below 576 px', () => {
    expect(windowForWidth(320)).toEqual({ size: 1, edges: false });
    expect(windowForWidth(575)).toEqual({ size: 1, edges: false });
  });
  it('shows up to 3 from 576 to 767 px', () => {
    expect(windowForWidth(576)).toEqual({ size: 3, edges: false });
    expect(windowForWidth(767)).toEqual({ size: 3, edges: false });
  });
  it('shows up to 5 with first/last page and ellipses from 768 px', () => {
    expect(windowForWidth(768)).toEqual({ size: 5, edges: true });
    expect(windowForWidth(1920)).toEqual({ size: 5, edges: true });
  });
});

describe('pageSizeForWidth', () => {
  it('is 10, or 5 below 768 px', () => {
    expect(pageSizeForWidth(1280)).toBe(10);
    expect(pageSizeForWidth(768)).toBe(10);
    expect(pageSizeForWidth(767)).toBe(5);
    expect(pageSizeForWidth(390)).toBe(5);
  });
});

describe('pageWindow', () => {
  it('is empty without pages and a single number for one page', () => {
    expect(pageWindow(1, 0, { size: 5, edges: true })).toEqual([]);
    expect(at(1280, 1, 1)).toBe('[1]');
    expect(at(500, 1, 1)).toBe('[1]');
  });

  it('below 576 px shows only the current page', () => {
    expect(at(500, 1, 20)).toBe('[1]');
    expect(at(500, 7, 20)).toBe('[7]');
    expect(at(500, 20, 20)).toBe('[20]');
  });

  it('from 576 to 767 px shows the current page and its neighbours, 3 at most', () => {
    expect(at(700, 1, 20)).toBe('[1] 2 3');
    expect(at(700, 2, 20)).toBe('1 [2] 3');
    expect(at(700, 7, 20)).toBe('6 [7] 8');
    expect(at(700, 20, 20)).toBe('18 19 [20]');
    expect(at(700, 1, 2)).toBe('[1] 2');
  });

  it('from 768 px shows 5 around the current page with first/last and ellipses', () => {
    expect(at(1280, 1, 20)).toBe('[1] 2 3 4 5 … 20');
    expect(at(1280, 3, 20)).toBe('1 2 [3] 4 5 … 20');
    expect(at(1280, 4, 20)).toBe('1 2 3 [4] 5 6 … 20');
    expect(at(1280, 5, 20)).toBe('1 … 3 4 [5] 6 7 … 20');
    expect(at(1280, 10, 20)).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(at(1280, 17, 20)).toBe('1 … 15 16 [17] 18 19 20');
    expect(at(1280, 18, 20)).toBe('1 … 16 17 [18] 19 20');
    expect(at(1280, 20, 20)).toBe('1 … 16 17 18 19 [20]');
  });

  it('does not use an ellipsis to hide a single page', () => {
    expect(at(1280, 4, 7)).toBe('1 2 3 [4] 5 6 7');
    expect(at(1280, 1, 6)).toBe('[1] 2 3 4 5 6');
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(at(1280, 3, 5)).toBe('1 2 [3] 4 5');
    expect(at(1280, 2, 3)).toBe('1 [2] 3');
  });

  it('clamps an out-of-range current page', () => {
    expect(draw(pageWindow(99, 8, { size: 5, edges: true }), 8)).toBe('1 … 4 5 6 7 [8]');
    expect(draw(pageWindow(-3, 8, { size: 5, edges: true }), 1)).toBe('[1] 2 3 4 5 … 8');
  });

  it('never shows more than the width allows (window plus first and last)', () => {
    for (const width of [400, 600, 1000]) {
      const { size, edges } = windowForWidth(width);
      for (let total = 1; total <= 30; total++) {
        for (let current = 1; current <= total; current++) {
          const items = pageWindow(current, total, { size, edges });
          const pages = items.filter((i) => i.type === 'page').map((i) => (i as { page: number }).page);
          expect(pages).toContain(current);
          expect([...pages].sort((a, b) => a - b)).toEqual(pages);
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages.length).toBeLessThanOrEqual(size + (edges ? 2 : 0));
          if (edges) {
            expect(pages[0]).toBe(1);
            expect(pages.at(-1)).toBe(total);
          }
        }
      }
    }
  });
});

describe('clampPage, pageCount, showingRange', () => {
  it('clamps pages from the URL', () => {
    expect(clampPage(Number('abc'), 5)).toBe(1);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(3, 0)).toBe(1);
  });
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(2000, 5)).toBe(400);
  });
  it('describes the shown rows', () => {
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(showingRange(1, 10, 7)).toEqual({ from: 1, to: 7 });
    expect(showingRange(2, 10, 25)).toEqual({ from: 11, to: 20 });
    expect(showingRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });
});
