// The page types the benchmark and the audit visit, on the default candidate-au site.
export const host = 'candidate-au.localhost';

export const pageTypes = {
  home: '/',
  content: '/about',
  article: '/career-advice/article/how-to-write-a-resume',
  category: '/career-advice/category/career-development',
  author: '/author/amanda-wright',
  search: '/article-search/resume/1',
  'data-lab': '/au/talent-attraction-lab/data-lab?primaryDriver=Industry&primaryDriverOptions=Accounting',
  // The market-insights pages of the insights tools (spec §2 "Other screens"), rendered from the seeded datasets.
  'salary-insights': '/market-insights/salary-insights',
  'happiness-at-work': '/market-insights/happiness-at-work',
};
