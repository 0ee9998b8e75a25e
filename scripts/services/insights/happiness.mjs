/** The 17 drivers of happiness at work (spec §3), in the order of the AU overall ranking. */
export const DRIVERS = [
  'Purpose at work',
  'Their manager',
  'day-to-day role responsibilities',
  'company culture',
  'Stress levels',
  'Senior leadership',
  'Workload demands',
  'Work-life balance',
  'Salary',
  'Team / colleagues',
  'Company values',
  'Flexible working arrangements',
  'Location of work',
  'Job security',
  'Career progression opportunities',
  'Company commitment to ESG',
  'The success of their company',
];

/** The generations of the happiness data (spec §3 keys) and their titles. */
export const GENERATION_TITLES = {
  boomer: 'Baby Boomers',
  genx: 'Gen X',
  geny: 'Millennials',
  genz: 'Gen Z',
};

/** The figures spec §9 gives: the first overall drivers and each generation's happiness (-1: not available). */
export const FIXED_HAPPINESS = {
  au: {
    title: 'Australians',
    summary: [
      { driver: 'Purpose at work', value: 92 },
      { driver: 'Their manager', value: 79 },
      { driver: 'day-to-day role responsibilities', value: 74 },
      { driver: 'company culture', value: 65 },
      { driver: 'Stress levels', value: 63 },
    ],
    generations: { boomer: 61, genx: 52, geny: 58, genz: 50 },
  },
  nz: {
    title: 'New Zealanders',
    summary: [
      { driver: 'Purpose at work', value: 96 },
      { driver: 'day-to-day role responsibilities', value: 95.5 },
    ],
    generations: { boomer: -1, genx: -1, geny: -1, genz: -1 },
  },
};
