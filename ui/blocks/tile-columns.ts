/** Grid columns of a block's tile (spec §9: 1 on phones, up to 3 on desktops), from the CMS's count. */
export function tileColumns(columns: number | null, max = 3) {
  const desktop = Math.min(Math.max(columns ?? max, 1), 4) as 1 | 2 | 3 | 4;
  return { mobile: 1, tablet: Math.min(desktop, 2) as 1 | 2, desktop } as const;
}
