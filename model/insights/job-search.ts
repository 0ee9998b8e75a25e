/** Job search links of the insights tables (spec §9 "Job search links"). */
import type { InsightsCountry } from './dataset';

/** The job site of each insights country. */
export const jobSiteOrigins: Record<InsightsCountry, string> = {
  au: 'https://www.seek.com.au',
  nz: 'https://www.seek.co.nz',
};

/** Lower-cased, with commas, ampersands and whitespace (each run of them) turned to one hyphen. */
export const jobSearchSlug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s,&]+/g, '-');

/** `/{role}-jobs`, or `/{role}-jobs-in-{industry}` with an industry, on the country's job site. */
export function jobSearchHref(country: InsightsCountry, role: string, industry?: string): string {
  const path = `/${jobSearchSlug(role)}-jobs${industry ? `-in-${jobSearchSlug(industry)}` : ''}`;
  return `${jobSiteOrigins[country]}${path}`;
}
