// Prints rows of cells as an aligned plain-text table.
export function formatTable(header, rows) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

export const fixed = (value, digits = 1) =>
  value == null || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
export const kb = (bytes) => (bytes == null ? 'n/a' : (bytes / 1024).toFixed(1));
