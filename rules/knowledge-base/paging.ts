/** How many pages `total` results make at `pageSize` a page; no results is no pages. */
export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** "Showing 11-20 of 25" numbers for a zero-based page. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  const first = Math.min(total, page * pageSize + 1);
  return { first, last: Math.min(total, (page + 1) * pageSize) };
}
