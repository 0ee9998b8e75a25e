import { createContext, useContext, type ReactNode } from 'react';

import { ALL_INDUSTRIES } from './format';

/**
 * The industry the salary and job-growth tables show: on the insights pages it is in the address (`?industry=`,
 * worker/site/canonical.ts), so the filter is a plain GET form; elsewhere (an article's embed) only the script
 * filters them.
 */
export interface IndustryFilterPlace {
  industry: number;
  inAddress: boolean;
}

const IndustryFilterContext = createContext<IndustryFilterPlace>({
  industry: ALL_INDUSTRIES,
  inAddress: false,
});

export function IndustryFilterProvider({ industry, children }: { industry: number; children: ReactNode }) {
  return (
    <IndustryFilterContext.Provider value={{ industry, inAddress: true }}>
      {children}
    </IndustryFilterContext.Provider>
  );
}

export const useIndustryFilter = () => useContext(IndustryFilterContext);

/** The option to show first: the address's industry when the table has it, else all industries. */
export function chosenIndustry(options: { value: string }[], industry: number): string {
  const value = String(industry);
  return options.some((option) => option.value === value) ? value : String(ALL_INDUSTRIES);
}
