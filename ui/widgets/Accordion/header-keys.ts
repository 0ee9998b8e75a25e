/** Where the arrow, Home and End keys move focus among the headers (WAI-ARIA accordion pattern). */
export function nextHeader(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
