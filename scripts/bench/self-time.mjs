/**
 * A CPU profile's self time as text: the busy total, then the `top` groups (package or folder) and the `top`
 * functions by their share of it. `entries` are `[group, function, microseconds]`, one per profile node.
 */
export function selfTimeReport(entries, top) {
  const byGroup = new Map();
  const byFunction = new Map();
  let total = 0;
  for (const [group, fn, us] of entries) {
    total += us;
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1)}%`;
  const ranked = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `busy CPU ${(total / 1000).toFixed(0)} ms`,
    ...ranked(byGroup).map(([group, us]) => `${pct(us).padStart(7)} ${group}`),
    '',
    'top functions (self)',
    ...ranked(byFunction).map(([fn, us]) => `${pct(us).padStart(7)} ${fn}`),
  ].join('\n');
}
