import { readIndustry } from '../../model/insights/industries';
import type { QueryReader } from '../site/query-reading';

/** The parameter of the salary and job-growth tables' industry filter (ui/insights/IndustryFilter.tsx). */
export const INDUSTRY_PARAM = 'industry';

/**
 * How the salary insights page reads its industry (spec §2, §3 industry ids): a known industry is part of the
 * address; all industries (-1, or none) is the page itself; anything else is answered as all, never stored.
 */
export const readIndustryQuery: QueryReader = (query) => {
  const industry = readIndustry(query.get(INDUSTRY_PARAM));
  if (industry === null) return { params: [], storable: false };
  return { params: industry === -1 ? [] : [[INDUSTRY_PARAM, String(industry)]], storable: true };
};
