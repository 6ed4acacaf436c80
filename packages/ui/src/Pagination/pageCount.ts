/** Number of pages for `total` rows at `pageSize` per page; at least 1 so "page 1 of 1" reads right when empty. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || total <= 0 || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a requested page inside 1…pages; anything that is not a number becomes page 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), Math.max(1, Math.floor(pages)));
}
