// Which page-number buttons to show: `size` consecutive pages around the current one, within bounds.
export function pageWindow(pageIndex: number, pageCount: number, size: number): number[] {
  const count = Math.min(size, pageCount);
  const start = Math.min(Math.max(0, pageIndex - Math.floor(count / 2)), Math.max(0, pageCount - count));
  return Array.from({ length: count }, (_, i) => start + i);
}
