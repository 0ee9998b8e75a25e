/**
 * The job ad types and what each includes (spec §9 job-ad tiers): candidate invitations 20 / 30 / 80;
 * exposure Standard / Promoted / Prioritised; enhanced targeting and promotion on competitive ads from Advanced;
 * exclusivity, high-fit-only sending and branding with Premium, branding optional on the lower two.
 */
export const jobAdTiers = ['basic', 'advanced', 'premium'] as const;
export type JobAdTier = (typeof jobAdTiers)[number];

export type FeatureCell =
  number | 'included' | 'notIncluded' | 'optional' | 'Standard' | 'Promoted' | 'Prioritised';

export interface JobAdFeature {
  name:
    | 'Candidate invitations'
    | 'Exposure'
    | 'Enhanced targeting'
    | 'Promoted on competitive ads'
    | 'Exclusivity'
    | 'Sent to high-fit candidates only'
    | 'Branding';
  detail:
    | 'We invite suitable candidates to apply: up to 20 with Basic, 30 with Advanced and 80 with Premium.'
    | 'Where your ad appears in search results: standard placement, promoted above standard ads, or prioritised at the top.'
    | 'Your ad reaches more candidates whose experience matches the role. From Advanced.'
    | 'Your ad is shown to candidates looking at similar ads from other employers. From Advanced.'
    | 'Your ad keeps its top place without sharing it with other ads in matching searches. Premium only.'
    | 'Candidate invitations go only to candidates who are a high fit for the role. Premium only.'
    | 'Your logo and cover image on the ad. Included with Premium, optional with Basic and Advanced.';
  cells: Record<JobAdTier, FeatureCell>;
}

const fromAdvanced = { basic: 'notIncluded', advanced: 'included', premium: 'included' } as const;
const premiumOnly = { basic: 'notIncluded', advanced: 'notIncluded', premium: 'included' } as const;

export const jobAdFeatures: readonly JobAdFeature[] = [
  {
    name: 'Candidate invitations',
    detail:
      'We invite suitable candidates to apply: up to 20 with Basic, 30 with Advanced and 80 with Premium.',
    cells: { basic: 20, advanced: 30, premium: 80 },
  },
  {
    name: 'Exposure',
    detail:
      'Where your ad appears in search results: standard placement, promoted above standard ads, or prioritised at the top.',
    cells: { basic: 'Standard', advanced: 'Promoted', premium: 'Prioritised' },
  },
  {
    name: 'Enhanced targeting',
    detail: 'Your ad reaches more candidates whose experience matches the role. From Advanced.',
    cells: fromAdvanced,
  },
  {
    name: 'Promoted on competitive ads',
    detail: 'Your ad is shown to candidates looking at similar ads from other employers. From Advanced.',
    cells: fromAdvanced,
  },
  {
    name: 'Exclusivity',
    detail:
      'Your ad keeps its top place without sharing it with other ads in matching searches. Premium only.',
    cells: premiumOnly,
  },
  {
    name: 'Sent to high-fit candidates only',
    detail: 'Candidate invitations go only to candidates who are a high fit for the role. Premium only.',
    cells: premiumOnly,
  },
  {
    name: 'Branding',
    detail: 'Your logo and cover image on the ad. Included with Premium, optional with Basic and Advanced.',
    cells: { basic: 'optional', advanced: 'optional', premium: 'included' },
  },
];

/** Spec §9: the details show the first 4 cards, the rest behind 'Show more'. */
export const INITIAL_DETAIL_CARDS = 4;
