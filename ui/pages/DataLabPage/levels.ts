import type { ImportanceLevel } from './types';

/** Spec §3 importance levels: the data-lab vocab key of each label, in the order bars and legends show them. */
export const levelLabels = {
  must: 'Must-have',
  delight: 'Delighted-if',
  neutral: 'Not-bothered',
  putOff: 'Put-off',
} as const satisfies Record<ImportanceLevel, string>;

export const levels = Object.keys(levelLabels) as ImportanceLevel[];

/** Spec §9 bar colours, shared by the page's bars and the PDF's. */
export const levelColours = {
  must: '#1FA575',
  delight: '#EF672A',
  neutral: '#A04BCB',
  putOff: '#5B2084',
} as const satisfies Record<ImportanceLevel, string>;
