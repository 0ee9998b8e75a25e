/**
 * The industries of the salary and job-growth data (spec §3 "Industry ids"): what an `industry` filter in an
 * address may name. -1 is all industries (spec §9).
 */
export const INDUSTRY_IDS: readonly number[] = [
  1200, 1203, 1204, 1206, 1209, 1210, 1211, 1212, 1214, 1216, 1220, 1223, 1225, 6008, 6043, 6058, 6076, 6092,
  6123, 6163, 6205, 6246, 6251, 6263, 6281, 6304, 6317, 6362,
];

/** The address's industry: a known id, -1 for none or all, or null for anything else (not a real page). */
export function readIndustry(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || raw === '' || raw === '-1') return -1;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const id = Number(raw);
  return INDUSTRY_IDS.includes(id) ? id : null;
}
